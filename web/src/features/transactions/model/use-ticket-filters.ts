import type { DayRange } from './day.ts';
import {
  narrowsTickets,
  readStatus,
  type StatusFilter,
  type TicketFilters,
} from './ticket-filters.ts';
import { useUrlFilters } from './use-url-filters.ts';

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
  /** The team field restarts from the URL when this changes (useUrlFilters' fieldKey). */
  teamFieldKey: number;
}

/** The ticket filters in the URL: ?status=, ?from=, ?to=, ?team= (decision 122). */
export function useTicketFilters(range: DayRange): TicketFiltersState {
  const url = useUrlFilters(range);
  const filters: TicketFilters = {
    status: readStatus(url.search.get('status')),
    ...url.days,
    team: url.search.get('team') ?? '',
  };
  return {
    filters,
    active: narrowsTickets(filters) || url.ranged,
    ranged: url.ranged,
    setStatus: (status) => {
      url.update({ status: status === 'all' ? '' : status });
    },
    setFrom: url.setFrom,
    setTo: url.setTo,
    setTeam: (team) => {
      url.setText('team', team);
    },
    clear: () => {
      url.clear(['status', 'from', 'to', 'team']);
    },
    teamFieldKey: url.fieldKey,
  };
}
