import type { FastifyInstance } from 'fastify';
import type { MockState } from '../../db/state.ts';
import { daysFromNow, isoDay } from '../../db/seed/dates.ts';
import { answer, bearer, createTestApp, login } from '../../testing/test-app.ts';
import { MATCHUP_TYPE } from './catalog.ts';
import type { MatchupRecord } from './records.ts';

// Shared steps of the sportsbook tests: a logged-in app, seeded games to pick from, slip calls.

export interface Session {
  app: FastifyInstance;
  state: MockState;
  token: string;
}

export async function openSession(persona = 'demo'): Promise<Session> {
  const app = await createTestApp();
  return { app, state: app.mockState, token: await login(app, persona) };
}

/** Top-level games of a league on a day (0 = today) that still take bets, by start time. */
export function gamesOf(state: MockState, league: string, day = 1): MatchupRecord[] {
  const date = isoDay(daysFromNow(state, day));
  return state.db.matchup
    .getAll()
    .filter(
      (m) =>
        m.leagueNameShort === league &&
        m.parentEventId === null &&
        m.matchupType === MATCHUP_TYPE.team &&
        m.eventDate.slice(0, 10) === date &&
        m.state === 'Pending' &&
        Date.parse(m.eventDate) > state.now().getTime(),
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

export interface AddBody {
  offerId: string;
  betSlipId?: string | null;
  wagerAmount?: number;
  ifWagerAmount?: number;
  isIf?: boolean;
  teaserId?: number | null;
}

export const addItem = (session: Session, body: AddBody) =>
  session.app.inject({
    method: 'POST',
    url: '/w/api/wager/item',
    headers: bearer(session.token),
    payload: body,
  });

export async function addOk(session: Session, body: AddBody) {
  return answer('wager.addItem', await addItem(session, body));
}

/** A slip holding these offers (added one by one), with the amounts on the last add. */
export async function slipWith(
  session: Session,
  offerIds: string[],
  extra: Omit<AddBody, 'offerId'> = {},
) {
  let slipId: string | null = null;
  let slip = null;
  for (const offerId of offerIds) {
    slip = await addOk(session, { ...extra, offerId, betSlipId: slipId });
    slipId = slip.slipId;
  }
  if (!slip) throw new Error('slipWith needs at least one offer');
  return slip;
}

export interface SubmitBody {
  betSlipId: string;
  wagerAmount: number;
  ifWagerAmount?: number;
  paymentMethod?: 'Bonus' | null;
  authorizationNumber?: string | null;
}

export const submit = (session: Session, body: SubmitBody) =>
  session.app.inject({
    method: 'POST',
    url: '/w/api/wager',
    headers: bearer(session.token),
    payload: body,
  });

export const get = (session: Session, url: string) =>
  session.app.inject({ method: 'GET', url, headers: bearer(session.token) });
