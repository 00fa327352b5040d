import { control, expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  offerIdOf,
  openTomorrowsNba,
  reloadPage,
  placeAccepted,
  priceOf,
  straightToWin,
  topBarBalance,
  usd,
} from './betting.ts';

const american = (price: number) => (price > 0 ? `+${price}` : String(price));

for (const layout of PHONE_ONLY) {
  test.describe(`A moved price (${layout.name})`, () => {
    test.use(layout.use);

    test('shows old → new after a reload, blocks Place bet until accepted, then places', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);
      const spread = offer(game(page, 0), 'G-spread-away');
      const offerId = await offerIdOf(spread);
      const price = await priceOf(spread);
      const team = ((await spread.getAttribute('aria-label')) ?? '').split(' spread:')[0] ?? '';
      await slip.pick(spread, 1);

      const moved = price > 0 ? -150 : 150;
      await control(page, `/offers/${offerId}/price`, { price: moved });
      // The slip lives in session storage: a reload shows it again and asks for current prices.
      await reloadPage(page);

      const panel = await slip.open();
      const notice = panel.getByTestId('price-moved');
      await expect(notice).toBeVisible();
      // Screen readers hear the change as it appears.
      await expect(notice.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
      await expect(notice).toContainText(`${team}: ${american(price)} → ${american(moved)}`);
      await slip.amount.fill('20');
      await expect(slip.toWin).toHaveText(usd(straightToWin(20, moved)));
      await expect(slip.placeButton).toBeDisabled();
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Accept new prices' }).click();
      await expect(notice).toBeHidden();
      await placeAccepted(page, slip);
      await slip.close();
      await expect(topBarBalance(page, '$980.00')).toBeVisible();
      await expect(spread).toHaveAccessibleName(
        new RegExp(`${american(moved).replace('+', '\\+')}$`),
      );
    });
  });
}
