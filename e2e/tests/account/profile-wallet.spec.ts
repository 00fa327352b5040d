import { closeHighPriorityNotice, expect, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  PHONE_ONLY,
  demoAccount,
  expectPageFits,
  figureValue,
  toast,
} from './account.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`My details and the wallet summary (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('My details refuses an invalid form, asks, then saves; the wallet summary shows the figures', async ({
      page,
    }) => {
      await demoAccount(page);
      await page.getByRole('link', { name: 'My details' }).click();
      await expect(page).toHaveURL(/\/account\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Dana');
      // The document number on file cannot be changed.
      await expect(page.getByLabel('ID or RNC')).toHaveAttribute('readonly', '');

      // A short phone and the terms unticked.
      await page.getByLabel('City').fill('Puerto Plata');
      await page.getByLabel('Phone').fill('12345');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'All fields are required' }),
      ).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectPageFits(page);

      await page.getByLabel('Phone').fill('8095550000');
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Save your details' });
      await expect(
        confirm.getByText('Are you sure that you want to perform this action?'),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Yes, save' }).click();
      await expect(toast(page, 'Your details have been saved.')).toBeVisible();
      await expect(confirm).toBeHidden();

      // Saved on the server: a fresh load reads it back.
      await page.reload();
      await closeHighPriorityNotice(page);
      await expect(page.getByLabel('City')).toHaveValue('Puerto Plata');
      await expect(page.getByLabel('Phone')).toHaveValue('8095550000');

      // The wallet summary: demo's real figures, not placeholders.
      await page.getByRole('link', { name: 'Back to my account' }).click();
      await page.getByRole('link', { name: 'Wallet summary' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet summary' })).toBeVisible();
      await expect(figureValue(page, 'Current balance')).toHaveText('$1,000.00');
      await expect(figureValue(page, 'In pending tickets')).toHaveText('$140.00');
      await expect(page.getByText('5 tickets', { exact: true })).toBeVisible();
      await expect(figureValue(page, 'Deposits awaiting approval')).toHaveText('$200.00');
      await expect(figureValue(page, 'Withdrawals awaiting approval')).toHaveText('$120.00');
      await expect(figureValue(page, 'Bonus balance')).toHaveText('$75.00');
      await expect(page.getByText('2 bonuses', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'This week' }).getByText('Win / Loss', { exact: true }),
      ).toBeVisible();
      await expectPageFits(page);
    });
  });
}
