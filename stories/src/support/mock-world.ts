import { createMockHandlers } from '@sportsbook/mock-server/msw';
import { defaultScenario, resetMockState, type MockState } from '@sportsbook/mock-server/state';

type Random = MockState['random'];

/**
 * One mock world per preview page, seeded once and put back before every story.
 *
 * Seeding builds ~13k offers (about half a second, more on a busy machine); `resetMockState` does
 * that again. Putting the seeded tables back takes a few milliseconds: entities are never changed
 * in place (@mswjs/data's update swaps in a new object), so the seeded tables can be kept as they
 * are and copied back. The runtime randomness and id sequences are replayed from their first use,
 * so each story sees the same ids and draws as after a full reset.
 */
export interface MockWorld {
  handlers: ReturnType<typeof createMockHandlers>['handlers'];
  state: MockState;
  /** Back to the seeded world: tables, scenario, files, reset links, ids and random draws. */
  restore: () => void;
}

/** The part of @mswjs/data's Database (0.16) the snapshot reads: one Map per model. */
interface Tables {
  models: Record<string, Map<unknown, unknown>>;
}

const isTables = (value: unknown): value is Tables =>
  typeof value === 'object' &&
  value !== null &&
  'models' in value &&
  typeof value.models === 'object' &&
  value.models !== null &&
  Object.values(value.models).every((table) => table instanceof Map);

function tablesOf(db: MockState['db']): Tables | undefined {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const tables: unknown = symbol ? Reflect.get(db, symbol) : undefined;
  return isTables(tables) ? tables : undefined;
}

/**
 * @mswjs/data mirrors every write to other same-origin pages over a BroadcastChannel whenever one
 * exists, and every page's database gets the same id. Parallel story pages would then apply each
 * other's seeds and arrangements, and seeding would post ~13k messages. The world is page-local.
 */
function withoutCrossPageSync<T>(build: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
  if (!descriptor) return build();
  Object.defineProperty(globalThis, 'BroadcastChannel', { ...descriptor, value: undefined });
  try {
    return build();
  } finally {
    Object.defineProperty(globalThis, 'BroadcastChannel', descriptor);
  }
}

/** Replays the world's first draws after every restore, drawing new ones only past them. */
function replayingRandom(source: Random): { random: Random; rewind: () => void } {
  const drawn: number[] = [];
  let position = 0;
  const next = () => {
    if (position === drawn.length) drawn.push(source.next());
    const value = drawn[position] ?? 0;
    position += 1;
    return value;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
  return { random, rewind: () => (position = 0) };
}

/** Id sequences that restart where the seed left them. */
function restartingSequences(source: MockState['nextId']) {
  const seeded = new Map<string, number>();
  let used = new Map<string, number>();
  const nextId: MockState['nextId'] = (sequence, start) => {
    let first = seeded.get(sequence);
    if (first === undefined) {
      first = source(sequence, start);
      seeded.set(sequence, first);
    }
    const value = used.get(sequence) ?? first;
    used.set(sequence, value + 1);
    return value;
  };
  return { nextId, restart: () => (used = new Map()) };
}

function refill<K, V>(target: Map<K, V>, source: Map<K, V>): void {
  target.clear();
  for (const [key, value] of source) target.set(key, value);
}

export function createMockWorld(): MockWorld {
  const { handlers, state } = withoutCrossPageSync(() => createMockHandlers());
  const tables = tablesOf(state.db);
  if (!tables) {
    // Another @mswjs/data layout: fall back to a full re-seed (slow, but right).
    console.warn('mock-world: unknown @mswjs/data layout, re-seeding before every story');
    const reseed = () => {
      withoutCrossPageSync(() => {
        resetMockState(state);
      });
    };
    return { handlers, state, restore: reseed };
  }
  const seededTables = Object.entries(tables.models).map(
    ([name, table]) => [name, new Map(table)] as const,
  );
  const seededFiles = new Map(state.files);
  const seededLinks = new Map(state.resetLinks);
  const random = replayingRandom(state.random);
  const sequences = restartingSequences(state.nextId);
  state.nextId = sequences.nextId;
  const restore = () => {
    for (const [name, table] of seededTables) tables.models[name] = new Map(table);
    state.scenario = defaultScenario();
    refill(state.files, seededFiles);
    refill(state.resetLinks, seededLinks);
    random.rewind();
    state.random = random.random;
    sequences.restart();
    state.revision += 1;
  };
  restore();
  return { handlers, state, restore };
}
