import { useFormat } from '@/lib/use-format.ts';

// Table cells that format in the language being shown: columns stay stable while the language
// changes, since the cells themselves read it.

export function MoneyCell({ amount }: { amount: number }) {
  return <>{useFormat().money(amount)}</>;
}

export function DateTimeCell({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useFormat().dateTime(iso)}</time>;
}
