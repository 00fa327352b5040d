import type { Problem } from '@sportsbook/contracts/problem';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import { createDb, type Db } from './models.ts';
import { createRandom, type Random } from './random.ts';
import { copyTables, loadTables, type Tables } from './snapshot.ts';

/**
 * What a lost call loses: its answer (the call ran and committed, then the connection died) or the
 * request itself (the connection died before the server saw it: nothing ran), or the connection
 * (the call ran and committed, then the connection closed before any byte of the answer, as a
 * server or proxy closing a kept-alive connection does: a browser may send the call again by itself,
 * with the same Idempotency-Key; decision 192).
 */
export type LostPart = 'answer' | 'request' | 'connection';

interface FaultCount {
  /** Calls the fault still applies to (it clears itself after the last); absent: until cleared. */
  times?: number;
}

/** The endpoint answers this 4xx/5xx problem instead of running. */
export interface StatusFault extends FaultCount {
  status: number;
}

/** The connection is destroyed without an answer: after the call ran ('answer') or before. */
export interface LoseFault extends FaultCount {
  lose: LostPart;
}

/** The call runs at once; its answer is held this long. */
export interface DelayFault extends FaultCount {
  delayMs: number;
}

/** How one endpoint misbehaves (control/endpoint-faults.ts). */
export type EndpointFault = StatusFault | LoseFault | DelayFault;

/** Switches the control API flips to put the fake backend in a given situation. */
export interface Scenario {
  regionBlocked: boolean;
  registrationDisabled: boolean;
  agentGroupCodeRequired: boolean;
  /** When set, Account/GetTokenMetadata answers this tokenCode (sign-up prefill). */
  tokenMetadataCode: string | null;
  /** Added to every /w/api answer. */
  latencyMs: number;
  /**
   * Injected failures: the endpoint answers this status instead of its behaviour, until cleared.
   * The short form tests write directly; a fault in `faults` for the same endpoint wins.
   */
  errors: Partial<Record<EndpointKey, number>>;
  /**
   * Faults of single endpoints (POST /__mock/errors, control/endpoint-faults.ts): a status, a lost
   * answer or request, or a held answer; at most one per endpoint.
   */
  faults: Partial<Record<EndpointKey, EndpointFault>>;
  /** Hub negotiates: answered, refused (503) or refused as unauthorized (401); control/hub-faults.ts. */
  hubNegotiate: 'accept' | 'refuse' | 'unauthorized';
  /** Act as a backend that ignores Idempotency-Key: every send books (decision 192, verify). */
  ignoreIdempotencyKeys: boolean;
}

export const defaultScenario = (): Scenario => ({
  regionBlocked: false,
  registrationDisabled: false,
  agentGroupCodeRequired: false,
  tokenMetadataCode: null,
  latencyMs: 0,
  errors: {},
  faults: {},
  hubNegotiate: 'accept',
  ignoreIdempotencyKeys: false,
});

/** A money call's first final answer, kept under its Idempotency-Key (http/idempotency.ts). */
export interface KeptAnswer {
  /** The endpoint and the parsed input the key was first sent with. */
  fingerprint: string;
  /** The mock clock when it was kept: the key is let go 24 hours later. */
  keptAt: number;
  answer: { status: 200; body: unknown } | { status: number; body: Problem; problem: true };
}

export interface StateEvents {
  /** A ledger entry changed a user's balance. */
  balance: (userName: string, balance: number) => void;
  /** A message arrived for a user. */
  message: (userName: string, text: string) => void;
  /** The control API asked to drop every hub connection. */
  dropConnections: () => void;
}

type Listeners = { [E in keyof StateEvents]: Set<StateEvents[E]> };

export interface MockState {
  db: Db;
  seed: number;
  scenario: Scenario;
  /** Runtime randomness (cash-out offers, ids); re-seeded on reset so runs repeat. */
  random: Random;
  now: () => Date;
  sessionTtlMs: number;
  /** Uploaded file bytes by file name (metadata lives in db.document). */
  files: Map<string, Uint8Array>;
  /** The last password-reset link per user name (no mail is sent; the control API reads it). */
  resetLinks: Map<string, string>;
  /** Money calls' Idempotency-Keys by customer and key, with their first answers (decision 192). */
  idempotencyKeys: Map<string, KeptAnswer>;
  /**
   * Bumped by every call that may change the world (any non-GET call, control calls, reset), so
   * caches of GET answers know when they are stale.
   */
  revision: number;
  /** Monotonic id sequences (ticket numbers, message ids, ...). */
  nextId: (sequence: string, start?: number) => number;
  on<E extends keyof StateEvents>(event: E, listener: StateEvents[E]): () => void;
  emit<E extends keyof StateEvents>(event: E, ...args: Parameters<StateEvents[E]>): void;
}

export interface StateOptions {
  seed?: number;
  now?: () => Date;
  /** Sessions expire after this much inactivity (default 30 minutes). */
  sessionTtlMs?: number;
  /**
   * Start from this snapshot of a freshly seeded world (same seed) instead of seeding again: tests
   * seed once and copy. A reset still seeds afresh.
   */
  from?: WorldSnapshot;
}

/** A world as it stood when snapshotted, detached from its state (see snapshotWorld). */
export interface WorldSnapshot {
  readonly seed: number;
  /** The state's clock when the snapshot was taken; seeded dates are relative to it. */
  readonly takenAt: number;
  readonly revision: number;
  readonly tables: Tables;
  readonly sequences: ReadonlyMap<string, number>;
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export const DEFAULT_SEED = 20251121;

/**
 * Builds a world into an empty state. The seed layer supplies it (db/seed.ts: seed → domain → db),
 * so the state knows how to seed again on reset without importing what seeds it.
 */
export type SeedWorld = (state: MockState, random: Random) => void;

/** Runtime draws use their own stream, so they never repeat the seed's (ids would collide). */
const runtimeSeed = (seed: number): number => (seed ^ 0x9e3779b9) >>> 0;

/** A new state whose world `seedWorld` builds (db/seed.ts's createMockState passes the seed). */
export function createState(options: StateOptions, seedWorld: SeedWorld): MockState {
  const listeners: Listeners = {
    balance: new Set(),
    message: new Set(),
    dropConnections: new Set(),
  };
  let sequences = new Map<string, number>();
  const seed = options.seed ?? DEFAULT_SEED;
  const state: MockState = {
    db: createDb(),
    seed,
    scenario: defaultScenario(),
    random: createRandom(runtimeSeed(seed)),
    now: options.now ?? (() => new Date()),
    sessionTtlMs: options.sessionTtlMs ?? 30 * 60 * 1000,
    files: new Map(),
    resetLinks: new Map(),
    idempotencyKeys: new Map(),
    revision: 0,
    nextId: (sequence, start = 1) => {
      const value = sequences.get(sequence) ?? start;
      sequences.set(sequence, value + 1);
      return value;
    },
    on: (event, listener) => {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    emit: (event, ...args) => {
      for (const listener of listeners[event] as Set<(...a: typeof args) => void>)
        listener(...args);
    },
  };
  /** Everything but the listeners back to how a new state starts, with an empty world. */
  const clear = () => {
    sequences = new Map();
    state.revision += 1;
    state.db = createDb();
    state.scenario = defaultScenario();
    state.random = createRandom(runtimeSeed(seed));
    state.files.clear();
    state.resetLinks.clear();
    state.idempotencyKeys.clear();
  };
  const snapshot = (): WorldSnapshot => ({
    seed,
    takenAt: state.now().getTime(),
    revision: state.revision,
    tables: copyTables(state.db),
    sequences: new Map(sequences),
    files: new Map([...state.files].map(([name, bytes]) => [name, bytes.slice()])),
  });
  /** The world as a reset last seeded it, to copy instead of seeding while it is fresh. */
  let seeded: WorldSnapshot | undefined;
  const seedAfresh = () => {
    clear();
    seedWorld(state, createRandom(seed));
  };
  // A reset copies the world it seeded last while that copy is fresh (seeding ~13k offers takes
  // 0.4-0.7 s, a copy under 0.1 s): the e2e journeys reset before every test (decision 219).
  const reseed = () => {
    if (seeded && isFreshSnapshot(seeded, state.now().getTime())) {
      restore(seeded);
      return;
    }
    seedAfresh();
    seeded = snapshot();
  };
  const restore = (snapshot: WorldSnapshot) => {
    if (snapshot.seed !== seed) throw new Error('The snapshot was taken of another seed');
    clear();
    // Past every revision this state has had, so no cached answer of before can match.
    state.revision = Math.max(state.revision, snapshot.revision) + 1;
    loadTables(state.db, snapshot.tables);
    sequences = new Map(snapshot.sequences);
    for (const [name, bytes] of snapshot.files) state.files.set(name, bytes.slice());
  };
  if (options.from) {
    restore(options.from);
    state.revision = options.from.revision;
  } else {
    seedAfresh();
  }
  worlds.set(state, { reseed, restore, snapshot });
  return state;
}

/** What a state keeps to itself: how to seed it again or go back to a snapshot, its id sequences. */
interface World {
  reseed: () => void;
  restore: (snapshot: WorldSnapshot) => void;
  snapshot: () => WorldSnapshot;
}

const worlds = new WeakMap<MockState, World>();

// A copy of a seeded world stands in for seeding only while the clock it reads is within a minute of
// the copy and on the same UTC day: seeded dates are relative to now, and the nearest of them
// (today's next kick-off) is at least ten minutes away from it.
const SNAPSHOT_MAX_AGE_MS = 60_000;
const utcDay = (ms: number) => Math.floor(ms / 86_400_000);

/** Whether `snapshot`, taken of a freshly seeded world, may stand in for seeding at `now`. */
export function isFreshSnapshot(snapshot: WorldSnapshot, now: number): boolean {
  const age = now - snapshot.takenAt;
  return age >= 0 && age < SNAPSHOT_MAX_AGE_MS && utcDay(now) === utcDay(snapshot.takenAt);
}

/**
 * Back to the seeded world (same seed, dates relative to today); listeners stay attached. Within a
 * minute of the last seeding this copies that world rather than seeding again.
 */
export function resetMockState(state: MockState): void {
  worlds.get(state)?.reseed();
}

/**
 * Back to the world of `snapshot` (taken of a state with the same seed), keeping this state object
 * and its listeners: what handlers built over the state see from their next call.
 */
export function restoreWorld(state: MockState, snapshot: WorldSnapshot): void {
  const world = worlds.get(state);
  if (!world) throw new Error('Not a state made by createState');
  world.restore(snapshot);
}

/**
 * The state's world as it stands, detached: `createMockState({ seed, from })` starts an equal
 * world without seeding. Taken right after creation, it is the seeded world.
 */
export function snapshotWorld(state: MockState): WorldSnapshot {
  const world = worlds.get(state);
  if (!world) throw new Error('Not a state made by createState');
  return world.snapshot();
}
