import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  openTomorrowsNba,
  placeAccepted,
  topBarBalance,
  usd,
} from './betting.ts';

/** The top bar's total of bonus balances ('Bonus $75.00'). */
async function bonusTotal(page: Page): Promise<number> {
  const line = page.getByRole('banner').getByText(/^Bonus \$[\d,.]+$/);
  await expect(line).toBeVisible();
  const amount = /\$([\d,.]+)$/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  return Number(amount.replaceAll(',', ''));
}

for (const layout of PHONE_ONLY) {
  test.describe(`A bet paid with a bonus (${layout.name})`, () => {
    test.use(layout.use);

    test('stakes the first bonus, Bet Accepted, the bonus pays and the balance does not', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const before = await bonusTotal(page);
      const slip = betSlip(page, layout.name);

      await slip.pick(offer(game(page, 0), 'G-moneyline-away'), 1);
      const panel = await slip.open();
      await panel.getByRole('switch', { name: 'Pay with a bonus' }).click();
      const bonus = panel.getByRole('combobox', { name: 'Bonus' });
      await expect(bonus).not.toHaveValue('');
      // The option reads 'Welcome deposit bonus ($50.00)': that is the stake.
      const option = (await bonus.locator('option:checked').textContent()) ?? '';
      const stake = Number(/\(\$([\d,.]+)\)$/.exec(option)?.[1]?.replaceAll(',', '') ?? NaN);
      expect(stake, `a stake in "${option}"`).toBeGreaterThan(0);
      await expect(slip.amount).toHaveAttribute('readonly', '');
      await expect(slip.amount).toHaveValue(String(stake));
      await expect(panel.getByText(/not paid back/)).toBeVisible();
      await expectAccessible(page);

      await placeAccepted(page, slip);
      await slip.close();
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();
      await expect(
        page.getByRole('banner').getByText(`Bonus ${usd(before - stake)}`),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
