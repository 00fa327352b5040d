// A CSV writer for exports the bettor downloads (RFC 4180: CRLF lines, fields quoted when they hold
// a comma, a quote or a line break, quotes doubled). Text may come from the server, so a text cell
// that a spreadsheet would read as a formula (=, +, -, @, and the tab / carriage return that some
// spreadsheets skip before one) is prefixed with ' (OWASP's CSV injection advice).

import { toIsoDay } from '@/lib/local-day.ts';

/** How a column's values are written. */
export type CsvKind = 'text' | 'money' | 'integer' | 'date';

export interface CsvColumn<T> {
  header: string;
  kind: CsvKind;
  value: (row: T) => string | number | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell a spreadsheet shows as text: a leading formula character gets a ' before it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, quoted when RFC 4180 needs it. */
export function escapeField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** A value as its kind writes it: money with 2 decimals, dates as ISO 8601 (UTC), text neutralised. */
export function formatCell(kind: CsvKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' || kind === 'integer') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return '';
    return kind === 'money' ? number.toFixed(2) : String(Math.trunc(number));
  }
  if (kind === 'date') {
    const time = new Date(value).getTime();
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return neutraliseFormula(String(value));
}

/** The whole document: a header line, then one line per row, every line ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (fields: string[]) => `${fields.map(escapeField).join(',')}\r\n`;
  const header = line(columns.map((column) => neutraliseFormula(column.header)));
  return (
    header +
    rows
      .map((row) => line(columns.map((column) => formatCell(column.kind, column.value(row)))))
      .join('')
  );
}

/** `prefix-yyyy-MM-dd.csv`, the local day of `now`. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${toIsoDay(now)}.csv`;
}

/**
 * Saves the text as a file through a Blob URL. The byte-order mark lets spreadsheets read the
 * UTF-8 (accents in Spanish headers and team names) instead of guessing a legacy encoding.
 */
export function downloadCsv(fileName: string, csv: string): Blob {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is only needed until then.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
  return blob;
}
