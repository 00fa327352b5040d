import { accountState, cents, newTickets } from '../../support/account-reads.ts';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { PHONE_ONLY, betSlip, game, offer, openTomorrowsNba, placeAccepted } from './betting.ts';

const REASON = 'You are offline: this needs a connection.';

for (const layout of PHONE_ONLY) {
  test.describe(`The bet slip offline (${layout.name})`, () => {
    test.use(layout.use);

    test('offline: a banner, Place bet off with the reason, the stake kept; back online: the bet goes', async ({
      page,
      context,
    }) => {
      test.slow();
      await openTomorrowsNba(page);
      const opening = await accountState(page);
      const slip = betSlip(page, layout.name);
      await slip.pick(offer(game(page, 0), 'G-moneyline-home'), 1);
      await slip.open();
      await slip.amount.fill('30');
      await expect(slip.placeButton).toBeEnabled();

      await context.setOffline(true);
      const banner = page.getByText('You are offline', { exact: true });
      await expect(banner).toBeVisible();
      await expect(slip.placeButton).toBeDisabled();
      await expect(slip.placeButton).toHaveAccessibleDescription(REASON);
      await expect(slip.panel.getByText(REASON)).toBeVisible();
      await expect(slip.amount).toHaveValue('30');
      await expect(slip.panel.getByText('1 pick', { exact: true })).toBeVisible();
      await expectAccessible(page);

      await context.setOffline(false);
      await expect(banner).toBeHidden();
      await expect(slip.amount).toHaveValue('30');
      await expect(slip.placeButton).not.toHaveAccessibleDescription(REASON);
      await placeAccepted(page, slip);
      const now = await accountState(page);
      expect(newTickets(opening, now)).toHaveLength(1);
      expect(cents(now.balance)).toBe(cents(opening.balance) - cents(30));
    });
  });
}
