import type * as React from 'react';
import { classes } from '@/components/data-table/data-table.tsx';
import { cn } from '@/lib/cn.ts';
import { useFormat } from '@/lib/use-format.ts';

// Cells of the tickets tables that format in the language being shown: the columns stay stable
// while the language changes, since the cells themselves read it.

export function MoneyCell({ amount }: { amount: number }) {
  return <>{useFormat().money(amount)}</>;
}

export function DateTimeCell({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {useFormat().shortDateTime(iso)}
    </time>
  );
}

/**
 * A ticket's number, name and date: stacked (and at 12 px) in the narrow My bets panel, on one
 * line when the section is wider; there the date has its own sortable column, so the cell leaves
 * it out.
 */
export function TicketSummary({
  number,
  name,
  date,
}: {
  number: React.ReactNode;
  name: string;
  date: string;
}) {
  return (
    <div className="flex flex-col @md:flex-row @md:items-baseline @md:gap-3">
      {number}
      <span className="text-xs font-medium @md:text-sm">{name}</span>
      <DateTimeCell iso={date} className="text-xs text-muted-foreground @md:hidden" />
    </div>
  );
}

/** The Date column: only in a section wide enough for it (`@md`); narrower, the ticket cell says it. */
export const wideOnly = 'hidden @md:table-cell';

/** A footer cell, as tight as the compact table's cells. */
export function FooterCell({
  className,
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return <td className={cn(classes.td, classes.compactCell, className)}>{children}</td>;
}

/** A footer cell of a money column. */
export function FooterMoney({ amount }: { amount: number }) {
  return (
    <FooterCell className={classes.number}>
      <MoneyCell amount={amount} />
    </FooterCell>
  );
}

/**
 * A money column's cell and alignment, for the tickets and money tables:
 * `column.accessor('amount', { header: t('amount'), ...moneyColumn })`.
 */
export const moneyColumn = {
  cell: (info: { getValue: () => number }) => <MoneyCell amount={info.getValue()} />,
  meta: { numeric: true },
};

/** A date-and-time column's cell: `column.accessor('date', { header, sortFn, ...dateColumn })`. */
export const dateColumn = {
  cell: (info: { getValue: () => string }) => <DateTimeCell iso={info.getValue()} />,
};

/** A ticket's number as the button that opens it ('#1234'). */
export function TicketNumberButton({
  number,
  label,
  onOpen,
  className,
}: {
  number: number;
  /** The button's accessible name, e.g. 'Open ticket 1234'. */
  label: string;
  onOpen: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cn(
        'rounded-sm font-semibold tabular-nums text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      onClick={onOpen}
      aria-label={label}
    >
      #{number}
    </button>
  );
}
