import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsOf } from '@sportsbook/contracts/rules/money';
import {
  CashOutAmountSchema,
  OnlineCashOutResultSchema,
} from '@sportsbook/contracts/schemas/ticket';
import { WalletRequestSchema } from '@sportsbook/contracts/schemas/cashier';
import { BetSlipSchema, SaveWagerResponseSchema } from '@sportsbook/contracts/schemas/sportsbook';
import {
  AccountSnapshotSchema,
  AccountStandingSchema,
} from '@sportsbook/contracts/schemas/account';
import { firstBranchGuid } from './cashier/cashier-test-steps.ts';
import { NOT_PENDING, decideWalletRequest } from './cashier/decide-request.ts';
import { DomainError } from './errors.ts';
import {
  call,
  expectWholeCents,
  newCustomer,
  newWorld,
  offerOf,
  ok,
  uploadedProof,
  type Customer,
  type FuzzWorld,
} from './ledger-fuzz-steps.ts';
import { settleEvent } from './sportsbook/settle.ts';
import type { BodyOf } from '../testing/test-client.ts';
import { ticketItemsOf } from './sportsbook/records.ts';

// Issue 14: random sequences of money operations through the real handlers, and after every step
// the ledger's promises: balance = opening + entries - reserved withdrawals, no entry below a cent,
// nothing paid twice, never a negative balance, reserved withdrawals always approvable.
// FUZZ_RUNS sets the number of sequences (npm test: 200; npm run fuzz: 5000), FUZZ_SEED the seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Runs sharing one seeded world: each run has its own customers, so runs do not meet. */
const RUNS_PER_WORLD = 25;

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

const scenario = fc.record({
  opening: fc.integer({ min: 0, max: 300_000 }),
  bonus: fc.integer({ min: 0, max: 20_000 }),
  commands: fc.array(command, { minLength: 1, maxLength: 6 }),
});

/** One run: its customer, the receiver of its balance transfers, and what it has placed or filed. */
interface Run {
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
function safeCall(run: Run, ...args: Parameters<typeof call>) {
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
      ok(safeCall(run, state, 'wager.addItem', { token: run.payer.token, body })),
    ).slipId;
  }
  if (slipId === null) return;
  const bonus = c.bonus && c.kind !== 'if';
  const submit = () =>
    safeCall(run, state, 'wager.submit', {
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
      safeCall(run, state, 'ticket.cashOutAmount', {
        token: run.payer.token,
        params: { ticketNumber },
      }),
    ),
  );
  if (quote.amount <= 0) return;
  const sell = () =>
    OnlineCashOutResultSchema.parse(
      ok(
        safeCall(run, state, 'ticket.cashOut', {
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
  const result = safeCall(run, run.world.state, 'cashier.createRequest', {
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

function apply(run: Run, c: Command): void {
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
        safeCall(run, state, 'cashier.cancelRequest', {
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
      const result = safeCall(run, state, 'quickGame.createTicket', {
        token: run.payer.token,
        body: { MOSID: 1, TicketChannel: 'Web', LotteryGroupId: 1, Items: items, Amount: amount },
      });
      if (c.offCent) expect(result.status).toBe(400);
      return;
    }
  }
}

const centsOfRecord = (amount: number): number => {
  const value = centsOf(amount);
  expect(value, `a stored amount below a cent: ${amount}`).not.toBeUndefined();
  return value ?? Number.NaN;
};

/** The ledger's promises for one customer, checked against the records, not the code under test. */
function checkCustomer(run: Run, customer: Customer): void {
  const { state } = run.world;
  const user = state.db.user.findFirst({ where: { userId: { equals: customer.userId } } });
  const entries = state.db.ledgerEntry.findMany({ where: { userId: { equals: customer.userId } } });
  const requests = state.db.walletRequest.findMany({
    where: { userId: { equals: customer.userId } },
  });
  for (const entry of entries) expect(centsOfRecord(entry.amount)).not.toBe(0);
  const book = entries.reduce(
    (sum, e) => sum + centsOfRecord(e.amount),
    centsOfRecord(user?.openingBalance ?? NaN),
  );
  const reserved = requests
    .filter((r) => r.type === 'withdraw' && r.requestState === 'Pending' && r.status === 'Active')
    .reduce((sum, r) => sum + centsOfRecord(r.amount), 0);
  const standing = AccountStandingSchema.parse(
    ok(safeCall(run, state, 'account.standing', { token: customer.token })),
  ).balance;
  expect(centsOf(standing)).toBe(book - reserved);
  expect(book - reserved).toBeGreaterThanOrEqual(0);
  // Pushed balances follow the ledger: the last one pushed is the one shown.
  const pushed = run.pushes.get(customer.userName);
  if (pushed !== undefined) expect(pushed).toBe(standing);

  // Nothing paid twice: one stake per ticket, at most one payout (settlement or sale).
  const byTicket = new Map<string, string[]>();
  for (const entry of entries.filter((e) => ['wager', 'settlement', 'cashout'].includes(e.kind)))
    byTicket.set(entry.reference, [...(byTicket.get(entry.reference) ?? []), entry.kind]);
  for (const kinds of byTicket.values()) {
    expect(kinds.filter((kind) => kind === 'wager').length).toBeLessThanOrEqual(1);
    expect(kinds.filter((kind) => kind !== 'wager').length).toBeLessThanOrEqual(1);
  }
  // Each approved request booked exactly once, for its amount.
  const approved = requests.filter((r) => r.requestState === 'Approved');
  for (const request of approved) {
    const entry = entries.find((e) => e.id === request.ledgerEntryId);
    const sign = request.type === 'withdraw' ? -1 : 1;
    expect(entry && centsOfRecord(entry.amount)).toBe(sign * centsOfRecord(request.amount));
  }
  const booked = entries.filter((e) => e.kind === 'withdraw').length;
  expect(booked).toBe(approved.filter((r) => r.type === 'withdraw').length);

  for (const bonus of state.db.bonus.findMany({ where: { userId: { equals: customer.userId } } })) {
    expect(centsOfRecord(bonus.balance)).toBeGreaterThanOrEqual(0);
    expect(centsOfRecord(bonus.balance)).toBeLessThanOrEqual(centsOfRecord(bonus.amount));
  }
}

/** Every view of the balance agrees at the end: snapshot, and today's weekly-figure row. */
function checkViews(run: Run): void {
  const { state } = run.world;
  const { token } = run.payer;
  const standing = AccountStandingSchema.parse(
    ok(safeCall(run, state, 'account.standing', { token })),
  );
  const snapshot = AccountSnapshotSchema.parse(
    ok(safeCall(run, state, 'account.snapshot', { token })),
  );
  expect(snapshot.userInfo.currentBalance).toBe(standing.balance);
  expect(snapshot.figure.at(-1)?.endBalance).toBe(standing.balance);
}

describe('the ledger under random sequences of money operations', () => {
  let world: FuzzWorld | undefined;
  let runsInWorld = 0;
  const pushes = new Map<string, number>();

  function worldForRun(): FuzzWorld {
    if (!world || runsInWorld >= RUNS_PER_WORLD) {
      world = newWorld();
      runsInWorld = 0;
      pushes.clear();
      world.state.on('balance', (userName, balance) => pushes.set(userName, balance));
    }
    runsInWorld += 1;
    return world;
  }

  it(
    `holds its promises over ${RUNS} sequences (FUZZ_SEED=${SEED})`,
    () => {
      const property = fc.property(scenario, ({ opening, bonus, commands }) => {
        const runWorld = worldForRun();
        const run: Run = {
          world: runWorld,
          payer: newCustomer(runWorld, opening, bonus),
          receiver: newCustomer(runWorld, 0, 0),
          tickets: [],
          requests: [],
          pushes,
        };
        for (const c of commands) {
          apply(run, c);
          checkCustomer(run, run.payer);
        }
        // The receiver only moves when a transfer is approved: once, at the end, is enough.
        checkCustomer(run, run.receiver);
        checkViews(run);
      });
      try {
        fc.assert(property, { numRuns: RUNS, seed: SEED });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Ledger property failed; reproduce with FUZZ_SEED=${SEED}.\n${reason}`);
      }
    },
    RUNS * 200 + 60_000,
  );
});
