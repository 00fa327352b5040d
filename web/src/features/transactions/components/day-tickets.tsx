import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { TicketDialog } from '@/components/tickets/ticket-dialog.tsx';
import { QueryTable, TicketsSection } from '@/components/tickets/tickets-section.tsx';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { dayBounds } from '../model/day.ts';
import { summariseTickets } from '../model/ticket-summary.ts';
import { TicketSummaryBoxes } from './ticket-summary.tsx';
import { TicketsTable } from './tickets-table.tsx';

/**
 * SPEC §2 Transactions page, tickets: every ticket placed on the day (GET /ticket, state all, over
 * the bettor's local day), its summary boxes and a sortable table; a ticket number opens the ticket.
 */
export function DayTickets({ day }: { day: string }) {
  const { t } = useTranslation('transactions');
  const { start, end } = dayBounds(day);
  const query = useQuery(ticketQueries.list({ date: start, dateTo: end, state: 'all' }));
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const title = t('tickets.title');
  return (
    <TicketsSection title={title}>
      {(titleId) => (
        <>
          {query.data && <TicketSummaryBoxes summary={summariseTickets(query.data)} />}
          <QueryTable
            query={query}
            texts={{
              loading: t('tickets.loading'),
              error: t('tickets.error'),
              empty: t('tickets.empty'),
            }}
          >
            {(tickets) => (
              <TicketsTable titleId={titleId} name={title} tickets={tickets} onOpen={setViewing} />
            )}
          </QueryTable>
          {viewing && (
            <TicketDialog
              ticketNumber={viewing.ticketNumber}
              ticket={viewing}
              open
              onOpenChange={(open) => {
                if (!open) setViewing(null);
              }}
            />
          )}
        </>
      )}
    </TicketsSection>
  );
}
