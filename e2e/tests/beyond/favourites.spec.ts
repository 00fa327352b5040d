import { expect, expectAccessible, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import { closeHighPriorityNotice, inSpanish, logInAsDemoInSpanish, PHONE } from './beyond.ts';

const headings = (menu: ReturnType<Page['getByRole']>) =>
  menu.getByRole('heading', { level: 2 }).allTextContents();

test.describe('Favourite leagues (issue 25), desktop', () => {
  test('a star in the menu puts the league first under Favourites, for this user, after a reload', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const menu = page.getByRole('navigation', { name: 'Sports menu' });
    await expect(menu.getByRole('link', { name: /^NBA\s*\d+$/ })).toBeVisible();
    expect(await headings(menu)).not.toContain('Favourites');

    const star = menu.getByRole('button', {
      name: 'Add to favourites',
      description: 'NBA',
      exact: true,
    });
    await star.click();
    await expect(menu.getByRole('heading', { level: 2 }).first()).toHaveText('Favourites');
    await expect(
      menu.getByRole('button', { name: 'Remove from favourites', description: 'NBA', exact: true }),
    ).toHaveCount(2);
    await expectAccessible(page);

    await page.reload();
    await closeHighPriorityNotice(page);
    await expect(menu.getByRole('heading', { level: 2 }).first()).toHaveText('Favourites');
    expect(await page.evaluate(() => localStorage.getItem('favouriteLeagues:demo'))).toBe(
      JSON.stringify([{ sport: 'Basketball', league: 'NBA' }]),
    );

    // The league page's star agrees, and takes it out.
    await menu
      .getByRole('link', { name: /^NBA\s*\d+$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'NBA' })).toBeVisible();
    const pageStar = page
      .getByRole('main')
      .getByRole('button', { name: 'Remove from favourites', description: 'NBA', exact: true });
    await expect(pageStar).toHaveAttribute('aria-pressed', 'true');
    await pageStar.click();
    await expect(menu.getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
  });
});

test.describe('Favourite leagues (issue 25), phone, Spanish', () => {
  test.use(PHONE);

  test('the drawer stars a league; it comes first under Favoritos', async ({ page }) => {
    await inSpanish(page);
    await logInAsDemoInSpanish(page);
    await page.getByRole('button', { name: 'Abrir menú de deportes' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú de deportes' });
    const menu = drawer.getByRole('navigation', { name: 'Menú de deportes' });
    await menu
      .getByRole('button', { name: 'Añadir a favoritos', description: 'NBA', exact: true })
      .click();
    await expect(menu.getByRole('heading', { level: 2 }).first()).toHaveText('Favoritos');
    await expect(
      menu.getByRole('button', { name: 'Quitar de favoritos', description: 'NBA', exact: true }),
    ).toHaveCount(2);
    await expectAccessible(page);

    await menu
      .getByRole('link', { name: /^NBA\s*\d+$/ })
      .first()
      .click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/leagues\/Basketball\/NBA$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Quitar de favoritos' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
