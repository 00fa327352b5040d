import { MATCHUP_TYPE, SPORT } from '../../domain/sportsbook/catalog.ts';
import type { MockState } from '../state.ts';
import { createRandom, type Random } from '../random.ts';
import { daysFromNow } from '../dates.ts';
import { LEAGUES, SPORTS, type LeagueSeed } from './sportsbook-leagues.ts';
import { logoOf } from './sportsbook-logos.ts';
import {
  seedChildOffers,
  seedEventOffers,
  seedPropOffers,
  type EventLine,
} from './sportsbook-offers.ts';
import { gameTimes } from './sportsbook-times.ts';

/** A top-level game the seed created (tickets are placed on these). */
export interface SeededEvent {
  eventId: string;
  league: LeagueSeed;
  day: number;
  started: boolean;
}

export const SEED_DAYS = 4;

export function seedCatalog(state: MockState): void {
  SPORTS.forEach((sport, index) =>
    state.db.sport.create({ name: sport.name, sortOrder: index + 1 }),
  );
  LEAGUES.forEach((league, index) =>
    state.db.league.create({
      shortName: league.shortName,
      name: league.name,
      sportName: league.sportName,
      isTop: league.isTop,
      sortOrder: index + 1,
    }),
  );
}

export const periodsOf = (league: LeagueSeed): string[] =>
  league.periods ?? SPORTS.find((sport) => sport.name === league.sportName)?.periods ?? ['G'];

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export interface NewGame {
  league: LeagueSeed;
  eventId: string;
  awayName: string;
  homeName: string;
  eventDate: Date;
  state: string;
}

/** One team event with all its offers. */
export function createGame(state: MockState, random: Random, game: NewGame): void {
  const { league } = game;
  state.db.matchup.create({
    eventId: game.eventId,
    eventName: `${game.awayName} vs ${game.homeName}`,
    eventDate: game.eventDate.toISOString(),
    sportName: league.sportName,
    leagueNameShort: league.shortName,
    matchupDescription: `${game.awayName} at ${game.homeName}`,
    awayName: game.awayName,
    awayLogo: logoOf(game.awayName),
    homeName: game.homeName,
    homeLogo: logoOf(game.homeName),
    parentEventId: null,
    isSelfMatchup: false,
    matchupType: MATCHUP_TYPE.team,
    state: game.state,
    periods: periodsOf(league),
    awayScore: null,
    homeScore: null,
  });
  seedEventOffers(state, random, lineOf(game, periodsOf(league)));
}

const lineOf = (game: NewGame, periods: string[]): EventLine => ({
  eventId: game.eventId,
  sportName: game.league.sportName,
  awayName: game.awayName,
  homeName: game.homeName,
  periods,
  total: game.league.total,
  spread: game.league.spread,
});

function gamesPerDay(random: Random, league: LeagueSeed, day: number): number {
  const most = Math.floor(league.teams.length / 2);
  if (day === 0 && league.busyToday) return Math.min(most, league.busyToday);
  return Math.min(most, league.busyToday ? random.int(6, 10) : random.int(3, 6));
}

/** Today and the next days: every league gets its games, some of today's already under way. */
export function seedEvents(state: MockState, random: Random): SeededEvent[] {
  // Which games get related matchups depends on the hour (the first games still to start), so they
  // draw from their own stream: the rest of the world stays the same whatever the time of day.
  const relatedRandom = createRandom(random.int(1, 0x7fffffff));
  const seeded: SeededEvent[] = [];
  for (const league of LEAGUES) {
    for (let day = 0; day < SEED_DAYS; day++) {
      const count = gamesPerDay(random, league, day);
      const startedCount = day > 0 ? 0 : league.busyToday ? 1 : random.int(1, 2);
      const times = gameTimes(state, random, {
        day,
        count,
        startedCount,
        sportName: league.sportName,
      });
      const teams = shuffled(random, league.teams);
      let upcoming = 0;
      times.forEach((time, index) => {
        const eventId = String(state.nextId('event', 40001));
        const started = time.getTime() <= state.now().getTime();
        const [awayName, homeName] = [teams[2 * index] ?? 'Away', teams[2 * index + 1] ?? 'Home'];
        const game = {
          league,
          eventId,
          awayName,
          homeName,
          eventDate: time,
          state: started ? 'Started' : 'Pending',
        };
        createGame(state, random, game);
        if (!started && upcoming < 2) seedRelated(state, relatedRandom, game, upcoming++ === 0);
        seeded.push({ eventId, league, day, started });
      });
    }
  }
  return seeded;
}

const PROP_QUESTION: Record<string, [string, string, string]> = {
  [SPORT.baseball]: ['Will there be extra innings?', 'Yes', 'No'],
  [SPORT.soccer]: ['Both teams to score?', 'Yes', 'No'],
};

/** Child and self matchups (first game of a league-day) and propositions, ids '<parent>_<n>'. */
function seedRelated(state: MockState, random: Random, game: NewGame, withChildren: boolean) {
  let n = 0;
  const related = (fields: RelatedFields) =>
    createRelated(state, game, `${game.eventId}_${++n}`, fields);
  if (withChildren) {
    const alt = related({
      away: game.awayName,
      home: game.homeName,
      description: 'Alternate Lines',
    });
    seedChildOffers(state, random, { ...lineOf(game, ['G']), eventId: alt });
    const self = related({
      away: `${game.homeName} 1st Half`,
      home: `${game.homeName} 2nd Half`,
      description: `${game.homeName}: 1st Half vs 2nd Half`,
      isSelf: true,
    });
    const half = { ...lineOf(game, ['G']), eventId: self, awayName: `${game.homeName} 1st Half` };
    seedChildOffers(state, random, { ...half, homeName: `${game.homeName} 2nd Half` });
  }
  const questions: [string, string, string][] = [
    ['First team to score', game.awayName, game.homeName],
    PROP_QUESTION[game.league.sportName] ?? ['Will the game go to overtime?', 'Yes', 'No'],
  ];
  for (const [question, away, home] of questions) {
    const prop = related({ away, home, description: question, proposition: true });
    seedPropOffers(state, random, {
      ...lineOf(game, ['G']),
      eventId: prop,
      awayName: away,
      homeName: home,
    });
  }
}

interface RelatedFields {
  away: string;
  home: string;
  description: string;
  isSelf?: boolean;
  proposition?: boolean;
}

function createRelated(state: MockState, game: NewGame, eventId: string, fields: RelatedFields) {
  const teamLogo = (name: string) => (fields.proposition ? null : logoOf(name));
  state.db.matchup.create({
    eventId,
    eventName: fields.proposition ? fields.description : `${fields.away} vs ${fields.home}`,
    eventDate: game.eventDate.toISOString(),
    sportName: game.league.sportName,
    leagueNameShort: game.league.shortName,
    matchupDescription: fields.description,
    awayName: fields.away,
    awayLogo: teamLogo(fields.isSelf ? game.homeName : fields.away),
    homeName: fields.home,
    homeLogo: teamLogo(fields.isSelf ? game.homeName : fields.home),
    parentEventId: game.eventId,
    isSelfMatchup: fields.isSelf ?? false,
    matchupType: fields.proposition ? MATCHUP_TYPE.proposition : MATCHUP_TYPE.team,
    state: game.state,
    periods: ['G'],
    awayScore: null,
    homeScore: null,
  });
  return eventId;
}

export const pastDay = (state: MockState, daysAgo: number, hour: number): Date =>
  daysFromNow(state, -daysAgo, hour, 0);
