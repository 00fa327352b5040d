import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  openTomorrowsNba,
  toast,
  topBarBalance,
} from './betting.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`A stake above the balance (${layout.name})`, () => {
    test.use(layout.use);

    test('is refused with Bet not accepted and Insufficient balance; the slip stays', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);
      const total = offer(game(page, 0), 'G-total-over');

      await slip.pick(total, 1);
      const panel = await slip.open();
      // Within the 5,000 maximum, above demo's 1,000.
      await slip.amount.fill('2000');
      await expect(slip.placeButton).toBeEnabled();
      await slip.placeButton.click();

      const refused = toast(page, 'Bet not accepted');
      await expect(refused).toBeVisible();
      await expect(refused).toContainText('Insufficient balance');
      await expect(panel.getByText('1 pick', { exact: true })).toBeVisible();
      await expect(slip.amount).toHaveValue('2000');
      await expect(slip.placeButton).toBeEnabled();
      await expectAccessible(page);

      await slip.close();
      await expect(total).toHaveAttribute('aria-pressed', 'true');
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();
    });
  });
}
