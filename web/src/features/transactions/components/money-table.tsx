import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountTransaction } from '@sportsbook/contracts/schemas/cashier';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { classes } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';
import { sumMoney } from '../model/view.ts';
import { DateTimeCell, MoneyCell } from './cells.tsx';

const column = dataColumns<AccountTransaction>();

type T = ReturnType<typeof useTranslation<'transactions'>>['t'];

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
      sortFn: 'basic',
      // Small print: every row is of the day the page shows, so the time is what tells them apart.
      cell: (info) => <DateTimeCell iso={info.getValue()} />,
      meta: { className: 'text-xs' },
    }),
    column.accessor('amount', {
      header: t('money.amount'),
      cell: (info) => <MoneyCell amount={info.getValue()} />,
      meta: { numeric: true },
    }),
    column.accessor('newBalance', {
      header: t('money.newBalance'),
      cell: (info) => <MoneyCell amount={info.getValue()} />,
      // The header may take two lines, so all five columns fit a phone's width.
      meta: { numeric: true, className: 'whitespace-normal' },
    }),
    column.accessor('reason', {
      header: t('money.type'),
      sortFn: 'alphanumeric',
      // Server text, rendered as text.
      cell: (info) => info.getValue(),
    }),
  ]);
}

/** The day's deposits and withdrawals with their count and total in the footer. */
export function MoneyTable({
  titleId,
  name,
  transactions,
}: {
  titleId: string;
  name: string;
  transactions: AccountTransaction[];
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
      initialSorting={[{ id: 'date', desc: true }]}
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
