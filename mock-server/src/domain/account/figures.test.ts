import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/personas.ts';
import { postEntry } from '../ledger.ts';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, type CustomerClient } from '../../testing/test-client.ts';
import { addTicket } from '../../testing/account-test-steps.ts';
import { daysOfWeek } from './figures.ts';

// A Wednesday afternoon: this week has Monday, Tuesday and Wednesday so far.
const WEDNESDAY = new Date('2026-03-18T15:00:00Z');
const DEMO: number = PERSONAS.demo.userId;

describe('daysOfWeek', () => {
  it('runs from Monday to today in the current week, oldest first', () => {
    const days = daysOfWeek(WEDNESDAY, 0, 60).map((day) => new Date(day).toISOString());
    expect(days).toEqual([
      '2026-03-16T00:00:00.000Z',
      '2026-03-17T00:00:00.000Z',
      '2026-03-18T00:00:00.000Z',
    ]);
  });

  it('gives past weeks all seven days', () => {
    const days = daysOfWeek(WEDNESDAY, 1, 60);
    expect(days).toHaveLength(7);
    expect(new Date(days[0] ?? 0).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });

  it('has one day on a Monday and seven on a Sunday', () => {
    expect(daysOfWeek(new Date('2026-03-16T08:00:00Z'), 0, 60)).toHaveLength(1);
    expect(daysOfWeek(new Date('2026-03-22T23:59:00Z'), 0, 60)).toHaveLength(7);
  });

  it('is empty for a week that ended before the history window', () => {
    expect(daysOfWeek(WEDNESDAY, 1, 7)).toHaveLength(7);
    expect(daysOfWeek(WEDNESDAY, 2, 7)).toEqual([]);
    expect(daysOfWeek(WEDNESDAY, 20, 60)).toEqual([]);
  });
});

describe('weekly figures', () => {
  const world = appPerTest({ now: () => WEDNESDAY });
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const week = (n: number) => demo.call('account.figure', { query: { week: n } });
  const today = async () => {
    const rows = await week(0);
    const row = rows.at(-1);
    if (!row) throw new Error('no row for today');
    return row;
  };

  it('answers one row per day up to today, and nothing beyond the history window', async () => {
    expect((await week(0)).map((row) => row.date)).toEqual([
      '2026-03-16T00:00:00.000Z',
      '2026-03-17T00:00:00.000Z',
      '2026-03-18T00:00:00.000Z',
    ]);
    expect(await week(1)).toHaveLength(7);
    expect(await week(20)).toEqual([]);
  });

  it('answers 400 for a negative week', async () => {
    expect((await failureOf(week(-1))).status).toBe(400);
  });

  it("ends today's row on the current balance", async () => {
    const standing = await demo.call('account.standing');
    expect((await today()).endBalance).toBe(standing.balance);
  });

  it('reconciles every day: end balance = previous + win/loss + deposits - withdrawals', async () => {
    const rows = [...(await week(1)), ...(await week(0))];
    for (let i = 1; i < rows.length; i += 1) {
      const [previous, row] = [rows[i - 1], rows[i]];
      if (!previous || !row) continue;
      const expected = previous.endBalance + row.balance + row.depositAmount - row.withdrawAmount;
      expect(row.endBalance).toBeCloseTo(expected, 2);
    }
  });

  it('derives the day from the ledger: deposits, withdrawals and win/loss', async () => {
    const before = await today();
    const post = (amount: number, kind: 'deposit' | 'withdraw' | 'wager' | 'settlement') =>
      postEntry(world.state, {
        userId: DEMO,
        amount,
        kind,
        reference: 'test',
        description: 'test',
      });
    post(50, 'deposit');
    post(-30, 'withdraw');
    post(-20, 'wager');
    post(35, 'settlement');
    const after = await today();
    expect(after.depositAmount - before.depositAmount).toBeCloseTo(50, 2);
    expect(after.withdrawAmount - before.withdrawAmount).toBeCloseTo(30, 2);
    expect(after.balance - before.balance).toBeCloseTo(15, 2);
    expect(after.endBalance - before.endBalance).toBeCloseTo(35, 2);
  });

  it('counts the tickets placed that day and the stakes still pending', async () => {
    const before = await today();
    addTicket(world.state, { ticketNumber: 990001, userId: DEMO, amount: 25 });
    addTicket(world.state, { ticketNumber: 990002, userId: DEMO, amount: 10, winner: 'L' });
    addTicket(world.state, { ticketNumber: 990003, userId: PERSONAS.newbie.userId, amount: 99 });
    const after = await today();
    expect(after.ticketCount - before.ticketCount).toBe(2);
    expect(after.amountPending - before.amountPending).toBeCloseTo(25, 2);
  });
});
