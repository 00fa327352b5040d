// The transactions tables' dates: the day zero-padded, two digits each (SPEC §2 'mm/dd/yy' in
// English; Spanish writes the day first, dd/mm/yy), then the time as the language writes it.

const DAY: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: '2-digit' };
const OPTIONS = {
  day: DAY,
  dateTime: { ...DAY, hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, language: string, style: keyof typeof OPTIONS): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  const key = `${language}:${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, OPTIONS[style]);
    formats.set(key, formatter);
  }
  return formatter.format(value);
}

/** `01/05/26, 9:05 AM` in English, `05/01/26, 9:05` in Spanish; an unreadable date as sent. */
export const formatTableDate = (iso: string, language: string): string =>
  format(iso, language, 'dateTime');

/** The day alone: `01/05/26` in English (the day picker's, SPEC §2), `05/01/26` in Spanish. */
export const formatTableDay = (iso: string, language: string): string =>
  format(iso, language, 'day');
