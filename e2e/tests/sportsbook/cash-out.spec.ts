import { control, expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  LAYOUTS,
  betSlip,
  game,
  offer,
  offerIdOf,
  openTomorrowsNba,
  toast,
  topBarBalance,
} from './betting.ts';

for (const layout of LAYOUTS) {
  test.describe(`Selling a ticket back (${layout.name})`, () => {
    test.use(layout.use);

    test('a wrong code keeps Sell off; a sale refused for a moved value brings a new code; the right code sells', async ({
      page,
    }) => {
      test.slow();
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);
      const first = offer(game(page, 0), 'G-moneyline-away');
      const second = offer(game(page, 1), 'G-moneyline-away');
      const secondEvent = (await offerIdOf(second)).split('-')[0] ?? '';

      // A two-game parlay: grading one game while its sale is being confirmed moves its value.
      await slip.pick(first, 1);
      await slip.pick(second, 2);
      await slip.open();
      await slip.amount.fill('50');
      await slip.placeButton.click();
      await expect(slip.empty).toBeVisible();
      await slip.close();
      await expect(topBarBalance(page, '$950.00')).toBeVisible();

      const panel = await slip.open();
      await panel.getByRole('tab', { name: 'My bets' }).click();
      // Newest first: the parlay just placed.
      await panel
        .getByRole('button', { name: /^Sell ticket #\d+$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'TICKET SALES' });
      await expect(dialog.getByText('The sales value of the ticket is: $45.00')).toBeVisible();
      const code = dialog.getByText(/^\d{5}$/);
      const field = dialog.getByLabel('Confirmation code');
      const sell = dialog.getByRole('button', { name: 'Sell ticket' });

      await field.fill('00000');
      await expect(dialog.getByText('The code does not match.')).toBeVisible();
      await expect(sell).toBeDisabled();
      await expectAccessible(page);

      // The away team of the second game wins: that pick is won, the ticket is worth more.
      await control(page, '/settle', { eventId: secondEvent, awayScore: 110, homeScore: 90 });
      const firstCode = (await code.textContent()) ?? '';
      await field.fill(firstCode);
      await sell.click();
      await expect(dialog.getByText('The ticket was not sold.')).toBeVisible();
      await expect(dialog.getByText(/changed to \$/)).toBeVisible();
      await expect(code).not.toHaveText(firstCode);
      await expect(field).toHaveValue('');
      await expect(dialog.getByText('The sales value of the ticket is: $45.00')).toBeHidden();

      await field.fill((await code.textContent()) ?? '');
      await sell.click();
      await expect(dialog.getByRole('status')).toContainText(/was sold for \$\d/);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Ticket sold')).toBeVisible();
      await slip.close();
      await expect(topBarBalance(page, '$950.00')).toBeHidden();
    });

    test("closing TICKET SALES without a sale reads the tickets again and says no 'Ticket sold'", async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);
      const panel = await slip.open();
      await panel.getByRole('tab', { name: 'My bets' }).click();
      const tickets = panel.getByRole('table', { name: 'Pending tickets' });
      // The seeded ticket the house cancelled before grading: 'Ticket canceled', no Sell.
      await expect(
        tickets.getByRole('row').filter({ hasText: 'Ticket canceled' }).getByRole('button', {
          name: /^Sell/,
        }),
      ).toHaveCount(0);
      await expect(tickets.getByText('Ticket canceled')).toBeVisible();

      await tickets
        .getByRole('button', { name: /^Sell ticket #\d+$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'TICKET SALES' });
      await expect(dialog.getByText(/^The sales value of the ticket is: \$/)).toBeVisible();
      // SPEC §4: closing triggers a refresh; nothing was sold, so nothing says so (decision 131).
      const reread = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname === '/w/api/ticket' && request.method() === 'GET',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await reread;
      await expect(toast(page, 'Ticket sold')).toHaveCount(0);
      await slip.close();
      await expect(topBarBalance(page, '$1,000.00')).toBeVisible();
    });
  });
}
