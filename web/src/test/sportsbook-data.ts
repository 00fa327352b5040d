import type {
  GameEvent,
  League,
  Sport,
  SportEvents,
} from '@sportsbook/contracts/schemas/sportsbook';

// Contract-typed entities for tests that need a particular answer; each names only what matters.

export const gameEvent = (
  fields: Pick<GameEvent, 'leagueName'> & Partial<GameEvent>,
): GameEvent => ({
  name: `${fields.leagueName} game`,
  date: '2026-11-21T18:30:00Z',
  hasStarted: false,
  awayName: 'Away',
  homeName: 'Home',
  awayLogo: null,
  homeLogo: null,
  gameLine: [],
  ...fields,
});

export const league = (fields: Pick<League, 'shortName'> & Partial<League>): League => ({
  name: `${fields.shortName} league`,
  sportName: 'Soccer',
  gameLine: [],
  cnt: 0,
  selected: false,
  ...fields,
});

export const sport = (fields: Pick<Sport, 'name'> & Partial<Sport>): Sport => ({
  available: (fields.eventCount ?? 0) > 0,
  eventCount: 0,
  leagues: [],
  ...fields,
});

export const sportEvents = (fields: Partial<SportEvents> = {}): SportEvents => ({
  sports: [],
  leagues: [],
  gameEvents: [],
  ...fields,
});
