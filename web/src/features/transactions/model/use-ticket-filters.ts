import type { DayRange } from './day.ts';
import {
  narrowsTickets,
  readStatus,
  type StatusFilter,
  type TicketFilters,
} from './ticket-filters.ts';
import { listFilters, useUrlFilters, type ListFilters } from './use-url-filters.ts';

export interface TicketFiltersState extends ListFilters<TicketFilters> {
  setStatus: (status: StatusFilter) => void;
  setTeam: (team: string) => void;
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
    ...listFilters(url, filters, narrowsTickets(filters), ['status', 'from', 'to', 'team']),
    setStatus: (status) => {
      url.update({ status: status === 'all' ? '' : status });
    },
    setTeam: (team) => {
      url.setText('team', team);
    },
  };
}
