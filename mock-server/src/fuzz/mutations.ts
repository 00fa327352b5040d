import fc from 'fast-check';
import { PoolPick, RawNumber } from './schema-arbitrary.ts';

// Ways to break a valid request part: the careless and hostile inputs of issue 14.

export type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'retype'; pick: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'number'; pick: number; value: number | RawNumber }
  | { kind: 'long'; pick: number; text: string }
  | { kind: 'whole'; value: unknown };

/** Numbers that break money and id rules, including JSON texts no JS number can carry. */
export const extremeNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  // Infinity after JSON parsing: the one no JS-built client can send, so the likeliest to slip by.
  {
    weight: 3,
    arbitrary: fc.constantFrom('1e309', '-1e309').map((text) => new RawNumber(text)),
  },
  fc.constantFrom(
    -1,
    0,
    -0.01,
    0.001,
    0.005,
    5.005,
    10.999,
    1e21,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 31,
    -(2 ** 31) - 1,
  ),
  fc
    .constantFrom(
      '1e-400',
      '-0',
      '123456789012345678901234567890',
      '0.1e1',
      '1E2',
      '9007199254740993',
      '0.30000000000000004',
      '5e-324',
    )
    .map((text) => new RawNumber(text)),
  fc.double(),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, '', ' ', '0', 'true', 'null', 'NaN', 'Infinity', [], {}),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  extremeNumber,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

const longText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('x', '9', 'é', '😀', '\u0000', '<script>', '%', ' '),
      fc.constantFrom(300, 5_000, 60_000),
    )
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
  fc.string({ unit: 'binary', minLength: 100, maxLength: 400 }),
);

const oddKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'toString', 'a.b', '$where'),
  fc.string({ minLength: 1, maxLength: 10 }),
);

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), pick: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('extra' as const), key: oddKey, value: wrongValue }),
  // Weighted: numbers are where money goes wrong (sub-cent, non-finite, beyond 2^53).
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('number' as const),
      pick: fc.nat(),
      value: extremeNumber,
    }),
  },
  fc.record({ kind: fc.constant('long' as const), pick: fc.nat(), text: longText }),
  fc.record({
    kind: fc.constant('whole' as const),
    value: fc.constantFrom(null, [], 'text', 42, true, [{}], { '': {} }),
  }),
);

type Path = (string | number)[];

/** Every path into a value (objects and arrays; pool picks and raw numbers are leaves). */
function pathsOf(value: unknown, prefix: Path = []): { path: Path; leaf: unknown }[] {
  const out: { path: Path; leaf: unknown }[] = [];
  if (value instanceof PoolPick || value instanceof RawNumber) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push({ path: [...prefix, index], leaf: item }, ...pathsOf(item, [...prefix, index]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push({ path: [...prefix, key], leaf: item }, ...pathsOf(item, [...prefix, key]));
    }
  }
  return out;
}

const isNumeric = (leaf: unknown) =>
  typeof leaf === 'number' ||
  (leaf instanceof PoolPick && typeof leaf.fallback === 'number') ||
  (typeof leaf === 'string' && /^-?\d+(\.\d+)?$/.test(leaf));

const isText = (leaf: unknown) =>
  typeof leaf === 'string' || (leaf instanceof PoolPick && typeof leaf.fallback === 'string');

/** A copy of `value` with `change` applied at `path` (undefined deletes the entry). */
function setAt(value: unknown, path: Path, change: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change;
  if (Array.isArray(value)) {
    const copy: unknown[] = Array.from(value as unknown[]);
    if (typeof head !== 'number') return copy;
    if (rest.length === 0 && change === undefined) copy.splice(head, 1);
    else copy[head] = setAt(copy[head], rest, change);
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = { ...value };
    const key = String(head);
    if (rest.length === 0 && change === undefined) Reflect.deleteProperty(copy, key);
    else copy[key] = setAt(copy[key], rest, change);
    return copy;
  }
  return value;
}

function choose(
  paths: { path: Path; leaf: unknown }[],
  pick: number,
  prefer: (leaf: unknown) => boolean,
) {
  const preferred = paths.filter(({ leaf }) => prefer(leaf));
  const from = preferred.length ? preferred : paths;
  return from[pick % Math.max(from.length, 1)]?.path;
}

/** Applies a mutation to a generated request part. */
export function mutate(value: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(value);
  switch (mutation.kind) {
    case 'drop': {
      const path = choose(paths, mutation.pick, () => true);
      return path ? setAt(value, path, undefined) : undefined;
    }
    case 'retype': {
      const path = choose(paths, mutation.pick, () => true);
      return path ? setAt(value, path, mutation.value) : mutation.value;
    }
    case 'extra': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      // defineProperty: a '__proto__' key becomes an own property, as JSON.parse would make it.
      Object.defineProperty(copy, mutation.key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    }
    case 'number': {
      const path = choose(paths, mutation.pick, isNumeric);
      return path ? setAt(value, path, mutation.value) : value;
    }
    case 'long': {
      const path = choose(paths, mutation.pick, isText);
      return path ? setAt(value, path, mutation.text) : value;
    }
    case 'whole':
      return mutation.value;
  }
}
