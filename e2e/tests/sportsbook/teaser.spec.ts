import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import {
  PHONE_ONLY,
  betSlip,
  game,
  offer,
  openTomorrowsNba,
  placeAccepted,
  toast,
  topBarBalance,
} from './betting.ts';

const BASKETBALL_TEASER = '4 Point Basketball · 2–4 teams';
const FOOTBALL_TEASER = '6 Point Football · 2–6 teams';

for (const layout of PHONE_ONLY) {
  test.describe(`A teaser (${layout.name})`, () => {
    test.use(layout.use);

    // The refused swap comes before placing: the bet then shows the kept teaser still stands.
    test('chosen on the empty slip, two NBA spreads, a refused swap keeps it, Bet Accepted', async ({
      page,
    }) => {
      await openTomorrowsNba(page);
      const slip = betSlip(page, layout.name);

      const panel = await slip.open();
      await expect(slip.empty).toBeVisible();
      const teaser = panel.getByRole('combobox', { name: 'Teaser' });
      await teaser.selectOption({ label: BASKETBALL_TEASER });
      await expect(teaser.locator('option:checked')).toHaveText(BASKETBALL_TEASER);

      await slip.pick(offer(game(page, 0), 'G-spread-away'), 1);
      await slip.pick(offer(game(page, 1), 'G-spread-away'), 2);
      await slip.open();
      await expect(teaser.locator('option:checked')).toHaveText(BASKETBALL_TEASER);
      await expect(panel.getByRole('switch', { name: 'If ticket' })).toBeDisabled();
      await slip.amount.fill('110');
      // Two teams at the teaser's -110.
      await expect(slip.toWin).toHaveText('$100.00');
      await expect(slip.placeButton).toBeEnabled();
      await expectAccessible(page);

      await teaser.selectOption({ label: FOOTBALL_TEASER });
      const refused = toast(page, 'SWAP TEASER');
      await expect(refused).toBeVisible();
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('The teaser could not be changed: ');
      const reason = ((await alert.textContent()) ?? '').split(': ').slice(1).join(': ');
      expect(reason.trim(), 'the server says why').not.toBe('');
      await expect(refused).toContainText(reason.trim());
      await expect(teaser.locator('option:checked')).toHaveText(BASKETBALL_TEASER);
      await expect(slip.toWin).toHaveText('$100.00');
      await expectAccessible(page);

      await placeAccepted(page, slip);
      await slip.close();
      await expect(topBarBalance(page, '$890.00')).toBeVisible();
    });
  });
}
