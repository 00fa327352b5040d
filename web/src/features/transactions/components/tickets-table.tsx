import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SplitIcon } from 'lucide-react';
import type { SortingState } from '@tanstack/react-table';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import {
  dateColumn,
  moneyColumn,
  TicketNumberButton,
} from '@/components/data-table/ticket-cells.tsx';

const column = dataColumns<Ticket>();

type T = ReturnType<typeof useTranslation<'transactions'>>['t'];

/** Columns change with the texts' language only (`onOpen` is a state setter). */
function useTicketColumns(onOpen: (ticket: Ticket) => void) {
  const { t } = useTranslation('transactions');
  return useMemo(() => makeColumns(t, onOpen), [t, onOpen]);
}

function makeColumns(t: T, onOpen: (ticket: Ticket) => void) {
  return column.columns([
    column.accessor('ticketNumber', {
      header: t('tickets.ticket'),
      sortFn: 'basic',
      cell: ({ row }) => {
        const ticket = row.original;
        return (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <TicketNumberButton
              number={ticket.ticketNumber}
              label={t('tickets.open', { number: ticket.ticketNumber })}
              onOpen={() => {
                onOpen(ticket);
              }}
            />
            <span className="text-xs text-muted-foreground">
              {t('tickets.items', { count: ticket.items.length })}
            </span>
            {ticket.hasIf && (
              <SplitIcon
                role="img"
                aria-label={t('tickets.ifBet')}
                className="size-4 text-muted-foreground"
              >
                <title>{t('tickets.ifBet')}</title>
              </SplitIcon>
            )}
          </div>
        );
      },
    }),
    column.accessor('date', {
      header: t('tickets.date'),
      sortFn: 'basic',
      ...dateColumn,
    }),
    column.accessor('amount', { header: t('tickets.amount'), ...moneyColumn }),
    column.accessor('toPaid', { header: t('tickets.toPaid'), ...moneyColumn }),
  ]);
}

/** Newest first until a header is chosen. */
export const TICKETS_ORDER: SortingState = [{ id: 'date', desc: true }];

/** A day's tickets, newest first, sortable by number, date, amount and what each pays. */
export function TicketsTable({
  titleId,
  name,
  tickets,
  onOpen,
  sorting,
  onSortingChange,
}: {
  titleId: string;
  name: string;
  tickets: Ticket[];
  onOpen: (ticket: Ticket) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}) {
  const columns = useTicketColumns(onOpen);
  return (
    <DataTable
      labelledBy={titleId}
      name={name}
      data={tickets}
      columns={columns}
      getRowId={(ticket) => String(ticket.ticketNumber)}
      sorting={sorting}
      onSortingChange={onSortingChange}
    />
  );
}
