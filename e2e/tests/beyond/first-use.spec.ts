import { expect, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import { closeHighPriorityNotice, inSpanish, logInAsDemoInSpanish, PHONE } from './beyond.ts';

// Issue 25 "Done when": these features load when first used (decision 123). The search's
// combobox, the favourite stars, the reality check's timer and issue 25's texts are fetched after
// a reload's first odds are on screen; the first paint has the search field's stand-in, and '/'
// focuses it.
const LATER = /\/assets\/(search-combobox|favourites-part|reality-check|beyond-texts)[-.]/;

/** Notes, in the page's own clock, when the first price appears (before any script runs). */
async function watchFirstOdds(page: Page) {
  await page.addInitScript(() => {
    const note = () => {
      if (document.querySelector('[data-offer-id]')) {
        sessionStorage.setItem('firstOddsAt', String(performance.now()));
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** When each later part's file was asked for, and when the first odds showed (page clock, ms). */
async function timings(page: Page) {
  return page.evaluate((pattern) => {
    const later = new RegExp(pattern);
    return {
      oddsAt: Number(sessionStorage.getItem('firstOddsAt')),
      parts: performance
        .getEntriesByType('resource')
        .filter((entry) => later.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    };
  }, LATER.source);
}

test.describe('Issue 25 loads when first used, desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a reload shows the odds first; the search, stars and reality check come after, and / still searches', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await watchFirstOdds(page);
    await page.reload();
    await closeHighPriorityNotice(page);
    const menu = page.getByRole('navigation', { name: 'Sports menu' });
    // The stars arrive after the first reads, in the room kept for them.
    await expect(menu.getByRole('button', { name: 'Add to favourites' }).first()).toBeVisible();
    await expect
      .poll(async () => (await timings(page)).parts.map((part) => part.path).join(' '))
      .toMatch(/search-combobox|favourites-part/);
    const { oddsAt, parts } = await timings(page);
    expect(oddsAt).toBeGreaterThan(0);
    for (const part of parts) expect(part.at, part.path).toBeGreaterThanOrEqual(oddsAt);

    await page.keyboard.press('/');
    const search = page.getByRole('search', { name: 'Search' }).getByRole('combobox');
    await expect(search).toBeFocused();
    await page.keyboard.type('zzzzqx');
    await expect(page.getByRole('search', { name: 'Search' }).getByRole('status')).toHaveText(
      'No results',
    );
  });
});

test.describe('Issue 25 loads when first used, phone in Spanish', () => {
  test.use(PHONE);

  test('the first odds come before the Spanish extras; the menu sheet opens with its stars', async ({
    page,
  }) => {
    await inSpanish(page);
    await logInAsDemoInSpanish(page);
    await watchFirstOdds(page);
    await page.reload();
    const notice = page.getByRole('dialog', { name: /mensajes? de alta prioridad/ });
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(notice).toBeHidden();
    const search = page.getByRole('search', { name: 'Buscar' }).getByRole('combobox');
    await expect(search).toHaveAttribute('placeholder', 'Equipos, ligas, eventos');
    await expect.poll(async () => (await timings(page)).parts.length).toBeGreaterThan(0);
    const { oddsAt, parts } = await timings(page);
    for (const part of parts) expect(part.at, part.path).toBeGreaterThanOrEqual(oddsAt);

    await page.getByRole('button', { name: 'Abrir menú de deportes' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú de deportes' });
    await expect(
      sheet.getByRole('button', { name: 'Añadir a favoritos', description: 'NBA', exact: true }),
    ).toBeVisible();
  });
});
