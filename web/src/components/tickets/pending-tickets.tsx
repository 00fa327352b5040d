import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { recentTickets, ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { CashOutDialog } from './cash-out-dialog.tsx';
import { Pager, usePage } from './pager.tsx';
import { TicketDialog } from './ticket-dialog.tsx';
import { QueryTable, tableClasses as c, TicketsSection } from './tickets-section.tsx';
import { useFormat } from '@/lib/use-format.ts';

interface RowActions {
  /** Sell buttons shown (cash-out on); a cancelled ticket says so either way. */
  cashOut: boolean;
  withActions: boolean;
  onOpen: (ticket: Ticket) => void;
  onSell: (ticket: Ticket) => void;
}

function TicketRow({ ticket, actions }: { ticket: Ticket; actions: RowActions }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const cancelled = ticket.status === 'C';
  return (
    <tr className={c.row}>
      <td className={c.td}>
        <div className="flex flex-col @md:flex-row @md:items-baseline @md:gap-3">
          <button
            type="button"
            className="w-fit rounded-sm font-semibold tabular-nums text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              actions.onOpen(ticket);
            }}
            aria-label={t('pending.open', { number: ticket.ticketNumber })}
          >
            #{ticket.ticketNumber}
          </button>
          <span className="text-xs font-medium @md:text-sm">{ticket.ticketName}</span>
          <time dateTime={ticket.date} className="text-xs text-muted-foreground">
            {format.dateTime(ticket.date)}
          </time>
        </div>
      </td>
      <td className={cn(c.td, c.number)}>{format.money(ticket.amount)}</td>
      <td className={cn(c.td, c.number)}>{format.money(ticket.toWin)}</td>
      {actions.withActions && (
        <td className={cn(c.td, 'text-right')}>
          {cancelled ? (
            <span className="text-xs font-medium text-destructive">{t('pending.canceled')}</span>
          ) : (
            actions.cashOut && (
              <Button
                size="sm"
                variant="outline"
                className="h-8 px-2.5"
                onClick={() => {
                  actions.onSell(ticket);
                }}
                aria-label={t('pending.sellLabel', { number: ticket.ticketNumber })}
              >
                {t('pending.sell')}
              </Button>
            )
          )}
        </td>
      )}
    </tr>
  );
}

function TicketsTable({
  titleId,
  tickets,
  actions,
}: {
  titleId: string;
  tickets: Ticket[];
  actions: Omit<RowActions, 'withActions'>;
}) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const paging = usePage(tickets);
  const withActions = actions.cashOut || tickets.some((ticket) => ticket.status === 'C');
  const total = (pick: (ticket: Ticket) => number) =>
    format.money(tickets.reduce((sum, ticket) => sum + pick(ticket), 0));
  return (
    <>
      <div className="overflow-x-auto rounded-md border bg-card">
        <table aria-labelledby={titleId} className={c.table}>
          <thead className={c.head}>
            <tr>
              <th scope="col" className={c.th}>
                {t('pending.ticket')}
              </th>
              <th scope="col" className={cn(c.th, 'text-right')}>
                {t('pending.amount')}
              </th>
              <th scope="col" className={cn(c.th, 'text-right')}>
                {t('pending.toWin')}
              </th>
              {withActions && (
                <th scope="col" className={c.th}>
                  <span className="sr-only">{t('pending.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((ticket) => (
              <TicketRow
                key={ticket.ticketNumber}
                ticket={ticket}
                actions={{ ...actions, withActions }}
              />
            ))}
          </tbody>
          <tfoot className={c.foot}>
            <tr>
              <th scope="row" className={cn(c.td, 'text-left')}>
                {t('pending.count', { count: tickets.length })}
              </th>
              <td className={cn(c.td, c.number)}>{total((ticket) => ticket.amount)}</td>
              <td className={cn(c.td, c.number)}>{total((ticket) => ticket.toWin)}</td>
              {withActions && <td className={c.td} />}
            </tr>
          </tfoot>
        </table>
      </div>
      <Pager table={t('pending.title')} {...paging} />
    </>
  );
}

/**
 * SPEC §2: the customer's pending tickets (GET /ticket over the history the account keeps) with
 * their count and total. A ticket number opens the ticket; Sell opens the cash-out dialog, only
 * with cash-out on (SPEC §6), and a cancelled ticket shows 'Ticket canceled' instead (SPEC §4).
 */
export function PendingTickets({ cashOut }: { cashOut: boolean }) {
  const { t } = useTranslation('tickets');
  const query = useQuery(ticketQueries.list(recentTickets('pending')));
  const [viewing, setViewing] = useState<Ticket | null>(null);
  const [selling, setSelling] = useState<number | null>(null);
  const sell = (ticket: Ticket) => {
    setSelling(ticket.ticketNumber);
  };
  return (
    <TicketsSection title={t('pending.title')}>
      {(titleId) => (
        <>
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
                actions={{ cashOut, onOpen: setViewing, onSell: sell }}
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
