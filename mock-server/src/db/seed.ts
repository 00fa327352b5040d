import { createState, type MockState, type StateOptions } from './state.ts';
import type { Random } from './random.ts';
import { seedBonuses, seedPeople, settlePersonaBalances } from './seed/people.ts';
import { seedSportsbook } from './seed/sportsbook.ts';
import { seedCashier } from './seed/cashier.ts';
import { seedEngagement } from './seed/engagement.ts';

/** Builds the whole world from one seed: people first, then each area, then opening balances. */
export function seedAll(state: MockState, random: Random): void {
  seedPeople(state, random);
  seedBonuses(state);
  seedSportsbook(state, random);
  seedCashier(state, random);
  seedEngagement(state, random);
  settlePersonaBalances(state);
}

/**
 * A new state holding the seeded world (or a copy of `options.from`); a reset seeds it again. The
 * seed sits above the domain it seeds through, so the state gets its seeding from here.
 */
export function createMockState(options: StateOptions = {}): MockState {
  return createState(options, seedAll);
}
