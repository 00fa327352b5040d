import { MESSAGE_SENT_REDIRECT_MS } from '@sportsbook/contracts/rules/constants';
import { expect, logInAsDemo, test, type Page } from '../../support/fixtures.ts';
import { PHONE_ONLY, toast } from '../sportsbook/betting.ts';

/** Fills the compose form (a General message to Customer Support) and sends it. */
async function sendMessage(page: Page, subject: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  const recipient = page.getByLabel('Recipient');
  await page.getByLabel('Priority').selectOption({ label: 'Normal' });
  await expect(recipient.locator('option', { hasText: 'Customer Support' })).toHaveCount(1);
  await recipient.selectOption({ label: 'Customer Support' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('A question about my account.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  return Date.now();
}

// SPEC §2 Create message: 'Message sent!', then back (in history) after 2 seconds.
for (const layout of PHONE_ONLY) {
  test.describe(`After 'Message sent!' (${layout.name})`, () => {
    test.use(layout.use);

    test('goes back to the page it came from: the Messages sent tab', async ({ page }) => {
      await logInAsDemo(page);
      // In the app, not by a new page load (which would show the high-priority notice again).
      await page
        .getByRole('banner')
        .getByRole('link', { name: /unread messages$/ })
        .click();
      await expect(page).toHaveURL(/\/inbox$/);
      await page.getByRole('tab', { name: 'Messages sent' }).click();
      await expect(page).toHaveURL(/\/inbox\?.*tab=sent/);
      const from = page.url();
      await page.getByRole('link', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/create-inbox$/);

      const sentAt = await sendMessage(page, 'Back where I was');
      await expect(page.getByText('Going back…')).toBeVisible();
      await expect(page).toHaveURL(from, { timeout: 5_000 });
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(MESSAGE_SENT_REDIRECT_MS - 500);
      await expect(page.getByRole('tab', { name: 'Messages sent' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page.getByRole('table').getByRole('link', { name: 'Back where I was', exact: true }),
      ).toBeVisible();
      // Back, not a new entry: one more Back leaves the inbox (the tab replaced its entry).
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });

    test('opened directly, with no page of the app before it: goes to /inbox', async ({ page }) => {
      await logInAsDemo(page, '/create-inbox');
      await sendMessage(page, 'Opened directly');
      await expect(page.getByText('Going back to the inbox…')).toBeVisible();
      await expect(page).toHaveURL(/\/inbox$/, { timeout: 5_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    });
  });
}
