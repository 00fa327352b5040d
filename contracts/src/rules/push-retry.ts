import {
  PUSH_CLOSE_RETRIES,
  PUSH_CLOSE_RETRY_DELAY_MS,
  PUSH_RECONNECT_BASE_MS,
  PUSH_RECONNECT_MAX_MS,
  PUSH_RECONNECT_MAX_PREVIOUS_RETRIES,
} from './constants.ts';

function assertRetryCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`Not a retry count: ${count}`);
  }
}

// Shaped like SignalR's IRetryPolicy.nextRetryDelayInMilliseconds: null means stop reconnecting.
// "Stops after more than 3 attempts" is read as: once previousRetryCount exceeds 3, give up, so
// attempts 0..3 wait 1, 2, 4 and 8 s. The 30 s cap holds if the attempt limit is ever raised.
export function reconnectDelayMs(previousRetryCount: number): number | null {
  assertRetryCount(previousRetryCount);
  if (previousRetryCount > PUSH_RECONNECT_MAX_PREVIOUS_RETRIES) return null;
  return Math.min(PUSH_RECONNECT_BASE_MS * 2 ** previousRetryCount, PUSH_RECONNECT_MAX_MS);
}

// After the connection closes for good: up to 3 fresh starts, 5 s apart, then give up silently.
export function closeRetryDelayMs(previousRetries: number): number | null {
  assertRetryCount(previousRetries);
  return previousRetries < PUSH_CLOSE_RETRIES ? PUSH_CLOSE_RETRY_DELAY_MS : null;
}
