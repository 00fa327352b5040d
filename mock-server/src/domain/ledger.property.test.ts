import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsOf } from '@sportsbook/contracts/rules/money';
import {
  AccountSnapshotSchema,
  AccountStandingSchema,
} from '@sportsbook/contracts/schemas/account';
import { apply, safeCall, scenario, type Run } from '../testing/ledger-fuzz-commands.ts';
import {
  newCustomer,
  newWorld,
  ok,
  type Customer,
  type FuzzWorld,
} from '../testing/ledger-fuzz-steps.ts';

// Issue 14: random sequences of money operations through the real handlers, and after every step
// the ledger's promises: balance = opening + entries - reserved withdrawals, no entry below a cent,
// nothing paid twice, never a negative balance, reserved withdrawals always approvable.
// FUZZ_RUNS sets the number of sequences (npm test: 200; npm run fuzz: 5000), FUZZ_SEED the seed.

/** A whole number from the environment, or the default when unset or not a whole number. */
const fromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) ? value : fallback;
};
const RUNS = Math.max(1, fromEnv('FUZZ_RUNS', 200));
const SEED = fromEnv('FUZZ_SEED', 20_261_123);
/** Runs sharing one seeded world: each run has its own customers, so runs do not meet. */
const RUNS_PER_WORLD = 25;

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
    ok(safeCall(state, 'account.standing', { token: customer.token })),
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
  const standing = AccountStandingSchema.parse(ok(safeCall(state, 'account.standing', { token })));
  const snapshot = AccountSnapshotSchema.parse(ok(safeCall(state, 'account.snapshot', { token })));
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
