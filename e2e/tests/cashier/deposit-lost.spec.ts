import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
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
  PROOF_PNG,
  expectListedOnAccount,
  openCashier,
  toast,
} from './cashier.ts';

const NOT_FILED = 'Your deposit report was not filed. You can try again.';

/** The deposit report of 91.17 to Banco Popular, the photo uploaded, ready to send. */
async function reportFilled(page: Page, lose: LostPart) {
  await openCashier(page);
  const opening = await walletLedger(page);
  await page.getByRole('link', { name: 'Deposit by Bank transfer' }).click();
  await page.locator('label').filter({ hasText: 'Banco Popular Dominicano' }).click();
  await page.getByRole('link', { name: 'Report Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Deposit' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('91.17');
  await page.locator('input[type=file]').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PROOF_PNG,
  });
  await expect(page.getByText('Photo Uploaded')).toBeVisible();
  await loseNextExchange(page, 'cashier.createRequest', lose);
  return { opening, submit: page.getByRole('button', { name: 'Report Deposit' }) };
}

/**
 * The screen said it was filed ('Request has been succesfully created', then /account with the
 * deposit listed Pending); the server holds one new deposit of 91.17 with its proof attached, and
 * the balance has not moved (a deposit counts once approved).
 */
async function expectFiledOnce(page: Page, opening: WalletLedger) {
  await expect(toast(page, 'Request has been succesfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expectListedOnAccount(page, 'Deposit', '$91.17');
  await expect
    .poll(async () => newRequests(opening, await walletLedger(page)))
    .toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: 91.17,
        method: 'BankTransfer',
        imagesUrl: [expect.stringMatching(/\/w\/api\/FileUploader\/files\/\w+\.png$/)],
      }),
    ]);
  expect((await walletLedger(page)).balance).toBe(opening.balance);
}

test.describe('A deposit report when the connection loses the exchange', () => {
  test.use(ACCOUNT_CONTEXT);

  test('the answer is lost after the server filed it: checked, the photo attached, filed once', async ({
    page,
  }) => {
    const { opening, submit } = await reportFilled(page, 'answer');
    await submit.click();
    await expectFiledOnce(page, opening);
    await expectFaultSpent(page, 'cashier.createRequest');
    await expect(page.getByText(NOT_FILED)).toBeHidden();
  });

  test('the request is lost: not filed, the form and the photo kept, and Retry files it once', async ({
    page,
  }) => {
    const { opening, submit } = await reportFilled(page, 'request');
    await submit.click();

    const notice = page.getByRole('alert').filter({ hasText: NOT_FILED });
    await expect(notice).toBeVisible();
    await expectFaultSpent(page, 'cashier.createRequest');
    await expect(page.getByLabel(/^Amount/)).toHaveValue('91.17');
    await expect(page.getByText('Photo Uploaded')).toBeVisible();
    await expect(page.getByText('proof.png')).toBeVisible();
    await expectNothingBooked(page, opening);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Retry' }).click();
    await expectFiledOnce(page, opening);
  });
});
