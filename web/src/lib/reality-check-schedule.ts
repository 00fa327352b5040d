import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { LOCAL_KEYS, readStored, SESSION_KEYS, userKey, writeStored } from './storage.ts';
import { createListeners } from './listeners.ts';

/** The intervals a user may choose in the user menu, in minutes (issue 25); 60 unless chosen. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

const MINUTE_MS = 60_000;
const MinutesSchema = z
  .number()
  .refine((value): value is RealityCheckMinutes =>
    REALITY_CHECK_MINUTES.some((minutes) => minutes === value),
  );
const InstantSchema = z.number().int().positive();

const { subscribe, notify } = createListeners();

/** The user's interval, kept in local storage on this browser. */
export function readRealityCheckMinutes(userName: string): RealityCheckMinutes {
  return (
    readStored(localStorage, userKey(LOCAL_KEYS.realityCheckMinutes, userName), MinutesSchema) ??
    DEFAULT_REALITY_CHECK_MINUTES
  );
}

/** When this session's reality check was last answered, or its interval last changed. */
export const readRealityCheckSeenAt = (): number | null =>
  readStored(sessionStorage, SESSION_KEYS.realityCheckSeenAt, InstantSchema);

/** The user answered the reality check (Continue): the next one comes an interval later. */
export function markRealityCheckSeen(at: number = Date.now()): void {
  writeStored(sessionStorage, SESSION_KEYS.realityCheckSeenAt, at);
  notify();
}

/**
 * A new interval. The count restarts now, so a shorter interval never brings a check at once for
 * the time already spent (decision 120).
 */
export function setRealityCheckMinutes(
  userName: string,
  minutes: RealityCheckMinutes,
  at: number = Date.now(),
): void {
  writeStored(localStorage, userKey(LOCAL_KEYS.realityCheckMinutes, userName), minutes);
  markRealityCheckSeen(at);
}

/**
 * When the next reality check is due (epoch ms): the first whole interval after login that is later
 * than the last answer. Every N minutes of the session, so the checks stay on the session's clock.
 */
export function nextRealityCheck({
  loginAt,
  seenAt,
  minutes,
}: {
  loginAt: number;
  seenAt: number | null;
  minutes: number;
}): number {
  const interval = minutes * MINUTE_MS;
  const since = Math.max(0, (seenAt ?? loginAt) - loginAt);
  return loginAt + (Math.floor(since / interval) + 1) * interval;
}

/** Whole minutes from `loginAt` to `now`. */
export const minutesSince = (loginAt: number, now: number = Date.now()): number =>
  Math.max(0, Math.floor((now - loginAt) / MINUTE_MS));

/** The user's interval, following the user menu's changes. */
export function useRealityCheckMinutes(userName: string | undefined): RealityCheckMinutes {
  // The build's prerendered frame has no user (decision 159): the default.
  return useSyncExternalStore(
    subscribe,
    () => (userName ? readRealityCheckMinutes(userName) : DEFAULT_REALITY_CHECK_MINUTES),
    () => DEFAULT_REALITY_CHECK_MINUTES,
  );
}

/** When this session's check was last answered, following answers and interval changes. */
export const useRealityCheckSeenAt = (): number | null =>
  useSyncExternalStore(subscribe, readRealityCheckSeenAt, () => null);
