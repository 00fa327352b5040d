import type { FieldIssue } from '@sportsbook/contracts/problem';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_MS,
  readIdempotencyKey,
} from '@sportsbook/contracts/idempotency';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { KeptAnswer, MockState } from '../db/state.ts';

// The mock's side of the Idempotency-Key of money calls (decision 192): each key is kept per
// customer with the first final answer it got, for 24 hours of the mock clock. dispatch.ts asks
// here before running a money call and tells here what it answered.

/** A final answer dispatch gave: a 200, or a problem a refusal of the domain produced. */
export type FinalAnswer = KeptAnswer['answer'];

/** Where a money call's key stands: not sent, unreadable, new, or kept from a first call. */
export type KeyLookup =
  | { kind: 'none' }
  | { kind: 'invalid'; issue: FieldIssue }
  | { kind: 'new'; slot: string; fingerprint: string }
  | { kind: 'replay'; answer: FinalAnswer }
  | { kind: 'mismatch' };

export const INVALID_KEY_MESSAGE = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, bare or as a quoted string.`;
export const KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request. Send a new key for a new action.`;

/** Checks the header's value alone (before the body is parsed, so both are reported at once). */
export function readKeyHeader(
  header: string | undefined,
): { key: string } | { issue: FieldIssue } | undefined {
  if (header === undefined) return undefined;
  const key = readIdempotencyKey(header);
  if (key !== undefined) return { key };
  return { issue: { path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: INVALID_KEY_MESSAGE } };
}

/**
 * What a money call with this key gets: the kept answer when the same customer sent the same key
 * with the same endpoint and parsed input, a mismatch for another endpoint or input, else a slot
 * to keep its answer in. The fingerprint is the endpoint with the input the contract parsed, so
 * the same request written differently (key order, a default left out) is the same request.
 */
export function lookUpKey(
  state: MockState,
  endpoint: EndpointKey,
  userId: number | null,
  key: string,
  input: unknown,
): KeyLookup {
  const slot = `${userId ?? ''}\u0000${key}`;
  const fingerprint = `${endpoint}\u0000${stableJson(input)}`;
  const kept = state.idempotencyKeys.get(slot);
  if (kept && !isExpired(state, kept)) {
    return kept.fingerprint === fingerprint
      ? { kind: 'replay', answer: kept.answer }
      : { kind: 'mismatch' };
  }
  return { kind: 'new', slot, fingerprint };
}

/** Keeps a first final answer under its key, and lets go of keys older than 24 hours. */
export function keepAnswer(
  state: MockState,
  lookup: { slot: string; fingerprint: string },
  answer: FinalAnswer,
): void {
  for (const [slot, kept] of state.idempotencyKeys) {
    if (isExpired(state, kept)) state.idempotencyKeys.delete(slot);
  }
  state.idempotencyKeys.set(lookup.slot, {
    fingerprint: lookup.fingerprint,
    keptAt: state.now().getTime(),
    answer,
  });
}

const isExpired = (state: MockState, kept: KeptAnswer): boolean =>
  state.now().getTime() - kept.keptAt >= IDEMPOTENCY_KEY_TTL_MS;

/** JSON with object keys sorted, so two equal inputs give one text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    if (item instanceof Date) return item;
    return Object.fromEntries(
      Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}
