import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { classes, DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { Button } from '@/components/ui/button.tsx';
import { MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { cn } from '@/lib/cn.ts';
import { useOnline } from '@/lib/online-status.ts';
import { recentTickets, ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { CashOutDialog } from './cash-out-dialog.tsx';
import {
  DateTimeCell,
  FooterCell,
  FooterMoney,
  MoneyCell,
  TicketSummary,
  wideOnly,
} from './ticket-cells.tsx';
import { TicketDialog } from './ticket-dialog.tsx';
import { QueryTable, TicketsSection } from './tickets-section.tsx';

type T = ReturnType<typeof useTranslation<'tickets'>>['t'];

interface RowActions {
  /** Sell buttons shown (cash-out on); a cancelled ticket says so either way. */
  cashOut: boolean;
  /** The Sell / 'Ticket canceled' column is there at all. */
  withActions: boolean;
  /** Offline: Sell is off and points at the line that says why (issue 24). */
  offlineReason: string | null;
  onOpen: (ticket: Ticket) => void;
  onSell: (ticket: Ticket) => void;
}

const column = dataColumns<Ticket>();

function makeColumns(t: T, actions: RowActions) {
  return column.columns([
    column.accessor('ticketNumber', {
      header: t('pending.ticket'),
      sortFn: 'basic',
      cell: ({ row }) => {
        const ticket = row.original;
        return (
          <TicketSummary
            name={ticket.ticketName}
            date={ticket.date}
            number={
              <button
                type="button"
                className="w-fit rounded-sm font-semibold tabular-nums text-primary @max-md/data-table:text-xs underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  actions.onOpen(ticket);
                }}
                aria-label={t('pending.open', { number: ticket.ticketNumber })}
              >
                #{ticket.ticketNumber}
              </button>
            }
          />
        );
      },
    }),
    column.accessor('date', {
      header: t('pending.date'),
      sortFn: 'datetime',
      cell: (info) => <DateTimeCell iso={info.getValue()} />,
      meta: { className: wideOnly },
    }),
    column.accessor('amount', {
      header: t('pending.amount'),
      cell: (info) => <MoneyCell amount={info.getValue()} />,
      meta: { numeric: true },
    }),
    column.accessor('toWin', {
      header: t('pending.toWin'),
      cell: (info) => <MoneyCell amount={info.getValue()} />,
      meta: { numeric: true },
    }),
    ...(actions.withActions
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('pending.actions')}</span>,
            cell: ({ row }) => {
              const ticket = row.original;
              if (ticket.status === 'C') {
                return (
                  <span className="text-xs font-medium text-destructive">
                    {t('pending.canceled')}
                  </span>
                );
              }
              return (
                actions.cashOut && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-8 px-2.5 @max-md/data-table:px-1.5 @max-md/data-table:text-xs"
                    disabled={actions.offlineReason !== null}
                    aria-describedby={actions.offlineReason ?? undefined}
                    onClick={() => {
                      actions.onSell(ticket);
                    }}
                    aria-label={t('pending.sellLabel', { number: ticket.ticketNumber })}
                  >
                    {t('pending.sell')}
                  </Button>
                )
              );
            },
            meta: { className: 'text-right' },
          }),
        ]
      : []),
  ]);
}

function TicketsTable({
  titleId,
  tickets,
  cashOut,
  offlineReason,
  onOpen,
  onSell,
}: {
  titleId: string;
  tickets: Ticket[];
  cashOut: boolean;
  offlineReason: string | null;
  onOpen: (ticket: Ticket) => void;
  onSell: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('tickets');
  const withActions = cashOut || tickets.some((ticket) => ticket.status === 'C');
  const columns = useMemo(
    () => makeColumns(t, { cashOut, withActions, offlineReason, onOpen, onSell }),
    [t, cashOut, withActions, offlineReason, onOpen, onSell],
  );
  const total = (pick: (ticket: Ticket) => number) =>
    tickets.reduce((sum, ticket) => sum + pick(ticket), 0);
  return (
    <DataTable
      labelledBy={titleId}
      name={t('pending.title')}
      data={tickets}
      columns={columns}
      compact
      getRowId={(ticket) => String(ticket.ticketNumber)}
      footer={
        <tr>
          <th scope="row" className={cn(classes.td, classes.compactCell, 'text-left')}>
            {t('pending.count', { count: tickets.length })}
          </th>
          <FooterCell className={wideOnly} />
          <FooterMoney amount={total((ticket) => ticket.amount)} />
          <FooterMoney amount={total((ticket) => ticket.toWin)} />
          {withActions && <FooterCell />}
        </tr>
      }
    />
  );
}

/**
 * SPEC §2: the customer's pending tickets (GET /ticket over the history the account keeps) with
 * their count and total, newest first as the server sends them and sortable by number, date,
 * amount and to win. A ticket number opens the ticket; Sell opens the cash-out dialog, only with
 * cash-out on (SPEC §6), and a cancelled ticket shows 'Ticket canceled' instead (SPEC §4). Offline,
 * Sell is off and says why (issue 24).
 */
export function PendingTickets({ cashOut }: { cashOut: boolean }) {
  const { t } = useTranslation('tickets');
  const query = useQuery(ticketQueries.list(recentTickets('pending')));
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const [selling, setSelling] = useState<number | null>(null);
  const sell = useCallback((ticket: Ticket) => {
    setSelling(ticket.ticketNumber);
  }, []);
  const online = useOnline();
  const offlineId = useId();
  const offlineReason = cashOut && !online ? offlineId : null;
  return (
    <TicketsSection title={t('pending.title')}>
      {(titleId) => (
        <>
          {offlineReason !== null && (
            <MoneyCallProgress id={offlineReason} phase={null} sending="" offline />
          )}
          <QueryTable
            query={query}
            texts={{
              loading: t('pending.loading'),
              error: t('pending.error'),
              empty: t('pending.empty'),
            }}
          >
            {(tickets) => (
              <TicketsTable
                titleId={titleId}
                tickets={tickets}
                cashOut={cashOut}
                offlineReason={offlineReason}
                onOpen={setViewing}
                onSell={sell}
              />
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
          {cashOut && selling !== null && (
            <CashOutDialog
              ticketNumber={selling}
              open
              onOpenChange={(open) => {
                if (!open) setSelling(null);
              }}
            />
          )}
        </>
      )}
    </TicketsSection>
  );
}
