import type { WeeklyFigureRow } from '@sportsbook/contracts/schemas/account';

export type FigureKind = 'ticket' | 'deposit' | 'withdraw';

/**
 * A row's calendar day, yyyy-MM-dd. The server sends the day's UTC midnight: its first ten
 * characters are the day, which the screens write as that day wherever the bettor is (never the
 * evening before, never with a "UTC").
 */
export const figureDay = (date: string): string => date.slice(0, 10);

/** The transactions page for a figure's day and kind (SPEC §2: every cell links there). */
export function transactionsLink(date: string, kind: FigureKind): string {
  const day = figureDay(date);
  return `/account/transactions?${new URLSearchParams({ date: day, type: kind }).toString()}`;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The footer: sums of the day figures, and the balance the week ended with. */
export function figureTotals(rows: readonly WeeklyFigureRow[]) {
  const total = (pick: (row: WeeklyFigureRow) => number) =>
    rows.reduce((sum, row) => sum + cents(pick(row)), 0) / 100;
  return {
    amountPending: total((row) => row.amountPending),
    balance: total((row) => row.balance),
    depositAmount: total((row) => row.depositAmount),
    withdrawAmount: total((row) => row.withdrawAmount),
    endBalance: rows.at(-1)?.endBalance ?? 0,
  };
}
