import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { QueryTable, TableEmpty, TicketsSection } from '@/components/tickets/tickets-section.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { filterTransactions, type MoneyFilter } from '../model/view.ts';
import { MoneyFilterChoice } from './money-filter.tsx';
import { MoneyTable } from './money-table.tsx';

/**
 * SPEC §2 Transactions page, deposit / withdraw: the money booked on the day (GET
 * /cashier/transactions), filtered All, Deposit or Withdraw by the number's ACCTDEP / ACCTWITH.
 */
export function DayTransactions({
  day,
  filter,
  onFilterChange,
}: {
  day: string;
  filter: MoneyFilter;
  onFilterChange: (filter: MoneyFilter) => void;
}) {
  const { t } = useTranslation('transactions');
  const query = useQuery(cashierQueries.transactions({ date: day, dateTo: day }));
  // The table needs stable rows: filtered again only when the answer or the filter changes.
  const shown = useMemo(
    () => (query.data ? filterTransactions(query.data, filter) : undefined),
    [query.data, filter],
  );
  const title = t('money.title');
  return (
    <TicketsSection title={title}>
      {(titleId) => (
        <>
          <MoneyFilterChoice value={filter} onChange={onFilterChange} />
          <QueryTable
            query={query}
            texts={{
              loading: t('money.loading'),
              error: t('money.error'),
              empty: t('money.empty'),
            }}
          >
            {() =>
              shown && shown.length > 0 ? (
                <MoneyTable titleId={titleId} name={title} transactions={shown} />
              ) : (
                <TableEmpty>{t(`money.emptyFilter.${filter}`)}</TableEmpty>
              )
            }
          </QueryTable>
        </>
      )}
    </TicketsSection>
  );
}
