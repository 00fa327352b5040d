import { describe, expect, it } from 'vitest';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { sessionFigures } from './session-figures.ts';

const ticket = (fields: Partial<Ticket>): Ticket => ({
  ticketNumber: 1,
  ticketName: 'Straight',
  date: '2026-11-26T10:00:00Z',
  amount: 10,
  toWin: 9.09,
  toPaid: 0,
  ifAmount: 0,
  ifToWin: 0,
  ifToPaid: 0,
  winner: 'P',
  status: 'A',
  verified: 'N',
  hasIf: false,
  totalToPaid: 0,
  items: [],
  ...fields,
});

describe('what was staked and returned since login (issue 25)', () => {
  it('stakes every ticket but the cancelled; returns what settled tickets paid back', () => {
    expect(
      sessionFigures([
        ticket({ amount: 10, winner: 'P' }),
        ticket({ amount: 20, winner: 'Y', toPaid: 38.18 }),
        ticket({ amount: 5.1, winner: 'L', toPaid: 0 }),
        ticket({ amount: 7, winner: 'P', status: 'C' }),
        ticket({ amount: 0.2, winner: 'E', toPaid: 0.2 }),
      ]),
    ).toEqual({ staked: 35.3, returned: 38.38 });
  });

  it('is nothing and nothing without tickets', () => {
    expect(sessionFigures([])).toEqual({ staked: 0, returned: 0 });
  });
});
