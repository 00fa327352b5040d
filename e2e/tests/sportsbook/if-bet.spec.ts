import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  openTomorrowsNba,
  placeAccepted,
  topBarBalance,
} from './betting.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`An if bet (${layout.name})`, () => {
    test.use(layout.use);

    test('a pick, If ticket on, another game as the if part, both amounts, Bet Accepted', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);

      await slip.pick(offer(game(page, 0), 'G-spread-away'), 1);
      const panel = await slip.open();
      const ifSwitch = panel.getByRole('switch', { name: 'If ticket' });
      await ifSwitch.click();
      await expect(ifSwitch).toBeChecked();
      await expect(panel.getByText('Picks you add now go to the if bet.')).toBeVisible();
      await expect(panel.getByRole('combobox', { name: 'Teaser' })).toBeDisabled();

      await slip.pick(offer(game(page, 1), 'G-spread-home'), 2);
      await slip.open();
      const ifRows = panel.getByTestId('slip-item').filter({ hasText: 'If bet' });
      await expect(ifRows).toHaveCount(1);
      await slip.amount.fill('100');
      const ifAmount = panel.getByLabel('If-bet amount', { exact: true });
      await ifAmount.fill('50');
      await expect(slip.placeButton).toBeEnabled();
      await expectAccessible(page);

      await placeAccepted(page, slip);
      await slip.close();
      await expect(topBarBalance(page, '$900.00')).toBeVisible();
      await expectAccessible(page);
    });
  });
}
