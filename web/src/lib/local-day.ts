// The bettor's local calendar day, written yyyy-MM-dd: the form days travel in, in URLs and in the
// API's queries (GET /sportEvent's date, the quick-game tickets' begindate and enddate, the bet
// history's days) and in file names. The day is the local one, never UTC's: `toISOString()` would
// give tomorrow's date every evening west of Greenwich and yesterday's every morning east of it.
// Screens format days with Intl (useFormat), never from these strings.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** yyyy-MM-dd of the local calendar day holding `at`. */
export function toIsoDay(at: Date): string {
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1, 2)}-${pad(at.getDate(), 2)}`;
}

/** Local midnight of a yyyy-MM-dd day, or null when the text is not a real calendar day. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(year, month - 1, day);
  // 2026-02-31 rolls over to March: not a day the bettor meant.
  return toIsoDay(date) === value ? date : null;
}

/** Local midnight of the day `days` calendar days after `day`'s (negative: before). */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}
