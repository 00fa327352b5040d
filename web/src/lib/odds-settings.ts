import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  formatOdds,
  isAmericanPrice,
  ODDS_FORMATS,
  type OddsFormat,
} from '@sportsbook/contracts/rules/odds';
import { LOCAL_KEYS, readStored, userKey, writeStored } from './storage.ts';
import { createListeners } from './listeners.ts';

/** What the slip does when a price moves (issue 25); 'ask' is the spec's behaviour and the default. */
export const ODDS_CHANGE_POLICIES = ['ask', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export const DEFAULT_ODDS_FORMAT: OddsFormat = 'american';
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'ask';

const FormatSchema = z.enum(ODDS_FORMATS);
const PolicySchema = z.enum(ODDS_CHANGE_POLICIES);

const settings = createListeners();
const { notify } = settings;
const subscribe = (listener: () => void) => {
  const unsubscribe = settings.subscribe(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
};

export const readOddsFormat = (): OddsFormat =>
  readStored(localStorage, LOCAL_KEYS.oddsFormat, FormatSchema) ?? DEFAULT_ODDS_FORMAT;

export function setOddsFormat(format: OddsFormat): void {
  writeStored(localStorage, LOCAL_KEYS.oddsFormat, JSON.stringify(format));
  notify();
}

export const readOddsChangePolicy = (userName: string): OddsChangePolicy =>
  readStored(localStorage, userKey(LOCAL_KEYS.oddsChanges, userName), PolicySchema) ??
  DEFAULT_ODDS_CHANGE_POLICY;

export function setOddsChangePolicy(userName: string, policy: OddsChangePolicy): void {
  writeStored(localStorage, userKey(LOCAL_KEYS.oddsChanges, userName), JSON.stringify(policy));
  notify();
}

/** The chosen odds format; every price re-renders when it changes. */
export const useOddsFormat = (): OddsFormat =>
  useSyncExternalStore(subscribe, readOddsFormat, () => DEFAULT_ODDS_FORMAT);

/** The user's choice of what the slip does when a price moves ('ask' when logged out). */
export function useOddsChangePolicy(userName: string | undefined): OddsChangePolicy {
  const read = useCallback(
    () => (userName ? readOddsChangePolicy(userName) : DEFAULT_ODDS_CHANGE_POLICY),
    [userName],
  );
  return useSyncExternalStore(subscribe, read, () => DEFAULT_ODDS_CHANGE_POLICY);
}

const AMERICAN_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A price that arrives as text inside a display ('-110' of '+5.5 (-110)') in the chosen format;
 * text that is no American price (a label, 'EV') stays as it is.
 */
export function formatPriceText(text: string, format: OddsFormat): string {
  const trimmed = text.trim();
  if (format === 'american' || !AMERICAN_TEXT.test(trimmed)) return text;
  const price = Number(trimmed);
  return isAmericanPrice(price) ? formatOdds(price, format) : text;
}

/**
 * A formatter for prices in the chosen format: `const price = usePriceFormat(); price(-110)`. A
 * number that is no American price (the contract's integer allows one) is shown as it came, as
 * formatPriceText does, rather than thrown at in render (issue 36).
 */
export function usePriceFormat(): (price: number) => string {
  const format = useOddsFormat();
  return useCallback(
    (price: number) => (isAmericanPrice(price) ? formatOdds(price, format) : String(price)),
    [format],
  );
}
