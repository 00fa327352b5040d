import { expect, logIn, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  LAYOUTS,
  expectPageFits,
  openRequests,
  toast,
} from '../account/account.ts';

// A 1×1 PNG: the proof photo the deposit report carries.
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Logs demo in and opens the Cashier from the user menu (no reload: the notice stays closed). */
async function openCashier(page: Page) {
  await logInAsDemo(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Cashier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashier' })).toBeVisible();
  await expectPageFits(page);
}

async function withdrawBy(page: Page, method: string) {
  await openCashier(page);
  await page.getByRole('tab', { name: 'Withdraws' }).click();
  await page.getByRole('link', { name: `Request Withdraw by ${method}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
}

async function confirmWithdrawal(page: Page) {
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText('Confirm your withdrawal')).toBeVisible();
  await expectPageFits(page);
  await confirm.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
}

for (const layout of LAYOUTS) {
  test.describe(`Cashier (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('deposits by bank transfer: a bank, its number copied, a proof photo, the report', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openCashier(page);
      const before = (await openRequests(page)).length;
      await page.getByRole('link', { name: 'Deposit by Bank transfer' }).click();
      await page.locator('label').filter({ hasText: 'Banco Popular Dominicano' }).click();
      const details = page.getByRole('region', { name: 'Banco Popular Dominicano' });
      await expect(details.getByText('812-345678-9')).toBeVisible();
      await details.getByRole('button', { name: 'Copy Account number' }).click();
      await expect(toast(page, 'Text copied')).toBeVisible();
      await expectPageFits(page);

      await page.getByRole('link', { name: 'Report Deposit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Report Deposit' })).toBeVisible();
      await page.getByLabel(/^Amount/).fill('75');
      await expect(page.getByLabel('Bank account')).not.toHaveValue('');
      await page.locator('input[type=file]').setInputFiles({
        name: 'proof.png',
        mimeType: 'image/png',
        buffer: PROOF_PNG,
      });
      await expect(page.getByText('Photo Uploaded')).toBeVisible();
      await expectPageFits(page);
      await page.getByRole('button', { name: 'Report Deposit' }).click();
      await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
      await expect(
        page.getByRole('region', { name: 'Wallet transactions' }).getByText('$75.00'),
      ).toBeVisible();
      expect((await openRequests(page)).length).toBe(before + 1);
    });

    test('a BankTransfer withdrawal to a bank account added on the spot', async ({ page }) => {
      await withdrawBy(page, 'Bank transfer');
      await page.getByRole('button', { name: 'Add new bank account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add bank account' });
      await dialog.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel('Account type').selectOption({ label: 'Savings account' });
      await dialog.getByLabel('Account number').fill('000-1234567-8');
      await dialog.getByLabel('Account name').fill('Dana Morales');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Account saved successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('Bank account')).not.toHaveValue('');
      await page.getByLabel('Amount').fill('40');
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await confirmWithdrawal(page);
    });

    test('a LocalBranch withdrawal at a chosen branch', async ({ page }) => {
      await withdrawBy(page, 'Local branch');
      await page.getByLabel('Branch').selectOption({ index: 1 });
      await page.getByLabel('Amount').fill('25');
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await confirmWithdrawal(page);
    });

    test('a BalanceTransfer without a receiver is refused beside the field', async ({ page }) => {
      await withdrawBy(page, 'Balance transfer');
      await page.getByLabel('Amount').fill('10');
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await expect(page.getByText('This field is required.')).toBeVisible();
      await expect(page.getByText('Confirm your withdrawal')).toHaveCount(0);
      await expectPageFits(page);
    });

    test('basic, without the online cashier, never reaches it', async ({ page }) => {
      await logIn(page, 'basic');
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Cashier' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/cashier/withdraw/LocalBranch');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toHaveCount(0);
    });
  });
}
