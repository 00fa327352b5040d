import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { registry } from '@sportsbook/contracts/registry';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { loseNext } from '@sportsbook/mock-server/msw';
import type { MockState } from '@sportsbook/mock-server/state';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MessagePage from '@/features/inbox/pages/message-page.tsx';
import { UnreadEnvelope } from '@/features/navigation/components/unread-envelope.tsx';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { mockApi, mockState, type Arrange, type MockApiParameter } from '../support/mock-api.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';

/** The message page under the top bar's envelope, whose badge shows the unread count. */
function MessageWithEnvelope() {
  const { data } = useQuery(messageQueries.unread());
  return (
    <>
      <div className="flex justify-end bg-topbar px-4 text-topbar-foreground">
        <UnreadEnvelope count={data?.totalUnread ?? 0} />
      </div>
      <MessagePage />
    </>
  );
}

// Each story opens a seeded message under a fixed guid, so its URL is known before the world is.
const GUIDS = {
  high: '10000000-0000-4000-8000-000000000001',
  promotion: '10000000-0000-4000-8000-000000000002',
  limits: '10000000-0000-4000-8000-000000000003',
  sent: '10000000-0000-4000-8000-000000000004',
  reminder: '10000000-0000-4000-8000-000000000005',
  unknown: '10000000-0000-4000-8000-00000000dead',
} as const;
type Opened = keyof typeof GUIDS;

function messageRoute(opened: Opened) {
  return route(`/message?id=${GUIDS[opened]}`, { pattern: '/message' });
}

/** demo logged in, the message with this subject under the fixed guid, then `arrange`. */
function openingApi(opened: Opened, subject: string, arrange?: Arrange): MockApiParameter {
  return mockApi(
    (state) => {
      state.db.message.update({
        where: { subject: { equals: subject } },
        data: { messageGuid: GUIDS[opened] },
      });
      arrange?.(state);
    },
    { persona: 'demo' },
  );
}

/**
 * SPEC §2 Message detail (/message?id={guid}): priority tag, subject, 'Send To' or 'Send By',
 * 'Send At', the body as text, the attachment (inline image, else a link; unsafe links only as
 * text), the reply (required) with Reply and Back. Opening an unread message demo received marks
 * it read and the badge drops by one (SPEC §4).
 */
const meta = {
  title: 'Inbox/Message',
  component: MessageWithEnvelope,
  parameters: {
    route: messageRoute('high'),
    msw: openingApi('high', 'Security notice: confirm your details'),
  },
} satisfies Meta<typeof MessageWithEnvelope>;

export default meta;
type Story = StoryObj<typeof meta>;

const MARKUP = '<img src=x onerror=alert(1)>';

const article = async (canvas: Canvas, subject: string) => {
  await canvas.findByRole('heading', { level: 1, name: subject });
  return canvas.getByRole('article');
};

const badge = (canvas: Canvas, count: number) =>
  canvas.findByRole('link', { name: `${String(count)} unread messages` });

async function reply(canvas: Canvas, text: string) {
  const field = await canvas.findByRole('textbox', { name: 'Reply' });
  if (text) await userEvent.type(field, text);
  await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
  return field;
}

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: openingApi('high', 'Security notice: confirm your details', (state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the message')).toBeInTheDocument();
  },
};

/** An unread High message demo received: shown in full, marked read, the badge 4 → 3. */
export const ReceivedAndMarkedRead: Story = {
  play: async ({ canvas, parameters }) => {
    const message = await article(canvas, 'Security notice: confirm your details');
    await expect(within(message).getByText('High')).toBeVisible();
    await expect(within(message).getByText('Send By:')).toBeVisible();
    await expect(within(message).getByText('Customer Support')).toBeVisible();
    await expect(within(message).getByText('Send At:')).toBeVisible();
    await expect(
      within(message).getByText(
        'Please review your contact details in My Account before your next withdrawal.',
      ),
    ).toBeVisible();
    await expect(await badge(canvas, 3)).toBeVisible();
    const record = mockState(parameters.msw).db.message.findFirst({
      where: { messageGuid: { equals: GUIDS.high } },
    });
    await expect(record?.isRead).toBe(true);
  },
};

/** A message demo sent: 'Send To' the recipient; it stays unread for them, the badge stays. */
export const SentByMe: Story = {
  parameters: { route: messageRoute('sent'), msw: openingApi('sent', 'Bonus question') },
  play: async ({ canvas }) => {
    const message = await article(canvas, 'Bonus question');
    await expect(within(message).getByText('Send To:')).toBeVisible();
    await expect(within(message).getByText('Agent Seven')).toBeVisible();
    await expect(within(message).queryByText('Send By:')).toBeNull();
    await expect(await badge(canvas, 4)).toBeVisible();
  },
};

/** An image attachment (its link names a .png) shows inline. */
export const ImageAttachment: Story = {
  parameters: {
    route: messageRoute('promotion'),
    msw: openingApi('promotion', 'Weekend promotion'),
  },
  play: async ({ canvas }) => {
    const message = await article(canvas, 'Weekend promotion');
    const image = within(message).getByRole('img', { name: 'weekend-promotion.png' });
    await waitFor(() =>
      expect(image instanceof HTMLImageElement && image.naturalWidth).toBeGreaterThan(0),
    );
    await expect(within(message).queryByRole('link')).toBeNull();
  },
};

/** Any other file is a link that opens in a new tab. */
export const FileAttachment: Story = {
  parameters: {
    route: messageRoute('limits'),
    msw: openingApi('limits', 'Updated betting limits', (state) => {
      state.db.message.update({
        where: { messageGuid: { equals: GUIDS.limits } },
        data: {
          hasAttachment: true,
          attachmentName: 'limits.pdf',
          attachmentLink: '/w/api/FileUploader/files/limits.pdf',
        },
      });
    }),
  },
  play: async ({ canvas }) => {
    const message = await article(canvas, 'Updated betting limits');
    const link = within(message).getByRole('link', { name: 'Open the attachment limits.pdf' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toMatch(/\/w\/api\/FileUploader\/files\/limits\.pdf$/);
    await expect(within(message).queryByRole('img', { name: 'limits.pdf' })).toBeNull();
  },
};

/** GetMessage answers the stored message with a `javascript:` attachment (the mock stores none). */
function withScriptLink(parameter: MockApiParameter): MockApiParameter {
  parameter.handlers.unshift(
    http.post(`*${registry['message.get'].path}`, () => {
      const record = mockState(parameter).db.message.findFirst({
        where: { messageGuid: { equals: GUIDS.reminder } },
      });
      if (!record) return new HttpResponse(null, { status: 404 });
      const message: Message = {
        messageBoxId: record.messageBoxId,
        messageGuid: record.messageGuid,
        messageTypeId: record.messageTypeId,
        priorityId: 'N',
        senderId: record.senderId,
        recipientId: record.recipientId,
        senderName: record.senderName,
        recipientName: record.recipientName,
        subject: record.subject,
        body: record.body,
        parentMessageBoxId: null,
        isRead: record.isRead,
        hasAttachment: true,
        attachmentName: null,
        attachmentLink: 'javascript:alert(1)',
        createdDate: record.createdDate,
      };
      return HttpResponse.json(message);
    }),
  );
  return parameter;
}

const withMarkup = (state: MockState) => {
  state.db.message.update({
    where: { messageGuid: { equals: GUIDS.reminder } },
    data: { subject: MARKUP, body: `Read this:\n${MARKUP}` },
  });
};

/** Markup in the subject and body shows literally; a `javascript:` link is only text. */
export const MarkupShownAsText: Story = {
  parameters: {
    route: messageRoute('reminder'),
    msw: withScriptLink(openingApi('reminder', 'Responsible gaming reminder', withMarkup)),
  },
  play: async ({ canvas }) => {
    const message = await article(canvas, MARKUP);
    await expect(within(message).getByText(/Read this:/)).toHaveTextContent(`Read this: ${MARKUP}`);
    await expect(message.querySelector('img')).toBeNull();
    const attachment = within(message).getByRole('region', { name: 'Attachment' });
    await expect(within(attachment).getByText('javascript:alert(1)')).toBeVisible();
    await expect(within(attachment).queryByRole('link')).toBeNull();
  },
};

/** Reply with nothing typed: 'This field is required.', nothing sent. */
export const ReplyRequired: Story = {
  play: async ({ canvas }) => {
    const field = await reply(canvas, '');
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A reply goes to the sender as 'RE: …' under the original; 'Message sent!' and the field clears. */
export const ReplySent: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const field = await reply(canvas, 'Done, thank you.');
    await expectToast(canvasElement, 'Message sent!');
    await expect(field).toHaveValue('');
    const sent = mockState(parameters.msw).db.message.findFirst({
      where: { parentMessageBoxId: { equals: GUIDS.high } },
    });
    await expect(sent?.subject).toBe('RE: Security notice: confirm your details');
    await expect(sent?.recipientName).toBe('Customer Support');
  },
};

/** While the reply is on its way Reply is off and turning, and the line beside it says so. */
export const ReplySending: Story = {
  play: async ({ canvas, parameters }) => {
    await article(canvas, 'Security notice: confirm your details');
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await reply(canvas, 'Done.');
    const button = canvas.getByRole('button', { name: 'Reply' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(canvas.getByText('Sending your reply…')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('Sending your reply…');
  },
};

const HIGH = 'Security notice: confirm your details';
/** demo's replies to the opened message, as the mock stores them. */
const repliesIn = (state: MockState) =>
  state.db.message.findMany({ where: { parentMessageBoxId: { equals: GUIDS.high } } });
/** How long the check's reading of the sent list is held, to look at "Checking…". */
const CHECK_HELD_MS = 2_500;

/**
 * The reply's answer is lost after the server stored it; the sent list answers late once it is
 * there: the check shows, then tells, within the story.
 */
const lostReplyApi = () => {
  const parameter = openingApi('high', HIGH, (state) => {
    loseNext(state, 'message.send', 'answer');
  });
  parameter.handlers.unshift(
    http.post(`*${registry['message.list'].path}`, async () => {
      if (repliesIn(mockState(parameter)).length > 0) await delay(CHECK_HELD_MS);
      return undefined; // on to the mock's own handler
    }),
  );
  return parameter;
};

/**
 * The answer was lost (the reply was stored): the line says it is checking, Reply stays off and
 * the text stays, until the sent list tells: 'Message sent!' and the field clears.
 */
export const ReplyChecking: Story = {
  parameters: { msw: lostReplyApi() },
  play: async ({ canvas, canvasElement, parameters }) => {
    const field = await reply(canvas, 'Is this through?');
    const button = canvas.getByRole('button', { name: 'Reply' });
    await expect(await canvas.findByText('Checking whether your reply was sent…')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Checking whether your reply was sent…');
    await expect(field).toHaveValue('Is this through?');
    await expectToast(canvasElement, 'Message sent!');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(repliesIn(mockState(parameters.msw))).toHaveLength(1);
  },
};

/** The request was lost before the server saw it: not sent, the text as typed, and Retry. */
export const ReplyNotDone: Story = {
  parameters: {
    msw: openingApi('high', HIGH, (state) => {
      loseNext(state, 'message.send', 'request');
    }),
  },
  play: async ({ canvas, parameters }) => {
    const field = await reply(canvas, 'Are you there?');
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Your reply was not sent. You can try again.');
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(field).toHaveValue('Are you there?');
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeEnabled();
    await expect(repliesIn(mockState(parameters.msw))).toHaveLength(0);
  },
};

/** Offline: Reply is off and says why; the text typed stays, and Reply comes back online. */
export const ReplyOffline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(field, 'Written on the train');
    goOffline();
    const button = canvas.getByRole('button', { name: 'Reply' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await userEvent.type(field, ', in a tunnel.');
    // Back online while the page is there (TanStack Query hears the event only while mounted).
    comeBackOnline();
    await waitFor(() => expect(button).toBeEnabled());
    await expect(field).toHaveValue('Written on the train, in a tunnel.');
  },
};

/** The server refuses the reply: a toast titled 'Error' with its text; the reply stays. */
export const SendError: Story = {
  parameters: {
    msw: openingApi('high', 'Security notice: confirm your details', (state) => {
      state.scenario.errors['message.send'] = 500;
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const field = await reply(canvas, 'Hello?');
    await expectToast(canvasElement, 'Error');
    await expectToast(canvasElement, 'Injected failure for message.send');
    await expect(field).toHaveValue('Hello?');
  },
};

/** A guid the server does not know: 'Message not found' and Back to the inbox. */
export const NotFound: Story = {
  parameters: { route: messageRoute('unknown') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Message not found' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText('Navigated to /inbox')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: openingApi('high', 'Security notice: confirm your details', (state) => {
      state.scenario.errors['message.get'] = 503;
    }),
  },
  play: async ({ canvas, parameters }) => {
    await expect(
      await canvas.findByText('The message could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await article(canvas, 'Security notice: confirm your details')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: {
    route: messageRoute('promotion'),
    msw: openingApi('promotion', 'Weekend promotion'),
  },
  play: async ({ canvas }) => {
    const message = await article(canvas, 'Weekend promotion');
    await expect(within(message).getByText('Normal')).toBeVisible();
    await expect(within(message).getByText('Enviado por:')).toBeVisible();
    await expect(within(message).getByText('Enviado el:')).toBeVisible();
    await expect(within(message).getByRole('region', { name: 'Adjunto' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Responder' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
  },
};

/** A phone (390 px): the message, its image and the reply fit; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  parameters: {
    route: messageRoute('promotion'),
    msw: openingApi('promotion', 'Weekend promotion'),
  },
  play: async ({ canvas, canvasElement }) => {
    await article(canvas, 'Weekend promotion');
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeVisible();
    const page = canvasElement.ownerDocument;
    await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(
      page.defaultView?.innerWidth ?? 0,
    );
  },
};
