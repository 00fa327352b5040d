import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leagueDays } from '@/lib/sportsbook/sportsbook-days.ts';
import { slipQueries } from '@/lib/picks/slip-api.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderApp } from '@/test/render.tsx';
import { closeHighPriorityNotice } from '@/test/shell.ts';

vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'));

// The slip sits beside the page above 1024 px; jsdom has no layout, so the test says "desktop".
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  slipStore.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const tomorrow = () => leagueDays()[1] ?? '';

/** Opens a league's games of tomorrow as demo, past the high-priority notice. */
async function openLeague(league = 'NBA', sport = 'Basketball') {
  await logInAs('demo');
  const user = userEvent.setup();
  const view = renderApp(`/leagues/${sport}/${league}?date=${tomorrow()}`);
  await closeHighPriorityNotice(user);
  await screen.findAllByRole('article');
  return { user, ...view };
}

const slip = () => screen.getByRole('complementary', { name: 'Bet slip' });
const offerButton = (suffix: string, index = 0): HTMLElement => {
  const found = document.querySelectorAll<HTMLElement>(`[data-offer-id$="${suffix}"]`)[index];
  if (!found) throw new Error(`no offer ending ${suffix} #${index}`);
  return found;
};

describe('betting on a league page', () => {
  it('places a straight bet: pick, to-win as typed, Bet Accepted, the balance drops', async () => {
    const { user } = await openLeague();
    await user.click(offerButton('G-moneyline-away'));
    expect(await within(slip()).findByText('Money Line')).toBeInTheDocument();
    expect(offerButton('G-moneyline-away')).toHaveAttribute('aria-pressed', 'true');

    // The stake form loads with the first pick (decision 095).
    const amount = await within(slip()).findByLabelText('Wager amount');
    await user.type(amount, '100');
    const price = Number(/[+-]\d+$/.exec(offerButton('G-moneyline-away').textContent)?.[0]);
    const expected = price > 0 ? price : Math.floor((100 * 100) / -price);
    expect(within(slip()).getByTestId('slip-to-win')).toHaveTextContent(`$${expected}.00`);

    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(await within(slip()).findByText('Your bet slip is empty')).toBeInTheDocument();
    expect(await screen.findByText('$900.00')).toBeInTheDocument();
  });

  it("shows the amount's limits next to the field and keeps Place bet off", async () => {
    const { user } = await openLeague();
    await user.click(offerButton('G-spread-home'));
    const amount = await within(slip()).findByLabelText('Wager amount');
    await user.type(amount, '4');
    expect(
      await within(slip()).findByText('The amount is below the minimum allowed.'),
    ).toBeVisible();
    expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '5001');
    expect(
      await within(slip()).findByText('The amount is above the maximum allowed.'),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() => {
      expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    });
  });

  it('refuses a stake above the balance with Bet not accepted, and keeps the slip', async () => {
    const { user } = await openLeague();
    await user.click(offerButton('G-total-over'));
    await user.type(await within(slip()).findByLabelText('Wager amount'), '2000');
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet not accepted')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    expect(within(slip()).getByText('1 pick')).toBeInTheDocument();
  });

  it('builds an if bet: picks after the switch go to the if part, capped at the to-win', async () => {
    const { user } = await openLeague();
    await user.click(offerButton('G-moneyline-home'));
    const ifSwitch = await within(slip()).findByRole('switch', { name: 'If ticket' });
    await user.click(ifSwitch);
    expect(within(slip()).getByRole('combobox', { name: 'Teaser' })).toBeDisabled();
    await user.click(offerButton('G-moneyline-home', 1));
    expect(await within(slip()).findByText('If bet')).toBeInTheDocument();
    await user.type(await within(slip()).findByLabelText('Wager amount'), '10');
    await user.type(within(slip()).getByLabelText('If-bet amount'), '1000');
    expect(
      await within(slip()).findByText(
        'The if-bet amount cannot be greater than the amount to win.',
      ),
    ).toBeVisible();

    // Removing every pick clears the slip, the if flag and the teaser.
    for (const remove of within(slip()).getAllByRole('button', { name: /^Remove / })) {
      await user.click(remove);
    }
    expect(await within(slip()).findByText('Your bet slip is empty')).toBeInTheDocument();
    expect(slipStore.get()).toMatchObject({ slip: null, ifOn: false, teaser: null });
  });

  it('takes a teaser with the next picks, and keeps it when a swap is refused', async () => {
    const { user } = await openLeague();
    const teaser = await within(slip()).findByRole('combobox', { name: 'Teaser' });
    await user.selectOptions(teaser, '4 Point Basketball · 2–4 teams');
    await user.click(offerButton('G-spread-away'));
    await user.click(offerButton('G-spread-away', 1));
    expect(await within(slip()).findByText('2 picks')).toBeInTheDocument();
    expect(within(slip()).getByRole('switch', { name: 'If ticket' })).toBeDisabled();
    await user.type(await within(slip()).findByLabelText('Wager amount'), '110');
    expect(within(slip()).getByTestId('slip-to-win')).toHaveTextContent('$100.00');

    await user.selectOptions(teaser, '6 Point Football · 2–6 teams');
    expect(await screen.findByText('SWAP TEASER')).toBeInTheDocument();
    expect(within(slip()).getByRole('alert')).toHaveTextContent('The teaser could not be changed');
    expect(teaser).toHaveDisplayValue('4 Point Basketball · 2–4 teams');
  });

  it('asks the bettor to accept a moved price before placing the bet', async () => {
    const { user, queryClient } = await openLeague();
    const button = offerButton('G-spread-away');
    const offerId = button.dataset.offerId ?? '';
    await user.click(button);
    await user.type(await within(slip()).findByLabelText('Wager amount'), '20');

    const offer = mock.state.db.offer.findFirst({ where: { offerId: { equals: offerId } } });
    const moved = (offer?.price ?? -110) > 0 ? -150 : 150;
    mock.state.revision += 1;
    mock.state.db.offer.update({
      where: { offerId: { equals: offerId } },
      data: { price: moved, previousPrice: offer?.price ?? null },
    });
    // The open slip asks for current prices every 15 s; the test asks at once.
    await queryClient.invalidateQueries({ queryKey: slipQueries.all });
    const notice = await within(slip()).findByTestId('price-moved');
    expect(notice).toHaveTextContent(/→ \+?150|→ -150/);
    expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Accept new prices' }));
    await waitFor(() => {
      expect(within(slip()).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    });
  });

  it('pays with a bonus: the first bonus is staked and only the to-win is paid', async () => {
    const { user } = await openLeague();
    await user.click(offerButton('G-moneyline-away'));
    await user.click(await within(slip()).findByRole('switch', { name: 'Pay with a bonus' }));
    const bonus = within(slip()).getByRole('combobox', { name: 'Bonus' });
    await waitFor(() => {
      expect(bonus).not.toHaveValue('');
    });
    const amount = within(slip()).getByLabelText('Wager amount');
    expect(amount).toHaveAttribute('readonly');
    await waitFor(() => {
      expect(amount).not.toHaveValue('');
    });
    expect(within(slip()).getByText(/not paid back/)).toBeInTheDocument();
    await user.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
  });
});
