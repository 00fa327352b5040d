import { beforeEach } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import type { PersonaName } from '../db/personas.ts';
import type { MockState } from '../db/state.ts';
import { daysFromNow, isoDay } from '../db/dates.ts';
import { EARLIEST_FIRST_HOUR } from '../db/seed/sportsbook-times.ts';
import { appPerTest, type TestApp } from './test-app.ts';
import { logIn, type BodyOf, type CustomerClient } from './test-client.ts';
import { MATCHUP_TYPE } from '../domain/sportsbook/catalog.ts';
import type { MatchupRecord } from '../domain/sportsbook/records.ts';

// Shared steps of the sportsbook tests: a logged-in app, seeded games to pick from, slip calls.

export interface Session extends TestApp {
  /** The persona's typed client. */
  readonly api: CustomerClient;
}

/** For each test of the calling file: a fresh app with the persona logged in. */
export function sessionPerTest(persona: PersonaName = 'demo'): Session {
  const world = appPerTest();
  let api: CustomerClient | undefined;
  beforeEach(async () => {
    api = await logIn(world.app, persona);
  });
  return {
    get app() {
      return world.app;
    },
    get state() {
      return world.state;
    },
    get api() {
      if (!api) throw new Error('sessionPerTest: no session outside a test');
      return api;
    },
  };
}

/**
 * Tomorrow (yyyy-MM-dd): a day whose matchup list has games open for betting at any hour. Today's
 * has none from about 23:45 UTC, when tonight's last games start after midnight (decision 215).
 */
export const openDay = (state: MockState): string => isoDay(daysFromNow(state, 1));

/**
 * Top-level games of a league seeded for a day (0 = today) that still take bets, by start time. A
 * future day leaves out the games of the night before that run on past midnight (decision 215):
 * only a day's own games have the related matchups the seed gives its first games.
 */
export function gamesOf(state: MockState, league: string, day = 1): MatchupRecord[] {
  const date = isoDay(daysFromNow(state, day));
  const from = day > 0 ? daysFromNow(state, day, EARLIEST_FIRST_HOUR).getTime() : 0;
  return state.db.matchup
    .getAll()
    .filter(
      (m) =>
        m.leagueNameShort === league &&
        m.parentEventId === null &&
        m.matchupType === MATCHUP_TYPE.team &&
        m.eventDate.slice(0, 10) === date &&
        m.state === 'Pending' &&
        Date.parse(m.eventDate) > state.now().getTime() &&
        Date.parse(m.eventDate) >= from,
    )
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.eventId.localeCompare(b.eventId));
}

export function gameOf(state: MockState, league: string, index = 0, day = 1): MatchupRecord {
  const game = gamesOf(state, league, day)[index];
  if (!game) throw new Error(`no ${league} game #${index} on day ${day}`);
  return game;
}

/** The offer id of a market of a game, e.g. offerOf(game, 'moneyline-home'). */
export const offerOf = (game: MatchupRecord, key: string, period = 'G') =>
  `${game.eventId}-${period}-${key}`;

export type AddBody = BodyOf<'wager.addItem'>;

export const addItem = (api: ApiClient, body: AddBody) => api.call('wager.addItem', { body });

/** A slip holding these offers (added one by one), with the amounts on the last add. */
export async function slipWith(
  api: ApiClient,
  offerIds: string[],
  extra: Omit<AddBody, 'offerId'> = {},
) {
  let slipId: string | null = null;
  let slip = null;
  for (const offerId of offerIds) {
    slip = await addItem(api, { ...extra, offerId, betSlipId: slipId });
    slipId = slip.slipId;
  }
  if (!slip) throw new Error('slipWith needs at least one offer');
  return slip;
}

export const submit = (api: ApiClient, body: BodyOf<'wager.submit'>) =>
  api.call('wager.submit', { body });

export const getTicket = (api: ApiClient, id: number) => api.call('ticket.get', { params: { id } });
