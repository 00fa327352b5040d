import { describe, expect, it } from 'vitest';
import { closeRetryDelayMs, reconnectDelayMs } from './push-retry.ts';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2, 3].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops after more than 3 attempts', () => {
    expect(reconnectDelayMs(4)).toBeNull();
    expect(reconnectDelayMs(10)).toBeNull();
  });

  it('never waits more than 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5].map(reconnectDelayMs);
    for (const delay of delays) {
      if (delay !== null) expect(delay).toBeLessThanOrEqual(30_000);
    }
  });

  it('rejects a count that is not a whole non-negative number', () => {
    expect(() => reconnectDelayMs(-1)).toThrow(RangeError);
    expect(() => reconnectDelayMs(1.5)).toThrow(RangeError);
  });
});

describe('closeRetryDelayMs', () => {
  it('retries 3 times, 5 s apart, then gives up', () => {
    expect([0, 1, 2, 3].map(closeRetryDelayMs)).toEqual([5000, 5000, 5000, null]);
  });

  it('rejects a negative count', () => {
    expect(() => closeRetryDelayMs(-1)).toThrow(RangeError);
  });
});
