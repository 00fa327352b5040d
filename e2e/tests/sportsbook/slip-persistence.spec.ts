import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { PHONE_ONLY, betSlip, game, offer, openTomorrowsNba, reloadPage } from './betting.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`The bet slip across a reload (${layout.name})`, () => {
    test.use(layout.use);

    test('keeps its picks and the If ticket switch; removing the last pick clears it', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);
      const spread = offer(game(page, 0), 'G-spread-away');
      const moneyLine = offer(game(page, 1), 'G-moneyline-home');
      await slip.pick(spread, 1);
      await slip.pick(moneyLine, 2);
      const panel = await slip.open();
      const ifSwitch = panel.getByRole('switch', { name: 'If ticket' });
      await ifSwitch.click();
      await expect(ifSwitch).toBeChecked();

      await reloadPage(page);

      await expect(spread).toHaveAttribute('aria-pressed', 'true');
      await expect(moneyLine).toHaveAttribute('aria-pressed', 'true');
      await slip.open();
      await expect(panel.getByText('2 picks', { exact: true })).toBeVisible();
      await expect(panel.getByTestId('slip-item')).toHaveCount(2);
      await expect(ifSwitch).toBeChecked();
      await expectAccessible(page);

      const removes = panel.getByRole('button', { name: /^Remove / });
      await removes.first().click();
      await expect(panel.getByText('1 pick', { exact: true })).toBeVisible();
      await removes.first().click();
      await expect(slip.empty).toBeVisible();
      await expect(ifSwitch).not.toBeChecked();
      await expect(ifSwitch).toBeDisabled();
      await expectAccessible(page);

      await reloadPage(page);

      await expect(spread).toHaveAttribute('aria-pressed', 'false');
      await expect(moneyLine).toHaveAttribute('aria-pressed', 'false');
      await slip.open();
      await expect(slip.empty).toBeVisible();
      await expect(ifSwitch).not.toBeChecked();
    });
  });
}
