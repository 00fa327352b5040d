import { describe, expect, it } from 'vitest';
import { daysFromNow, isoDay } from '../../db/dates.ts';
import { failureOf, testClient, type QueryOf } from '../../testing/test-client.ts';
import {
  addItem,
  gameOf,
  gamesOf,
  offerOf,
  sessionPerTest,
} from '../../testing/sportsbook-test-steps.ts';

const session = sessionPerTest();

const list = (query: QueryOf<'matchup.list'>) => session.api.call('matchup.list', { query });
const matchup = (id: string) => session.api.call('matchup.get', { params: { id } });

describe('GET /matchup', () => {
  it("pages a busy league-day: today's NCAAB games, 30 at a time", async () => {
    const first = await list({ league: 'NCAAB' });
    // Seeded relative to now: late in the day a few more of today's games have started.
    const open = gamesOf(session.state, 'NCAAB', 0).length;
    expect(first).toMatchObject({ page: 1, size: 30, totalCount: open });
    expect(first.items).toHaveLength(Math.min(30, open));
    const second = await list({ league: 'NCAAB', page: 2 });
    expect(second.items).toHaveLength(Math.max(0, open - 30));
    const today = isoDay(session.state.now());
    expect(
      first.items.every((m) => m.eventDate.startsWith(today) && m.leagueNameShort === 'NCAAB'),
    ).toBe(true);
    const dates = first.items.map((m) => m.eventDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('pages without gaps or repeats', async () => {
    const day = isoDay(daysFromNow(session.state, 1));
    const page = (number: number) => list({ league: 'NCAAB', date: day, size: 5, page: number });
    const pages = [await page(1), await page(2)];
    const total = pages[0]?.totalCount ?? 0;
    expect(total).toBeGreaterThan(5);
    const ids = pages.flatMap((page) => page.items.map((m) => m.eventId));
    expect(new Set(ids).size).toBe(Math.min(10, total));
  });

  it('lists one day of a league with offers per period, and honours size', async () => {
    const day = isoDay(daysFromNow(session.state, 2));
    const page = await list({ league: 'NBA', date: day, size: 2 });
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    const game = page.items[0];
    expect(game?.sportName).toBe('Basketball');
    expect(game?.team1Offers.map((g) => g.line.shortName)).toEqual([
      'G',
      'H1',
      'H2',
      'Q1',
      'Q2',
      'Q3',
      'Q4',
    ]);
    expect(game?.gameOffers[0]?.offers.map((o) => o.label)).toEqual(['Over', 'Under']);
    expect(game?.hasH2).toBe(true);
  });

  it('answers an empty page for a day without games', async () => {
    const page = await list({ league: 'NBA', date: '2001-01-01' });
    expect(page).toEqual({ items: [], page: 1, size: 30, totalCount: 0 });
  });

  it('leaves games that have started out of the list', async () => {
    const started = session.state.db.matchup.getAll().filter((m) => m.state === 'Started');
    expect(started.length).toBeGreaterThan(0);
    const page = await list({ size: 100 });
    const listed = new Set(page.items.map((m) => m.eventId));
    expect(started.some((m) => listed.has(m.eventId))).toBe(false);
  });

  it('needs a login', async () => {
    const anonymous = testClient(session.app);
    expect((await failureOf(anonymous.call('matchup.list', { query: {} }))).status).toBe(401);
  });
});

describe('GET /matchup/{id}', () => {
  it('answers the event with every market of each period and its child matchups', async () => {
    const game = gameOf(session.state, 'MLB');
    const found = await matchup(game.eventId);
    expect(found?.odds.map((line) => line.line.description)).toEqual([
      'Game',
      '1st 5 Innings',
      '1st Inning',
    ]);
    const odds = found?.odds[0];
    expect(odds?.awayMoney?.offerId).toBe(offerOf(game, 'moneyline-away'));
    expect(odds?.homeSpread?.points).toBe(-(odds?.awaySpread?.points ?? 0));
    expect(odds?.totalOver?.display).toMatch(/^o\d+\.5 [-+]\d+$/);
    expect(odds?.awayAltSpreads).toHaveLength(2);
    expect(odds?.altTotalsUnder).toHaveLength(2);
    expect(odds?.awayFirstInning).not.toBeNull();
    expect(odds?.odd).not.toBeNull();
    expect(odds?.draw).toBeNull();
    expect(found?.childGameLine.map((child) => child.eventId)).toEqual([
      `${game.eventId}_1`,
      `${game.eventId}_2`,
    ]);
    expect(found?.childGameLine[1]?.odds[0]?.awayMoney).not.toBeNull();
  });

  it('answers a child or self matchup by its underscore id, with its sibling', async () => {
    const game = gameOf(session.state, 'NHL');
    const child = await matchup(`${game.eventId}_2`);
    expect(child?.isSelfMatchup).toBe(true);
    expect(child?.away.name).toBe(`${game.homeName} 1st Half`);
    expect(child?.childGameLine.map((c) => c.eventId)).toEqual([`${game.eventId}_1`]);
  });

  it('offers a draw in soccer', async () => {
    const game = gameOf(session.state, 'EPL');
    const found = await matchup(game.eventId);
    expect(found?.odds[0]?.draw?.price).toBeDefined();
    expect(found?.gameOffers[0]?.offers.map((o) => o.label)).toContain('Draw');
  });

  it('marks offers already on the caller slip as selected', async () => {
    const game = gameOf(session.state, 'NBA');
    await addItem(session.api, { offerId: offerOf(game, 'moneyline-home') });
    const found = await matchup(game.eventId);
    const offers = found?.team2Offers[0]?.offers ?? [];
    expect(offers.find((o) => o.offerId === offerOf(game, 'moneyline-home'))?.selected).toBe(true);
    expect(offers.find((o) => o.offerId === offerOf(game, 'spread-home'))?.selected).toBe(false);
  });

  it('answers null for an unknown event and for one that has started', async () => {
    expect(await matchup('999999')).toBeNull();
    const started = session.state.db.matchup.getAll().find((m) => m.state === 'Started');
    expect(await matchup(started?.eventId ?? '')).toBeNull();
  });
});

describe('GET /matchup/{id}/Props', () => {
  it('lists the propositions of an event with their offers', async () => {
    const game = gameOf(session.state, 'NFL');
    const props = await session.api.call('matchup.props', { params: { id: game.eventId } });
    expect(props.map((p) => p.matchupDescription)).toEqual([
      'First team to score',
      'Will the game go to overtime?',
    ]);
    expect(props.every((p) => p.eventId.startsWith(`${game.eventId}_`))).toBe(true);
    expect(props[0]?.offers.map((o) => o.label)).toEqual([game.awayName, game.homeName]);
  });

  it('answers an empty list for an unknown event', async () => {
    expect(await session.api.call('matchup.props', { params: { id: '999999' } })).toEqual([]);
  });
});
