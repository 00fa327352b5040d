import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { EndpointFault, LostPart, MockState } from '../db/state.ts';

/**
 * Faults of single endpoints (issue 24), put on by `POST /__mock/errors` or, in component tests,
 * by the helpers below. One fault per endpoint; each adapter (Fastify: http/api-routes.ts, MSW:
 * msw/handlers.ts) applies it the same way:
 *
 * - `{ status }`: the call answers that problem; nothing runs (http/dispatch.ts).
 * - `{ lose: 'answer' }`: the call runs and commits (ledger, tickets, pushes), then the connection
 *   is destroyed with no answer: Fastify destroys the socket, MSW answers `HttpResponse.error()`.
 * - `{ lose: 'request' }`: the connection is destroyed before anything runs (no auth, no parsing).
 * - `{ lose: 'connection' }`: the call runs and commits, then the connection closes before any
 *   byte of the answer; a browser on a reused connection sends it again by itself (decision 192).
 * - `{ delayMs }`: the call runs and commits at once; its answer is held for `delayMs`. This models
 *   the hard case of a slow backend: a client that gives up before the answer and then reconciles
 *   finds the call already done.
 *
 * `times` counts the calls the fault still applies to: each call it is applied to takes one, and
 * the last clears it. Without `times` it stays until cleared (`status: null`, a reset).
 */

export type { EndpointFault, LostPart } from '../db/state.ts';

/** The endpoint's fault as it stands, without counting a call against it. */
export function peekFault(state: MockState, key: EndpointKey): EndpointFault | undefined {
  const fault = state.scenario.faults[key];
  if (fault) return fault;
  const status = state.scenario.errors[key];
  return status ? { status } : undefined;
}

/** The fault that applies to this call of the endpoint, counted against its `times`. */
export function takeFault(state: MockState, key: EndpointKey): EndpointFault | undefined {
  const fault = peekFault(state, key);
  if (fault?.times === undefined) return fault;
  if (fault.times > 1) state.scenario.faults[key] = { ...fault, times: fault.times - 1 };
  else clearFault(state, key);
  return fault;
}

/** Puts `fault` on the endpoint, replacing whatever fault it had. */
export function setFault(state: MockState, key: EndpointKey, fault: EndpointFault): void {
  const positive = (value: number) => Number.isInteger(value) && value > 0;
  if (fault.times !== undefined && !positive(fault.times))
    throw new RangeError(`times must be a positive integer, not ${fault.times}`);
  if ('delayMs' in fault && !positive(fault.delayMs))
    throw new RangeError(`delayMs must be a positive integer, not ${fault.delayMs}`);
  clearFault(state, key);
  state.scenario.faults[key] = { ...fault };
}

/** Takes any fault off the endpoint (a status of either form, a loss, a delay). */
export function clearFault(state: MockState, key: EndpointKey): void {
  const others = <T>(table: Partial<Record<EndpointKey, T>>) =>
    Object.fromEntries(Object.entries(table).filter(([name]) => name !== key));
  state.scenario.errors = others(state.scenario.errors);
  state.scenario.faults = others(state.scenario.faults);
}

/** Every endpoint's fault as the control API shows it: `{ 'wager.submit': { lose: 'answer' } }`. */
export function faultTable(state: MockState): Partial<Record<EndpointKey, EndpointFault>> {
  const statuses = Object.entries(state.scenario.errors).flatMap(([key, status]) =>
    status ? [[key, { status }] as const] : [],
  );
  return { ...Object.fromEntries(statuses), ...state.scenario.faults };
}

/**
 * Loses the next `times` calls of the endpoint (default 1): their answer after they ran, or the
 * request before. For component tests over the MSW handlers:
 * `loseNext(mock.state, 'wager.submit', 'answer')` and the next submit books a ticket, but the
 * page's fetch fails with a network error.
 */
export function loseNext(state: MockState, key: EndpointKey, lose: LostPart, times = 1): void {
  setFault(state, key, { lose, times });
}

/** Holds the answers of the next `times` calls of the endpoint (default 1) for `delayMs`. */
export function delayNext(state: MockState, key: EndpointKey, delayMs: number, times = 1): void {
  setFault(state, key, { delayMs, times });
}
