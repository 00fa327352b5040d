import { describe, expect, it } from 'vitest';
import type { GameEvent, League, SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { activeLeague, needsSportCall, selectGames } from './select-games.ts';

const game = (leagueName: string, name: string): GameEvent => ({
  name,
  date: '2026-11-21T18:30:00Z',
  leagueName,
  hasStarted: false,
  awayName: 'A',
  homeName: 'B',
  awayLogo: null,
  homeLogo: null,
  gameLine: [],
});

const league = (
  shortName: string,
  name: string,
  sportName: string,
  games: GameEvent[],
  selected = false,
): League => ({
  name,
  shortName,
  sportName,
  gameLine: games,
  cnt: games.length,
  selected,
});

const mlb = [game('Major League Baseball', 'm1'), game('Major League Baseball', 'm2')];
const kbo = [game('KBO League', 'k1')];
const nba = [game('NBA', 'n1')];
const today: SportEvents = {
  sports: [
    {
      name: 'Baseball',
      available: true,
      eventCount: 3,
      leagues: [
        { ...league('MLB', 'Major League Baseball', 'Baseball', []), cnt: 2 },
        { ...league('KBO', 'KBO League', 'Baseball', []), cnt: 1 },
      ],
    },
    {
      name: 'Basketball',
      available: true,
      eventCount: 1,
      leagues: [
        { ...league('NBA', 'NBA', 'Basketball', []), cnt: 1 },
        { ...league('EURO', 'EuroLeague', 'Basketball', []), cnt: 0 },
      ],
    },
    { name: 'Hockey', available: false, eventCount: 0, leagues: [] },
  ],
  leagues: [
    league('MLB', 'Major League Baseball', 'Baseball', mlb),
    league('NBA', 'NBA', 'Basketball', nba, true),
  ],
  gameEvents: [...mlb, ...kbo, ...nba],
};

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
