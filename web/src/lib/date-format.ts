// Every date and time a bettor reads is written here, in one of five named styles, with Intl in the
// language shown and the bettor's own time zone (issue 34 item 5, decision 176). A style reads the
// same on every screen: a list, the slip and search all write a game's start as `dayTime`.
//
//   style          en                      es
//   time           9:10 AM                 9:10
//   day            Sat, Nov 28             sáb, 28 nov
//   dayTime        Sat, Nov 28, 9:10 AM    sáb, 28 nov, 9:10
//   shortDate      11/28/26                28/11/26        (SPEC §2: mm/dd/yy, zero-padded)
//   shortDateTime  11/28/26, 9:10 AM       28/11/26, 9:10  (a record's moment, in the tables)

export type DateStyle = 'time' | 'day' | 'dayTime' | 'shortDate' | 'shortDateTime';

const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const SHORT_DATE = { month: '2-digit', day: '2-digit', year: '2-digit' } as const;

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  time: TIME,
  day: DAY,
  dayTime: { ...DAY, ...TIME },
  shortDate: SHORT_DATE,
  shortDateTime: { ...SHORT_DATE, ...TIME },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Test hook: a formatter keeps the time zone it was made in; files that set TZ start without any
 * (files that share modules, decision 208).
 */
export function forgetDateFormats(): void {
  formats.clear();
}

function formatter(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What a value means: a `yyyy-MM-dd` text is that calendar day (local midnight; `new Date()`
 * would read it as UTC midnight, the evening before west of Greenwich), any other text an instant
 * as the server writes it (ISO 8601).
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = CALENDAR_DAY.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** `value` written in `style` for `language`; a text that is no date is shown as it came. */
export function formatDate(value: string | Date, style: DateStyle, language: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return formatter(language, style).format(date);
}
