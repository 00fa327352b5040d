// The bet history's days: yyyy-MM-dd local days (lib/local-day.ts) inside the history the
// bettor may read, as the URL asks for them and as GET /ticket's range takes them.
import { addDays, parseIsoDay, toIsoDay } from '@/lib/local-day.ts';

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

/**
 * The days a URL asks for: ?from= and ?to= when given, else the page's ?date= day for both; each
 * moved into the history range, and swapped when they came in the wrong order.
 */
export function readDays(search: URLSearchParams, range: DayRange): { from: string; to: string } {
  const day = readDay(search.get('date'), range);
  const from = search.has('from') ? readDay(search.get('from'), range) : day;
  const to = search.has('to') ? readDay(search.get('to'), range) : day;
  return from <= to ? { from, to } : { from: to, to: from };
}
