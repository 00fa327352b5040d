import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { QuickGameTicket } from '@sportsbook/contracts/schemas/quick-game';
import { cn } from '@/lib/cn.ts';
import { Pager, usePage } from './pager.tsx';
import { quickGameTicketQueries, recentQuickGameDays } from './quick-game-ticket-queries.ts';
import { QueryTable, tableClasses as c, TicketsSection } from './tickets-section.tsx';
import { useFormat } from '@/lib/use-format.ts';

function QuickGameRow({ ticket }: { ticket: QuickGameTicket }) {
  const format = useFormat();
  return (
    <tr className={c.row}>
      <td className={c.td}>
        <div className="flex flex-col @md:flex-row @md:items-baseline @md:gap-3">
          <span className="font-semibold tabular-nums">#{ticket.ticketId}</span>
          <span className="text-xs font-medium @md:text-sm">{ticket.lottGroupName}</span>
          <time dateTime={ticket.createdDate} className="text-xs text-muted-foreground">
            {format.dateTime(ticket.createdDate)}
          </time>
        </div>
      </td>
      <td className={cn(c.td, c.number)}>{ticket.itemCount}</td>
      <td className={cn(c.td, c.number)}>{format.money(ticket.amount)}</td>
    </tr>
  );
}

function QuickGameTable({ titleId, tickets }: { titleId: string; tickets: QuickGameTicket[] }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const paging = usePage(tickets);
  const total = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  return (
    <>
      <div className="overflow-x-auto rounded-md border bg-card">
        <table aria-labelledby={titleId} className={c.table}>
          <thead className={c.head}>
            <tr>
              <th scope="col" className={c.th}>
                {t('quickGames.ticket')}
              </th>
              <th scope="col" className={cn(c.th, 'text-right')}>
                {t('quickGames.bets')}
              </th>
              <th scope="col" className={cn(c.th, 'text-right')}>
                {t('quickGames.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((ticket) => (
              <QuickGameRow key={ticket.ticketId} ticket={ticket} />
            ))}
          </tbody>
          <tfoot className={c.foot}>
            <tr>
              <th scope="row" colSpan={2} className={cn(c.td, 'text-left')}>
                {t('quickGames.count', { count: tickets.length })}
              </th>
              <td className={cn(c.td, c.number)}>{format.money(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Pager table={t('quickGames.title')} {...paging} />
    </>
  );
}

/** SPEC §2/§7: the quick-game tickets of the last 7 days (shown only with quick games on). */
export function QuickGameTickets() {
  const { t } = useTranslation('tickets');
  const query = useQuery(quickGameTicketQueries.list(recentQuickGameDays()));
  return (
    <TicketsSection title={t('quickGames.title')}>
      {(titleId) => (
        <QueryTable
          query={query}
          loadingRows={2}
          texts={{
            loading: t('quickGames.loading'),
            error: t('quickGames.error'),
            empty: t('quickGames.empty'),
          }}
        >
          {(tickets) => <QuickGameTable titleId={titleId} tickets={tickets} />}
        </QueryTable>
      )}
    </TicketsSection>
  );
}
