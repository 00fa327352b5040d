import { DATE_PICKER_DAYS_AHEAD } from '@sportsbook/contracts/rules/constants';
import { addDays, toIsoDay } from '../local-day.ts';

/** SPEC §9 date picker range: today and the next 3 days. */
export function leagueDays(now: Date = new Date()): string[] {
  return Array.from({ length: DATE_PICKER_DAYS_AHEAD + 1 }, (_, offset) =>
    toIsoDay(addDays(now, offset)),
  );
}

/** The day a ?date= asks for, when it is one the picker offers; otherwise today. */
export function chosenDay(asked: string | null, days: readonly string[]): string {
  const today = days[0] ?? toIsoDay(new Date());
  return asked !== null && days.includes(asked) ? asked : today;
}
