import { z } from 'zod';
import { registry, endpointKeys, type EndpointKey } from '@sportsbook/contracts/registry';
import { ANY_INDEX, formatPath, type PathStep } from '@sportsbook/contracts/verify/paths';
import type { MockState } from '../db/state.ts';

/**
 * Contract drift (issue 16): `PATCH /__mock/scenario { "drift": ["ticket.list"] }` makes those
 * answers break the contract the way a real backend does after an unannounced change, so `verify`,
 * the validating proxy and the web client's error handling can be shown working against it.
 * Drifted answers skip the answer cache and the answer check (the break is the point).
 */
export type DriftKind = 'renamed' | 'numberAsString' | 'missing' | 'null';

export interface DriftChange {
  kind: DriftKind;
  /** Where the answer breaks, as verify prints it ('body[].ticketNumber'). */
  path: string;
  /** For a renamed field, the name it now travels under. */
  renamedTo?: string;
}

const KINDS: readonly DriftKind[] = ['renamed', 'numberAsString', 'missing', 'null'];

export const DriftListSchema = z.array(
  z.custom<EndpointKey>(
    (value) => typeof value === 'string' && (endpointKeys as string[]).includes(value),
    'Unknown endpoint key (use area.verb, e.g. ticket.list)',
  ),
);

/** The drifted endpoints of the current scenario (a reset empties the list with the scenario). */
export function driftedEndpoints(state: MockState): readonly EndpointKey[] {
  const scenario = state.scenario;
  if (!('drift' in scenario)) return [];
  const parsed = DriftListSchema.safeParse(scenario.drift);
  return parsed.success ? parsed.data : [];
}

export const isDrifted = (state: MockState, key: EndpointKey): boolean =>
  driftedEndpoints(state).includes(key);

type Value = unknown;
const isRecord = (v: Value): v is Record<string, Value> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field paths of the answer, breadth first, arrays as ANY_INDEX read through their first element. */
function fieldPaths(body: Value, maxDepth = 4): PathStep[][] {
  const out: PathStep[][] = [];
  let level: { path: PathStep[]; value: Value }[] = [{ path: [], value: body }];
  for (let depth = 0; depth < maxDepth && level.length; depth += 1) {
    const next: typeof level = [];
    for (const { path, value } of level) {
      if (Array.isArray(value)) {
        if (value.length) next.push({ path: [...path, ANY_INDEX], value: value[0] });
      } else if (isRecord(value)) {
        for (const [key, child] of Object.entries(value)) {
          out.push([...path, key]);
          next.push({ path: [...path, key], value: child });
        }
      }
    }
    level = next;
  }
  return out;
}

/** .NET serialisers' classic drift: the same field, PascalCase (or lower case when it already was). */
const renamed = (key: string): string => {
  const first = key.charAt(0);
  const swapped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return `${swapped}${key.slice(1)}`;
};

/** Applies one change to every object the path reaches (each element of a list). */
function applyAt(value: Value, steps: readonly PathStep[], kind: DriftKind): boolean {
  const [step, ...rest] = steps;
  if (step === undefined) return false;
  if (step === ANY_INDEX) {
    return Array.isArray(value) && value.map((item) => applyAt(item, rest, kind)).some(Boolean);
  }
  if (!isRecord(value) || typeof step !== 'string' || !(step in value)) return false;
  if (rest.length) return applyAt(value[step], rest, kind);
  const current = value[step];
  switch (kind) {
    case 'numberAsString':
      if (typeof current !== 'number') return false;
      value[step] = String(current);
      return true;
    case 'null':
      if (current === null) return false;
      value[step] = null;
      return true;
    case 'missing':
      Reflect.deleteProperty(value, step);
      return true;
    case 'renamed':
      Reflect.deleteProperty(value, step);
      value[renamed(step)] = current;
      return true;
  }
}

/** Each endpoint starts from its own kind, so a list of drifted endpoints shows every kind. */
const kindsFor = (key: EndpointKey): DriftKind[] => {
  const start = endpointKeys.indexOf(key) % KINDS.length;
  return [...KINDS.slice(start), ...KINDS.slice(0, start)];
};

/**
 * The drifted answer and what was changed: the first field (breadth first) whose change really
 * breaks the contract, trying the endpoint's own kind of drift first. An answer with no such field
 * (an empty list) is replaced as a whole: by null, or by `{}` or a string where null is allowed.
 */
export function driftAnswer(key: EndpointKey, body: Value): { body: Value; change: DriftChange } {
  const schema = registry[key].response;
  const paths = fieldPaths(body);
  for (const kind of kindsFor(key)) {
    for (const steps of paths) {
      const copy: Value = structuredClone(body);
      if (!applyAt(copy, steps, kind) || schema.safeParse(copy).success) continue;
      const last = steps[steps.length - 1];
      const change: DriftChange = { kind, path: formatPath('body', steps) };
      if (kind === 'renamed' && typeof last === 'string') change.renamedTo = renamed(last);
      return { body: copy, change };
    }
  }
  const whole = [null, {}, 'drifted'].find((candidate) => !schema.safeParse(candidate).success);
  return { body: whole ?? null, change: { kind: 'null', path: 'body' } };
}
