import type { Locator } from '@playwright/test';
import {
  control,
  expect,
  expectAccessible,
  logInAsDemo,
  test,
  type Page,
  waitForHub,
} from '../../support/fixtures.ts';
import { LAYOUTS, PHONE_ONLY, toast } from '../sportsbook/betting.ts';
import { expectNoSidewaysScroll } from '../account/account.ts';

// A real 16 × 16 PNG: the server sniffs uploads and refuses what is not an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR42mMQqbAhCTEMcg2/TmhgRaMa6KthiKYlAHX/EJD4eyhsAAAAAElFTkSuQmCC',
  'base64',
);

/** The envelope in the top bar, named by the unread count ('4 unread messages'). */
const envelope = (page: Page, count: number): Locator =>
  page.getByRole('banner').getByRole('link', { name: `${String(count)} unread messages` });

/** The inbox's table rows (the header row left out). */
const rows = (page: Page): Locator => page.getByRole('table').locator('tbody > tr');

const subjectLink = (page: Page, subject: string): Locator =>
  page.getByRole('table').getByRole('link', { name: subject, exact: true });

/** demo logs in and opens the inbox from the envelope (4 unread: one High, one Medium, two Normal). */
async function openInbox(page: Page) {
  await logInAsDemo(page);
  await envelope(page, 4).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
}

/** Writes a message on /create-inbox and sends it; the page goes back to the inbox. */
async function compose(
  page: Page,
  fields: { type?: string; priority: string; recipient: string; subject: string; body: string },
  image?: string,
) {
  await page.getByRole('link', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/create-inbox$/);
  const recipient = page.getByLabel('Recipient');
  if (fields.type) await page.getByLabel('Message type').selectOption({ label: fields.type });
  await page.getByLabel('Priority').selectOption({ label: fields.priority });
  await expect(recipient.locator('option', { hasText: fields.recipient })).toHaveCount(1);
  await recipient.selectOption({ label: fields.recipient });
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message', { exact: true }).fill(fields.body);
  if (image) {
    await page
      .getByLabel('Attachment (one image)')
      .setInputFiles({ name: image, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Preview of ${image}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  // SPEC: back to the inbox 2 seconds after 'Message sent!'.
  await expect(page).toHaveURL(/\/inbox$/, { timeout: 5_000 });
}

for (const layout of PHONE_ONLY) {
  test.describe(`Inbox (${layout.name})`, () => {
    test.use(layout.use);

    test('reads a received message: marked read, the badge drops by one at once', async ({
      page,
    }) => {
      await openInbox(page);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await subjectLink(page, 'Updated betting limits').click();
      await expect(page).toHaveURL(/\/message\?id=/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Updated betting limits' }),
      ).toBeVisible();
      await expect(page.getByText('Agent Seven')).toBeVisible();
      await expect(page.getByText('Your maximum wager has been raised to 5,000.00.')).toBeVisible();
      await expect(envelope(page, 3)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Back to the list: the message left the unread-only view.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/inbox/);
      await expect(rows(page)).toHaveCount(3);
      await expect(subjectLink(page, 'Updated betting limits')).toHaveCount(0);
    });

    test('composes with an image to a recipient, opens it from Messages sent and replies', async ({
      page,
    }) => {
      await openInbox(page);
      await page.getByRole('link', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Back to the inbox' }).click();

      await compose(
        page,
        {
          type: 'Support',
          priority: 'Medium',
          recipient: 'Customer Support',
          subject: 'Deposit slip',
          body: 'Here is the slip of my deposit.',
        },
        'slip.png',
      );
      await page.getByRole('tab', { name: 'Messages sent' }).click();
      await subjectLink(page, 'Deposit slip').click();

      await expect(page.getByRole('heading', { level: 1, name: 'Deposit slip' })).toBeVisible();
      await expect(page.getByText('Customer Support')).toBeVisible(); // Send To
      await expect(page.getByText('Send To:')).toBeVisible();
      const image = page.getByRole('img', { name: 'slip.png' });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await page.getByLabel('Reply').fill('One more thing: it was a branch deposit.');
      await page.getByRole('button', { name: 'Reply', exact: true }).click();
      // The compose toast may still be showing: the reply's is the newest.
      await expect(toast(page, 'Message sent!').last()).toBeVisible();
      await expect(page.getByLabel('Reply')).toHaveValue('');

      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('tab', { name: 'Messages sent' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(subjectLink(page, 'RE: Deposit slip')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
    test('a message pushed from the back office appears without a reload', async ({ page }) => {
      await openInbox(page);
      await waitForHub(page);
      await control(page, '/messages', {
        to: 'demo',
        subject: 'Odds boost tonight',
        body: 'Every NBA favourite pays more tonight.',
      });
      await expect(subjectLink(page, 'Odds boost tonight')).toBeVisible();
      await expect(rows(page)).toHaveCount(5);
      await expect(envelope(page, 5)).toBeVisible();
    });
  });
}

test.describe('Inbox (desktop)', () => {
  test.use(LAYOUTS[0].use);

  test('searches received messages, then Messages sent keeps the search', async ({ page }) => {
    await openInbox(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('promotion');
    await expect(rows(page)).toHaveCount(1);
    await expect(subjectLink(page, 'Weekend promotion')).toBeVisible();
    await expect(page).toHaveURL(/q=promotion/);

    await page.getByRole('tab', { name: 'Messages sent' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('promotion');
    // demo's sent 'Bonus question' asks about the weekend promotion; the recipient has not read it.
    await expect(subjectLink(page, 'Bonus question')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such words');
    await expect(page.getByText('No messages match your search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    const viewRead = page.getByRole('checkbox', { name: 'View read messages' });
    await viewRead.click();
    await expect(viewRead).toBeChecked();
    await expect(subjectLink(page, 'Question about withdrawals')).toBeVisible();
    await expectAccessible(page);
  });

  test("replies to a received message: 'RE: ' goes back to its sender", async ({ page }) => {
    await openInbox(page);
    await subjectLink(page, 'Responsible gaming reminder').click();
    await expect(page.getByText('Send By:')).toBeVisible();

    // An empty reply is refused beside the field.
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByLabel('Reply')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Reply').fill('Thanks, noted.');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(toast(page, 'Message sent!')).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('tab', { name: 'Messages sent' }).click();
    await subjectLink(page, 'RE: Responsible gaming reminder').click();
    await expect(page.getByText('Send To:')).toBeVisible();
    await expect(page.getByText('Customer Support')).toBeVisible();
    await expect(page.getByText('Thanks, noted.')).toBeVisible();
  });

  test("sends to 'All' where the message type allows it", async ({ page }) => {
    await openInbox(page);
    await page.getByRole('link', { name: 'Send message' }).click();
    const recipient = page.getByLabel('Recipient');
    // General does not allow mass messages: no 'All'.
    await page.getByLabel('Message type').selectOption({ label: 'General' });
    await expect(recipient.locator('option', { hasText: /^All$/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the inbox' }).click();

    await compose(page, {
      type: 'Announcement',
      priority: 'Normal',
      recipient: 'All',
      subject: 'Thanks to the team',
      body: 'Great service this season.',
    });
    await page.getByRole('tab', { name: 'Messages sent' }).click();
    await subjectLink(page, 'Thanks to the team').click();
    await expect(page.getByText('Send To:')).toBeVisible();
    await expect(page.locator('dd', { hasText: /^All$/ })).toBeVisible();
  });

  test('markup and script in a message run nothing and make no link', async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await control(page, '/text', { model: 'message', field: 'subject', values: [payload] });
    await control(page, '/text', {
      model: 'message',
      field: 'body',
      values: [`<script>window.__xss=1</script>${payload}`],
    });
    await control(page, '/text', {
      model: 'message',
      field: 'attachmentLink',
      values: ['javascript:window.__xss=1'],
    });
    await openInbox(page);
    await expect(page.getByRole('table').getByText(payload).first()).toBeVisible();
    await page.getByRole('table').getByRole('link', { name: payload }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: payload })).toBeVisible();
    await expect(page.getByText(`<script>window.__xss=1</script>${payload}`)).toBeVisible();
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
