import { describe, expect, it } from 'vitest';
import type { Sport } from '@sportsbook/contracts/schemas/sportsbook';
import {
  gameEvent,
  league as leagueOf,
  sport as sportOf,
  sportEvents,
} from '@/test/sportsbook-data.ts';
import { gamesByLeague, groupByLeague, leagueOrder, visibleSports } from './sport-events.ts';

const league = (shortName: string, cnt: number) => leagueOf({ shortName, cnt });
const sport = (name: string, eventCount: number, leagues: Sport['leagues']) =>
  sportOf({ name, eventCount, leagues });
const game = (leagueName: string) => gameEvent({ leagueName });

const names = (sports: Sport[]) =>
  sports.map((s) => [s.name, s.leagues.map((l) => l.shortName)] as const);

describe('visibleSports', () => {
  it('keeps only leagues with a count above 0, and their counts', () => {
    const [soccer] = visibleSports({
      sports: [sport('Soccer', 7, [league('EPL', 7), league('MLS', 0)])],
    });
    expect(soccer?.eventCount).toBe(7);
    expect(soccer?.leagues).toEqual([league('EPL', 7)]);
  });

  it('drops a sport whose count is 0', () => {
    expect(visibleSports({ sports: [sport('Cricket', 0, [league('IPL', 0)])] })).toEqual([]);
    expect(visibleSports({ sports: [sport('Hockey', 0, [])] })).toEqual([]);
  });

  it('drops a sport with a count but no league above 0, so no heading stands empty', () => {
    expect(visibleSports({ sports: [sport('Rugby', 2, [league('SR', 0)])] })).toEqual([]);
    expect(visibleSports({ sports: [sport('Darts', 1, [])] })).toEqual([]);
  });

  it("keeps the server's order of sports and leagues", () => {
    const menu = visibleSports({
      sports: [
        sport('Baseball', 3, [league('MLB', 2), league('KBO', 1)]),
        sport('Cricket', 0, []),
        sport('Basketball', 1, [league('NBA', 1), league('EURO', 0)]),
      ],
    });
    expect(names(menu)).toEqual([
      ['Baseball', ['MLB', 'KBO']],
      ['Basketball', ['NBA']],
    ]);
  });

  it('leaves the answer it filters untouched', () => {
    const sports = [sport('Soccer', 7, [league('EPL', 7), league('MLS', 0)])];
    visibleSports({ sports });
    expect(sports[0]?.leagues).toHaveLength(2);
  });
});

describe('groupByLeague', () => {
  it('groups games by league in order of first appearance', () => {
    const groups = groupByLeague([game('NBA'), game('MLB'), game('NBA')]);
    expect(groups.map((group) => [group.league, group.games.length])).toEqual([
      ['NBA', 2],
      ['MLB', 1],
    ]);
  });

  it('puts the leagues of a given order first', () => {
    const groups = groupByLeague([game('NBA'), game('KBO'), game('MLB')], ['MLB', 'NBA']);
    expect(groups.map((group) => group.league)).toEqual(['MLB', 'NBA', 'KBO']);
  });
});

describe('gamesByLeague', () => {
  it("groups an answer's games in the sports menu's league order", () => {
    const events = sportEvents({
      sports: [sport('Soccer', 3, [league('B', 1), league('A', 2)])],
      gameEvents: [game('A league'), game('B league'), game('A league')],
    });
    expect(leagueOrder(events)).toEqual(['B league', 'A league']);
    expect(gamesByLeague(events).map((group) => [group.league, group.games.length])).toEqual([
      ['B league', 1],
      ['A league', 2],
    ]);
  });
});
