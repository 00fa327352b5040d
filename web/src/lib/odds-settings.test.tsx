import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setOddsFormat, usePriceFormat } from './odds-settings.ts';

function Prices({ prices }: { prices: number[] }) {
  const price = usePriceFormat();
  return (
    <ul>
      {prices.map((value) => (
        <li key={value}>{price(value)}</li>
      ))}
    </ul>
  );
}

describe('usePriceFormat', () => {
  afterEach(() => {
    localStorage.clear();
  });

  // Issue 36: the contract's price is any integer; 11 used to throw in render (an error page).
  it('shows a number that is no American price as it came, in every format', () => {
    setOddsFormat('decimal');
    render(<Prices prices={[-110, 11, 0]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1.91',
      '11',
      '0',
    ]);
  });
});
