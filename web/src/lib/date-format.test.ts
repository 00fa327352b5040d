import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, type DateStyle } from './date-format.ts';

// A fixed zone west of Greenwich, so a UTC instant and a calendar day both show the bettor's own
// wall clock and day (9:10 here is 14:10 UTC), and a date-only text cannot slip to the day before.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// Intl puts a narrow no-break space before AM / PM.
const plain = (text: string) => text.replace(/\s/g, ' ');

const SATURDAY = '2026-11-28T14:10:00Z'; // Sat 28 Nov 2026, 9:10 in New York
const EVENING = '2026-01-06T02:05:00Z'; // Mon 5 Jan 2026, 21:05 in New York

const TABLE: Record<'en' | 'es', [string, DateStyle, string][]> = {
  en: [
    [SATURDAY, 'time', '9:10 AM'],
    [SATURDAY, 'day', 'Sat, Nov 28'],
    [SATURDAY, 'dayTime', 'Sat, Nov 28, 9:10 AM'],
    [SATURDAY, 'shortDate', '11/28/26'],
    [SATURDAY, 'shortDateTime', '11/28/26, 9:10 AM'],
    [EVENING, 'time', '9:05 PM'],
    [EVENING, 'dayTime', 'Mon, Jan 5, 9:05 PM'],
    [EVENING, 'shortDate', '01/05/26'],
    [EVENING, 'shortDateTime', '01/05/26, 9:05 PM'],
    // A calendar day is that day, not UTC midnight (the evening before in New York).
    ['2026-11-23', 'day', 'Mon, Nov 23'],
    ['2026-01-05', 'shortDate', '01/05/26'],
  ],
  es: [
    [SATURDAY, 'time', '9:10'],
    [SATURDAY, 'day', 'sáb, 28 nov'],
    [SATURDAY, 'dayTime', 'sáb, 28 nov, 9:10'],
    [SATURDAY, 'shortDate', '28/11/26'],
    [SATURDAY, 'shortDateTime', '28/11/26, 9:10'],
    [EVENING, 'time', '21:05'],
    [EVENING, 'dayTime', 'lun, 5 ene, 21:05'],
    [EVENING, 'shortDate', '05/01/26'],
    [EVENING, 'shortDateTime', '05/01/26, 21:05'],
    ['2026-11-23', 'day', 'lun, 23 nov'],
    ['2026-01-05', 'shortDate', '05/01/26'],
  ],
};

describe('the named date styles (issue 34 item 5)', () => {
  for (const language of ['en', 'es'] as const) {
    it.each(TABLE[language])(`writes %s as ${language} %s: %s`, (value, style, shown) => {
      expect(plain(formatDate(value, style, language))).toBe(shown);
    });
  }

  it('never shows ISO text or a time zone name', () => {
    const styles: DateStyle[] = ['time', 'day', 'dayTime', 'shortDate', 'shortDateTime'];
    for (const language of ['en', 'es'])
      for (const style of styles) {
        const shown = formatDate(SATURDAY, style, language);
        expect(shown).not.toMatch(/UTC|GMT|2026-|T\d\d:|:00$/);
      }
  });

  it('takes a Date as well as a server text, and shows an unreadable text as it came', () => {
    expect(plain(formatDate(new Date(2026, 10, 28, 9, 10), 'dayTime', 'en'))).toBe(
      'Sat, Nov 28, 9:10 AM',
    );
    expect(formatDate('not a date', 'shortDateTime', 'en')).toBe('not a date');
  });
});
