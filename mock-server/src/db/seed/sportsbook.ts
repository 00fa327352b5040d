import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { TEASER_RULES } from '../../domain/sportsbook/catalog.ts';
import { seedCatalog, seedEvents } from './sportsbook-events.ts';
import { seedTickets } from './sportsbook-tickets.ts';
import { storeTeaserPrices } from '../accessors.ts';

/**
 * Sports, leagues and teasers; today's and the next three days' games with every market; child,
 * self and proposition matchups; and the personas' tickets with their ledger history.
 */
export function seedSportsbook(state: MockState, random: Random): void {
  seedCatalog(state);
  for (const { id, name, shortName, minTeam, maxTeam, pricesList } of TEASER_RULES) {
    state.db.teaser.create({ id, name, shortName, minTeam, maxTeam });
    storeTeaserPrices(state, id, pricesList);
  }
  const events = seedEvents(state, random);
  seedTickets(state, random, events);
}
