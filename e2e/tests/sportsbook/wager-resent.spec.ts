import { accountState, cents, newTickets } from '../../support/account-reads.ts';
import { control, expect, test } from '../../support/fixtures.ts';
import { betSlip, game, offer, openTomorrowsNba, toast } from './betting.ts';

// Issue 36, item 5 (decision 192): the mock books the bet, then closes the kept-alive connection
// before any byte of the answer. Chromium sends the POST again by itself, with the same headers
// and so the same Idempotency-Key; the mock answers it with the first answer. The page never
// sees a failure: one send, one 200, one ticket, 'Bet Accepted' once.

const STAKE = 25;

test('Chromium sends a bet again after the connection closed mid-answer: booked once, shown once', async ({
  page,
}) => {
  test.slow();
  await openTomorrowsNba(page);
  const opening = await accountState(page);
  const slip = betSlip(page, 'desktop');
  await slip.pick(offer(game(page, 0), 'G-moneyline-away'), 1);
  await slip.open();
  await slip.amount.fill(String(STAKE));
  await expect(slip.placeButton).toBeEnabled();

  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/w/api/wager')) failed.push(request.failure()?.errorText ?? '');
  });
  await control(page, '/errors', { endpoint: 'wager.submit', lose: 'connection', times: 1 });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/w/api/wager') && response.request().method() === 'POST',
  );
  await slip.placeButton.click();

  // The page got a 200 although the fault cut the first send: Chromium's own re-send got it.
  const answer = await answered;
  expect(answer.status()).toBe(200);
  // The first send's answer, the bet placed: without the key the re-send would meet a slip
  // already submitted (isSuccess false), and only reconciliation would find the ticket.
  const placed: unknown = await answer.json();
  expect(placed).toMatchObject({ isSuccess: true });
  expect(failed).toEqual([]);
  expect(await control(page, '/errors', undefined, 'GET')).toEqual({});

  const accepted = toast(page, 'Bet Accepted');
  await expect(accepted).toHaveCount(1);
  const shown = Number(/Ticket #(\d+)/.exec((await accepted.textContent()) ?? '')?.[1]);
  await expect(slip.empty).toBeVisible();
  const now = await accountState(page);
  const booked = newTickets(opening, now);
  expect(booked.map((ticket) => ticket.ticketNumber)).toEqual([shown]);
  expect(placed).toMatchObject({ ticketNumber: shown });
  expect(cents(now.balance)).toBe(cents(opening.balance) - cents(STAKE));
});
