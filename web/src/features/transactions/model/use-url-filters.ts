import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useLatestSearchParams } from '@/lib/use-latest-search-params.ts';
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
  // Changes build on the last one asked for (a date, then a status, on a busy phone keeps both).
  const urlSearch = useLatestSearchParams();
  const search = urlSearch.shown;
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

  const update = (change: Readonly<Record<string, string>>, replace = false) => {
    urlSearch.set(
      (latest) => {
        for (const [key, value] of Object.entries(change)) {
          if (value) latest.set(key, value);
          else latest.delete(key);
        }
        return latest;
      },
      { replace },
    );
  };
  const current = urlSearch.latest;

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
