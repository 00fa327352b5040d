import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money.ts';

type DateStyle = 'dateTime' | 'date' | 'day';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  date: { dateStyle: 'short' },
  // A calendar day the server sends as its UTC midnight (a weekly figure row): "Mon, 11/23" in
  // every time zone, never the evening before.
  day: { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * Money and dates in the language being shown (Intl only, never hand-rolled). An unreadable date
 * is shown as the server sent it rather than as "Invalid Date".
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const date = (iso: string, style: DateStyle) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? iso : dateFormat(language, style).format(value);
  };
  return {
    money: (amount: number) => formatMoney(amount, language),
    dateTime: (iso: string) => date(iso, 'dateTime'),
    date: (iso: string) => date(iso, 'date'),
    day: (iso: string) => date(iso, 'day'),
  };
}
