import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { pendingStake } from '@sportsbook/contracts/rules/pending-stake';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { classes, DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { Button } from '@/components/ui/button.tsx';
import { MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { cn } from '@/lib/cn.ts';
import { useOnline } from '@/lib/online-status.ts';
import { recentTickets, ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { ticketKind } from '@/components/sports/api-words.ts';
import { CashOutDialog } from './cash-out-dialog.tsx';
import {
  dateColumn,
  FooterCell,
  FooterMoney,
  moneyColumn,
  TicketNumberButton,
  TicketSummary,
  wideOnly,
} from '@/components/data-table/ticket-cells.tsx';
import { ViewedTicketDialog } from './ticket-dialog.tsx';
import {
  QueryTable,
  TicketsSection,
  tableTexts,
} from '@/components/data-table/tickets-section.tsx';

type T = ReturnType<typeof useTranslation<'tickets'>>['t'];

/**
 * What the row's button says: 'Sell' in the tickets view (SPEC §2 Tickets and cashier view),
 * 'Cash Out' on the account page (SPEC §2 Account page). Either opens TICKET SALES.
 */
export type SellAction = 'sell' | 'cashOut';

const ACTION_TEXTS = {
  sell: { header: 'pending.actions', text: 'pending.sell', label: 'pending.sellLabel' },
  cashOut: { header: 'pending.cashOut', text: 'pending.cashOut', label: 'pending.cashOutLabel' },
} as const;

interface RowActions {
  /** Sell buttons shown (cash-out on); a cancelled ticket says so either way. */
  cashOut: boolean;
  action: SellAction;
  /** The Sell / 'Ticket canceled' column is there at all. */
  withActions: boolean;
  /** Offline: Sell is off and points at the line that says why (issue 24). */
  offlineReason: string | null;
  onOpen: (ticket: Ticket) => void;
  onSell: (ticket: Ticket) => void;
}

const column = dataColumns<Ticket>();

function makeColumns(t: T, actions: RowActions) {
  const texts = ACTION_TEXTS[actions.action];
  return column.columns([
    column.accessor('ticketNumber', {
      header: t('pending.ticket'),
      sortFn: 'basic',
      cell: ({ row }) => {
        const ticket = row.original;
        return (
          <TicketSummary
            name={ticketKind(t, ticket.ticketName)}
            date={ticket.date}
            number={
              <TicketNumberButton
                number={ticket.ticketNumber}
                label={t('pending.open', { number: ticket.ticketNumber })}
                onOpen={() => {
                  actions.onOpen(ticket);
                }}
                className="w-fit @max-md/data-table:text-xs"
              />
            }
          />
        );
      },
    }),
    column.accessor('date', {
      header: t('pending.date'),
      sortFn: 'datetime',
      ...dateColumn,
      meta: { className: wideOnly },
    }),
    column.accessor('amount', { header: t('pending.amount'), ...moneyColumn }),
    column.accessor('toWin', { header: t('pending.toWin'), ...moneyColumn }),
    ...(actions.withActions
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t(texts.header)}</span>,
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
                    aria-label={t(texts.label, { number: ticket.ticketNumber })}
                  >
                    {t(texts.text)}
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
  action,
  offlineReason,
  onOpen,
  onSell,
}: {
  titleId: string;
  tickets: Ticket[];
  cashOut: boolean;
  action: SellAction;
  offlineReason: string | null;
  onOpen: (ticket: Ticket) => void;
  onSell: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('tickets');
  const withActions = cashOut || tickets.some((ticket) => ticket.status === 'C');
  const columns = useMemo(
    () => makeColumns(t, { cashOut, action, withActions, offlineReason, onOpen, onSell }),
    [t, cashOut, action, withActions, offlineReason, onOpen, onSell],
  );
  // A cancelled ticket stays listed as 'Ticket canceled' but is at stake no more (decision 171).
  const total = pendingStake(tickets);
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
            {t('pending.count', { count: total.count })}
          </th>
          <FooterCell className={wideOnly} />
          <FooterMoney amount={total.amount} />
          <FooterMoney amount={total.toWin} />
          {withActions && <FooterCell />}
        </tr>
      }
    />
  );
}

/**
 * SPEC §2: the customer's pending tickets (GET /ticket over the history the account keeps: the
 * user's maxHistoryDays, default 60) with their count and total, newest first as the server sends
 * them and sortable by number, date, amount and to win. A ticket number opens the ticket; Sell
 * (Cash Out on the account page) opens the cash-out dialog, only with cash-out on (SPEC §6), and a
 * cancelled ticket shows 'Ticket canceled' instead (SPEC §4). Offline, Sell is off and says why
 * (issue 24).
 */
export function PendingTickets({
  cashOut,
  action = 'sell',
}: {
  cashOut: boolean;
  action?: SellAction;
}) {
  const { t } = useTranslation('tickets');
  const historyDays = useSession()?.user.settingUI.maxHistoryDays;
  const query = useQuery(ticketQueries.list(recentTickets('pending', historyDays)));
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
            <MoneyCallProgress id={offlineReason} call={{ phase: null, offline: true }} />
          )}
          <QueryTable query={query} texts={tableTexts(t, 'pending')}>
            {(tickets) => (
              <TicketsTable
                titleId={titleId}
                tickets={tickets}
                cashOut={cashOut}
                action={action}
                offlineReason={offlineReason}
                onOpen={setViewing}
                onSell={sell}
              />
            )}
          </QueryTable>
          <ViewedTicketDialog
            ticket={viewing}
            onClose={() => {
              setViewing(null);
            }}
          />
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
