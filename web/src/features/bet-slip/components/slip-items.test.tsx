import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import { slipItem } from '@/test/slip-item.ts';
import { setLanguage } from '@/lib/i18n.ts';
import { SlipItems } from './slip-items.tsx';

// The bettor's zone: 14:10 UTC is 9:10 on their clock.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(async () => {
  await setLanguage('en');
});

const item = slipItem;

const renderSlip = (items: SlipItem[]) =>
  render(
    <SlipItems items={items} changes={[]} onRemove={vi.fn()} onClear={vi.fn()} disabled={false} />,
  );

const eventLine = () => {
  const [pick] = screen.getAllByTestId('slip-item');
  if (!pick) throw new Error('no pick on the slip');
  return within(pick).getByText(/Boston vs New York/);
};

describe('a pick’s event on the slip (issue 34 item 5)', () => {
  it('says when the game starts as every list does, in the bettor’s time, without "UTC"', async () => {
    await act(() => setLanguage('es'));
    renderSlip([item()]);
    expect(eventLine()).toHaveTextContent(/^Boston vs New York · sáb, 28 nov, 9:10$/);
    expect(within(eventLine()).getByText('sáb, 28 nov, 9:10')).toHaveAttribute(
      'datetime',
      '2026-11-28T14:10:00Z',
    );
    expect(screen.getByRole('region')).not.toHaveTextContent(/UTC|2026-11-28/);
  });

  it('writes it in English too, whole rather than cut off', () => {
    renderSlip([item()]);
    expect(eventLine().textContent.replace(/\s/g, ' ')).toBe(
      'Boston vs New York · Sat, Nov 28, 9:10 AM',
    );
    expect(eventLine()).not.toHaveClass('truncate');
  });

  it('shows the event alone when the server sends no date', () => {
    renderSlip([item({ eventDate: null })]);
    expect(eventLine()).toHaveTextContent(/^Boston vs New York$/);
  });
});
