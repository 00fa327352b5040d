import type { Scenario } from '../db/state.ts';

/**
 * Hub faults the control API can put on (e2e/tests/hub): every negotiate refused with a 503 (the
 * client's retry policy runs), or with a 401 (the client logs the user out); pushes delayed and
 * duplicated (`delayMs`, `copies` on POST /__mock/hub/push).
 */
export type HubNegotiateMode = Scenario['hubNegotiate'];

export const HUB_NEGOTIATE_MODES = ['accept', 'refuse', 'unauthorized'] as const;

/** What a negotiate answers instead of a connection under the scenario, or null to negotiate. */
export function negotiateFault(
  scenario: Pick<Scenario, 'hubNegotiate'>,
): { status: 401 | 503; message: string } | null {
  switch (scenario.hubNegotiate) {
    case 'refuse':
      return { status: 503, message: 'The notification hub refuses connections (mock scenario).' };
    case 'unauthorized':
      return { status: 401, message: 'A valid access token is required to connect to the hub.' };
    case 'accept':
      return null;
  }
}

export interface PushFaults {
  /** Wait this long before pushing (the answer then reports what was scheduled). */
  delayMs?: number | undefined;
  /** Push the same event this many times in a row. */
  copies?: number | undefined;
}

/**
 * Runs `send` (one push; returns how many connections it reached) `copies` times, now or after
 * `delayMs`; a delayed push is dropped when `current` says its world is gone (a reset since).
 */
export function pushWithFaults(
  faults: PushFaults,
  send: () => number,
  current: () => boolean = () => true,
): { delivered: number } | { scheduled: number; delayMs: number } {
  const copies = faults.copies ?? 1;
  const sendAll = () => {
    let delivered = 0;
    for (let copy = 0; copy < copies; copy += 1) delivered += send();
    return delivered;
  };
  const delayMs = faults.delayMs ?? 0;
  if (delayMs === 0) return { delivered: sendAll() };
  setTimeout(() => {
    if (current()) sendAll();
  }, delayMs).unref();
  return { scheduled: copies, delayMs };
}
