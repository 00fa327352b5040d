import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { comparePrices, formatOdds } from '@sportsbook/contracts/rules/odds';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { setOddsChangePolicy, setOddsFormat, type OddsChangePolicy } from '@/lib/odds-settings.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { addToNewSlip, laterMoneyLine } from '@/test/one-pick.ts';
import { renderRoutes } from '@/test/render.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';

// Pays more than any price the mock offers on a money line, and less.
const BETTER = 1000;
const WORSE = -1000;

/**
 * demo's slip with one money line whose price the bettor agreed to as `agreed`: the slip sees it
 * as moved from `agreed` to the current price.
 */
async function slipMovedFrom(agreed: number, policy: OddsChangePolicy) {
  await logInAs('demo');
  setOddsChangePolicy('demo', policy);
  const { offer } = laterMoneyLine();
  expect(comparePrices(BETTER, offer.price)).toBe(1);
  expect(comparePrices(WORSE, offer.price)).toBe(-1);
  const slip = await addToNewSlip(offer.offerId);
  slipStore.setSlip(slip, { [offer.offerId]: agreed });
  renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
  return { price: offer.price, team: slip.items[0]?.teamName ?? '' };
}

beforeEach(() => {
  slipStore.reset();
});

describe('When odds change (issue 25)', () => {
  it('asks by default, as before: the notice waits for Accept and nothing is accepted', async () => {
    const { price, team } = await slipMovedFrom(WORSE, 'ask');
    const notice = await screen.findByTestId('price-moved');
    expect(notice).toHaveTextContent(
      `${team}: ${formatOdds(WORSE, 'american')} → ${formatOdds(price, 'american')}`,
    );
    expect(screen.queryByTestId('odds-accepted')).not.toBeInTheDocument();
  });

  it('accepts a higher price without asking, and says so in the chosen format', async () => {
    setOddsFormat('decimal');
    const { price, team } = await slipMovedFrom(WORSE, 'higher');
    const accepted = await screen.findByTestId('odds-accepted');
    expect(accepted).toHaveTextContent(
      `${team}: odds changed from ${formatOdds(WORSE, 'decimal')} to ${formatOdds(price, 'decimal')}: accepted`,
    );
    expect(accepted.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByTestId('price-moved')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(Object.values(slipStore.get().cart)).toEqual([price]);
    });
  });

  it('still asks about a lower price when only higher ones are accepted', async () => {
    const { price } = await slipMovedFrom(BETTER, 'higher');
    const notice = await screen.findByTestId('price-moved');
    expect(within(notice).getByRole('button', { name: 'Accept new prices' })).toBeVisible();
    expect(screen.queryByTestId('odds-accepted')).not.toBeInTheDocument();
    expect(Object.values(slipStore.get().cart)).toEqual([BETTER]);
    expect(price).not.toBe(BETTER);
  });

  it('accepts any move, lower too, in fractional odds', async () => {
    setOddsFormat('fractional');
    const { price, team } = await slipMovedFrom(BETTER, 'any');
    expect(await screen.findByTestId('odds-accepted')).toHaveTextContent(
      `${team}: odds changed from ${formatOdds(BETTER, 'fractional')} to ${formatOdds(price, 'fractional')}: accepted`,
    );
    expect(screen.queryByTestId('price-moved')).not.toBeInTheDocument();
  });
});
