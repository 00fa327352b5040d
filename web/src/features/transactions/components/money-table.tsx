import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row, SortingState } from '@tanstack/react-table';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { classes } from '@/components/data-table/data-table.tsx';
import {
  dataColumns,
  type DataTableFeatures,
} from '@/components/data-table/data-table-features.ts';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';
import { MONEY_ORDER_KEYS } from '../model/money-export.ts';
import { compareBy, type OrderKey } from '../model/row-order.ts';
import { sumMoney } from '../model/view.ts';
import { dateColumn, moneyColumn } from '@/components/data-table/ticket-cells.tsx';

const column = dataColumns<AccountTransaction>();

type T = ReturnType<typeof useTranslation<'transactions'>>['t'];
type MoneyRow = Row<DataTableFeatures, AccountTransaction>;

/** A column's order as the CSV export writes it (money-export.ts), so the two never differ. */
function orderBy(key: OrderKey<AccountTransaction>) {
  const compare = compareBy(key);
  return (a: MoneyRow, b: MoneyRow) => compare(a.original, b.original);
}

/** Newest first until a header is chosen. */
export const MONEY_ORDER: SortingState = [{ id: 'date', desc: true }];

function makeColumns(t: T) {
  return column.columns([
    column.accessor('id', {
      header: t('money.id'),
      // Entry numbers say nothing the date order does not; no sort button keeps the column narrow.
      enableSorting: false,
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('date', {
      header: t('money.date'),
      sortFn: orderBy(MONEY_ORDER_KEYS.date),
      // Small print: the time tells a day's rows apart; the date, those of a range.
      ...dateColumn,
      meta: { className: 'text-xs' },
    }),
    column.accessor('amount', {
      header: t('money.amount'),
      sortFn: orderBy(MONEY_ORDER_KEYS.amount),
      ...moneyColumn,
    }),
    column.accessor('newBalance', {
      header: t('money.newBalance'),
      sortFn: orderBy(MONEY_ORDER_KEYS.newBalance),
      ...moneyColumn,
      // The header may take two lines, so all five columns fit a phone's width.
      meta: { numeric: true, className: 'whitespace-normal' },
    }),
    column.accessor('reason', {
      header: t('money.type'),
      sortFn: orderBy(MONEY_ORDER_KEYS.reason),
      // Server text, rendered as text.
      cell: (info) => info.getValue(),
    }),
  ]);
}

/**
 * The deposits and withdrawals shown, with their count and total in the footer; the order is its
 * owner's, which the CSV export follows.
 */
export function MoneyTable({
  titleId,
  name,
  transactions,
  sorting,
  onSortingChange,
}: {
  titleId: string;
  name: string;
  transactions: AccountTransaction[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}) {
  const { t } = useTranslation('transactions');
  const { money } = useFormat();
  const columns = useMemo(() => makeColumns(t), [t]);
  const total = sumMoney(transactions.map((transaction) => transaction.amount));
  return (
    <DataTable
      labelledBy={titleId}
      name={name}
      data={transactions}
      columns={columns}
      getRowId={(transaction) => String(transaction.id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      footer={
        <tr>
          <th scope="row" colSpan={2} className={cn(classes.td, 'text-left')}>
            {t('money.count', { count: transactions.length })}
          </th>
          <td className={cn(classes.td, classes.number)}>{money(total)}</td>
          <td colSpan={2} className={classes.td} />
        </tr>
      }
    />
  );
}
