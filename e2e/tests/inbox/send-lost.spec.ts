import type { Message } from '@sportsbook/contracts/schemas/message';
import { apiAsPage } from '../../support/account-reads.ts';
import {
  closeHighPriorityNotice,
  control,
  expect,
  expectAccessible,
  logInAsDemo,
  test,
  type Page,
} from '../../support/fixtures.ts';
import { PHONE_ONLY, toast } from '../sportsbook/betting.ts';

/**
 * Issue 24: Send and Reply (POST /MessageBox/SendMessage) when the connection loses the exchange.
 * The screen's last word ('Message sent!', or not sent with Retry) matches the server's: the sent
 * messages read with the page's own session.
 */

// A real 16 × 16 PNG: the server sniffs uploads and refuses what is not an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR42mMQqbAhCTEMcg2/TmhgRaMa6KthiKYlAHX/EJD4eyhsAAAAAElFTkSuQmCC',
  'base64',
);
const MESSAGE_NOT_DONE = 'Your message was not sent. You can try again.';
const REPLY_NOT_DONE = 'Your reply was not sent. You can try again.';
const SUBJECT = 'Deposit not showing';
const BODY = 'My deposit of Monday is not in my balance.';
const ORIGINAL = 'Responsible gaming reminder';

/** Every message demo sent, as GetMessageList answers the Messages sent tab. */
async function sentMessages(page: Page): Promise<Message[]> {
  const api = await apiAsPage(page);
  return api.call('message.list', {
    body: { messagetypeid: 0, includeread: true, isReceived: false, texttofind: '' },
  });
}

const newSince = (before: readonly Message[], after: readonly Message[]): Message[] => {
  const known = new Set(before.map((message) => message.messageGuid));
  return after.filter((message) => !known.has(message.messageGuid));
};

async function loseNextSend(page: Page, lose: 'answer' | 'request') {
  await control(page, '/errors', { endpoint: 'message.send', lose, times: 1 });
}

/** demo on /create-inbox with the message written and an image attached; the sent list before. */
async function messageWritten(page: Page): Promise<Message[]> {
  await logInAsDemo(page, '/create-inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  const before = await sentMessages(page);
  const recipient = page.getByLabel('Recipient');
  await page.getByLabel('Priority').selectOption({ label: 'High' });
  await expect(recipient.locator('option', { hasText: 'Customer Support' })).toHaveCount(1);
  await recipient.selectOption({ label: 'Customer Support' });
  await page.getByLabel('Subject').fill(SUBJECT);
  await page.getByLabel('Message', { exact: true }).fill(BODY);
  await page
    .getByLabel('Attachment (one image)')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of slip.png' })).toBeVisible();
  return before;
}

/**
 * The screen said 'Message sent!' and went back to the inbox: the server holds exactly one new
 * sent message, this one, with its image.
 */
async function expectOneMessageSent(page: Page, before: readonly Message[]) {
  await expect(toast(page, 'Message sent!').last()).toBeVisible();
  await expect(page).toHaveURL(/\/inbox$/, { timeout: 5_000 });
  const sent = newSince(before, await sentMessages(page));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    subject: SUBJECT,
    body: BODY,
    priorityId: 'H',
    recipientName: 'Customer Support',
    attachmentName: 'slip.png',
  });
}

/** demo on a received message with a reply typed; the sent list before. */
async function replyWritten(page: Page, text: string) {
  await logInAsDemo(page);
  const api = await apiAsPage(page);
  const received = await api.call('message.list', {
    body: { messagetypeid: 0, includeread: true, isReceived: true, texttofind: ORIGINAL },
  });
  const original = received.find((message) => message.subject === ORIGINAL);
  expect(original, `demo received '${ORIGINAL}'`).toBeDefined();
  await page.goto(`/message?id=${original?.messageGuid ?? ''}`);
  await closeHighPriorityNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: ORIGINAL })).toBeVisible();
  const before = await sentMessages(page);
  await page.getByLabel('Reply').fill(text);
  return { before, originalGuid: original?.messageGuid ?? '' };
}

/** 'Message sent!' and the field cleared: exactly one new reply, to the original, on the server. */
async function expectOneReplySent(
  page: Page,
  { before, originalGuid }: { before: readonly Message[]; originalGuid: string },
  text: string,
) {
  await expect(toast(page, 'Message sent!').last()).toBeVisible();
  await expect(page.getByLabel('Reply')).toHaveValue('');
  const sent = newSince(before, await sentMessages(page));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    subject: `RE: ${ORIGINAL}`,
    body: text,
    parentMessageBoxId: originalGuid,
  });
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const replyButton = (page: Page) => page.getByRole('button', { name: 'Reply', exact: true });

for (const layout of PHONE_ONLY) {
  test.describe(`Send and Reply when the connection loses the exchange (${layout.name})`, () => {
    test.use(layout.use);

    test('a new message whose answer is lost after it was stored: it checks and says Message sent!, once', async ({
      page,
    }) => {
      test.slow();
      const before = await messageWritten(page);
      await loseNextSend(page, 'answer');
      await sendButton(page).click();
      await expectOneMessageSent(page, before);
      await expect(page.getByText(MESSAGE_NOT_DONE)).toBeHidden();
      await expect(toast(page, 'Error')).toBeHidden();
    });

    test('a new message whose request is lost: not sent, the form and image intact, and Retry sends it once', async ({
      page,
    }) => {
      test.slow();
      const before = await messageWritten(page);
      await loseNextSend(page, 'request');
      await sendButton(page).click();

      const notice = page.getByRole('alert').filter({ hasText: MESSAGE_NOT_DONE });
      await expect(notice).toBeVisible();
      await expect(page.getByLabel('Subject')).toHaveValue(SUBJECT);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(BODY);
      await expect(page.getByRole('img', { name: 'Preview of slip.png' })).toBeVisible();
      await expect(page).toHaveURL(/\/create-inbox$/);
      // The screen's word matches the server's: nothing sent.
      expect(newSince(before, await sentMessages(page))).toEqual([]);
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Retry' }).click();
      await expectOneMessageSent(page, before);
    });

    test('a reply whose answer is lost after it was stored: it checks and says Message sent!, once', async ({
      page,
    }) => {
      test.slow();
      const text = 'Thanks, noted.';
      const written = await replyWritten(page, text);
      await loseNextSend(page, 'answer');
      await replyButton(page).click();
      await expectOneReplySent(page, written, text);
      await expect(page.getByText(REPLY_NOT_DONE)).toBeHidden();
      await expect(toast(page, 'Error')).toBeHidden();
    });

    test('a reply whose request is lost: not sent, the text intact, and Retry sends it once', async ({
      page,
    }) => {
      test.slow();
      const text = 'Is anyone reading this?';
      const written = await replyWritten(page, text);
      await loseNextSend(page, 'request');
      await replyButton(page).click();

      const notice = page.getByRole('alert').filter({ hasText: REPLY_NOT_DONE });
      await expect(notice).toBeVisible();
      await expect(page.getByLabel('Reply')).toHaveValue(text);
      expect(newSince(written.before, await sentMessages(page))).toEqual([]);
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Retry' }).click();
      await expectOneReplySent(page, written, text);
      await expect(notice).toBeHidden();
    });
  });
}
