import type { SlipItem } from '@sportsbook/contracts/schemas/sportsbook';

/** One slip item as the API sends it (Boston's money line at -110), with `patch` over it. */
export const slipItem = (patch: Partial<SlipItem> = {}): SlipItem => ({
  id: 1,
  offerId: 'o1',
  teamName: 'Boston',
  betName: 'Money Line',
  metterValue: null,
  eventInfo: 'Boston vs New York',
  eventDate: '2026-11-28T14:10:00Z',
  price: -110,
  ifRow: false,
  status: 'A',
  hasChanged: false,
  ...patch,
});
