import { describe, expect, it } from 'vitest';
import { gameEvent, league, sport, sportEvents } from '@/test/sportsbook-data.ts';
import { activeLeague, needsSportCall, selectGames } from './select-games.ts';

const game = (leagueName: string, name: string) => gameEvent({ leagueName, name });

const mlb = [game('Major League Baseball', 'm1'), game('Major League Baseball', 'm2')];
const kbo = [game('KBO League', 'k1')];
const nba = [game('NBA', 'n1')];
const MLB = { shortName: 'MLB', name: 'Major League Baseball', sportName: 'Baseball' };
const NBA = { shortName: 'NBA', name: 'NBA', sportName: 'Basketball' };
const today = sportEvents({
  sports: [
    sport({
      name: 'Baseball',
      eventCount: 3,
      leagues: [
        league({ ...MLB, cnt: 2 }),
        league({ shortName: 'KBO', name: 'KBO League', sportName: 'Baseball', cnt: 1 }),
      ],
    }),
    sport({
      name: 'Basketball',
      eventCount: 1,
      leagues: [
        league({ ...NBA, cnt: 1 }),
        league({ shortName: 'EURO', name: 'EuroLeague', sportName: 'Basketball', cnt: 0 }),
      ],
    }),
    sport({ name: 'Hockey' }),
  ],
  leagues: [
    league({ ...MLB, gameLine: mlb, cnt: mlb.length }),
    league({ ...NBA, gameLine: nba, cnt: nba.length, selected: true }),
  ],
  gameEvents: [...mlb, ...kbo, ...nba],
});

describe('selectGames', () => {
  it('opens on the league the server marks selected', () => {
    expect(selectGames(today, undefined, { sport: null, league: null })).toEqual([
      { league: 'NBA', games: nba },
    ]);
    expect(activeLeague(today, { sport: null, league: null })).toBe('NBA');
  });

  it('shows a chosen league, top or not', () => {
    expect(selectGames(today, undefined, { sport: 'Baseball', league: 'KBO' })).toEqual([
      { league: 'KBO League', games: kbo },
    ]);
    expect(selectGames(today, undefined, { sport: null, league: 'mlb' })).toEqual([
      { league: 'Major League Baseball', games: mlb },
    ]);
    expect(activeLeague(today, { sport: 'Baseball', league: 'MLB' })).toBe('MLB');
  });

  it("groups a chosen sport's games (from its own call) by league", () => {
    const selection = { sport: 'Baseball', league: null };
    expect(needsSportCall(selection)).toBe(true);
    const sportData = { ...today, gameEvents: [...mlb, ...kbo] };
    expect(selectGames(today, sportData, selection).map((group) => group.league)).toEqual([
      'Major League Baseball',
      'KBO League',
    ]);
    expect(activeLeague(today, selection)).toBeNull();
  });
});
