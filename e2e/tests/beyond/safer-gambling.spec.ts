import {
  control,
  expect,
  expectAccessible,
  logIn,
  test,
  type Page,
} from '../../support/fixtures.ts';
import {
  apiOf,
  closeHighPriorityNotice,
  inSpanish,
  localDay,
  logInAsDemoInSpanish,
  PHONE,
} from './beyond.ts';

const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * demo stakes 25.00 on tomorrow's first NBA game (the away side's money line) through the API with
 * the page's session, and the game is graded for the away side: the ticket pays back. Answers
 * what it paid.
 */
async function stakeAndWin(page: Page): Promise<number> {
  const api = await apiOf(page);
  const { items } = await api.call('matchup.list', {
    query: { league: 'NBA', date: localDay(1), page: 1, size: 30 },
  });
  const matchup = items[0];
  const price = matchup?.odds.find((line) => line.line.shortName === 'G')?.awayMoney;
  if (!matchup || !price) throw new Error("no money line on tomorrow's first NBA game");
  const slip = await api.call('wager.addItem', {
    body: { offerId: price.offerId, wagerAmount: 25 },
  });
  const placed = await api.call('wager.submit', {
    body: { betSlipId: slip.slipId, wagerAmount: 25 },
  });
  expect(placed.isSuccess, 'the stake is accepted').toBe(true);
  if (placed.ticketNumber === null) throw new Error('no ticket number');
  await control(page, '/settle', { eventId: matchup.eventId, awayScore: 110, homeScore: 90 });
  const ticket = await api.call('ticket.get', { params: { id: placed.ticketNumber } });
  expect(ticket.winner).toBe('Y');
  return ticket.toPaid;
}

test.describe('Safer gambling (issue 25), desktop', () => {
  test('the reality check comes after 60 minutes with the figures; Continue, then Log out', async ({
    page,
  }) => {
    test.slow();
    // Before the app starts: its timers and Date are the clock's, which then jumps an hour.
    await page.clock.install();
    await logIn(page, 'demo');
    await expect(page).toHaveURL(/\/$/);
    await closeHighPriorityNotice(page);
    const returned = await stakeAndWin(page);

    await page.clock.fastForward('01:01:00');

    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check).toContainText('You have been logged in for 61 minutes.');
    const since = check.getByRole('region', { name: 'Since you logged in' });
    await expect(since).toContainText(`Staked${usd(25)}`);
    await expect(since).toContainText(`Returned${usd(returned)}`);
    await expect(check.getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'href',
      '/account/transactions',
    );
    await expectAccessible(page);

    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();

    // A reload keeps the session's start: the next check is the 120th minute's.
    await page.reload();
    await closeHighPriorityNotice(page);
    await expect(check).toBeHidden();
    await page.clock.fastForward('01:00:00');
    await expect(check).toContainText('You have been logged in for 121 minutes.');
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('the user menu sets the interval and links to the statement, 18+ beside it', async ({
    page,
  }) => {
    await page.clock.install();
    await logIn(page, 'demo');
    await expect(page).toHaveURL(/\/$/);
    await closeHighPriorityNotice(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await menu
      .getByRole('group', { name: 'Reality check' })
      .getByRole('menuitemradio', { name: 'Every 15 minutes' })
      .click();
    expect(await page.evaluate(() => localStorage.getItem('realityCheckMinutes:demo'))).toBe('15');

    await page.clock.fastForward('00:16:00');
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toContainText(
      'You have been logged in for 16 minutes.',
    );
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: 'User menu' }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Safer gambling' });
    await expect(item).toContainText('18+');
    await item.click();
    await expect(page).toHaveURL(/\/safer-gambling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Safer gambling (issue 25), phone, Spanish', () => {
  test.use(PHONE);

  test('the footer link opens the statement in Spanish, 18+ beside it', async ({ page }) => {
    await inSpanish(page);
    await page.goto('/services/sport');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTitle('Solo para mayores de 18 años')).toBeVisible();
    await footer.getByRole('link', { name: 'Juego responsable' }).click();

    await expect(page).toHaveURL(/\/safer-gambling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Juego responsable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fije sus límites' })).toBeVisible();
    for (const link of await page.getByRole('main').getByRole('link', { name: /nueva/ }).all())
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
  });

  test('the reality check in Spanish after an hour; Cerrar sesión ends on the login page', async ({
    page,
  }) => {
    await inSpanish(page);
    await page.clock.install();
    await logInAsDemoInSpanish(page);

    await page.clock.fastForward('01:01:00');

    const check = page.getByRole('dialog', { name: 'Aviso de tiempo de juego' });
    await expect(check).toContainText('Lleva 61 minutos conectado.');
    await expect(check.getByRole('region', { name: 'Desde que inició sesión' })).toContainText(
      'Apostado',
    );
    await expectAccessible(page);
    await check.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });
});
