import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, isoDay } from '../../db/dates.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { failureOf, testClient, type QueryOf, type TestClient } from '../../testing/test-client.ts';

// Read-only calls: one app serves every test.
let app: FastifyInstance;
let visitor: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  visitor = testClient(app);
});
afterAll(async () => {
  await app.close();
});

const todayEvents = () => visitor.call('sportEvent.today');
const sportEvents = (query: QueryOf<'sportEvent.list'>) =>
  visitor.call('sportEvent.list', { query });

describe('GET /sportevent/today-events', () => {
  it("answers visitors today's sports, top leagues and games", async () => {
    const events = await todayEvents();
    const today = isoDay(app.mockState.now());
    expect(events.sports.map((s) => s.name)).toEqual([
      'Baseball',
      'Basketball',
      'Football',
      'Soccer',
      'Hockey',
    ]);
    // Every league has games today, some under way; how many are still to start depends on the
    // hour (from about 23:45 UTC tonight's last games start after midnight, decision 215).
    const leagues = app.mockState.db.league.count();
    const listed = new Set(events.gameEvents.map((g) => g.leagueName));
    expect(listed.size).toBe(leagues);
    expect(events.gameEvents.every((g) => g.date.startsWith(today))).toBe(true);
    expect(events.gameEvents.some((g) => g.hasStarted)).toBe(true);
    const basketball = events.sports.find((s) => s.name === 'Basketball');
    const counted = basketball?.leagues.reduce((sum, league) => sum + league.cnt, 0);
    expect(basketball?.eventCount).toBe(counted);
    expect(basketball?.leagues.every((l) => l.cnt > 0 && l.gameLine.length === 0)).toBe(true);
  });

  it('fills each top league with its games, the same games as the flat list', async () => {
    const events = await todayEvents();
    expect(events.leagues.map((l) => l.shortName)).toEqual(['MLB', 'NBA', 'NFL', 'EPL', 'NHL']);
    expect(events.leagues.filter((l) => l.selected).map((l) => l.shortName)).toEqual(['MLB']);
    for (const league of events.leagues) {
      expect(league.gameLine).toHaveLength(league.cnt);
      const flat = events.gameEvents.filter((g) => g.leagueName === league.name);
      expect(flat.map((g) => g.name)).toEqual(league.gameLine.map((g) => g.name));
    }
    const odds = events.leagues[0]?.gameLine[0]?.gameLine[0];
    expect(odds?.awayMoney).toEqual(expect.any(Number));
    expect(odds?.awayRunLine).toBe(-(odds?.homeRunLine ?? 0));
    expect(odds?.points).toEqual(expect.any(Number));
  });
});

describe('GET /sportEvent', () => {
  it('answers another day, for one sport', async () => {
    const day = isoDay(daysFromNow(app.mockState, 2));
    const events = await sportEvents({ date: day, sportName: 'Hockey' });
    expect(events.sports.map((s) => s.name)).toEqual(['Hockey']);
    expect(events.sports[0]?.leagues.map((l) => l.shortName)).toEqual(['NHL', 'KHL']);
    expect(events.gameEvents.every((g) => g.date.startsWith(day) && !g.hasStarted)).toBe(true);
    expect(events.leagues.map((l) => l.shortName)).toEqual(['NHL']);
  });

  it('defaults to today and lists sports without games as unavailable', async () => {
    const ofToday = await sportEvents({});
    expect(ofToday.gameEvents.length).toBeGreaterThan(0);
    const empty = await sportEvents({ date: '2001-01-01' });
    expect(empty.gameEvents).toEqual([]);
    expect(empty.leagues).toEqual([]);
    expect(
      empty.sports.every((s) => !s.available && s.eventCount === 0 && s.leagues.length === 0),
    ).toBe(true);
  });

  it('refuses a date that is not yyyy-MM-dd', async () => {
    expect((await failureOf(sportEvents({ date: 'tomorrow' }))).status).toBe(400);
  });
});
