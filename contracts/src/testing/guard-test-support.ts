import type { z } from 'zod';
import { expect } from 'vitest';
import type { Guard } from '../http/guard.ts';

// Values of every kind a broken or hostile payload might hold where another was expected.
const ODD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  '2026-11-26T10:00:00Z',
  'not a date',
  0,
  -0,
  1,
  -1,
  1.5,
  -0.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  [],
  [1],
  {},
  { path: 'x', message: 'y' },
  new Date(0),
  new Map(),
];

type Path = readonly (string | number)[];

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

function replaceAt(value: unknown, path: Path, next: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next(value);
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      index === head ? replaceAt(item, rest, next) : item,
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === head ? replaceAt(item, rest, next) : item,
      ]),
    );
  }
  return value;
}

function pathsOf(value: unknown, path: Path = []): Path[] {
  const below = Array.isArray(value)
    ? value.flatMap((item: unknown, index) => pathsOf(item, [...path, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : [];
  return [path, ...below];
}

/**
 * Broken variants of a valid sample: at every path, the value dropped, replaced by each odd value,
 * and (objects) given an unknown key or (arrays) emptied or given an odd item.
 */
export function variantsOf(sample: unknown): unknown[] {
  const variants: unknown[] = [];
  for (const path of pathsOf(sample)) {
    const last = path.at(-1);
    if (typeof last === 'string') {
      variants.push(
        replaceAt(sample, path.slice(0, -1), (parent) =>
          typeof parent === 'object' && parent !== null
            ? Object.fromEntries(Object.entries(parent).filter(([key]) => key !== last))
            : parent,
        ),
      );
    }
    for (const odd of ODD_VALUES) {
      variants.push(replaceAt(sample, path, () => odd));
      variants.push(replaceAt(sample, path, (old) => (isList(old) ? [...old, odd] : old)));
    }
    variants.push(
      replaceAt(sample, path, (old) =>
        typeof old === 'object' && old !== null && !Array.isArray(old)
          ? { ...old, unknownField: 'kept out' }
          : old,
      ),
    );
  }
  return variants;
}

/**
 * Holds a guard to its schema on one value: both accept (with the same data) or both refuse (at
 * the same paths).
 */
export function expectAgreement(schema: z.ZodTypeAny, guard: Guard<unknown>, value: unknown) {
  const expected = schema.safeParse(value);
  const actual = guard.safeParse(value);
  const shown = describeValue(value);
  expect(actual.success, shown).toBe(expected.success);
  if (expected.success && actual.success) expect(actual.data, shown).toEqual(expected.data);
  if (!expected.success && !actual.success) {
    const paths = (issues: readonly { path: string }[]) => [...new Set(issues.map((i) => i.path))];
    expect(paths(actual.issues).sort(), shown).toEqual(
      paths(expected.error.issues.map((issue) => ({ path: issue.path.join('.') }))).sort(),
    );
  }
  return expected.success;
}

function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'number' && !Number.isFinite(item)
      ? String(item)
      : item === undefined
        ? '(undefined)'
        : item,
  );
}
