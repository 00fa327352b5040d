import { DATE_PICKER_DAYS_AHEAD } from '@sportsbook/contracts/rules/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as the API takes it: yyyy-MM-dd. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** SPEC §9 date picker range: today and the next 3 days. */
export function leagueDays(now: Date = new Date()): string[] {
  return Array.from({ length: DATE_PICKER_DAYS_AHEAD + 1 }, (_, offset) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    return isoDay(day);
  });
}

/** The day a ?date= asks for, when it is one the picker offers; otherwise today. */
export function chosenDay(asked: string | null, days: readonly string[]): string {
  const today = days[0] ?? isoDay(new Date());
  return asked !== null && days.includes(asked) ? asked : today;
}
