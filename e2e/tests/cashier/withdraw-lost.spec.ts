import { control, expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  balanceAfter,
  expectFaultSpent,
  expectNothingBooked,
  loseNextExchange,
  newRequests,
  walletLedger,
  type LostPart,
  type WalletLedger,
} from '../../support/wallet-ledger.ts';
import {
  ACCOUNT_CONTEXT,
  expectListedOnAccount,
  openCashier,
  openWithdrawTab,
  requestWithdrawBy,
  toast,
} from './cashier.ts';

const NOT_FILED =
  'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.';

/** The Cashier's LocalBranch withdrawal of 38.60 at Piantini, confirmed up to Send request. */
async function confirming(page: Page) {
  await openCashier(page);
  const opening = await walletLedger(page);
  await openWithdrawTab(page);
  await requestWithdrawBy(page, 'Local branch');
  await page.getByLabel('Branch').selectOption({ label: 'Piantini' });
  await page.getByLabel('Amount').fill('38.60');
  await page.getByRole('button', { name: 'Request withdraw' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your withdrawal' });
  await expect(confirm.getByText('$38.60')).toBeVisible();
  return { opening, confirm, send: confirm.getByRole('button', { name: 'Send request' }) };
}

async function losing(page: Page, lose: LostPart) {
  const journey = await confirming(page);
  await loseNextExchange(page, 'cashier.createRequest', lose);
  return journey;
}

/**
 * The screen said it was filed ('Request has been succesfully created', then /account with the
 * request listed Pending); the server holds one new withdrawal of 38.60 and the balance is the
 * opening less its reservation.
 */
async function expectFiledOnce(page: Page, opening: WalletLedger) {
  await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expectListedOnAccount(page, 'Withdraw', '$38.60');
  const now = await walletLedger(page);
  expect(newRequests(opening, now)).toEqual([
    expect.objectContaining({ type: 'withdraw', amount: 38.6, method: 'LocalBranch' }),
  ]);
  expect(now.balance).toBe(balanceAfter(opening, -38.6));
}

test.describe('A withdrawal at the Cashier when the connection loses the exchange', () => {
  test.use(ACCOUNT_CONTEXT);

  test('the answer is lost after the server filed it: checked, filed once, on to /account', async ({
    page,
  }) => {
    const { opening, send } = await losing(page, 'answer');
    await send.click();
    await expectFiledOnce(page, opening);
    await expectFaultSpent(page, 'cashier.createRequest');
    await expect(page.getByText(NOT_FILED)).toBeHidden();
  });

  test('the request is lost: not filed, the form kept, and Retry files it once', async ({
    page,
  }) => {
    const { opening, confirm, send } = await losing(page, 'request');
    await send.click();

    const notice = page.getByRole('alert').filter({ hasText: NOT_FILED });
    await expect(notice).toBeVisible();
    await expectFaultSpent(page, 'cashier.createRequest');
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/cashier\/withdraw\/LocalBranch$/);
    await expect(page.getByLabel('Branch').locator('option:checked')).toHaveText(/^Piantini/);
    await expect(page.getByLabel('Amount')).toHaveValue('38.60');
    await expectNothingBooked(page, opening);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(confirm.getByText('$38.60')).toBeVisible();
    await confirm.getByRole('button', { name: 'Send request' }).click();
    await expectFiledOnce(page, opening);
  });

  test('the session ends during the request: the way out to /login, nothing else said', async ({
    page,
  }) => {
    const { send } = await confirming(page);
    await control(page, '/errors', { endpoint: 'cashier.createRequest', status: 401, times: 1 });
    await send.click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(NOT_FILED)).toBeHidden();
    await expect(toast(page, 'Your withdraw request was not accepted.')).toBeHidden();
  });
});
