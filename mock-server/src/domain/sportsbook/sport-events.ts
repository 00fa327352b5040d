import type {
  GameEvent,
  League,
  PublicOdds,
  SportEvents,
} from '@sportsbook/contracts/schemas/sportsbook';
import type { MockState } from '../../db/state.ts';
import { isoDay } from '../../db/dates.ts';
import type { Handler } from '../handler.ts';
import { MARKET, MATCHUP_TYPE } from './catalog.ts';
import { priceDisplay } from './lines.ts';
import {
  hasStarted,
  isFinal,
  offersByEvent,
  type MatchupRecord,
  type OfferRecord,
} from './records.ts';

function publicOdds(offers: readonly OfferRecord[]): PublicOdds {
  const find = (market: string, side: string) =>
    offers.find(
      (o) => o.period === 'G' && o.market === market && o.side === side && !o.isAlternate,
    );
  const [awaySpread, homeSpread] = [find(MARKET.spread, 'away'), find(MARKET.spread, 'home')];
  const [over, under] = [find(MARKET.total, 'over'), find(MARKET.total, 'under')];
  return {
    awayMoney: find(MARKET.moneyline, 'away')?.price ?? null,
    homeMoney: find(MARKET.moneyline, 'home')?.price ?? null,
    awayRunLine: awaySpread?.points ?? null,
    homeRunLine: homeSpread?.points ?? null,
    awayDisplay: awaySpread ? priceDisplay(awaySpread.metterValue, awaySpread.price) : null,
    homeDisplay: homeSpread ? priceDisplay(homeSpread.metterValue, homeSpread.price) : null,
    points: over?.points ?? null,
    priceOver: over?.price ?? null,
    priceUnder: under?.price ?? null,
  };
}

type LeagueRow = ReturnType<MockState['db']['league']['getAll']>[number];

/** Top-level games of a day (finished games drop out), by start time. */
function gamesOfDay(state: MockState, day: string, sport: string | undefined): MatchupRecord[] {
  return state.db.matchup
    .getAll()
    .filter(
      (m) =>
        m.parentEventId === null &&
        m.matchupType === MATCHUP_TYPE.team &&
        m.eventDate.slice(0, 10) === day &&
        !isFinal(m) &&
        (sport === undefined || m.sportName.toLowerCase() === sport),
    )
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.eventId.localeCompare(b.eventId));
}

function gameEventMaker(state: MockState, leagues: readonly LeagueRow[]) {
  const now = state.now();
  const byEvent = offersByEvent(state);
  const leagueName = new Map(leagues.map((league) => [league.shortName, league.name]));
  return (m: MatchupRecord): GameEvent => ({
    name: m.eventName,
    date: m.eventDate,
    leagueName: leagueName.get(m.leagueNameShort) ?? m.leagueNameShort,
    hasStarted: hasStarted(m, now),
    awayName: m.awayName,
    homeName: m.homeName,
    awayLogo: m.awayLogo,
    homeLogo: m.homeLogo,
    gameLine: [publicOdds(byEvent.get(m.eventId) ?? [])],
  });
}

/**
 * Public sports data of one day: a read-only view, so no offer ids and no caller. The menu lists
 * every sport (leagues with games only); top leagues carry their games, as does the flat list.
 */
export function sportEventsOf(state: MockState, day: string, sportName?: string): SportEvents {
  const sport = sportName?.toLowerCase();
  const leagues = state.db.league.findMany({ orderBy: { sortOrder: 'asc' } });
  const games = gamesOfDay(state, day, sport);
  const toGame = gameEventMaker(state, leagues);
  const gamesOf = (shortName: string) => games.filter((g) => g.leagueNameShort === shortName);
  const menuLeague = (league: LeagueRow, withGames: boolean): League => ({
    name: league.name,
    shortName: league.shortName,
    sportName: league.sportName,
    gameLine: withGames ? gamesOf(league.shortName).map(toGame) : [],
    cnt: gamesOf(league.shortName).length,
    selected: false,
  });
  const sports = state.db.sport
    .findMany({ orderBy: { sortOrder: 'asc' } })
    .filter((s) => sport === undefined || s.name.toLowerCase() === sport)
    .map((s) => {
      const own = leagues.filter((l) => l.sportName === s.name).map((l) => menuLeague(l, false));
      const eventCount = own.reduce((sum, league) => sum + league.cnt, 0);
      return {
        name: s.name,
        available: eventCount > 0,
        eventCount,
        leagues: own.filter((l) => l.cnt > 0),
      };
    });
  const top = leagues
    .filter((league) => league.isTop)
    .map((league) => menuLeague(league, true))
    .filter((league) => league.cnt > 0)
    .map((league, index) => ({ ...league, selected: index === 0 }));
  return { sports, leagues: top, gameEvents: games.map(toGame) };
}

export const listSportEvents: Handler<'sportEvent.list'> = ({ state }, { query }) =>
  sportEventsOf(state, query.date ?? isoDay(state.now()), query.sportName);

export const todayEvents: Handler<'sportEvent.today'> = ({ state }) =>
  sportEventsOf(state, isoDay(state.now()));
