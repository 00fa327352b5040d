import { formatOdds } from '@sportsbook/contracts/rules/odds';
import { expect, expectAccessible, test, type Page } from '../../support/fixtures.ts';
import {
  betSlip,
  game,
  leagueDay,
  offer,
  openTomorrowsNba,
  placeAccepted,
  priceOf,
  toast,
} from '../sportsbook/betting.ts';
import { closeHighPriorityNotice, inSpanish, logInAsDemoInSpanish, PHONE } from './beyond.ts';

/** The ticket number a 'Bet Accepted' toast names ('Ticket #12', in Spanish 'Apuesta #12'). */
async function ticketOf(page: Page, title: string): Promise<string> {
  const text = (await toast(page, title).textContent()) ?? '';
  const number = /(?:Ticket|Apuesta) #(\d+)/.exec(text)?.[1];
  expect(number, `a ticket number in "${text}"`).toBeDefined();
  return number ?? '';
}

test.describe('Odds format (issue 25), desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Decimal from the user menu: the board, the slip and the placed ticket show it', async ({
    page,
  }) => {
    await openTomorrowsNba(page);
    const money = offer(game(page, 0), 'G-moneyline-away');
    const price = await priceOf(money);
    const decimal = formatOdds(price, 'decimal');

    await page.getByRole('button', { name: 'User menu' }).click();
    const group = page.getByRole('menu').getByRole('group', { name: 'Odds format' });
    await expect(group.getByRole('menuitemradio', { name: 'American' })).toBeChecked();
    await group.getByRole('menuitemradio', { name: 'Decimal' }).click();
    await page.keyboard.press('Escape');

    await expect(money).toHaveAccessibleName(new RegExp(`: ${decimal.replace('.', '\\.')}$`));
    await expect(money).toContainText(decimal);
    await expect(page.getByRole('article').first()).not.toContainText(/[+-]\d{3,}\b/);

    const slip = betSlip(page, 'desktop');
    await slip.pick(money, 1);
    await expect(slip.panel.getByTestId('slip-item')).toContainText(decimal);
    await expectAccessible(page);
    await slip.amount.fill('20');
    await placeAccepted(page, slip);
    const ticket = await ticketOf(page, 'Bet Accepted');

    await slip.panel.getByRole('tab', { name: 'My bets' }).click();
    await slip.panel.getByRole('button', { name: `Ticket #${ticket}, details` }).click();
    const dialog = page.getByRole('dialog', { name: `Ticket #${ticket}` });
    await expect(dialog.getByRole('region', { name: 'Picks' })).toContainText(`Price ${decimal}`);
    await expectAccessible(page);

    // Kept on this browser: a reload shows decimal prices still.
    await page.reload();
    await closeHighPriorityNotice(page);
    await expect(money).toContainText(decimal);
    expect(await page.evaluate(() => localStorage.getItem('oddsFormat'))).toBe('"decimal"');
  });
});

test.describe('Formato de cuotas (issue 25), on a phone in Spanish', () => {
  test.use(PHONE);

  test('Fraccionario from the public header, then the board, the slip and the ticket after login', async ({
    page,
  }) => {
    await inSpanish(page);
    await page.goto('/services/sport');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Formato de cuotas/ }).click();
    await page.getByRole('menuitemradio', { name: 'Fraccionario' }).click();
    await expect(header.getByRole('button', { name: /^Formato de cuotas/ })).toHaveAccessibleName(
      'Formato de cuotas: Fraccionario',
    );
    const boardPrice = page.locator('td .font-semibold.tabular-nums').first();
    await expect(boardPrice).toHaveText(/^\d+\/\d+$/);
    await expectAccessible(page);

    await logInAsDemoInSpanish(page);
    await page.goto(`/leagues/Basketball/NBA?date=${leagueDay(1)}`);
    // A full load shows the high-priority notice again (in Spanish).
    const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toBeHidden();
    const money = offer(game(page, 0), 'G-moneyline-away');
    const name = (await money.getAttribute('aria-label')) ?? '';
    const fraction = /(\d+\/\d+)$/.exec(name)?.[1] ?? '';
    expect(fraction, `a fractional price at the end of "${name}"`).not.toBe('');
    await expect(money).toContainText(fraction);

    await money.click();
    await page.getByRole('button', { name: /^Boleto 1 selección$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Boleto de apuestas' });
    await expect(sheet.getByTestId('slip-item')).toContainText(fraction);
    await sheet.getByLabel('Monto de la apuesta', { exact: true }).fill('20');
    await sheet.getByRole('button', { name: 'Apostar' }).click();
    await expect(toast(page, 'Apuesta aceptada')).toBeVisible();
    const ticket = await ticketOf(page, 'Apuesta aceptada');

    await sheet.getByRole('tab', { name: 'Mis apuestas' }).click();
    await sheet.getByRole('button', { name: `Apuesta #${ticket}, detalles` }).click();
    const dialog = page.getByRole('dialog', { name: `Apuesta #${ticket}` });
    await expect(dialog).toContainText(fraction);
    await expectAccessible(page);
  });
});
