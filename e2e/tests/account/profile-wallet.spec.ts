import { expect, test } from '../../support/fixtures.ts';
import { ACCOUNT_CONTEXT, LAYOUTS, demoAccount, expectPageFits, toast } from './account.ts';

for (const layout of LAYOUTS) {
  test.describe(`My details and the wallet summary (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('the customer-data form refuses an invalid form, asks, then saves', async ({ page }) => {
      await demoAccount(page);
      await page.getByRole('link', { name: 'My details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
      await expect(page.getByLabel('ID or RNC')).toHaveAttribute('readonly', '');
      await page.getByLabel('Phone').fill('12345');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'All fields are required' }),
      ).toBeVisible();
      await expectPageFits(page);

      await page.getByLabel('Phone').fill('8095550000');
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(
        confirm.getByText('Are you sure that you want to perform this action?'),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Yes, save' }).click();
      await expect(toast(page, 'Your details have been saved.')).toBeVisible();
    });

    test('the wallet summary shows the real figures', async ({ page }) => {
      await demoAccount(page);
      await page.getByRole('link', { name: 'Wallet summary' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet summary' })).toBeVisible();
      await expect(page.getByText('$1,000.00').first()).toBeVisible();
      await expect(page.getByText('Withdrawals awaiting approval')).toBeVisible();
      await expectPageFits(page);
    });
  });
}
