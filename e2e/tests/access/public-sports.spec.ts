import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test.describe('Public sports', () => {
  test('lists sports and leagues with counts; a price asks the visitor to log in', async ({
    page,
  }) => {
    await page.goto('/services/sport');

    await expect(page.getByRole('heading', { level: 1, name: "Today's games" })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Sports', exact: true });
    // Each sport and league link carries its event count: a badge, read out as 'NBA, 4 events'.
    const sport = menu.getByRole('link', { name: /^Basketball\s*, \d+ events?$/ });
    const league = menu.getByRole('link', { name: /^NBA\s*, \d+ events?$/ });
    await expect(sport).toBeVisible();
    await expect(sport).toContainText(/Basketball\s*\d+/);
    await expect(league).toBeVisible();
    await expect(league).toContainText(/NBA\s*\d+/);
    expect(await menu.getByRole('link', { name: /, \d+ events?$/ }).count()).toBeGreaterThan(5);
    await expectAccessible(page);

    const price = page
      .getByRole('main')
      .getByRole('button', { name: /money line: / })
      .first();
    await price.click();

    await expect(page.getByText('Log in to place bet.')).toBeVisible();
    await expectAccessible(page);
  });
});
