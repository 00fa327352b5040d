import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
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
import { ACCOUNT_CONTEXT, bodyRows, demoAccount, toast, type AccountPage } from './account.ts';

const NOT_FILED =
  'Your withdraw request was not filed, and nothing was reserved from your balance. You can try again.';

/** My Account's Withdraw Request dialog, 64.25 to collect at Naco filled in. */
async function filledIn(page: Page, lose: LostPart) {
  const account = await demoAccount(page);
  const opening = await walletLedger(page);
  await page.getByRole('button', { name: 'Request withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Request' });
  await dialog.getByLabel('Branch').selectOption({ label: 'Naco' });
  await dialog.getByLabel('Amount').fill('64.25');
  await loseNextExchange(page, 'cashier.createRequest', lose);
  return {
    account,
    opening,
    dialog,
    submit: dialog.getByRole('button', { name: 'Request withdraw' }),
  };
}

/**
 * The screen said it was filed: 'Request has been succesfully created', the dialog closed and the
 * request listed Pending once; the server holds exactly one new request, a withdrawal of 64.25,
 * and the balance is the opening less its reservation.
 */
async function expectFiledOnce(page: Page, account: AccountPage, opening: WalletLedger) {
  await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Withdraw Request' })).toBeHidden();
  const rows = bodyRows(account.wallet.getByRole('table')).filter({ hasText: '$64.25' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(/Withdraw\s*Pending/);
  const now = await walletLedger(page);
  expect(newRequests(opening, now)).toEqual([
    expect.objectContaining({
      type: 'withdraw',
      amount: 64.25,
      method: 'LocalBranch',
      requestState: 'Pending',
    }),
  ]);
  expect(now.balance).toBe(balanceAfter(opening, -64.25));
  await expect(page.getByText(NOT_FILED)).toBeHidden();
}

test.describe('A withdraw request from My Account when the connection loses the exchange', () => {
  test.use(ACCOUNT_CONTEXT);

  test('the answer is lost after the server filed it: the dialog checks and says it was filed, once', async ({
    page,
  }) => {
    const { account, opening, submit } = await filledIn(page, 'answer');
    await submit.click();
    await expectFiledOnce(page, account, opening);
    await expectFaultSpent(page, 'cashier.createRequest');
  });

  test('the request is lost: not filed, the form as typed, and Retry files it once', async ({
    page,
  }) => {
    const { account, opening, dialog, submit } = await filledIn(page, 'request');
    await submit.click();

    const notice = dialog.getByRole('alert').filter({ hasText: NOT_FILED });
    await expect(notice).toBeVisible();
    await expectFaultSpent(page, 'cashier.createRequest');
    await expect(dialog.getByLabel('Branch').locator('option:checked')).toHaveText('Naco');
    await expect(dialog.getByLabel('Amount')).toHaveValue('64.25');
    await expect(submit).toBeEnabled();
    await expectNothingBooked(page, opening);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Retry' }).click();
    await expectFiledOnce(page, account, opening);
  });
});
