import { accountState, cents, newTickets, type AccountState } from '../../support/account-reads.ts';
import { control, expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  openTomorrowsNba,
  toast,
  topBarBalance,
  usd,
  type BetSlip,
  type Layout,
} from './betting.ts';

const STAKE = 25;
const NOT_DONE = 'Your bet was not placed, and nothing was charged. You can try again.';

/** demo on tomorrow's NBA games, one pick on the slip and the stake typed; the ledger before. */
async function stakeTyped(page: Page, layout: Layout) {
  await openTomorrowsNba(page);
  const opening = await accountState(page);
  const slip = betSlip(page, layout);
  await slip.pick(offer(game(page, 0), 'G-moneyline-away'), 1);
  await slip.open();
  await slip.amount.fill(String(STAKE));
  await expect(slip.placeButton).toBeEnabled();
  return { slip, opening };
}

/**
 * The screen said 'Bet Accepted' with a ticket number: the server holds exactly that one new
 * pending ticket of the stake, and the balance is the opening less it, as the top bar shows.
 */
async function expectOneBetBooked(page: Page, slip: BetSlip, opening: AccountState) {
  const accepted = toast(page, 'Bet Accepted');
  await expect(accepted).toBeVisible();
  const shown = Number(/Ticket #(\d+)/.exec((await accepted.textContent()) ?? '')?.[1]);
  await expect(slip.empty).toBeVisible();
  const now = await accountState(page);
  const booked = newTickets(opening, now);
  expect(booked.map((ticket) => ticket.ticketNumber)).toEqual([shown]);
  expect(booked[0]?.amount).toBe(STAKE);
  // One entry: balance = opening + entries, the only entry the stake of the one ticket.
  expect(cents(now.balance)).toBe(cents(opening.balance) - cents(STAKE));
  await slip.close();
  await expect(topBarBalance(page, usd(now.balance))).toBeVisible();
}

for (const layout of PHONE_ONLY) {
  test.describe(`Place bet when the connection loses the exchange (${layout.name})`, () => {
    test.use(layout.use);

    test('the answer is lost after the bet was booked: the slip checks and says Bet Accepted, once', async ({
      page,
    }) => {
      test.slow();
      const { slip, opening } = await stakeTyped(page, layout.name);
      await control(page, '/errors', { endpoint: 'wager.submit', lose: 'answer', times: 1 });
      await slip.placeButton.click();
      await expectOneBetBooked(page, slip, opening);
      await expect(page.getByText(NOT_DONE)).toBeHidden();
      await expect(toast(page, 'Bet not accepted')).toBeHidden();
      await expectAccessible(page);
    });

    test('the request is lost before the server saw it: not done, the slip as typed, and Retry books it once', async ({
      page,
    }) => {
      test.slow();
      const { slip, opening } = await stakeTyped(page, layout.name);
      await control(page, '/errors', { endpoint: 'wager.submit', lose: 'request', times: 1 });
      await slip.placeButton.click();

      const notice = slip.panel.getByRole('alert').filter({ hasText: NOT_DONE });
      await expect(notice).toBeVisible();
      await expect(slip.panel.getByText('1 pick', { exact: true })).toBeVisible();
      await expect(slip.amount).toHaveValue(String(STAKE));
      await expect(toast(page, 'Bet Accepted')).toBeHidden();
      // The screen's word matches the server's: nothing booked, nothing charged.
      const meanwhile = await accountState(page);
      expect(newTickets(opening, meanwhile)).toEqual([]);
      expect(meanwhile.balance).toBe(opening.balance);
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Retry' }).click();
      await expectOneBetBooked(page, slip, opening);
    });
  });
}
