import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  expectFaultSpent,
  expectNothingBooked,
  loseNextExchange,
  newBankAccounts,
  walletLedger,
  type LostPart,
  type WalletLedger,
} from '../../support/wallet-ledger.ts';
import {
  ACCOUNT_CONTEXT,
  openCashier,
  openWithdrawTab,
  requestWithdrawBy,
  toast,
} from './cashier.ts';

const NOT_SAVED = 'The bank account was not saved. You can try again.';
const NEW_ACCOUNT = 'Banreservas · 000-7654321-0 · Dana Morales';

/** The Add bank account dialog over a bank transfer, Banreservas 000-7654321-0 filled in. */
async function filledIn(page: Page, lose: LostPart) {
  await openCashier(page);
  const opening = await walletLedger(page);
  await openWithdrawTab(page);
  await requestWithdrawBy(page, 'Bank transfer');
  await page.getByRole('button', { name: 'Add new bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await dialog.getByLabel('Bank', { exact: true }).selectOption({ label: 'Banco de Reservas' });
  await dialog.getByLabel('Account type').selectOption({ label: 'Savings account' });
  await dialog.getByLabel('Account number').fill('000-7654321-0');
  await dialog.getByLabel('Account name').fill('Dana Morales');
  await loseNextExchange(page, 'account.addBankAccount', lose);
  return { opening, dialog, save: dialog.getByRole('button', { name: 'Save' }) };
}

/**
 * The screen said it was saved ('Account saved successfully', the dialog closed, the account
 * chosen in the form); the server stores exactly one new account, and no money moved.
 */
async function expectSavedOnce(page: Page, opening: WalletLedger) {
  await expect(toast(page, 'Account saved successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add bank account' })).toBeHidden();
  await expect(page.getByLabel('Bank account').locator('option:checked')).toHaveText(NEW_ACCOUNT);
  const now = await walletLedger(page);
  expect(newBankAccounts(opening, now)).toEqual([
    expect.objectContaining({ accountNumber: '000-7654321-0', accountName: 'Dana Morales' }),
  ]);
  expect({ balance: now.balance, requests: now.requests }).toEqual({
    balance: opening.balance,
    requests: opening.requests,
  });
}

test.describe('Adding a bank account when the connection loses the exchange', () => {
  test.use(ACCOUNT_CONTEXT);

  test('the answer is lost after the server stored it: checked, saved once and chosen', async ({
    page,
  }) => {
    const { opening, save } = await filledIn(page, 'answer');
    await save.click();
    await expectSavedOnce(page, opening);
    await expectFaultSpent(page, 'account.addBankAccount');
    await expect(page.getByText(NOT_SAVED)).toBeHidden();
    await expect(toast(page, 'There was an error saving the bank account')).toBeHidden();
  });

  test('the request is lost: not saved, the values kept, and Retry saves it once', async ({
    page,
  }) => {
    const { opening, dialog, save } = await filledIn(page, 'request');
    await save.click();

    const notice = dialog.getByRole('alert').filter({ hasText: NOT_SAVED });
    await expect(notice).toBeVisible();
    await expectFaultSpent(page, 'account.addBankAccount');
    await expect(dialog.getByLabel('Account number')).toHaveValue('000-7654321-0');
    await expect(dialog.getByLabel('Account name')).toHaveValue('Dana Morales');
    await expectNothingBooked(page, opening);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Retry' }).click();
    await expectSavedOnce(page, opening);
  });
});
