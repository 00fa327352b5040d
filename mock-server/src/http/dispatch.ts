import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import type { Problem } from '@sportsbook/contracts/problem';
import { registry, type EndpointKey } from '@sportsbook/contracts/registry';
import type { MockState } from '../db/state.ts';
import { authenticate } from '../domain/auth.ts';
import { DomainError } from '../domain/errors.ts';
import type { Caller, Handlers } from '../domain/handler.ts';
import { parseInput, type RawInput } from './parse-input.ts';
import { driftAnswer, isDrifted } from '../control/drift.ts';
import { takeFault, type EndpointFault } from '../control/endpoint-faults.ts';
import { keepAnswer, KEY_REUSED_MESSAGE, lookUpKey, readKeyHeader } from './idempotency.ts';
import { problem, toFieldIssues } from './problem.ts';

export interface DispatchRequest extends RawInput {
  authorization: string | undefined;
  origin: string;
  /** The body was not the kind the endpoint takes (e.g. JSON sent to an upload). */
  wrongMediaType?: boolean;
  /**
   * The fault the adapter took for this call (control/endpoint-faults.ts), null for none; absent:
   * dispatch takes it itself. Only a status fault matters here: losses and delays are the
   * adapter's, around the call.
   */
  fault?: EndpointFault | null;
  /** The Idempotency-Key header as sent; read on money calls only (http/idempotency.ts). */
  idempotencyKey?: string | undefined;
}

export type DispatchResult =
  { status: 200; body: unknown } | { status: number; body: Problem; problem: true };

// Handlers are typed per key; at run time each is called the same way, with input its key's own
// schemas have just parsed.
type AnyHandler = (
  ctx: { state: MockState; caller: Caller | null; origin: string },
  input: unknown,
) => unknown;

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization ? /^Bearer\s+(.+)$/i.exec(authorization) : null;
  const token = match?.[1]?.trim();
  return token === '' ? undefined : token;
}

const fail = (status: number, message: string, issues?: Problem['errors']): DispatchResult => ({
  status,
  body: problem(status, message, issues),
  problem: true,
});

/**
 * The whole request pipeline, independent of the HTTP framework: injected failures, auth (401 before
 * anything else), contract validation (400 with field paths), the handler, and optionally a check of
 * the answer against the contract (500 naming the broken field).
 */
export function dispatch(
  state: MockState,
  handlers: Handlers,
  key: EndpointKey,
  request: DispatchRequest,
  validateResponse: boolean,
): DispatchResult {
  const def: EndpointDef = registry[key];
  const fault = request.fault === undefined ? takeFault(state, key) : request.fault;
  if (fault && 'status' in fault) return fail(fault.status, `Injected failure for ${key}`);

  const caller = authenticate(state, bearerToken(request.authorization));
  if (def.auth === 'bearer' && !caller) {
    return fail(401, 'Your session has expired. Please log in again.');
  }
  if (request.wrongMediaType) {
    return fail(
      415,
      def.body?.kind === 'multipart' ? 'Expected multipart/form-data' : 'Expected JSON',
    );
  }
  const keyHeader =
    def.money && !state.scenario.ignoreIdempotencyKeys
      ? readKeyHeader(request.idempotencyKey)
      : undefined;
  const input = parseInput(def, request);
  const issues = [
    ...(keyHeader && 'issue' in keyHeader ? [keyHeader.issue] : []),
    ...(input.ok ? [] : input.issues),
  ];
  if (!input.ok || issues.length > 0)
    return fail(400, 'The request does not match the contract', issues);

  // A money call sent again with its key gets its first answer and books nothing (decision 192).
  const lookup =
    keyHeader && 'key' in keyHeader
      ? lookUpKey(state, key, caller?.user.userId ?? null, keyHeader.key, input.value)
      : undefined;
  if (lookup?.kind === 'replay') return lookup.answer;
  if (lookup?.kind === 'mismatch') return fail(422, KEY_REUSED_MESSAGE);
  const keep = (answer: DispatchResult): DispatchResult => {
    if (lookup?.kind === 'new') keepAnswer(state, lookup, answer);
    return answer;
  };

  if (def.method !== 'GET') state.revision += 1;
  let result: unknown;
  try {
    const handler = handlers[key] as AnyHandler;
    result = handler({ state, caller, origin: request.origin }, input.value);
  } catch (error) {
    if (error instanceof DomainError) return keep(fail(error.status, error.message));
    throw error;
  }
  // A drifted answer breaks the contract on purpose, so it is not checked (control/drift.ts).
  if (isDrifted(state, key))
    return keep({ status: 200, body: driftAnswer(key, result ?? null).body });
  if (validateResponse) {
    const check = def.response.safeParse(result);
    if (!check.success) {
      return fail(
        500,
        `Response of ${key} breaks the contract`,
        toFieldIssues('response', check.error.issues),
      );
    }
  }
  return keep({ status: 200, body: result ?? null });
}
