import { api } from '@/lib/api.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { mock } from './msw.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The away money line of the first game that starts tomorrow or later in the mock world. */
export function laterMoneyLine() {
  const later = Date.now() + DAY_MS;
  const game = mock.state.db.matchup
    .getAll()
    .find(
      (each) =>
        each.parentEventId === null &&
        each.matchupType === 'Team Event' &&
        Date.parse(each.eventDate) > later,
    );
  const offer =
    game &&
    mock.state.db.offer.findFirst({
      where: {
        eventId: { equals: game.eventId },
        period: { equals: 'G' },
        market: { equals: 'moneyline' },
        side: { equals: 'away' },
        isAlternate: { equals: false },
      },
    });
  if (!offer) throw new Error('the mock world has no game to bet on');
  return { game, offer };
}

/** Adds `offerId` to a new slip on the server, as a pick does. */
export const addToNewSlip = (offerId: string) =>
  api.call('wager.addItem', {
    body: {
      offerId,
      betSlipId: null,
      wagerAmount: 0,
      ifWagerAmount: 0,
      isIf: false,
      teaserId: null,
    },
  });

/** Puts the away money line of a game that starts tomorrow or later on demo's slip, as a pick does. */
export async function slipWithOnePick(): Promise<{ eventName: string; eventDate: string }> {
  const { game, offer } = laterMoneyLine();
  slipStore.setSlip(await addToNewSlip(offer.offerId), { [offer.offerId]: offer.price });
  return { eventName: game.eventName, eventDate: game.eventDate };
}
