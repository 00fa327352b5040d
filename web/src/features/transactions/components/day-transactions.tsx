import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import {
  QueryTable,
  TableEmpty,
  TicketsSection,
  tableTexts,
} from '@/components/data-table/tickets-section.tsx';
import { toCsv } from '../model/csv.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import type { DayRange } from '../model/day.ts';
import { moneyCsvColumns, sortTransactions } from '../model/money-export.ts';
import { matchesText } from '../model/money-filters.ts';
import { useMoneyFilters } from '../model/use-money-filters.ts';
import { filterTransactions, type MoneyFilter } from '../model/view.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { MoneyFilterChoice } from './money-filter.tsx';
import { MoneyFilters } from './money-filter-bar.tsx';
import { MONEY_ORDER, MoneyTable } from './money-table.tsx';
import { NoMatch } from './no-match.tsx';

/**
 * SPEC §2 Transactions page, deposit / withdraw: the money booked on the day (GET
 * /cashier/transactions), filtered All, Deposit or Withdraw by the number's ACCTDEP / ACCTWITH.
 * Issue 25's filters widen the days it asks for (from / to, inside the history the account keeps)
 * or narrow its rows by a text (decision 123); the table, its footer and the CSV follow them.
 */
export function DayTransactions({
  range,
  filter,
  onFilterChange,
}: {
  range: DayRange;
  filter: MoneyFilter;
  onFilterChange: (filter: MoneyFilter) => void;
}) {
  const { t } = useTranslation('transactions');
  const filterState = useMoneyFilters(range);
  const { from, to, text } = filterState.filters;
  const query = useQuery(cashierQueries.transactions({ date: from, dateTo: to }));
  // The table needs stable rows: filtered again only when the answer or a filter changes.
  const shown = useMemo(
    () =>
      query.data &&
      filterTransactions(query.data, filter).filter((transaction) =>
        matchesText(transaction, text),
      ),
    [query.data, filter, text],
  );
  const [sorting, setSorting] = useState<SortingState>(MONEY_ORDER);
  const title = from === to ? t('money.title') : t('money.rangeTitle');
  const csv = (rows: AccountTransaction[]) => () =>
    toCsv(
      moneyCsvColumns((column) => t(`money.${column}`)),
      sortTransactions(rows, sorting),
    );
  return (
    <>
      <MoneyFilters state={filterState} range={range} />
      <TicketsSection
        title={title}
        actions={
          shown && shown.length > 0 && <ExportCsvButton prefix="transactions" csv={csv(shown)} />
        }
      >
        {(titleId) => (
          <>
            <MoneyFilterChoice value={filter} onChange={onFilterChange} />
            {shown?.length === 0 && filterState.active ? (
              <NoMatch text={t('money.noMatch')} onClear={filterState.clear} />
            ) : (
              <QueryTable query={query} texts={tableTexts(t, 'money')}>
                {() =>
                  shown && shown.length > 0 ? (
                    <MoneyTable
                      titleId={titleId}
                      name={title}
                      transactions={shown}
                      sorting={sorting}
                      onSortingChange={setSorting}
                    />
                  ) : (
                    <TableEmpty>{t(`money.emptyFilter.${filter}`)}</TableEmpty>
                  )
                }
              </QueryTable>
            )}
          </>
        )}
      </TicketsSection>
    </>
  );
}
