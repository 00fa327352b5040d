import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { QuickGameTicket } from '@sportsbook/contracts/schemas/quick-game';
import { classes, DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { cn } from '@/lib/cn.ts';
import { quickGameQueries, recentQuickGameDays } from '@/lib/queries/quick-game-queries.ts';
import {
  dateColumn,
  FooterCell,
  FooterMoney,
  moneyColumn,
  TicketSummary,
  wideOnly,
} from '@/components/data-table/ticket-cells.tsx';
import {
  QueryTable,
  TicketsSection,
  tableTexts,
} from '@/components/data-table/tickets-section.tsx';

type T = ReturnType<typeof useTranslation<'tickets'>>['t'];

const column = dataColumns<QuickGameTicket>();

function makeColumns(t: T) {
  return column.columns([
    column.accessor('ticketId', {
      header: t('quickGames.ticket'),
      sortFn: 'basic',
      cell: ({ row }) => (
        <TicketSummary
          name={row.original.lottGroupName}
          date={row.original.createdDate}
          number={
            <span className="font-semibold tabular-nums @max-md/data-table:text-xs">
              #{row.original.ticketId}
            </span>
          }
        />
      ),
    }),
    column.accessor('createdDate', {
      header: t('quickGames.date'),
      sortFn: 'datetime',
      ...dateColumn,
      meta: { className: wideOnly },
    }),
    column.accessor('itemCount', {
      header: t('quickGames.bets'),
      meta: { numeric: true },
    }),
    column.accessor('amount', { header: t('quickGames.amount'), ...moneyColumn }),
  ]);
}

function QuickGameTable({ titleId, tickets }: { titleId: string; tickets: QuickGameTicket[] }) {
  const { t } = useTranslation('tickets');
  const columns = useMemo(() => makeColumns(t), [t]);
  const total = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  return (
    <DataTable
      labelledBy={titleId}
      name={t('quickGames.title')}
      data={tickets}
      columns={columns}
      compact
      getRowId={(ticket) => String(ticket.ticketId)}
      footer={
        <tr>
          <th
            scope="row"
            className={cn(classes.td, classes.compactCell, 'text-left whitespace-nowrap')}
          >
            {t('quickGames.count', { count: tickets.length })}
          </th>
          <FooterCell className={wideOnly} />
          <FooterCell />
          <FooterMoney amount={total} />
        </tr>
      }
    />
  );
}

/** SPEC §2/§7: the quick-game tickets of the last 7 days (shown only with quick games on). */
export function QuickGameTickets() {
  const { t } = useTranslation('tickets');
  const query = useQuery(quickGameQueries.ticketList(recentQuickGameDays()));
  return (
    <TicketsSection title={t('quickGames.title')}>
      {(titleId) => (
        <QueryTable query={query} loadingRows={2} texts={tableTexts(t, 'quickGames')}>
          {(tickets) => <QuickGameTable titleId={titleId} tickets={tickets} />}
        </QueryTable>
      )}
    </TicketsSection>
  );
}
