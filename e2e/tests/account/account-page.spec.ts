import { expect, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  LAYOUTS,
  basicAccount,
  bodyRows,
  demoAccount,
  expectPageFits,
  figureValue,
  footerRow,
  openRequests,
  toast,
} from './account.ts';

for (const layout of LAYOUTS) {
  test.describe(`My Account (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('demo reads every section from the user menu and shows the PIN', async ({ page }) => {
      const account = await demoAccount(page);
      await expect(figureValue(page, 'Current balance')).toHaveText('$1,000.00');
      await expect(figureValue(page, 'Pending')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
      await expect(page.getByText('demo@example.com')).toBeVisible();
      await expect(account.bonuses.getByText('Expires soon')).toBeVisible();
      await expect(bodyRows(account.pending.getByRole('table'))).not.toHaveCount(0);
      await expect(bodyRows(account.quickGames.getByRole('table'))).not.toHaveCount(0);
      await expect(account.wallet.getByText('Pending').first()).toBeVisible();
      await expect(footerRow(account.figure.getByRole('table'))).toContainText(/\d+ days?/);
      await expectPageFits(page);

      await page.getByRole('button', { name: 'Show Account PIN' }).click();
      const pin = page.getByRole('dialog', { name: 'Account PIN' });
      await expect(pin.getByText('Use this PIN for your withdrawals in branches')).toBeVisible();
      await expect(pin.getByText('4821')).toBeVisible();
      await expectPageFits(page);
      await pin.getByRole('button', { name: 'Close' }).first().click();
      await expect(pin).toBeHidden();
    });

    test('sells a pending ticket back with the code: Ticket sold, and the list refreshes', async ({
      page,
    }) => {
      const account = await demoAccount(page);
      const table = account.pending.getByRole('table');
      const before = await bodyRows(table).count();
      await account.pending
        .getByRole('button', { name: /^Sell ticket #\d+$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'TICKET SALES' });
      await expect(dialog.getByText(/The sales value of the ticket is: \$/)).toBeVisible();
      const code = (await dialog.getByText(/^\d{5}$/).textContent()) ?? '';
      await dialog.getByLabel('Confirmation code').fill(code);
      await dialog.getByRole('button', { name: 'Sell ticket' }).click();
      await expect(dialog.getByText(/was sold for/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(toast(page, 'Ticket sold')).toBeVisible();
      await expect(bodyRows(table)).toHaveCount(before - 1);
    });

    test('cancels a pending wallet request after the confirm', async ({ page }) => {
      const account = await demoAccount(page);
      const [first] = await openRequests(page);
      expect(first, 'demo has an open request').toBeDefined();
      const before = await bodyRows(account.wallet.getByRole('table')).count();
      await account.wallet
        .getByRole('button', { name: /^Cancel .* request/ })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByText('Are you sure that you want to delete')).toBeVisible();
      await expectPageFits(page);
      await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(toast(page, 'Cancelation Sucessful')).toBeVisible();
      await expect(bodyRows(account.wallet.getByRole('table'))).toHaveCount(before - 1);
    });

    test('requests a LocalBranch withdrawal: a branch, an amount above the maximum refused', async ({
      page,
    }) => {
      const account = await demoAccount(page);
      const before = (await openRequests(page)).length;
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw Request' });
      await expect(dialog.getByText('$995.00')).toBeVisible(); // 1,000 − minAmount 5
      await dialog.getByLabel('Method').selectOption({ label: 'Local branch' });
      const branch = dialog.getByLabel('Branch');
      await branch.selectOption({ index: 1 });
      await expect(dialog.getByText('Address')).toBeVisible();
      await dialog.getByLabel('Amount').fill('996');
      await dialog.getByRole('button', { name: 'Request withdraw' }).click();
      await expect(
        dialog.getByText('The amount is above the maximum you can withdraw.'),
      ).toBeVisible();
      await expectPageFits(page);
      await dialog.getByLabel('Amount').fill('50');
      await dialog.getByRole('button', { name: 'Request withdraw' }).click();
      await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
      await expect(dialog).toBeHidden();
      expect((await openRequests(page)).length).toBe(before + 1);
      await expect(bodyRows(account.wallet.getByRole('table'))).toHaveCount(before + 1);
    });

    test('basic sees no Request withdraw, no quick-game table and no Cash Out', async ({
      page,
    }) => {
      const account = await basicAccount(page);
      await expect(account.pending).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request withdraw' })).toHaveCount(0);
      await expect(account.quickGames).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Sell ticket/ })).toHaveCount(0);
      await expectPageFits(page);
    });
  });
}
