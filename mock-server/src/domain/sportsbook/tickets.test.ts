import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../db/personas.ts';
import { daysFromNow, isoDay } from '../../db/dates.ts';
import type { ApiClient } from '@sportsbook/contracts/client';
import { failureOf, logIn, type QueryOf } from '../../testing/test-client.ts';
import { balanceOf } from '../ledger.ts';
import type { TicketRecord } from './records.ts';
import { settleEvent } from './settle.ts';
import { getTicket, sessionPerTest } from '../../testing/sportsbook-test-steps.ts';

const session = sessionPerTest();
const demo: number = PERSONAS.demo.userId;

const ticketsOf = (userId: number) =>
  session.state.db.ticket.getAll().filter((t) => t.userId === userId);

function seeded(match: (ticket: TicketRecord) => boolean, userId = demo): TicketRecord {
  const ticket = ticketsOf(userId).find(match);
  if (!ticket) throw new Error('no such seeded ticket');
  return ticket;
}

const pendingStraight = () =>
  seeded((t) => t.ticketName === 'Straight' && t.winner === 'P' && t.amount === 50);
const cashOut = (api: ApiClient, id: number, amount: number) =>
  api.call('ticket.cashOut', { query: { id, amount } });
const list = (query: QueryOf<'ticket.list'>, api: ApiClient = session.api) =>
  api.call('ticket.list', { query });
const quoteOf = (api: ApiClient, ticketNumber: number) =>
  api.call('ticket.cashOutAmount', { params: { ticketNumber } });

describe('GET /ticket', () => {
  it("defaults to today's tickets, newest first", async () => {
    const listed = await list({});
    const today = isoDay(session.state.now());
    const expected = ticketsOf(demo)
      .filter((t) => t.date.startsWith(today))
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((t) => t.ticketNumber);
    expect(listed.map((t) => t.ticketNumber)).toEqual(expected);
  });

  it('filters a date range by state: pending, graded, cancelled', async () => {
    const from = isoDay(daysFromNow(session.state, -40));
    const to = isoDay(session.state.now());
    const all = await list({ date: from, dateTo: to });
    expect(all).toHaveLength(ticketsOf(demo).length);
    expect(all.map((t) => t.date)).toEqual(
      all
        .map((t) => t.date)
        .sort()
        .reverse(),
    );
    const pending = await list({ date: from, dateTo: to, state: 'pending' });
    expect(pending.map((t) => t.ticketName).sort()).toEqual([
      'If Bet',
      'Parlay',
      'Straight',
      'Straight',
      'Straight',
      'Teaser 6 Point Football',
    ]);
    // Pending is the outcome (winner P): one the house cancelled before grading is among them.
    expect(pending.every((t) => t.winner === 'P')).toBe(true);
    expect(pending.filter((t) => t.status === 'C').map((t) => t.amount)).toEqual([35]);
    const graded = await list({ date: from, dateTo: to, state: 'graded' });
    expect(new Set(graded.map((t) => t.winner))).toEqual(new Set(['Y', 'L']));
    expect(
      graded
        .filter((t) => t.winner === 'L')
        .every((t) => t.toPaid === 0 && t.items.every((i) => i.winnerRow !== null)),
    ).toBe(true);
    expect(
      graded.filter((t) => t.winner === 'Y').every((t) => t.toPaid === t.amount + t.toWin),
    ).toBe(true);
    const cancelled = await list({ date: from, dateTo: to, state: 'cancelled' });
    expect(cancelled.map((t) => [t.status, t.winner])).toEqual([
      ['C', 'P'],
      ['C', 'C'],
    ]);
    expect(cancelled.every((t) => t.toPaid === 0)).toBe(true);
  });

  it('takes date-times and lists only the caller tickets', async () => {
    const ticket = pendingStraight();
    const at = Date.parse(ticket.date);
    const window = {
      date: new Date(at - 1000).toISOString(),
      dateTo: new Date(at + 1000).toISOString(),
    };
    const listed = await list(window);
    expect(listed.map((t) => t.ticketNumber)).toEqual([ticket.ticketNumber]);
    const basic = await logIn(session.app, 'basic');
    expect(await list(window, basic)).toEqual([]);
  });
});

describe('GET /ticket/{id}', () => {
  it('answers the caller ticket with its items', async () => {
    const parlay = seeded((t) => t.ticketName === 'Parlay' && t.winner === 'P');
    const ticket = await getTicket(session.api, parlay.ticketNumber);
    expect(ticket.items).toHaveLength(3);
    expect(ticket.items.every((i) => i.winnerRow === null && i.groupName.includes(' - '))).toBe(
      true,
    );
    const withIf = await getTicket(session.api, seeded((t) => t.hasIf).ticketNumber);
    expect(withIf.items.map((i) => i.ifRow)).toEqual([false, true]);
    expect(withIf.totalToPaid).toBe(withIf.toPaid + withIf.ifToPaid);
  });

  it("answers 404 for another customer's ticket and an unknown one", async () => {
    const theirs = seeded(() => true, PERSONAS.basic.userId);
    expect((await failureOf(getTicket(session.api, theirs.ticketNumber))).status).toBe(404);
    expect((await failureOf(getTicket(session.api, 1))).status).toBe(404);
  });
});

describe('ticket cash-out', () => {
  it('quotes 90% of the stake for a fresh ticket and 0 for tickets that cannot be sold', async () => {
    const quote = async (ticket: TicketRecord, api: ApiClient = session.api) =>
      (await quoteOf(api, ticket.ticketNumber)).amount;
    expect(await quote(pendingStraight())).toBe(45);
    expect(await quote(seeded((t) => t.hasIf))).toBe(0);
    expect(await quote(seeded((t) => t.status === 'C'))).toBe(0);
    expect(await quote(seeded((t) => t.winner === 'Y'))).toBe(0);
    const basic = await logIn(session.app, 'basic');
    expect(
      await quote(
        seeded((t) => t.winner === 'P', PERSONAS.basic.userId),
        basic,
      ),
    ).toBe(0);
    expect((await failureOf(quoteOf(basic, pendingStraight().ticketNumber))).status).toBe(404);
  });

  it('quotes more once picks have won, and 0 once one has lost', async () => {
    const parlay = seeded((t) => t.ticketName === 'Parlay' && t.winner === 'P');
    const quote = async () => (await quoteOf(session.api, parlay.ticketNumber)).amount;
    expect(await quote()).toBe(18);
    const legs = session.state.db.ticketItem
      .getAll()
      .filter((i) => i.ticketNumber === parlay.ticketNumber);
    const over = legs.find((i) => i.meterValue.startsWith('o'));
    settleEvent(session.state, { eventId: over?.eventId ?? '', awayScore: 5, homeScore: 5 });
    expect(await quote()).toBe(Math.floor((18 + (parlay.toWin * 0.8) / 3) * 100) / 100);
    const soccer = legs.find((i) => i.groupName.startsWith('Soccer'));
    settleEvent(session.state, { eventId: soccer?.eventId ?? '', awayScore: 2, homeScore: 0 });
    expect(await quote()).toBe(0);
  });

  it('sells a ticket once: credits the amount and grades it as sold', async () => {
    const ticket = pendingStraight();
    const before = balanceOf(session.state, demo);
    const sold = await cashOut(session.api, ticket.ticketNumber, 45);
    expect(sold.responseCode).toBe(200);
    expect(balanceOf(session.state, demo)).toBe(before + 45);
    const credit = session.state.db.ledgerEntry.getAll().at(-1);
    expect(credit).toMatchObject({
      userId: demo,
      amount: 45,
      kind: 'cashout',
      reference: String(ticket.ticketNumber),
    });
    const after = await getTicket(session.api, ticket.ticketNumber);
    expect(after).toMatchObject({ winner: 'S', toPaid: 45 });
    const again = await cashOut(session.api, ticket.ticketNumber, 45);
    expect(again).toEqual({ responseCode: 409, message: 'The ticket has already been sold.' });
    expect(balanceOf(session.state, demo)).toBe(before + 45);
  });

  it('refuses a sale at another amount, of a cancelled or graded ticket, and when cash-out is off', async () => {
    const mismatch = await cashOut(session.api, pendingStraight().ticketNumber, 50);
    expect(mismatch).toEqual({
      responseCode: 409,
      message: 'The sales value of the ticket changed to $45.00.',
    });
    const cancelled = await cashOut(session.api, seeded((t) => t.status === 'C').ticketNumber, 36);
    expect(cancelled.message).toBe('The ticket was cancelled.');
    const graded = await cashOut(session.api, seeded((t) => t.winner === 'L').ticketNumber, 1);
    expect(graded.message).toBe('The ticket has already been graded.');
    const basic = await logIn(session.app, 'basic');
    const off = await cashOut(
      basic,
      seeded((t) => t.winner === 'P', PERSONAS.basic.userId).ticketNumber,
      18,
    );
    expect(off).toEqual({
      responseCode: 403,
      message: 'Cash out is not enabled for your account.',
    });
    expect((await failureOf(cashOut(basic, pendingStraight().ticketNumber, 45))).status).toBe(404);
    expect(balanceOf(session.state, demo)).toBe(1000);
  });
});
