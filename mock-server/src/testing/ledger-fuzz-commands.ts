import { expect } from 'vitest';
import fc from 'fast-check';
import {
  CashOutAmountSchema,
  OnlineCashOutResultSchema,
} from '@sportsbook/contracts/schemas/ticket';
import { WalletRequestSchema } from '@sportsbook/contracts/schemas/cashier';
import { BetSlipSchema, SaveWagerResponseSchema } from '@sportsbook/contracts/schemas/sportsbook';
import type { BodyOf } from './test-client.ts';
import { firstBranchGuid } from './cashier-test-steps.ts';
import { NOT_PENDING, decideWalletRequest } from '../domain/cashier/decide-request.ts';
import { DomainError } from '../domain/errors.ts';
import {
  call,
  expectWholeCents,
  offerOf,
  ok,
  uploadedProof,
  type Customer,
  type FuzzWorld,
} from './ledger-fuzz-steps.ts';
import { settleEvent } from '../domain/sportsbook/settle.ts';
import { ticketItemsOf } from '../domain/sportsbook/records.ts';

// The operations of the ledger property test (ledger.property.test.ts): what a random sequence is
// made of, and how each step is driven through the real request pipeline.

const cents = (max: number) => fc.integer({ min: 1, max });
const pick = fc.nat({ max: 1000 });
const twice = fc.boolean();

/** True one time in ten: a request with an amount below a cent, which must move nothing. */
const offCent = fc.nat({ max: 9 }).map((n) => n === 0);

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('bet' as const),
      kind: fc.constantFrom('straight', 'parlay', 'teaser', 'if'),
      picks: fc.array(pick, { minLength: 3, maxLength: 3 }),
      stake: fc.integer({ min: 500, max: 30_000 }),
      ifStake: fc.integer({ min: 100, max: 10_000 }),
      bonus: fc.nat({ max: 3 }).map((n) => n === 0),
      offCent,
      twice,
      /** Scores to grade the new ticket's games with at once (the rest wait for a settle step). */
      grade: fc.option(fc.tuple(fc.nat({ max: 60 }), fc.nat({ max: 60 })), { freq: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cashOut' as const), pick, twice }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      pick,
      away: fc.nat({ max: 60 }),
      home: fc.nat({ max: 60 }),
      twice,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('deposit' as const), amount: cents(200_000) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      amount: cents(150_000),
      transfer: fc.boolean(),
      twice,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('decide' as const),
      pick,
      approve: fc.boolean(),
      twice,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('quickGame' as const),
      bets: fc.array(cents(5_000), { minLength: 1, maxLength: 3 }),
      offCent,
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

export const scenario = fc.record({
  opening: fc.integer({ min: 0, max: 300_000 }),
  bonus: fc.integer({ min: 0, max: 20_000 }),
  commands: fc.array(command, { minLength: 1, maxLength: 6 }),
});

/** One run: its customer, the receiver of its balance transfers, and what it has placed or filed. */
export interface Run {
  world: FuzzWorld;
  payer: Customer;
  receiver: Customer;
  tickets: number[];
  requests: string[];
  pushes: Map<string, number>;
}

const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/** A call that must never break: no 5xx, and a 2xx answer carries whole cents only. */
export function safeCall(...args: Parameters<typeof call>) {
  const result = call(...args);
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
  if (result.status === 200) expectWholeCents(result.body);
  return result;
}

function placeBet(run: Run, c: Extract<Command, { op: 'bet' }>): void {
  const { state, nba, nfl } = run.world;
  const games = c.kind === 'teaser' ? nfl : nba;
  const legs = c.kind === 'straight' ? 1 : c.kind === 'if' ? 2 : 2 + ((c.picks[2] ?? 0) % 2);
  const chosen = [...new Set(c.picks.slice(0, legs).map((index) => at(games, index)))];
  const offers = chosen.flatMap((game, index) => {
    if (!game) return [];
    const market = c.kind === 'teaser' ? 'spread' : 'moneyline';
    return [offerOf(game, `${market}-${index % 2 === 0 ? 'home' : 'away'}`)];
  });
  let slipId: string | null = null;
  for (const [index, offerId] of offers.entries()) {
    const body: BodyOf<'wager.addItem'> = {
      offerId,
      betSlipId: slipId,
      isIf: c.kind === 'if' && index > 0,
      ...(c.kind === 'teaser' && index === 0 ? { teaserId: 1 } : {}),
    };
    slipId = BetSlipSchema.parse(
      ok(safeCall(state, 'wager.addItem', { token: run.payer.token, body })),
    ).slipId;
  }
  if (slipId === null) return;
  const bonus = c.bonus && c.kind !== 'if';
  const submit = () =>
    safeCall(state, 'wager.submit', {
      token: run.payer.token,
      body: {
        betSlipId: slipId,
        wagerAmount: c.stake / 100 + (c.offCent ? 0.005 : 0),
        ifWagerAmount: c.kind === 'if' ? c.ifStake / 100 : 0,
        paymentMethod: bonus ? 'Bonus' : null,
        authorizationNumber: bonus ? String(run.payer.bonusId) : null,
      },
    });
  const first = submit();
  if (c.offCent) {
    expect(first.status).toBe(400);
    return;
  }
  const placed = SaveWagerResponseSchema.parse(ok(first));
  if (c.twice) {
    const again = SaveWagerResponseSchema.parse(ok(submit()));
    expect(again.isSuccess).toBe(false);
  }
  if (placed.ticketNumber === null) return;
  run.tickets.push(placed.ticketNumber);
  if (c.grade) {
    const [away, home] = c.grade;
    settle(run, { op: 'settle', pick: run.tickets.length - 1, away, home, twice: false });
  }
}

function cashOut(run: Run, c: Extract<Command, { op: 'cashOut' }>): void {
  const ticketNumber = at(run.tickets, c.pick);
  if (ticketNumber === undefined) return;
  const { state } = run.world;
  const quote = CashOutAmountSchema.parse(
    ok(
      safeCall(state, 'ticket.cashOutAmount', {
        token: run.payer.token,
        params: { ticketNumber },
      }),
    ),
  );
  if (quote.amount <= 0) return;
  const sell = () =>
    OnlineCashOutResultSchema.parse(
      ok(
        safeCall(state, 'ticket.cashOut', {
          token: run.payer.token,
          query: { id: ticketNumber, amount: quote.amount },
        }),
      ),
    );
  expect(sell().responseCode).toBe(200);
  if (c.twice) expect(sell().responseCode).not.toBe(200);
}

/** The back office grades every open event of one of the run's tickets (all with these scores). */
function settle(run: Run, c: Extract<Command, { op: 'settle' }>): void {
  const ticketNumber = at(run.tickets, c.pick);
  if (ticketNumber === undefined) return;
  const { state } = run.world;
  const events = new Set(
    ticketItemsOf(state, ticketNumber)
      .filter((item) => item.winnerRow === '')
      .map((item) => item.eventId),
  );
  for (const eventId of events) {
    const input = { eventId, awayScore: c.away, homeScore: c.home };
    settleEvent(state, input);
    if (c.twice) expect(settleEvent(state, input).gradedTickets).toEqual([]);
  }
}

function fileRequest(run: Run, body: object) {
  const result = safeCall(run.world.state, 'cashier.createRequest', {
    token: run.payer.token,
    body,
  });
  if (result.status === 200) run.requests.push(WalletRequestSchema.parse(result.body).guid);
  return result;
}

function decide(run: Run, c: Extract<Command, { op: 'decide' }>): void {
  const guid = at(run.requests, c.pick);
  if (guid === undefined) return;
  const decision = c.approve ? 'approve' : 'decline';
  const refusal = () => {
    try {
      decideWalletRequest(run.world.state, guid, decision);
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error.message;
      throw error;
    }
  };
  // Only "no longer pending" may refuse: a reserved withdrawal is always covered.
  const first = refusal();
  if (first !== null) expect(first).toBe(NOT_PENDING);
  if (c.twice) expect(refusal()).toBe(NOT_PENDING);
}

export function apply(run: Run, c: Command): void {
  const { state } = run.world;
  switch (c.op) {
    case 'bet': {
      placeBet(run, c);
      return;
    }
    case 'cashOut': {
      cashOut(run, c);
      return;
    }
    case 'settle': {
      settle(run, c);
      return;
    }
    case 'deposit':
      fileRequest(run, {
        type: 'deposit',
        method: 'BankTransfer',
        amount: c.amount / 100,
        fileURL: uploadedProof(state, run.payer.userId),
      });
      return;
    case 'withdraw': {
      const body = c.transfer
        ? {
            type: 'withdraw',
            method: 'BalanceTransfer',
            receiverId: run.receiver.userName,
            amount: c.amount / 100,
          }
        : {
            type: 'withdraw',
            method: 'LocalBranch',
            branchGuid: firstBranchGuid(state),
            amount: c.amount / 100,
          };
      fileRequest(run, body);
      if (c.twice) fileRequest(run, body);
      return;
    }
    case 'decide': {
      decide(run, c);
      return;
    }
    case 'cancel': {
      const guid = at(run.requests, c.pick);
      if (guid !== undefined)
        safeCall(state, 'cashier.cancelRequest', {
          token: run.payer.token,
          params: { id: guid },
        });
      return;
    }
    case 'quickGame': {
      const numbers = ['27', '14', '03'];
      const items = c.bets.map((bet, index) => ({
        rowId: index + 1,
        betType: 1,
        betDefinition: numbers[index] ?? '99',
        betAmount: bet / 100 + (c.offCent ? 0.001 : 0),
      }));
      const amount = items.reduce((sum, item) => sum + item.betAmount, 0);
      const result = safeCall(state, 'quickGame.createTicket', {
        token: run.payer.token,
        body: { MOSID: 1, TicketChannel: 'Web', LotteryGroupId: 1, Items: items, Amount: amount },
      });
      if (c.offCent) expect(result.status).toBe(400);
      return;
    }
  }
}
