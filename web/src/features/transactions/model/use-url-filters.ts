import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { readDays, type DayRange } from './day.ts';

export interface UrlFilters {
  search: URLSearchParams;
  /** The days listed: ?from= / ?to=, else the page's ?date= day for both (in the range). */
  days: { from: string; to: string };
  /** ?from= or ?to= widen or move the page's one day. */
  ranged: boolean;
  /** Sets (or, empty, removes) parameters as a new history entry, or replacing the current one. */
  update: (change: Readonly<Record<string, string>>, replace?: boolean) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  /** A text field's parameter: its first keystroke adds an entry, the next ones replace it. */
  setText: (param: string, text: string) => void;
  /** Removes the parameters; the text field restarts from the URL. */
  clear: (params: readonly string[]) => void;
  /**
   * The text field keeps what is typed itself (the URL follows a transition behind) and starts
   * again from the URL when this changes: after Back, Forward or Clear filters.
   */
  fieldKey: number;
}

/**
 * Filters kept in the URL, so a link shares them and Back undoes them (decisions 122 and 123):
 * each change is a history entry, except further keystrokes in a text field. The ticket history
 * and the deposit / withdraw table build on it.
 */
export function useUrlFilters(range: DayRange): UrlFilters {
  const [search, setSearch] = useSearchParams();
  const days = readDays(search, range);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [fieldKey, setFieldKey] = useState(0);
  // Set by Clear filters: the field restarts once the cleared URL has arrived.
  const clearing = useRef(false);
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !clearing.current) return;
    clearing.current = false;
    setFieldKey((previous) => previous + 1);
  }, [location.key, navigationType]);

  // react-router applies a URL change in a transition, and its `previous` is the URL this screen
  // last showed: a second change made before the first arrives (a date, then a status, on a busy
  // phone) would build on the old URL and drop the first. Changes build on the last one asked for
  // until the screen shows it, or until Back or Forward moves elsewhere.
  const asked = useRef<URLSearchParams | null>(null);
  const shown = search.toString();
  useEffect(() => {
    if (navigationType === NavigationType.Pop || asked.current?.toString() === shown)
      asked.current = null;
  }, [shown, navigationType, location.key]);
  const current = () => asked.current ?? search;

  const update = (change: Readonly<Record<string, string>>, replace = false) => {
    const next = new URLSearchParams(current());
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    asked.current = next;
    setSearch(next, { replace });
  };

  return {
    search,
    days,
    ranged: search.has('from') || search.has('to'),
    update,
    // Both ends are written, so the range stays the one the bettor sees when the page's day moves.
    setFrom: (day) => {
      if (day) update({ from: day, to: readDays(current(), range).to });
    },
    setTo: (day) => {
      if (day) update({ from: readDays(current(), range).from, to: day });
    },
    setText: (param, text) => {
      update({ [param]: text }, (current().get(param) ?? '') !== '');
    },
    clear: (params) => {
      clearing.current = true;
      update(Object.fromEntries(params.map((param) => [param, ''])));
    },
    fieldKey,
  };
}

/** What a list's filters give its filter bar and its table: the ticket history's, the money's. */
export interface ListFilters<F> {
  filters: F;
  /** A filter narrows the list, or the dates differ from the page's one day. */
  active: boolean;
  /** ?from= or ?to= widen or move the page's one day. */
  ranged: boolean;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  /** Removes the list's own filters; a choice the SPEC puts on the page stays. */
  clear: () => void;
  /** The text field restarts from the URL when this changes (UrlFilters' fieldKey). */
  fieldKey: number;
}

/** A list's filters over the URL's: `narrows` when its own filters narrow it, `params` its own. */
export const listFilters = <F>(
  url: UrlFilters,
  filters: F,
  narrows: boolean,
  params: readonly string[],
): ListFilters<F> => ({
  filters,
  active: narrows || url.ranged,
  ranged: url.ranged,
  setFrom: url.setFrom,
  setTo: url.setTo,
  clear: () => {
    url.clear(params);
  },
  fieldKey: url.fieldKey,
});
