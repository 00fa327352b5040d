import { expect, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  PHONE_ONLY,
  bodyRows,
  demoAccount,
  expectPageFits,
  figureValue,
  toast,
} from './account.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`Wallet requests on My Account (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('cancels a pending deposit request after the confirm; it leaves the Open list', async ({
      page,
    }) => {
      const account = await demoAccount(page);
      const requests = account.wallet.getByRole('table');
      await expect(bodyRows(requests)).toHaveCount(2);
      const deposit = bodyRows(requests).filter({ hasText: '$200.00' });

      await deposit
        .getByRole('button', { name: /^Cancel Deposit request \d+ of \$200\.00$/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel request' });
      await expect(confirm.getByText('Are you sure that you want to delete')).toBeVisible();
      await expect(confirm.getByText(/^Deposit request of \$200\.00 from /)).toBeVisible();
      await expectPageFits(page);

      await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(toast(page, 'Cancelation Sucessful')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(deposit).toHaveCount(0);
      await expect(bodyRows(requests)).toHaveCount(1);
      await expect(bodyRows(requests)).toContainText('$120.00');
    });

    test('requests a LocalBranch withdrawal: branch chosen, above the maximum refused, then filed', async ({
      page,
    }) => {
      const account = await demoAccount(page);
      const requests = account.wallet.getByRole('table');
      await expect(bodyRows(requests)).toHaveCount(2);

      await page.getByRole('button', { name: 'Request withdraw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw Request' });
      // The contract's rule: balance 1,000.00 less the minimum amount 5.00.
      await expect(figureValue(dialog, 'Maximum allowed')).toHaveText('$995.00');
      await dialog.getByLabel('Method').selectOption({ label: 'Local branch' });
      await dialog.getByLabel('Branch').selectOption({ label: 'Naco' });
      await expect(dialog.getByText('Av. Tiradentes 34, Naco, Santo Domingo')).toBeVisible();
      await expect(dialog.getByRole('link', { name: /^See Naco on the map/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      );
      await expect(dialog.getByText('Amount must be great than $5.00')).toBeVisible();

      const amount = dialog.getByLabel('Amount');
      const submit = dialog.getByRole('button', { name: 'Request withdraw' });
      await amount.fill('996');
      await submit.click();
      await expect(
        dialog.getByText('The amount is above the maximum you can withdraw.'),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
      await expectPageFits(page);

      await amount.fill('50');
      await submit.click();
      await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
      await expect(dialog).toBeHidden();

      // Filed and Pending in the Open list; nothing is booked until the back office approves it,
      // but the request reserves its amount at once (decision 082): the balance shown drops.
      await expect(bodyRows(requests)).toHaveCount(3);
      await expect(bodyRows(requests).filter({ hasText: '$50.00' })).toContainText(
        /Withdraw\s*Pending/,
      );
      await expect(figureValue(page, 'Current balance')).toHaveText('$950.00');
    });
  });
}
