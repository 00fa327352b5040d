import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { SendMessageRequest } from '@sportsbook/contracts/endpoints/message/send-message';
import { registry } from '@sportsbook/contracts/registry';
import { PERSONAS, STAFF } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { unreadAnswer } from '@/test/shell.ts';
import MessagePage from './message-page.tsx';

const DEMO = PERSONAS.demo.userId;
const MARKUP = '<img src=x onerror=alert(1)>';

/** The unread counts as the top bar reads them (the shared query). */
function UnreadProbe() {
  const { data } = useQuery(messageQueries.unread());
  return (
    <p>
      {data ? `unread ${String(data.totalUnread)}, high ${String(data.highPriorityUnread)}` : ''}
    </p>
  );
}

function renderMessage(id: string | null) {
  return renderRoutes(
    [
      {
        path: '/message',
        element: (
          <>
            <UnreadProbe />
            <MessagePage />
          </>
        ),
      },
      { path: '/inbox', element: <Landmark name="inbox" /> },
    ],
    { path: id === null ? '/message' : `/message?id=${encodeURIComponent(id)}` },
  );
}

const record = (subject: string) => {
  const found = mock.state.db.message.findFirst({ where: { subject: { equals: subject } } });
  if (!found) throw new Error(`no message ${subject}`);
  return found;
};

/** Paths of the MessageBox calls made from now on, and the SendMessage bodies. */
function messageCalls() {
  const calls = { paths: [] as string[], sent: [] as SendMessageRequest[] };
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.includes('/MessageBox/')) return;
    calls.paths.push(path.replace(/.*\/MessageBox\//, ''));
    if (path.endsWith('/SendMessage')) {
      void request
        .clone()
        .json()
        .then((body: SendMessageRequest) => calls.sent.push(body));
    }
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
});

/** GetMessage answers the message with these fields changed (what the mock cannot store). */
async function answerWith(subject: string, fields: Record<string, unknown>) {
  const message = await api.call('message.get', {
    body: { MessageGuid: record(subject).messageGuid },
  });
  server.use(
    http.post(`*${registry['message.get'].path}`, () =>
      HttpResponse.json({ ...message, ...fields }),
    ),
  );
  return message.messageGuid;
}

describe('MessagePage', () => {
  it('shows a received message and marks it read: the unread counts drop by one at once', async () => {
    await logInAs('demo');
    // The counts the server gives never change: only the local drop can lower them.
    server.use(unreadAnswer(4, 1));
    const calls = messageCalls();
    const high = record('Security notice: confirm your details');
    renderMessage(high.messageGuid);

    expect(await screen.findByText('unread 4, high 1')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Security notice: confirm your details',
      }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('High')).toBeInTheDocument();
    expect(within(article).getByText('Send By:')).toBeInTheDocument();
    expect(within(article).getByText('Customer Support')).toBeInTheDocument();
    expect(within(article).getByText('Send At:')).toBeInTheDocument();
    expect(within(article).getByText(high.body)).toBeInTheDocument();
    expect(within(article).queryByText('Send To:')).toBeNull();

    expect(await screen.findByText('unread 3, high 0')).toBeInTheDocument();
    expect(record('Security notice: confirm your details').isRead).toBe(true);
    expect(calls.paths.filter((path) => path === 'MarkAsRead')).toHaveLength(1);
  });

  it('lowers only the total for a message that is not High', async () => {
    await logInAs('demo');
    server.use(unreadAnswer(4, 1));
    renderMessage(record('Updated betting limits').messageGuid);
    expect(await screen.findByText('unread 3, high 1')).toBeInTheDocument();
  });

  it('leaves a message demo sent, or one already read, as it is', async () => {
    await logInAs('demo');
    const calls = messageCalls();
    const sent = renderMessage(record('Bonus question').messageGuid);
    expect(await screen.findByRole('heading', { name: 'Bonus question' })).toBeInTheDocument();
    expect(screen.getByText('Send To:')).toBeInTheDocument();
    expect(screen.getByText('Agent Seven')).toBeInTheDocument();
    sent.unmount();

    renderMessage(record('Welcome to the sportsbook').messageGuid);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the sportsbook' }),
    ).toBeInTheDocument();
    await screen.findByText('unread 4, high 1');
    expect(calls.paths).not.toContain('MarkAsRead');
    expect(record('Bonus question').isRead).toBe(false);
  });

  it('marks a message demo wrote to themselves read', async () => {
    const session = await logInAs('demo');
    const own = await api.call('message.send', {
      body: {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: 1,
        priorityId: 'N',
        senderId: session.user.userId,
        recipientId: session.user.userId,
        subject: 'Note to self',
        body: 'Bet less on Mondays.',
      },
    });
    renderMessage(own.messageGuid);
    expect(await screen.findByText('unread 4, high 1')).toBeInTheDocument();
    await waitFor(() => {
      expect(record('Note to self').isRead).toBe(true);
    });
  });

  it('shows markup in the subject and body as text, and a javascript: attachment as no link', async () => {
    await logInAs('demo');
    await answerWith('Responsible gaming reminder', {
      subject: MARKUP,
      body: `Line one\n${MARKUP}`,
      hasAttachment: true,
      attachmentName: null,
      attachmentLink: 'javascript:alert(1)',
    });
    renderMessage(record('Responsible gaming reminder').messageGuid);

    expect(await screen.findByRole('heading', { level: 1, name: MARKUP })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText(/Line one/)).toHaveTextContent(`Line one ${MARKUP}`);
    expect(article.querySelector('img')).toBeNull();
    const attachment = within(article).getByRole('region', { name: 'Attachment' });
    expect(within(attachment).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(attachment).queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows an image attachment inline and links any other file', async () => {
    await logInAs('demo');
    const promotion = renderMessage(record('Weekend promotion').messageGuid);
    const image = await screen.findByRole('img', { name: 'weekend-promotion.png' });
    expect(image.getAttribute('src')).toMatch(/\/w\/api\/FileUploader\/files\/promo-\w+\.png$/);
    promotion.unmount();

    await answerWith('Updated betting limits', {
      hasAttachment: true,
      attachmentName: 'limits.pdf',
      attachmentLink: '/w/api/FileUploader/files/limits.pdf',
    });
    renderMessage(record('Updated betting limits').messageGuid);
    const link = await screen.findByRole('link', { name: 'Open the attachment limits.pdf' });
    expect(link).toHaveAttribute(
      'href',
      `${window.location.origin}/w/api/FileUploader/files/limits.pdf`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends a reply to the sender under the original guid, says so and clears the field', async () => {
    await logInAs('demo');
    const calls = messageCalls();
    const user = userEvent.setup();
    const original = record('Updated betting limits');
    renderMessage(original.messageGuid);

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Thanks!\nSee you.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    expect(calls.sent).toEqual([
      {
        messageBoxId: 0,
        messageGuid: '00000000-0000-0000-0000-000000000000',
        messageTypeId: original.messageTypeId,
        priorityId: 'M',
        senderId: DEMO,
        recipientId: STAFF.agent.userId,
        subject: 'RE: Updated betting limits',
        body: 'Thanks!\nSee you.',
        parentMessageBoxId: original.messageGuid,
        attachmentName: null,
        attachmentLink: null,
      },
    ]);
    expect(record('RE: Updated betting limits')).toMatchObject({
      senderId: DEMO,
      recipientId: STAFF.agent.userId,
      parentMessageBoxId: original.messageGuid,
    });
  });

  it("keeps a reply's subject to a reply at one 'RE: '", async () => {
    await logInAs('demo');
    const calls = messageCalls();
    const user = userEvent.setup();
    renderMessage(record('RE: Question about withdrawals').messageGuid);

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(calls.sent.map((body) => body.subject)).toEqual(['RE: Question about withdrawals']);
  });

  it('requires the reply text and sends nothing without it', async () => {
    await logInAs('demo');
    const calls = messageCalls();
    const user = userEvent.setup();
    renderMessage(record('Updated betting limits').messageGuid);

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.paths).not.toContain('SendMessage');
  });

  it("shows a refused reply in a toast titled 'Error' and keeps the text", async () => {
    await logInAs('demo');
    mock.state.scenario.errors['message.send'] = 500;
    const user = userEvent.setup();
    renderMessage(record('Updated betting limits').messageGuid);

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Injected failure for message.send')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Hello?');
  });

  it('says a missing or unknown message was not found, with Back to the inbox', async () => {
    await logInAs('demo');
    const calls = messageCalls();
    const user = userEvent.setup();
    const missing = renderMessage(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Message not found' }),
    ).toBeInTheDocument();
    expect(calls.paths).not.toContain('GetMessage');
    missing.unmount();

    const basicsMessage = mock.state.db.message.findFirst({
      where: { recipientId: { equals: PERSONAS.basic.userId } },
    });
    renderMessage(basicsMessage?.messageGuid ?? 'unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('landed on inbox')).toBeInTheDocument();
  });
});
