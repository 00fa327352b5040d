import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { accountState, apiAsPage, cents, type AccountState } from '../../support/account-reads.ts';
import { control, expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import { PHONE_ONLY, betSlip, openTomorrowsNba, toast, topBarBalance, usd } from './betting.ts';
import type { Layout } from './betting.ts';

const NOT_DONE = 'The ticket was not sold, and nothing changed. You can try again.';

/** One of demo's pending tickets the house buys back now, with what it pays. */
async function sellable(
  page: Page,
  opening: AccountState,
): Promise<{ ticket: Ticket; amount: number }> {
  const api = await apiAsPage(page);
  for (const ticket of opening.pending) {
    const quote = await api.call('ticket.cashOutAmount', {
      params: { ticketNumber: ticket.ticketNumber },
    });
    if (quote.amount > 0) return { ticket, amount: quote.amount };
  }
  throw new Error('demo has no ticket the house buys back');
}

/** TICKET SALES open from My bets on a sellable ticket, the right code typed. */
async function codeTyped(page: Page, layout: Layout) {
  await openTomorrowsNba(page);
  const opening = await accountState(page);
  const { ticket, amount } = await sellable(page, opening);
  const slip = betSlip(page, layout);
  const panel = await slip.open();
  await panel.getByRole('tab', { name: 'My bets' }).click();
  await panel.getByRole('button', { name: `Sell ticket #${ticket.ticketNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'TICKET SALES' });
  await expect(dialog.getByText(`The sales value of the ticket is: ${usd(amount)}`)).toBeVisible();
  const code = (await dialog.getByText(/^\d{5}$/).textContent()) ?? '';
  const field = dialog.getByLabel('Confirmation code');
  await field.fill(code);
  const sell = dialog.getByRole('button', { name: 'Sell ticket' });
  await expect(sell).toBeEnabled();
  return { slip, dialog, field, code, sell, ticket, amount, opening };
}

/** What the server says of the ticket: its grading, and the balance now. */
async function serverSays(page: Page, ticketNumber: number) {
  const api = await apiAsPage(page);
  const [ticket, { balance }] = await Promise.all([
    api.call('ticket.get', { params: { id: ticketNumber } }),
    api.call('account.standing'),
  ]);
  return { winner: ticket.winner, toPaid: ticket.toPaid, balance };
}

/**
 * The dialog said the ticket was sold: the server graded it sold (S) once, for the amount, and the
 * balance is the opening plus that one credit; 'Ticket sold' on close, and the top bar agrees.
 */
async function expectSoldOnce(page: Page, sale: Awaited<ReturnType<typeof codeTyped>>) {
  const { dialog, ticket, amount, opening, slip } = sale;
  await expect(
    dialog.getByText(`Ticket #${ticket.ticketNumber} was sold for ${usd(amount)}.`),
  ).toBeVisible();
  const now = await serverSays(page, ticket.ticketNumber);
  expect(now).toEqual({
    winner: 'S',
    toPaid: amount,
    balance: (cents(opening.balance) + cents(amount)) / 100,
  });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Ticket sold')).toBeVisible();
  await slip.close();
  await expect(topBarBalance(page, usd(now.balance))).toBeVisible();
}

for (const layout of PHONE_ONLY) {
  test.describe(`Selling a ticket when the connection loses the exchange (${layout.name})`, () => {
    test.use(layout.use);

    test('the answer is lost after the sale: the dialog checks the ticket and says it was sold, once', async ({
      page,
    }) => {
      test.slow();
      const sale = await codeTyped(page, layout.name);
      await control(page, '/errors', { endpoint: 'ticket.cashOut', lose: 'answer', times: 1 });
      await sale.sell.click();
      await expectSoldOnce(page, sale);
      await expect(page.getByText(NOT_DONE)).toBeHidden();
    });

    test('the request is lost: not sold, the code as typed, and Retry sells it once', async ({
      page,
    }) => {
      test.slow();
      const sale = await codeTyped(page, layout.name);
      await control(page, '/errors', { endpoint: 'ticket.cashOut', lose: 'request', times: 1 });
      await sale.sell.click();

      const notice = sale.dialog.getByRole('alert').filter({ hasText: NOT_DONE });
      await expect(notice).toBeVisible();
      await expect(sale.dialog.getByText(sale.code, { exact: true })).toBeVisible();
      await expect(sale.field).toHaveValue(sale.code);
      const meanwhile = await serverSays(page, sale.ticket.ticketNumber);
      expect(meanwhile).toMatchObject({ winner: 'P', balance: sale.opening.balance });
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Retry' }).click();
      await expectSoldOnce(page, sale);
    });
  });
}
