import type { QuickGameTicket } from '@sportsbook/contracts/schemas/quick-game';
import { apiAsPage, cents } from '../../support/account-reads.ts';
import {
  control,
  expect,
  expectAccessible,
  logInAsDemo,
  test,
  type Page,
} from '../../support/fixtures.ts';
import { PHONE_ONLY, toast, topBarBalance, usd } from '../sportsbook/betting.ts';

/**
 * Issue 24: Save (POST /QGame) when the connection loses the exchange. The screen's last word
 * ('Ticket created!', or not created with Retry) matches the server's: the ticket list and the
 * balance read with the page's own session.
 */

const NOT_DONE = 'Your ticket was not created, and nothing was charged. You can try again.';
const BETS: [bet: string, amount: string][] = [
  ['27', '5'],
  ['12-45', '2.5'],
];
const TOTAL = 7.5;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (day: Date) =>
  `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** The quick-game money as the server keeps it: the balance and this week's tickets. */
interface QuickGameLedger {
  balance: number;
  tickets: QuickGameTicket[];
}

async function ledger(page: Page): Promise<QuickGameLedger> {
  const api = await apiAsPage(page);
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7);
  const [standing, tickets] = await Promise.all([
    api.call('account.standing'),
    api.call('quickGame.tickets', { query: { begindate: isoDay(first), enddate: isoDay(now) } }),
  ]);
  return { balance: standing.balance, tickets };
}

const newTickets = (before: QuickGameLedger, after: QuickGameLedger): QuickGameTicket[] => {
  const known = new Set(before.tickets.map((ticket) => ticket.ticketId));
  return after.tickets.filter((ticket) => !known.has(ticket.ticketId));
};

const betList = (page: Page) => page.getByRole('region', { name: 'Bets' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** demo on /quick-games with two bets on Leidsa typed; the ledger before. */
async function ticketTyped(page: Page): Promise<QuickGameLedger> {
  await logInAsDemo(page, '/quick-games');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick games' })).toBeVisible();
  const opening = await ledger(page);
  await page.getByRole('radio', { name: /Leidsa/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
  for (const [bet, amount] of BETS) {
    await page.getByRole('textbox', { name: 'Bet' }).fill(bet);
    await page.keyboard.press('Enter');
    await page.keyboard.type(amount);
    await page.keyboard.press('Enter');
  }
  await expect(betList(page).getByText(`${String(BETS.length)} bets`)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  return opening;
}

/**
 * The screen said 'Ticket created!': the server holds exactly one new ticket of the bets, and the
 * balance is the opening less its stake (one entry), as the top bar shows.
 */
async function expectOneTicketBooked(page: Page, opening: QuickGameLedger) {
  await expect(toast(page, 'Ticket created!')).toBeVisible();
  await expect(betList(page).getByText('0 bets')).toBeVisible();
  const now = await ledger(page);
  const booked = newTickets(opening, now);
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({
    amount: TOTAL,
    itemCount: BETS.length,
    lottGroupName: 'Leidsa',
  });
  expect(cents(now.balance)).toBe(cents(opening.balance) - cents(TOTAL));
  await expect(topBarBalance(page, usd(now.balance))).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Quick-game tickets' })
      .getByText(`#${String(booked[0]?.ticketId)}`),
  ).toBeVisible();
}

for (const layout of PHONE_ONLY) {
  test.describe(`Quick-game Save when the connection loses the exchange (${layout.name})`, () => {
    test.use(layout.use);

    test('the answer is lost after the ticket was booked: it checks and says Ticket created!, once', async ({
      page,
    }) => {
      test.slow();
      const opening = await ticketTyped(page);
      await control(page, '/errors', {
        endpoint: 'quickGame.createTicket',
        lose: 'answer',
        times: 1,
      });
      await saveButton(page).click();
      await expectOneTicketBooked(page, opening);
      await expect(page.getByText(NOT_DONE)).toBeHidden();
      await expect(toast(page, 'Error')).toBeHidden();
      await expectAccessible(page);
    });

    test('the request is lost before the server saw it: not created, the bets as typed, and Retry books it once', async ({
      page,
    }) => {
      test.slow();
      const opening = await ticketTyped(page);
      await control(page, '/errors', {
        endpoint: 'quickGame.createTicket',
        lose: 'request',
        times: 1,
      });
      await saveButton(page).click();

      const notice = page.getByRole('alert').filter({ hasText: NOT_DONE });
      await expect(notice).toBeVisible();
      await expect(betList(page).getByText(`${String(BETS.length)} bets`)).toBeVisible();
      await expect(betList(page).getByText('12-45')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
      await expect(toast(page, 'Ticket created!')).toBeHidden();
      // The screen's word matches the server's: nothing booked, nothing charged.
      const meanwhile = await ledger(page);
      expect(newTickets(opening, meanwhile)).toEqual([]);
      expect(meanwhile.balance).toBe(opening.balance);
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Retry' }).click();
      await expectOneTicketBooked(page, opening);
      await expect(notice).toBeHidden();
    });
  });
}
