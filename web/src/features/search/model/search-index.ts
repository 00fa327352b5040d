import type { GameEvent, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { foldText } from '@/lib/fold-text.ts';
import { MIN_QUERY_LENGTH } from './search-query.ts';

/** One day's answer of the sports list (today's, or GET /sportEvent?date for a later day). */
export interface SearchDay {
  /** yyyy-MM-dd, as the league page's day picker names it. */
  day: string;
  events: SportEvents;
}

export interface LeagueHit {
  kind: 'league';
  sport: string;
  /** The short name, as /leagues/{sport}/{league} takes it. */
  league: string;
  name: string;
  /** Games over the days searched. */
  games: number;
  /** The first of the days with games (today when it has some). */
  firstDay: string;
  playsToday: boolean;
}

export interface EventHit {
  kind: 'event';
  sport: string;
  league: string;
  leagueName: string;
  away: string;
  home: string;
  /** ISO start time. */
  start: string;
  day: string;
  today: boolean;
}

export interface TeamHit {
  kind: 'team';
  name: string;
  /** The team's next game in the days searched. */
  next: EventHit;
}

export type SearchHit = LeagueHit | EventHit | TeamHit;

export interface SearchIndex {
  leagues: LeagueHit[];
  events: EventHit[];
  teams: TeamHit[];
}

export interface SearchResults {
  team: TeamHit[];
  league: LeagueHit[];
  event: EventHit[];
}

export { MIN_QUERY_LENGTH };
/** Results per group. */
export const GROUP_LIMIT = 5;

const leagueKey = (sport: string, league: string) => `${sport}\u0000${league}`;

/**
 * Teams, leagues and events of today and the next days (issue 25) from the sports lists the menus
 * read: leagues from each day's menu (sports[].leagues, with a count above 0), events from each
 * day's games, teams from the events. A game whose league is not in its day's menu cannot be
 * opened and is left out.
 */
export function buildSearchIndex(days: readonly SearchDay[]): SearchIndex {
  const today = days[0]?.day;
  const leagues = new Map<string, LeagueHit>();
  const events: EventHit[] = [];
  for (const { day, events: answer } of days) {
    const byName = new Map<string, { sport: string; league: string; name: string }>();
    for (const sport of answer.sports) {
      for (const league of sport.leagues) {
        if (league.cnt <= 0) continue;
        byName.set(league.name, { sport: sport.name, league: league.shortName, name: league.name });
        const key = leagueKey(sport.name, league.shortName);
        const known = leagues.get(key);
        if (known) known.games += league.cnt;
        else
          leagues.set(key, {
            kind: 'league',
            sport: sport.name,
            league: league.shortName,
            name: league.name,
            games: league.cnt,
            firstDay: day,
            playsToday: day === today,
          });
      }
    }
    for (const game of answer.gameEvents) {
      const league = byName.get(game.leagueName);
      if (league) events.push(eventHit(game, league, day, day === today));
    }
  }
  events.sort((a, b) => a.start.localeCompare(b.start));
  return { leagues: [...leagues.values()], events, teams: teamsOf(events) };
}

function eventHit(
  game: GameEvent,
  league: { sport: string; league: string; name: string },
  day: string,
  today: boolean,
): EventHit {
  return {
    kind: 'event',
    sport: league.sport,
    league: league.league,
    leagueName: league.name,
    away: game.awayName,
    home: game.homeName,
    start: game.date,
    day,
    today,
  };
}

/** Each team once, with its first game (events come sorted by start). */
function teamsOf(events: readonly EventHit[]): TeamHit[] {
  const teams = new Map<string, TeamHit>();
  for (const event of events) {
    for (const name of [event.away, event.home]) {
      if (!teams.has(name)) teams.set(name, { kind: 'team', name, next: event });
    }
  }
  return [...teams.values()];
}

/** Lower is better: the name starts with the query, then a word of it does, then anywhere. */
function rank(name: string, query: string): number {
  const folded = foldText(name);
  if (folded.startsWith(query)) return 0;
  if (folded.split(/[\s\-.]+/).some((word) => word.startsWith(query))) return 1;
  return 2;
}

function find<T>(
  items: readonly T[],
  query: string,
  haystack: (item: T) => string,
  name: (item: T) => string,
  limit: number,
): T[] {
  const words = query.split(/\s+/).filter(Boolean);
  return items
    .map((item, order) => ({ item, order, text: foldText(haystack(item)) }))
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .map((entry) => ({ ...entry, rank: rank(name(entry.item), query) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * What a query finds: every word of it somewhere in a team's name; a league's name, short name or
 * sport; an event's teams or league. Best first, at most `limit` of each kind; nothing for a query
 * shorter than MIN_QUERY_LENGTH.
 */
export function search(index: SearchIndex, text: string, limit = GROUP_LIMIT): SearchResults {
  const query = foldText(text.trim());
  if (query.length < MIN_QUERY_LENGTH) return { team: [], league: [], event: [] };
  return {
    team: find(
      index.teams,
      query,
      (team) => team.name,
      (team) => team.name,
      limit,
    ),
    league: find(
      index.leagues,
      query,
      (league) => `${league.name} ${league.league} ${league.sport}`,
      (league) => league.name,
      limit,
    ),
    event: find(
      index.events,
      query,
      (event) => `${event.away} ${event.home} ${event.leagueName}`,
      (event) => `${event.away} ${event.home}`,
      limit,
    ),
  };
}
