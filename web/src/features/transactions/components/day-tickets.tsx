import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { ViewedTicketDialog } from '@/features/tickets/components/ticket-dialog.tsx';
import {
  QueryTable,
  TableEmpty,
  TicketsSection,
  tableTexts,
} from '@/components/data-table/tickets-section.tsx';
import { toCsv } from '../model/csv.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { dayBounds, type DayRange } from '../model/day.ts';
import { filterTickets } from '../model/ticket-filters.ts';
import { summariseTickets } from '../model/ticket-summary.ts';
import { useTicketFilters } from '../model/use-ticket-filters.ts';
import { sortTickets, ticketCsvColumns } from '../model/ticket-export.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { NoMatch } from './no-match.tsx';
import { TicketFilters } from './ticket-filter-bar.tsx';
import { TicketSummaryBoxes } from './ticket-summary-boxes.tsx';
import { TICKETS_ORDER, TicketsTable } from './tickets-table.tsx';

/**
 * SPEC §2 Transactions page, tickets: every ticket placed on the day (GET /ticket, state all, over
 * the bettor's local day), its summary boxes and a sortable table; a ticket number opens the ticket.
 * Issue 25's filters narrow what that read returns (status, team) or widen the days it asks for
 * (from / to, inside the history the account keeps); the boxes, the table and the CSV follow them.
 */
export function DayTickets({ range }: { range: DayRange }) {
  const { t } = useTranslation('transactions');
  const filterState = useTicketFilters(range);
  const { filters } = filterState;
  const query = useQuery(
    ticketQueries.list({
      date: dayBounds(filters.from).start,
      dateTo: dayBounds(filters.to).end,
      state: 'all',
    }),
  );
  // The days are in the query's key already; status and team are what filter its rows.
  const { status, team } = filters;
  const shown = useMemo(
    () => query.data && filterTickets(query.data, { status, team }),
    [query.data, status, team],
  );
  const [sorting, setSorting] = useState<SortingState>(TICKETS_ORDER);
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const title = filters.from === filters.to ? t('tickets.title') : t('tickets.rangeTitle');
  const csv = (rows: Ticket[]) => () =>
    toCsv(
      ticketCsvColumns((column) => t(`tickets.${column}`)),
      sortTickets(rows, sorting),
    );
  return (
    <>
      <TicketFilters state={filterState} range={range} />
      <TicketsSection
        title={title}
        actions={shown && shown.length > 0 && <ExportCsvButton prefix="tickets" csv={csv(shown)} />}
      >
        {(titleId) => (
          <>
            {shown && <TicketSummaryBoxes summary={summariseTickets(shown)} />}
            {shown?.length === 0 && filterState.active ? (
              <NoMatch text={t('filters.noMatch')} onClear={filterState.clear} />
            ) : shown ? (
              shown.length === 0 ? (
                <TableEmpty>{t('tickets.empty')}</TableEmpty>
              ) : (
                <TicketsTable
                  titleId={titleId}
                  name={title}
                  tickets={shown}
                  onOpen={setViewing}
                  sorting={sorting}
                  onSortingChange={setSorting}
                />
              )
            ) : (
              <QueryTable query={query} texts={tableTexts(t, 'tickets')}>
                {() => null}
              </QueryTable>
            )}
            <ViewedTicketDialog
              ticket={viewing}
              onClose={() => {
                setViewing(null);
              }}
            />
          </>
        )}
      </TicketsSection>
    </>
  );
}
