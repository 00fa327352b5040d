import { describe, expect, it } from 'vitest';
import { gameEvent, league, sport, sportEvents } from '@/test/sportsbook-data.ts';
import { buildSearchIndex, search, type SearchDay } from './search-index.ts';

const basketball = (nba: number, euro: number) =>
  sport({
    name: 'Basketball',
    eventCount: nba + euro,
    leagues: [
      league({ shortName: 'NBA', name: 'NBA', sportName: 'Basketball', cnt: nba }),
      league({ shortName: 'EUROL', name: 'EuroLeague', sportName: 'Basketball', cnt: euro }),
    ],
  });

const soccer = sport({
  name: 'Soccer',
  eventCount: 1,
  leagues: [league({ shortName: 'LaLiga', name: 'LaLiga', sportName: 'Soccer', cnt: 1 })],
});

const days: SearchDay[] = [
  {
    day: '2026-11-26',
    events: sportEvents({
      sports: [basketball(2, 0), soccer],
      gameEvents: [
        gameEvent({
          leagueName: 'NBA',
          awayName: 'Los Angeles Lakers',
          homeName: 'Boston Celtics',
          date: '2026-11-26T20:00:00Z',
        }),
        gameEvent({
          leagueName: 'NBA',
          awayName: 'Houston Rockets',
          homeName: 'Los Angeles Clippers',
          date: '2026-11-26T18:00:00Z',
        }),
        gameEvent({
          leagueName: 'LaLiga',
          awayName: 'Atlético Madrid',
          homeName: 'Real Betis',
          date: '2026-11-26T21:00:00Z',
        }),
        // A game whose league the menu does not list cannot be opened.
        gameEvent({ leagueName: 'Unknown', awayName: 'Ghost Team', homeName: 'Nobody' }),
      ],
    }),
  },
  {
    day: '2026-11-27',
    events: sportEvents({
      sports: [basketball(1, 1)],
      gameEvents: [
        gameEvent({
          leagueName: 'NBA',
          awayName: 'Boston Celtics',
          homeName: 'Los Angeles Lakers',
          date: '2026-11-27T20:00:00Z',
        }),
        gameEvent({
          leagueName: 'EuroLeague',
          awayName: 'Real Madrid',
          homeName: 'Olympiacos',
          date: '2026-11-27T19:00:00Z',
        }),
      ],
    }),
  },
];

const index = buildSearchIndex(days);

describe('the search index (issue 25)', () => {
  it('holds the leagues of every day once, with their games and first day', () => {
    expect(index.leagues).toEqual([
      expect.objectContaining({
        league: 'NBA',
        games: 3,
        firstDay: '2026-11-26',
        playsToday: true,
      }),
      expect.objectContaining({ league: 'LaLiga', games: 1, playsToday: true }),
      expect.objectContaining({
        league: 'EUROL',
        name: 'EuroLeague',
        games: 1,
        firstDay: '2026-11-27',
        playsToday: false,
      }),
    ]);
  });

  it('holds the events by start, and each team with its next game', () => {
    expect(index.events.map((event) => `${event.away} @ ${event.day}`)).toEqual([
      'Houston Rockets @ 2026-11-26',
      'Los Angeles Lakers @ 2026-11-26',
      'Atlético Madrid @ 2026-11-26',
      'Real Madrid @ 2026-11-27',
      'Boston Celtics @ 2026-11-27',
    ]);
    const lakers = index.teams.find((team) => team.name === 'Los Angeles Lakers');
    expect(lakers?.next).toMatchObject({ day: '2026-11-26', today: true, league: 'NBA' });
    expect(index.teams.some((team) => team.name === 'Ghost Team')).toBe(false);
  });

  it('finds teams, leagues and events by any word, blind to case and accents', () => {
    const found = search(index, 'atletico');
    expect(found.team.map((team) => team.name)).toEqual(['Atlético Madrid']);
    expect(found.event.map((event) => event.home)).toEqual(['Real Betis']);
    expect(found.league).toEqual([]);

    expect(search(index, 'LAKERS').event).toHaveLength(2);
    expect(search(index, 'euro').league.map((hit) => hit.name)).toEqual(['EuroLeague']);
    // A league by its sport; an event by its league.
    expect(search(index, 'soccer').league.map((hit) => hit.league)).toEqual(['LaLiga']);
    expect(search(index, 'laliga').event).toHaveLength(1);
    // Every word must match.
    expect(search(index, 'angeles clippers').team.map((team) => team.name)).toEqual([
      'Los Angeles Clippers',
    ]);
  });

  it('puts names that start with the query first', () => {
    expect(search(index, 'real').team.map((team) => team.name)).toEqual([
      'Real Betis',
      'Real Madrid',
    ]);
    // Equally good: the sooner game first.
    expect(search(index, 'madrid').team.map((team) => team.name)).toEqual([
      'Atlético Madrid',
      'Real Madrid',
    ]);
    expect(search(index, 'boston').team.map((team) => team.name)).toEqual(['Boston Celtics']);
  });

  it('answers nothing below two letters, nothing for no match, and at most the limit', () => {
    expect(search(index, ' l ')).toEqual({ team: [], league: [], event: [] });
    expect(search(index, 'zzz')).toEqual({ team: [], league: [], event: [] });
    expect(search(index, 'an', 2).team).toHaveLength(2);
  });
});
