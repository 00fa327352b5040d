import { parseQuickGameBet, QUICK_GAME_BET_TYPES } from '@sportsbook/contracts/rules/quick-game';
import { storeQuickGameTicket } from '../../domain/quick-game/create-ticket.ts';
import { PERSONAS } from '../personas.ts';
import type { Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { daysFromNow } from '../dates.ts';
import { seedMessages } from './engagement-messages.ts';
import { logoLink } from '../../assets/logos.ts';

// Group 4 is the domino lottery (DOMINO_LOTTERY_GROUP_ID): only bet types 11 and 12 play there.
const LOTTERIES = [
  { lottGroupId: 1, lottGroupShortName: 'LN', lottGroupName: 'Loteria Nacional' },
  { lottGroupId: 2, lottGroupShortName: 'LE', lottGroupName: 'Leidsa' },
  { lottGroupId: 3, lottGroupShortName: 'LK', lottGroupName: 'Loteka' },
  { lottGroupId: 4, lottGroupShortName: 'DO', lottGroupName: 'Domino' },
  { lottGroupId: 5, lottGroupShortName: 'NY', lottGroupName: 'New York' },
];

interface SeedTicket {
  daysAgo: number;
  hour: number;
  lottGroupId: number;
  bets: [bet: string, amount: number][];
}

// Within the last 7 days (the web asks for that range), plus one older ticket the range leaves out.
const DEMO_TICKETS: SeedTicket[] = [
  {
    daysAgo: 1,
    hour: 18,
    lottGroupId: 2,
    bets: [
      ['27', 10],
      ['12-45', 5],
    ],
  },
  {
    daysAgo: 2,
    hour: 14,
    lottGroupId: 1,
    bets: [
      ['05-18-33', 2],
      ['-11-22', 3],
      ['07E02', 5],
    ],
  },
  { daysAgo: 4, hour: 20, lottGroupId: 4, bets: [['01-06', 10]] },
  {
    daysAgo: 6,
    hour: 11,
    lottGroupId: 3,
    bets: [
      ['1-2-3-4-5-6', 1],
      ['10-20-30-40-50-60', 2],
    ],
  },
  { daysAgo: 12, hour: 16, lottGroupId: 5, bets: [['33', 20]] },
];

function seedDemoTickets(state: MockState): void {
  for (const seed of DEMO_TICKETS) {
    const lottery = state.db.lottery.findFirst({
      where: { lottGroupId: { equals: seed.lottGroupId } },
    });
    if (!lottery) throw new Error(`seed: no lottery ${seed.lottGroupId}`);
    // The seeded bets go through the same rule as the client's, so they always carry the right type.
    const items = seed.bets.map(([bet, amount], index) => {
      const parsed = parseQuickGameBet(
        { bet, amount, lotteryGroupId: seed.lottGroupId },
        QUICK_GAME_BET_TYPES,
      );
      if (!parsed.ok) throw new Error(`seed: bet ${bet} refused: ${parsed.message}`);
      return {
        rowId: index + 1,
        betType: parsed.betType.betTypeId,
        betDefinition: bet,
        betAmount: amount,
      };
    });
    storeQuickGameTicket(state, {
      userId: PERSONAS.demo.userId,
      lottery,
      items,
      amount: items.reduce((sum, item) => sum + item.betAmount, 0),
      at: daysFromNow(state, -seed.daysAgo, seed.hour, 15),
    });
  }
}

/** Lotteries, bet types and the demo's quick-game tickets; message types and message history. */
export function seedEngagement(state: MockState, random: Random): void {
  for (const lottery of LOTTERIES) {
    state.db.lottery.create({ ...lottery, logoUrl: logoLink('lottery', lottery.lottGroupName) });
  }
  // One source for the bet types: the shared rules' list.
  for (const betType of QUICK_GAME_BET_TYPES) state.db.betType.create({ ...betType });
  seedDemoTickets(state);
  seedMessages(state, random);
}
