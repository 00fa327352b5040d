import type { z } from 'zod';
import type { Checked, GuardIssue } from '../http/guard.ts';

/** A list item left out of an answer because it broke its schema: where it was, and why. */
export interface DroppedItem {
  /** The item's dotted path in the answer as sent, e.g. `figure.3`. */
  path: string;
  /** The first issue found in it, e.g. `date: Expected an ISO 8601 date-time`. */
  issue: string;
}

export type TolerantChecked<T> = Checked<T> & { dropped: DroppedItem[] };

/** Rounds of leaving items out before the answer is refused: a nested list may need a second. */
const TOLERANT_ROUNDS = 3;

const dotted = (path: readonly (string | number)[]) => path.join('.');

/**
 * An answer read the way decision 190 says: when it breaks its schema only inside list items,
 * those items are left out and the rest is read again; anything else (a missing field, a wrong
 * type outside a list, a list that is not a list) refuses the whole answer. The innermost list
 * item holding each issue goes: a bad price drops its line, not its game. With `rounds` 0 the
 * answer is taken whole: any issue refuses it.
 */
export function readTolerantly(
  schema: z.ZodTypeAny,
  payload: unknown,
  rounds = TOLERANT_ROUNDS,
): TolerantChecked<unknown> {
  const dropped: DroppedItem[] = [];
  let value = payload;
  for (let round = 0; ; round++) {
    const result = schema.safeParse(value);
    if (result.success) return { success: true, data: result.data, dropped };
    const issues = result.error.issues;
    const items = round < rounds ? listItemsOf(issues) : undefined;
    if (!items) return { success: false, issues: issues.map(toGuardIssue), dropped };
    value = withoutItems(value, items.keys());
    for (const [key, issue] of items) dropped.push({ path: key, issue });
  }
}

function toGuardIssue(issue: z.ZodIssue): GuardIssue {
  return { path: dotted(issue.path), message: issue.message };
}

/**
 * Each issue's innermost list item (`a.2.b.0`, by its path), with the issue's text, or undefined
 * when an issue lies outside every list item.
 */
function listItemsOf(issues: readonly z.ZodIssue[]): Map<string, string> | undefined {
  const items = new Map<string, string>();
  for (const issue of issues) {
    const at = issue.path.findLastIndex((segment) => typeof segment === 'number');
    if (at < 0) return undefined;
    const key = dotted(issue.path.slice(0, at + 1));
    const rest = dotted(issue.path.slice(at + 1));
    if (!items.has(key)) items.set(key, rest ? `${rest}: ${issue.message}` : issue.message);
  }
  return items;
}

/** A copy of `value` without the list items at `paths` (dotted, each ending in an index). */
function withoutItems(value: unknown, paths: Iterable<string>): unknown {
  const copy: unknown = structuredClone(value);
  // Deepest and last first, so an index still names its item when a sibling goes.
  const sorted = [...paths]
    .map((path) => path.split('.'))
    .sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
  for (const segments of sorted) {
    const list = segments.slice(0, -1).reduce<unknown>(step, copy);
    if (Array.isArray(list)) list.splice(Number(segments.at(-1)), 1);
  }
  return copy;
}

function step(node: unknown, key: string): unknown {
  if (Array.isArray(node)) return node[Number(key)];
  return typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined;
}
