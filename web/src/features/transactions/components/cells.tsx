import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format.ts';
import { formatTableDate } from '../model/table-date.ts';

// Table cells that format in the language being shown: columns stay stable while the language
// changes, since the cells themselves read it.

export function MoneyCell({ amount }: { amount: number }) {
  return <>{useFormat().money(amount)}</>;
}

/** SPEC §2: mm/dd/yy, zero-padded (table-date.ts), and the time. */
export function DateTimeCell({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatTableDate(iso, i18n.language)}</time>;
}
