import { describe, expect, it } from 'vitest';
import { league, sport } from '@/test/sportsbook-data.ts';
import { favouritesIn, readFavourites, toggleFavourite } from './favourite-leagues.ts';

const nba = { sport: 'Basketball', league: 'NBA' };
const epl = { sport: 'Soccer', league: 'EPL' };

describe('favourite leagues (issue 25)', () => {
  it('are kept per user in local storage, in the order they were added', () => {
    toggleFavourite('demo', epl);
    toggleFavourite('demo', nba);
    toggleFavourite('basic', nba);

    expect(readFavourites('demo')).toEqual([epl, nba]);
    expect(readFavourites('basic')).toEqual([nba]);
    expect(JSON.parse(localStorage.getItem('favouriteLeagues:demo') ?? 'null')).toEqual([epl, nba]);
  });

  it('toggle: a second press takes the league out; the last one out clears the key', () => {
    toggleFavourite('demo', nba);
    toggleFavourite('demo', epl);
    toggleFavourite('demo', nba);
    expect(readFavourites('demo')).toEqual([epl]);
    toggleFavourite('demo', epl);
    expect(readFavourites('demo')).toEqual([]);
    expect(localStorage.getItem('favouriteLeagues:demo')).toBeNull();
  });

  it('read a tampered or broken value as none', () => {
    localStorage.setItem('favouriteLeagues:demo', '{"sport":1}');
    expect(readFavourites('demo')).toEqual([]);
    localStorage.setItem('favouriteLeagues:demo', 'not json');
    expect(readFavourites('demo')).toEqual([]);
    localStorage.setItem('favouriteLeagues:demo', JSON.stringify([{ sport: '', league: 'NBA' }]));
    expect(readFavourites('demo')).toEqual([]);
  });

  it("the menu lists those among the day's leagues, in the user's order", () => {
    const sports = [
      sport({
        name: 'Basketball',
        eventCount: 4,
        leagues: [league({ shortName: 'NBA', sportName: 'Basketball', cnt: 4 })],
      }),
      sport({
        name: 'Soccer',
        eventCount: 6,
        leagues: [league({ shortName: 'EPL', name: 'Premier League', cnt: 6 })],
      }),
    ];
    const absent = { sport: 'Hockey', league: 'NHL' };
    expect(
      favouritesIn(sports, [epl, absent, nba]).map(({ sport: name, league: row }) => [
        name,
        row.name,
      ]),
    ).toEqual([
      ['Soccer', 'Premier League'],
      ['Basketball', 'NBA league'],
    ]);
  });
});
