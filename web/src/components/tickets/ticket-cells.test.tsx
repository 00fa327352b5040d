import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n.ts';
import { DateTimeCell } from './ticket-cells.tsx';

// The bettor's zone: 02:05 UTC on 6 Jan is 21:05 on 5 Jan on their clock.
const EVENING = '2026-01-06T02:05:00Z';
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(async () => {
  await setLanguage('en');
});

const shown = () => screen.getByRole('time').textContent.replace(/\s/g, ' ');

describe('a table’s date (issue 34 item 5; SPEC §2 mm/dd/yy)', () => {
  it('is the short date, zero-padded, and the time, in English', () => {
    render(<DateTimeCell iso={EVENING} />);
    expect(shown()).toBe('01/05/26, 9:05 PM');
  });

  it('is dd/mm/yy and the 24-hour time in Spanish, as every table writes it', async () => {
    await act(() => setLanguage('es'));
    render(<DateTimeCell iso={EVENING} />);
    expect(shown()).toBe('05/01/26, 21:05');
    expect(screen.getByRole('time')).toHaveAttribute('datetime', EVENING);
  });
});
