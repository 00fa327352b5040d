// A day travels in URLs and queries as yyyy-MM-dd (the API's query form) and means the bettor's
// local calendar day. These are its wire form and arithmetic; screens format days with Intl
// (useFormat), never from these strings.

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

/** The day `days` calendar days after `day` (negative: before), at local midnight. */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The first and the last millisecond of a local day, as ISO date-times (GET /ticket's range). */
export function dayBounds(day: string): { start: string; end: string } {
  const start = parseIsoDay(day) ?? new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setHours(23, 59, 59, 999);
  return { start: start.toISOString(), end: end.toISOString() };
}

export interface DayRange {
  min: string;
  max: string;
}

/** The days a bettor can read: the last `historyDays` days up to today (yyyy-MM-dd bounds). */
export function historyRange(historyDays: number, now = new Date()): DayRange {
  return { min: toIsoDay(addDays(now, -historyDays)), max: toIsoDay(now) };
}

/**
 * The day a URL asks for: missing or unreadable means today; a day outside the range is moved to
 * its nearest end, so the picker never shows a day it would refuse.
 */
export function readDay(value: string | null, range: DayRange): string {
  if (!parseIsoDay(value) || value === null) return range.max;
  // yyyy-MM-dd strings compare as the days they name.
  if (value < range.min) return range.min;
  if (value > range.max) return range.max;
  return value;
}
