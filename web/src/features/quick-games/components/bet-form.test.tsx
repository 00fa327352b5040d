import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYBOARD_QUERY } from '@/lib/use-media-query.ts';
import { BetForm } from './bet-form.tsx';

const HINT = /Enter in the bet goes to the amount/;

/** A device whose pointers answer `KEYBOARD_QUERY` with `fine` (jsdom has no matchMedia). */
const pointer = (fine: boolean) => {
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    asked.push(media);
    return {
      matches: fine && media === KEYBOARD_QUERY,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
  return asked;
};

const renderForm = () =>
  render(
    <BetForm
      betTypes={[]}
      lottery={null}
      message={null}
      messageId="message"
      disabled={false}
      onMessage={() => undefined}
      onAdd={() => undefined}
      onLotteryMissing={() => undefined}
    />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 34 finding 6, decision 181: the hint about Enter and Escape only where a keyboard is likely.
describe('BetForm keyboard hint', () => {
  it('is shown where some pointer is fine (a mouse or a trackpad: a keyboard is likely)', () => {
    const asked = pointer(true);
    renderForm();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(asked).toContain('(any-pointer: fine)');
  });

  it('is not shown on a touch-only device, where the keys still work', () => {
    pointer(false);
    renderForm();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bet' })).toBeInTheDocument();
  });
});
