import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { DayRange } from './day.ts';
import {
  narrowsTickets,
  readTicketFilters,
  type StatusFilter,
  type TicketFilters,
} from './ticket-filters.ts';

type Param = 'status' | 'from' | 'to' | 'team';

export interface TicketFiltersState {
  filters: TicketFilters;
  /** Status or team narrow the list, or the dates differ from the page's one day. */
  active: boolean;
  /** ?from= or ?to= widen or move the page's one day. */
  ranged: boolean;
  setStatus: (status: StatusFilter) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  setTeam: (team: string) => void;
  clear: () => void;
  /**
   * The team field keeps what is typed itself (the URL follows a transition behind) and starts
   * again from the URL when this changes: after Back, Forward or Clear filters.
   */
  teamFieldKey: number;
}

/**
 * The ticket filters live in the URL (?status=, ?from=, ?to=, ?team=), so a link shares them and
 * Back undoes them: each change is a history entry, except further keystrokes in the team field,
 * which replace the entry their first keystroke added.
 */
export function useTicketFilters(range: DayRange): TicketFiltersState {
  const [search, setSearch] = useSearchParams();
  const filters = readTicketFilters(search, range);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [teamFieldKey, setTeamFieldKey] = useState(0);
  // Set by Clear filters: the field restarts once the cleared URL has arrived.
  const clearing = useRef(false);
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !clearing.current) return;
    clearing.current = false;
    setTeamFieldKey((previous) => previous + 1);
  }, [location.key, navigationType]);

  const update = (change: Partial<Record<Param, string>>, replace = false) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  };

  const ranged = search.has('from') || search.has('to');
  return {
    filters,
    active: narrowsTickets(filters) || ranged,
    ranged,
    setStatus: (status) => {
      update({ status: status === 'all' ? '' : status });
    },
    // Both ends are written, so the range stays the one the bettor sees when the page's day moves.
    setFrom: (day) => {
      if (day) update({ from: day, to: filters.to });
    },
    setTo: (day) => {
      if (day) update({ from: filters.from, to: day });
    },
    setTeam: (team) => {
      update({ team }, filters.team !== '');
    },
    clear: () => {
      clearing.current = true;
      update({ status: '', from: '', to: '', team: '' });
    },
    teamFieldKey,
  };
}
