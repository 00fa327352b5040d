import { describe, expect, it } from 'vitest';
import { formatTableDate, formatTableDay } from './table-date.ts';

// Intl may put a narrow no-break space before AM / PM.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the transactions tables’ date (SPEC §2, issue 26 item 6)', () => {
  it('is mm/dd/yy, zero-padded, with the time, in English', () => {
    expect(plain(formatTableDate(new Date(2026, 0, 5, 9, 5).toISOString(), 'en'))).toBe(
      '01/05/26, 9:05 AM',
    );
    expect(plain(formatTableDate(new Date(2026, 10, 26, 21, 40).toISOString(), 'en'))).toBe(
      '11/26/26, 9:40 PM',
    );
  });

  it('is dd/mm/yy, zero-padded, in Spanish', () => {
    expect(plain(formatTableDate(new Date(2026, 0, 5, 9, 5).toISOString(), 'es'))).toBe(
      '05/01/26, 9:05',
    );
  });

  it('writes the day alone for the day picker', () => {
    expect(formatTableDay(new Date(2026, 0, 5, 9, 5).toISOString(), 'en')).toBe('01/05/26');
    expect(formatTableDay(new Date(2026, 0, 5, 9, 5).toISOString(), 'es')).toBe('05/01/26');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatTableDate('not a date', 'en')).toBe('not a date');
  });
});
