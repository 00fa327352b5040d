import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { historyWeekCount } from '@sportsbook/contracts/rules/history';
import type { WeeklyFigureRow } from '@sportsbook/contracts/schemas/account';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import {
  QueryTable,
  TicketsSection,
  tableTexts,
} from '@/components/data-table/tickets-section.tsx';
import { cn } from '@/lib/cn.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useFormat } from '@/lib/use-format.ts';
import {
  figureDay,
  figureTotals,
  transactionsLink,
  type FigureKind,
} from '../model/weekly-figure-cells.ts';

type Format = ReturnType<typeof useFormat>;

const column = dataColumns<WeeklyFigureRow>();

function CellLink({
  row,
  kind,
  label,
  children,
}: {
  row: WeeklyFigureRow;
  kind: FigureKind;
  /** Says which figure and day a bare amount is, for screen readers (it starts with the text). */
  label?: string;
  children: string;
}) {
  return (
    <Link
      to={transactionsLink(row.date, kind)}
      aria-label={label}
      className="rounded-sm text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}

const money = (
  key: 'amountPending' | 'balance' | 'depositAmount' | 'withdrawAmount' | 'endBalance',
  kind: FigureKind,
  header: string,
  { t, format }: { t: TFunction<'account'>; format: Format },
) =>
  column.accessor(key, {
    header,
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => {
      const amount = format.money(row.original[key]);
      const label = t('figure.cell', {
        amount,
        figure: header,
        day: format.day(figureDay(row.original.date)),
      });
      return (
        <CellLink row={row.original} kind={kind} label={label}>
          {amount}
        </CellLink>
      );
    },
  });

function figureColumns(t: TFunction<'account'>, format: Format) {
  return column.columns([
    column.accessor('date', {
      header: t('figure.day'),
      enableSorting: false,
      // The day stays in view while a phone scrolls the figures sideways.
      meta: { className: 'sticky left-0 z-[1] bg-card' },
      cell: ({ row }) => (
        <CellLink row={row.original} kind="ticket">
          {format.day(figureDay(row.original.date))}
        </CellLink>
      ),
    }),
    money('amountPending', 'ticket', t('figure.pending'), { t, format }),
    money('balance', 'ticket', t('figure.winLoss'), { t, format }),
    money('depositAmount', 'deposit', t('figure.deposit'), { t, format }),
    money('withdrawAmount', 'withdraw', t('figure.withdraw'), { t, format }),
    money('endBalance', 'ticket', t('figure.balance'), { t, format }),
  ]);
}

function FigureTable({ titleId, rows }: { titleId: string; rows: WeeklyFigureRow[] }) {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns follow the language
  const columns = useMemo(() => figureColumns(t, format), [i18n.language]);
  const totals = figureTotals(rows);
  const cell = 'px-1.5 py-2 first:pl-2 last:pr-2 text-right tabular-nums whitespace-nowrap';
  return (
    <DataTable
      labelledBy={titleId}
      name={t('figure.title')}
      data={rows}
      columns={columns}
      getRowId={(row) => row.date}
      rowClassName={(row) => cn(row.balance < 0 && 'bg-destructive/5')}
      footer={
        <tr>
          <th scope="row" className="sticky left-0 z-[1] bg-muted px-1.5 py-2 pl-2 text-left">
            {t('figure.days', { count: rows.length })}
          </th>
          <td className={cell}>{format.money(totals.amountPending)}</td>
          <td className={cell}>{format.money(totals.balance)}</td>
          <td className={cell}>{format.money(totals.depositAmount)}</td>
          <td className={cell}>{format.money(totals.withdrawAmount)}</td>
          <td className={cell}>{format.money(totals.endBalance)}</td>
        </tr>
      }
    />
  );
}

/** "This Week", "1 - Week", "2 - Weeks", … (SPEC §2), as many as the history allows (SPEC §9). */
function WeekSelect({ week, onChange }: { week: number; onChange: (week: number) => void }) {
  const { t } = useTranslation('account');
  const maxHistoryDays = useSession()?.user.settingUI.maxHistoryDays;
  const id = useId();
  const weeks = historyWeekCount(maxHistoryDays);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('figure.week')}
      </label>
      <NativeSelect
        id={id}
        className="h-8 w-36 py-1 text-sm"
        value={week}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {Array.from({ length: weeks }, (_, index) => (
          <option key={index} value={index}>
            {index === 0 ? t('figure.thisWeek') : t('figure.weeksAgo', { count: index })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * SPEC §2 Weekly Figure: one row per day of the chosen week (pending, win/loss, deposit, withdraw,
 * balance) and a footer with the day count and totals; every figure leads to that day's tickets or
 * transactions. Changing the week keeps the last one on screen until the new one arrives.
 */
export function WeeklyFigure() {
  const { t } = useTranslation('account');
  const [week, setWeek] = useState(0);
  const query = useQuery({ ...accountQueries.figure(week), placeholderData: keepPreviousData });
  return (
    <TicketsSection
      title={t('figure.title')}
      actions={<WeekSelect week={week} onChange={setWeek} />}
    >
      {(titleId) => (
        <div
          aria-busy={query.isPlaceholderData}
          className={cn(query.isPlaceholderData && 'opacity-60')}
        >
          <QueryTable query={query} texts={tableTexts(t, 'figure')}>
            {(rows) => <FigureTable titleId={titleId} rows={rows} />}
          </QueryTable>
        </div>
      )}
    </TicketsSection>
  );
}
