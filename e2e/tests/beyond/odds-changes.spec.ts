import type { Page } from '@playwright/test';
import { formatOdds } from '@sportsbook/contracts/rules/odds';
import { control, expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  betSlip,
  game,
  leagueDay,
  offer,
  offerIdOf,
  openTomorrowsNba,
  placeAccepted,
  priceOf,
} from '../sportsbook/betting.ts';
import { inSpanish, logInAsDemoInSpanish, PHONE } from './beyond.ts';

// Pays more than any money line the mock offers; pays less.
const HIGHER = 1000;
const LOWER = -1000;

/**
 * Moves an offer's price while no page of the app is open, then comes back. A desktop slip asks for
 * its prices every 15 s: when that fell between a move and a reload, the slip took the move before
 * the reload, and the reloaded slip had nothing left to say (run 86's one flaky test). The slip now
 * first sees the move on the load that follows.
 */
async function movePriceAway(page: Page, offerId: string, price: number) {
  const back = page.url();
  await page.goto('about:blank');
  await control(page, `/offers/${offerId}/price`, { price });
  await page.goto(back);
}

test.describe('When odds change (issue 25), desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Accept higher odds takes a better price without asking, and still asks about a worse one', async ({
    page,
  }) => {
    await openTomorrowsNba(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    const group = page.getByRole('menu').getByRole('group', { name: 'When odds change' });
    await expect(group.getByRole('menuitemradio', { name: 'Ask me' })).toBeChecked();
    await group.getByRole('menuitemradio', { name: 'Accept higher odds' }).click();
    await page.keyboard.press('Escape');

    const slip = betSlip(page, 'desktop');
    const money = offer(game(page, 0), 'G-moneyline-away');
    const price = await priceOf(money);
    const offerId = await offerIdOf(money);
    await slip.pick(money, 1);

    await movePriceAway(page, offerId, HIGHER);
    await page
      .getByRole('dialog', { name: /unread high priority messages?/ })
      .getByRole('button', { name: 'Close' })
      .click();
    const accepted = slip.panel.getByTestId('odds-accepted');
    await expect(accepted).toContainText(
      `odds changed from ${formatOdds(price, 'american')} to +${HIGHER}: accepted`,
    );
    await expect(accepted.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await expect(slip.panel.getByTestId('price-moved')).toBeHidden();
    await slip.amount.fill('20');
    await expectAccessible(page);

    // Worse for the bettor: the slip asks as before.
    await movePriceAway(page, offerId, LOWER);
    await page
      .getByRole('dialog', { name: /unread high priority messages?/ })
      .getByRole('button', { name: 'Close' })
      .click();
    const notice = slip.panel.getByTestId('price-moved');
    await expect(notice).toContainText(`${formatOdds(HIGHER, 'american')} → ${LOWER}`);
    await slip.amount.fill('20');
    await expect(slip.placeButton).toBeDisabled();
    await notice.getByRole('button', { name: 'Accept new prices' }).click();
    await placeAccepted(page, slip);
  });
});

test.describe('Cuando cambien las cuotas (issue 25), on a phone in Spanish', () => {
  test.use(PHONE);

  test('Aceptar cualquier cuota takes a worse price too, and says so in decimal odds', async ({
    page,
  }) => {
    await inSpanish(page);
    await logInAsDemoInSpanish(page);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await menu
      .getByRole('group', { name: 'Cuando cambien las cuotas' })
      .getByRole('menuitemradio', { name: 'Aceptar cualquier cuota' })
      .click();
    // A choice closes the menu, as the language's does: open it again for the format.
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await menu
      .getByRole('group', { name: 'Formato de cuotas' })
      .getByRole('menuitemradio', { name: 'Decimal' })
      .click();
    await expect(menu).toBeHidden();

    await page.goto(`/leagues/Basketball/NBA?date=${leagueDay(1)}`);
    const closeNotice = async () => {
      const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
      await notice.getByRole('button', { name: 'Cerrar' }).click();
      await expect(notice).toBeHidden();
    };
    await closeNotice();
    const money = offer(game(page, 0), 'G-moneyline-away');
    const offerId = await offerIdOf(money);
    const name = (await money.getAttribute('aria-label')) ?? '';
    const shown = /(\d+\.\d\d)$/.exec(name)?.[1] ?? '';
    expect(shown, `a decimal price at the end of "${name}"`).not.toBe('');
    await money.click();
    // The pick is the server's answer to adding it: a reload before that answer loses it.
    await expect(money).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Boleto 1 selección$/ })).toBeVisible();

    await control(page, `/offers/${offerId}/price`, { price: LOWER });
    await page.reload();
    await closeNotice();
    await page.getByRole('button', { name: /^Boleto 1 selección$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Boleto de apuestas' });
    await expect(sheet.getByTestId('odds-accepted')).toContainText(
      `las cuotas cambiaron de ${shown} a ${formatOdds(LOWER, 'decimal')}: aceptadas`,
    );
    await expect(sheet.getByTestId('price-moved')).toBeHidden();
    await expectAccessible(page);
  });
});
