import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-money.ts';

const dateTimes = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    dateTimes.set(language, format);
  }
  return format;
}

/** Money and dates in the language being shown, as the tickets tables write them. */
export function useTicketFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(amount, language),
    dateTime: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language).format(date);
    },
  };
}
