import { describe, expect, it } from 'vitest';
import {
  markRealityCheckSeen,
  minutesSince,
  nextRealityCheck,
  readRealityCheckMinutes,
  readRealityCheckSeenAt,
  setRealityCheckMinutes,
} from './reality-check-schedule.ts';

const MINUTE = 60_000;
const loginAt = Date.UTC(2026, 10, 26, 9, 0);

describe('the reality check clock (issue 25)', () => {
  it('comes every interval of the session, counted from login', () => {
    expect(nextRealityCheck({ loginAt, seenAt: null, minutes: 60 })).toBe(loginAt + 60 * MINUTE);
    // Answered at 61 minutes: the next at 120, not at 121.
    expect(nextRealityCheck({ loginAt, seenAt: loginAt + 61 * MINUTE, minutes: 60 })).toBe(
      loginAt + 120 * MINUTE,
    );
    // Answered exactly at 60: the next at 120.
    expect(nextRealityCheck({ loginAt, seenAt: loginAt + 60 * MINUTE, minutes: 60 })).toBe(
      loginAt + 120 * MINUTE,
    );
    expect(nextRealityCheck({ loginAt, seenAt: loginAt + 16 * MINUTE, minutes: 15 })).toBe(
      loginAt + 30 * MINUTE,
    );
  });

  it('counts whole minutes since login', () => {
    expect(minutesSince(loginAt, loginAt + 61 * MINUTE + 59_000)).toBe(61);
    expect(minutesSince(loginAt, loginAt - 5_000)).toBe(0);
  });

  it('keeps the interval per user in local storage: 60 unless one of 15, 30, 60, 120 is chosen', () => {
    expect(readRealityCheckMinutes('demo')).toBe(60);
    setRealityCheckMinutes('demo', 15, loginAt + 40 * MINUTE);
    expect(readRealityCheckMinutes('demo')).toBe(15);
    expect(readRealityCheckMinutes('basic')).toBe(60);
    expect(localStorage.getItem('realityCheckMinutes:demo')).toBe('15');

    localStorage.setItem('realityCheckMinutes:basic', '7');
    expect(readRealityCheckMinutes('basic')).toBe(60);
  });

  it('restarts the count when the interval changes, so a shorter one does not fire at once', () => {
    setRealityCheckMinutes('demo', 15, loginAt + 40 * MINUTE);
    const seenAt = readRealityCheckSeenAt();
    expect(seenAt).toBe(loginAt + 40 * MINUTE);
    expect(nextRealityCheck({ loginAt, seenAt, minutes: 15 })).toBe(loginAt + 45 * MINUTE);
  });

  it('keeps the last answer with the session (session storage)', () => {
    markRealityCheckSeen(loginAt + 60 * MINUTE);
    expect(sessionStorage.getItem('realityCheckSeenAt')).toBe(String(loginAt + 60 * MINUTE));
    expect(readRealityCheckSeenAt()).toBe(loginAt + 60 * MINUTE);
  });
});
