import { expect, logIn, test } from '../../support/fixtures.ts';
import {
  ACCOUNT_CONTEXT,
  PHONE_ONLY,
  PROOF_PNG,
  confirmWithdrawal,
  expectFits,
  expectListedOnAccount,
  openCashier,
  openRequests,
  openWithdrawTab,
  requestWithdrawBy,
  toast,
} from './cashier.ts';

for (const layout of PHONE_ONLY) {
  test.describe(`Cashier (${layout.name})`, () => {
    test.use({ ...layout.use, ...ACCOUNT_CONTEXT });

    test('deposits by bank transfer: a bank, its number copied, a proof photo, the report', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openCashier(page);
      await expect(page.getByText('Unavailable')).toBeVisible();
      await expectFits(page, { axe: true });
      const before = (await openRequests(page)).length;

      await page.getByRole('link', { name: 'Deposit by Bank transfer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bank transfer' })).toBeVisible();
      await page.locator('label').filter({ hasText: 'Banco Popular Dominicano' }).click();
      await expect(page.getByRole('radio', { name: 'Banco Popular Dominicano' })).toBeChecked();
      const details = page.getByRole('region', { name: 'Banco Popular Dominicano' });
      await expect(details.getByText('812-345678-9')).toBeVisible();
      await expect(details.getByText('Sportsbook Payments SRL')).toBeVisible();
      await details.getByRole('button', { name: 'Copy Account number' }).click();
      await expect(toast(page, 'Text copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('812-345678-9');
      await expectFits(page, { axe: true });

      await page.getByRole('link', { name: 'Report Deposit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Report Deposit' })).toBeVisible();
      await expect(page.getByText('Upload photo required')).toBeVisible();
      await page.getByLabel(/^Amount/).fill('75.31');
      await expect(page.getByLabel('Bank account')).not.toHaveValue('');
      await page.locator('input[type=file]').setInputFiles({
        name: 'proof.png',
        mimeType: 'image/png',
        buffer: PROOF_PNG,
      });
      await expect(page.getByText('Photo Uploaded')).toBeVisible();
      await expectFits(page, { axe: true });
      await page.getByRole('button', { name: 'Report Deposit' }).click();
      await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
      await expectListedOnAccount(page, 'Deposit', '$75.31');
      expect((await openRequests(page)).length).toBe(before + 1);
    });

    test('a BankTransfer withdrawal to a bank account added on the spot', async ({ page }) => {
      await openCashier(page);
      await openWithdrawTab(page);
      await expectFits(page, { axe: true });
      const before = (await openRequests(page)).length;
      await requestWithdrawBy(page, 'Bank transfer');

      await page.getByRole('button', { name: 'Add new bank account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add bank account' });
      await dialog.getByLabel('Bank', { exact: true }).selectOption({ label: 'Banco de Reservas' });
      await dialog.getByLabel('Account type').selectOption({ label: 'Savings account' });
      await dialog.getByLabel('Account number').fill('000-1234567-8');
      await dialog.getByLabel('Account name').fill('Dana Morales');
      await expectFits(page, { axe: true });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Account saved successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The new account is chosen at once.
      const chosen = page.getByLabel('Bank account').locator('option:checked');
      await expect(chosen).toHaveText('Banreservas · 000-1234567-8 · Dana Morales');

      await page.getByLabel('Amount').fill('43.21');
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await confirmWithdrawal(page, {
        destination: 'Banreservas · 000-1234567-8 · Dana Morales',
        axe: true,
      });
      await expectListedOnAccount(page, 'Withdraw', '$43.21');
      expect((await openRequests(page)).length).toBe(before + 1);
    });

    test('a LocalBranch withdrawal at a chosen branch', async ({ page }) => {
      await openCashier(page);
      await openWithdrawTab(page);
      await requestWithdrawBy(page, 'Local branch');
      await page.getByLabel('Branch').selectOption({ label: 'Piantini' });
      const address = 'Av. Gustavo Mejía Ricart 102, Piantini, Santo Domingo';
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByRole('link', { name: /See Piantini on the map/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      );
      await page.getByLabel('Amount').fill('27.35');
      await expectFits(page, { axe: true });
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await confirmWithdrawal(page, { destination: `Piantini · ${address}`, axe: false });
      await expectListedOnAccount(page, 'Withdraw', '$27.35');
    });

    test('a BalanceTransfer without a receiver is refused beside the field', async ({ page }) => {
      await openCashier(page);
      await openWithdrawTab(page);
      const before = (await openRequests(page)).length;
      await requestWithdrawBy(page, 'Balance transfer');
      const receiver = page.getByLabel('Receiver account');
      await expect(receiver).toHaveValue('');
      await page.getByLabel('Amount').fill('10');
      await page.getByRole('button', { name: 'Request withdraw' }).click();
      await expect(receiver).toHaveAttribute('aria-invalid', 'true');
      await expect(receiver).toHaveAccessibleDescription('This field is required.');
      await expect(receiver).toBeFocused();
      await expect(page.getByRole('alertdialog', { name: 'Confirm your withdrawal' })).toHaveCount(
        0,
      );
      await expectFits(page, { axe: true });
      // Nothing was sent.
      expect((await openRequests(page)).length).toBe(before);
    });

    test('basic, without the online cashier, never reaches it', async ({ page }) => {
      await logIn(page, 'basic');
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Cashier' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      for (const path of [
        '/cashier',
        '/cashier/deposit-info/BankTransfer',
        '/cashier/withdraw/LocalBranch',
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Cashier' })).toHaveCount(0);
      }
    });
  });
}
