/** The table's order: one column and its direction (TanStack's SortingState, first entry). */
export interface RowOrder {
  id: string;
  desc: boolean;
}

/** What a column sorts by: a number (money, dates as epoch ms) or a text. */
export type OrderKey<T> = (row: T) => number | string;

// Texts in natural order, ignoring case and accents ("Deposit 9" before "deposit 10").
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending comparison of two rows by one key. */
export function compareBy<T>(key: OrderKey<T>): (a: T, b: T) => number {
  return (a, b) => {
    const left = key(a);
    const right = key(b);
    if (typeof left === 'string' || typeof right === 'string')
      return collator.compare(String(left), String(right));
    return left === right ? 0 : left < right ? -1 : 1;
  };
}

/**
 * The rows in the table's order, ties kept in the order the query gave them, as the table does:
 * what an export writes is what the bettor sees. A column without a key leaves the order as is.
 */
export function sortRows<T>(
  rows: readonly T[],
  order: readonly RowOrder[],
  keys: Readonly<Record<string, OrderKey<T>>>,
): T[] {
  const first = order[0];
  const key = first && Object.hasOwn(keys, first.id) ? keys[first.id] : undefined;
  if (!first || !key) return [...rows];
  const compare = compareBy(key);
  const sign = first.desc ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}
