import { useTranslation } from 'react-i18next';
import { formatDate, type DateStyle } from './date-format.ts';
import { formatMoney } from './format-money.ts';

/**
 * Money and dates in the language being shown (Intl only, never hand-rolled). Dates take one of
 * the named styles of date-format.ts; an unreadable date is shown as the server sent it rather
 * than as "Invalid Date".
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const date = (style: DateStyle) => (value: string | Date) => formatDate(value, style, language);
  return {
    money: (amount: number) => formatMoney(amount, language),
    time: date('time'),
    day: date('day'),
    dayTime: date('dayTime'),
    shortDate: date('shortDate'),
    shortDateTime: date('shortDateTime'),
  };
}
