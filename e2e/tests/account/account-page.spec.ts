import { expect, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  PHONE_ONLY,
  basicAccount,
  bodyRows,
  demoAccount,
  expectPageFits,
  figureValue,
  footerRow,
  toast,
  usd,
} from './account.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`My Account (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('demo opens My Account from the user menu, reads every section and shows the PIN', async ({
      page,
    }) => {
      const account = await demoAccount(page);

      // Header: who, the balance, and the sum of the five pending tickets.
      await expect(page.getByText('Dana Morales', { exact: true })).toBeVisible();
      await expect(page.getByText('demo@example.com', { exact: true })).toBeVisible();
      await expect(figureValue(page, 'Current balance')).toHaveText('$1,000.00');
      await expect(figureValue(page, 'Pending')).toHaveText('$140.00');
      for (const action of ['Request withdraw', 'Show Account PIN']) {
        await expect(page.getByRole('button', { name: action })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();

      // Bonuses: two, one expiring within a day, and their total.
      const bonuses = account.bonuses.getByRole('table');
      await expect(bodyRows(bonuses)).toHaveCount(2);
      await expect(
        bodyRows(bonuses).filter({ hasText: 'Welcome deposit bonus' }).getByText('Expires soon'),
      ).toBeVisible();
      await expect(bodyRows(bonuses).filter({ hasText: 'Free bet Friday' })).not.toContainText(
        'Expires soon',
      );
      await expect(footerRow(bonuses)).toContainText('$75.00');

      // Pending tickets: count and totals, each with Cash Out (cash-out is on, SPEC §2), and the
      // one the house cancelled before grading with 'Ticket canceled' (decision 130).
      const pending = account.pending.getByRole('table');
      await expect(bodyRows(pending)).toHaveCount(6);
      // The totals leave the cancelled ticket out, as the header and the wallet do (decision 171).
      await expect(footerRow(pending)).toContainText('5 tickets');
      await expect(footerRow(pending)).toContainText('$140.00');
      await expect(pending.getByRole('button', { name: /^Cash Out ticket #\d+$/ })).toHaveCount(5);
      await expect(bodyRows(pending).filter({ hasText: 'Ticket canceled' })).toHaveCount(1);
      await expect(pending.getByRole('button', { name: /^Sell/ })).toHaveCount(0);

      // Quick-game tickets of the last 7 days.
      const quickGames = account.quickGames.getByRole('table');
      await expect(bodyRows(quickGames)).toHaveCount(4);
      await expect(footerRow(quickGames)).toContainText('4 tickets');
      await expect(footerRow(quickGames)).toContainText('$38.00');

      // Wallet transactions: Open by default, the two pending requests, each cancellable.
      await expect(account.wallet.getByRole('tab', { name: 'Open' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const requests = account.wallet.getByRole('table');
      await expect(bodyRows(requests)).toHaveCount(2);
      await expect(bodyRows(requests).filter({ hasText: '$120.00' })).toContainText(
        /Withdraw\s*Pending/,
      );
      await expect(bodyRows(requests).filter({ hasText: '$200.00' })).toContainText(
        /Deposit\s*Pending/,
      );
      await expect(requests.getByRole('button', { name: /^Cancel / })).toHaveCount(2);

      // Weekly Figure: this week by default, a row per day so far, the balance it ends with.
      await expect(account.week).toHaveValue('0');
      await expect(account.week.locator('option:checked')).toHaveText('This Week');
      const figure = account.figure.getByRole('table');
      await expect(footerRow(figure).getByRole('rowheader')).toHaveText(/^[1-7] days?$/);
      await expect(footerRow(figure)).toContainText('$1,000.00');
      await expect(
        figure.getByRole('link', { name: /^\$1,000\.00, Balance, / }).last(),
      ).toBeVisible();
      await expectPageFits(page);

      // The account PIN, asked for when the dialog opens.
      await page.getByRole('button', { name: 'Show Account PIN' }).click();
      const pin = page.getByRole('dialog', { name: 'Account PIN' });
      await expect(pin.getByText('Use this PIN for your withdrawals in branches')).toBeVisible();
      await expect(pin.getByLabel('PIN 4 8 2 1')).toHaveText('4821');
      await expectPageFits(page);
      await pin.getByRole('button', { name: 'Close' }).first().click();
      await expect(pin).toBeHidden();
    });

    test('a pending ticket is cashed out with its code; the list, totals and balance follow', async ({
      page,
    }) => {
      const account = await demoAccount(page);
      const pending = account.pending.getByRole('table');
      const row = bodyRows(pending).filter({ hasText: '#250012' });
      await expect(row).toContainText('$50.00');

      await row.getByRole('button', { name: 'Cash Out ticket #250012' }).click();
      const dialog = page.getByRole('dialog', { name: 'TICKET SALES' });
      await expect(dialog.getByText(/^The sales value of the ticket is: \$\d/)).toBeVisible();
      const code = (await dialog.getByText(/^\d{5}$/).textContent()) ?? '';
      await dialog.getByLabel('Confirmation code').fill(code);
      await dialog.getByRole('button', { name: 'Sell ticket' }).click();
      const sold = dialog.getByRole('status');
      await expect(sold).toContainText(/^Ticket #250012 was sold for \$[\d,.]+\.$/);
      const amount = Number(
        /\$([\d,.]+)\.$/.exec((await sold.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
      );
      expect(amount).toBeGreaterThan(0);
      await expectPageFits(page);

      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Ticket sold')).toBeVisible();

      // Read again: the ticket is gone, the totals and the header say so (the table still shows
      // the cancelled ticket, decision 130).
      await expect(row).toHaveCount(0);
      await expect(bodyRows(pending)).toHaveCount(5);
      await expect(footerRow(pending)).toContainText('4 tickets');
      await expect(footerRow(pending)).toContainText('$90.00');
      await expect(figureValue(page, 'Pending')).toHaveText('$90.00');
      await expect(figureValue(page, 'Current balance')).toHaveText(usd(1000 + amount));
    });
  });
}

test.describe('My Account for basic', () => {
  test.use(ACCOUNT_CONTEXT);

  test('basic sees no Request withdraw, no quick-game table and no Cash Out', async ({ page }) => {
    const account = await basicAccount(page);

    await expect(page.getByRole('button', { name: 'Show Account PIN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request withdraw' })).toHaveCount(0);
    await expect(account.quickGames).toHaveCount(0);
    await expect(account.pending.getByRole('table')).toBeVisible();
    await expect(bodyRows(account.pending.getByRole('table')).first()).toBeVisible();
    await expect(account.pending.getByRole('button', { name: /^(Sell|Cash Out)/ })).toHaveCount(0);
    await expect(
      account.pending.getByRole('columnheader', { name: /^(Sell|Cash Out)$/ }),
    ).toHaveCount(0);
    await expect(account.wallet).toBeVisible();
    await expect(account.figure.getByRole('table')).toBeVisible();
    await expectPageFits(page);
  });
});
