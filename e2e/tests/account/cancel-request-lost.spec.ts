import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  balanceAfter,
  expectFaultSpent,
  expectNothingBooked,
  loseNextExchange,
  walletLedger,
  type LostPart,
  type WalletLedger,
} from '../../support/wallet-ledger.ts';
import { ACCOUNT_CONTEXT, bodyRows, demoAccount, toast, type AccountPage } from './account.ts';

const NOT_CANCELLED = 'The request was not cancelled: it is still pending. You can try again.';

/** demo's pending withdrawal of 120.00, its cancel confirmation open. */
async function confirming(page: Page, lose: LostPart) {
  const account = await demoAccount(page);
  const opening = await walletLedger(page);
  const withdrawal = opening.requests.find(
    (request) => request.type === 'withdraw' && request.requestState === 'Pending',
  );
  if (!withdrawal) throw new Error('demo has no pending withdrawal');
  await account.wallet
    .getByRole('button', { name: /^Cancel Withdraw request \d+ of \$120\.00$/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel request' });
  await expect(confirm.getByText('Are you sure that you want to delete')).toBeVisible();
  await loseNextExchange(page, 'cashier.cancelRequest', lose);
  return {
    account,
    opening,
    withdrawal,
    confirm,
    yes: confirm.getByRole('button', { name: 'Yes, cancel it' }),
  };
}

/**
 * The screen said it was cancelled: 'Cancelation Sucessful', the question closed and the row gone;
 * the server no longer lists the request, and the balance is the opening plus the 120.00 its
 * reservation gives back.
 */
async function expectCancelledOnce(
  page: Page,
  account: AccountPage,
  opening: WalletLedger,
  guid: string,
) {
  await expect(toast(page, 'Cancelation Sucessful')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  const rows = bodyRows(account.wallet.getByRole('table'));
  await expect(rows.filter({ hasText: '$120.00' })).toHaveCount(0);
  const now = await walletLedger(page);
  expect(now.requests.map((request) => request.guid)).not.toContain(guid);
  expect(now.requests).toHaveLength(opening.requests.length - 1);
  expect(now.balance).toBe(balanceAfter(opening, 120));
}

test.describe('Cancelling a request when the connection loses the exchange', () => {
  test.use(ACCOUNT_CONTEXT);

  test('the answer is lost after the cancel: the dialog checks and says it was cancelled', async ({
    page,
  }) => {
    const { account, opening, withdrawal, yes } = await confirming(page, 'answer');
    await yes.click();
    await expectCancelledOnce(page, account, opening, withdrawal.guid);
    await expectFaultSpent(page, 'cashier.cancelRequest');
    await expect(page.getByText(NOT_CANCELLED)).toBeHidden();
    await expect(toast(page, 'An Errror has occur')).toBeHidden();
  });

  test('the request is lost: still pending, the question stays, and Retry cancels it once', async ({
    page,
  }) => {
    const { account, opening, withdrawal, confirm, yes } = await confirming(page, 'request');
    await yes.click();

    const notice = confirm.getByRole('alert').filter({ hasText: NOT_CANCELLED });
    await expect(notice).toBeVisible();
    await expectFaultSpent(page, 'cashier.cancelRequest');
    await expect(yes).toBeEnabled();
    await expectNothingBooked(page, opening);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Retry' }).click();
    await expectCancelledOnce(page, account, opening, withdrawal.guid);
  });
});
