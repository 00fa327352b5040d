import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Link } from 'react-router';
import { MESSAGE_SENT_REDIRECT_MS } from '@sportsbook/contracts/rules/constants';
import { STAFF } from '@sportsbook/mock-server/personas';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import CreateMessagePage from './create-message-page.tsx';

withNodeFiles();

const REQUIRED = 'This field is required.';

async function renderCompose() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/create-inbox', element: <CreateMessagePage /> },
      { path: '/inbox', element: <Landmark name="inbox" /> },
    ],
    { path: '/create-inbox' },
  );
  const subject = await screen.findByLabelText('Subject');
  return {
    ...view,
    user,
    subject,
    body: screen.getByLabelText('Message'),
    priority: screen.getByLabelText('Priority'),
    recipient: screen.getByLabelText('Recipient'),
    attachment: screen.getByLabelText('Attachment (one image)'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Waits for the recipients of the chosen type. */
const recipientsLoaded = (recipient: HTMLElement) =>
  within(recipient).findByRole('option', { name: 'Customer Support' });

/** The SendMessage bodies that reach the server; `gate` holds them until released. */
function recordSends(gate?: Promise<void>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/w/api/MessageBox/SendMessage', async ({ request }) => {
      bodies.push(await request.clone().json());
      await gate;
      return undefined;
    }),
  );
  return bodies;
}

const onlyGeneral = () => {
  mock.state.db.messageType.deleteMany({ where: { messageTypeId: { notEquals: 1 } } });
};

describe('CreateMessagePage', () => {
  it('offers the type dropdown when there are several types, and All only where allowed', async () => {
    await logInAs('demo');
    const { user, recipient } = await renderCompose();
    const type = screen.getByLabelText('Message type');
    expect(optionsOf(type)).toEqual(['General', 'Support', 'Announcement']);
    expect(type).toHaveValue('1');
    await recipientsLoaded(recipient);
    expect(optionsOf(recipient)).toEqual(['Choose a recipient', 'Customer Support', 'Agent Seven']);

    await user.selectOptions(type, 'Announcement');
    expect(await within(recipient).findByRole('option', { name: 'All' })).toHaveValue('-999');
    expect(optionsOf(recipient)).toEqual([
      'Choose a recipient',
      'All',
      'Customer Support',
      'Agent Seven',
    ]);
    // 'All' chosen, then a type without mass sending: the recipient must be chosen again.
    await user.selectOptions(recipient, 'All');
    await user.selectOptions(type, 'Support');
    await waitFor(() => {
      expect(within(recipient).queryByRole('option', { name: 'All' })).toBeNull();
    });
    await waitFor(() => {
      expect(recipient).toHaveValue('');
    });
  });

  it('hides the type dropdown when there is only one type', async () => {
    onlyGeneral();
    await logInAs('demo');
    const { recipient, priority } = await renderCompose();
    expect(screen.queryByLabelText('Message type')).toBeNull();
    expect(optionsOf(priority)).toEqual(['Choose a priority', 'Normal', 'Medium', 'High']);
    await recipientsLoaded(recipient);
    expect(within(recipient).queryByRole('option', { name: 'All' })).toBeNull();
  });

  it('requires subject, message, priority and recipient, each beside its field', async () => {
    await logInAs('demo');
    const sends = recordSends();
    const { user, subject, body, priority, recipient, send } = await renderCompose();
    await recipientsLoaded(recipient);
    await user.click(send);
    for (const field of [subject, body, priority, recipient]) {
      await waitFor(() => {
        expect(field).toHaveAccessibleDescription(REQUIRED);
      });
    }
    expect(screen.getAllByText(REQUIRED)).toHaveLength(4);
    // Blank text is no subject.
    await user.type(subject, '   ');
    await user.type(body, 'Hello');
    await user.click(send);
    await waitFor(() => {
      expect(body).toHaveAccessibleDescription('');
    });
    expect(subject).toHaveAccessibleDescription(REQUIRED);
    expect(sends).toEqual([]);
  });

  it('says the upload failed and sends nothing, keeping the values', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['files.saveDocument'] = 500;
    const sends = recordSends();
    const { user, subject, body, priority, recipient, attachment, send } = await renderCompose();
    await recipientsLoaded(recipient);
    await user.selectOptions(priority, 'High');
    await user.selectOptions(recipient, 'Agent Seven');
    await user.type(subject, 'Ticket photo');
    await user.type(body, 'See the photo.');
    await user.upload(attachment, pngFile('ticket.png'));
    expect(screen.getByText('ticket.png')).toBeInTheDocument();
    await user.click(send);
    expect(
      await screen.findByText('An error occurred while uploading the attachment.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
    expect(sends).toEqual([]);
    expect(subject).toHaveValue('Ticket photo');
    expect(screen.getByText('ticket.png')).toBeInTheDocument();
  });

  it('uploads the image, sends once, says Message sent! and goes back to the inbox', async () => {
    const { user: me } = await logInAs('demo');
    let release = (): void => undefined;
    const sends = recordSends(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const { user, subject, body, priority, recipient, attachment, send } = await renderCompose();
    await user.selectOptions(screen.getByLabelText('Message type'), 'Support');
    await recipientsLoaded(recipient);
    await user.selectOptions(priority, 'Medium');
    await user.selectOptions(recipient, 'Customer Support');
    await user.type(subject, '  Deposit  ');
    await user.type(body, 'Please check my deposit.');
    await user.upload(attachment, pngFile('slip.png'));
    expect(screen.getByRole('img', { name: 'Preview of slip.png' })).toBeVisible();

    await user.click(send);
    await waitFor(() => {
      expect(sends).toHaveLength(1);
    });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Sending your message…');
    await user.click(send);
    release();

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    // Opened directly (no page of the app before it): to the inbox.
    expect(screen.getByText('Going back to the inbox…')).toBeInTheDocument();
    expect(send).toBeDisabled();
    const stored = mock.state.db.document.findFirst({
      where: { originalName: { equals: 'slip.png' } },
    });
    expect(sends).toEqual([
      {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: 2,
        priorityId: 'M',
        senderId: me.userId,
        recipientId: STAFF.support.userId,
        subject: 'Deposit',
        body: 'Please check my deposit.',
        parentMessageBoxId: null,
        attachmentName: 'slip.png',
        attachmentLink: stored?.fileName,
      },
    ]);
    expect(screen.queryByText('landed on inbox')).toBeNull();
    expect(await screen.findByText('landed on inbox')).toBeInTheDocument();
  });

  it('opened from another page, goes back there 2 seconds after Message sent!', async () => {
    onlyGeneral();
    await logInAs('demo');
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/account', element: <Link to="/create-inbox">Write a message</Link> },
        { path: '/create-inbox', element: <CreateMessagePage /> },
        { path: '/inbox', element: <Landmark name="inbox" /> },
      ],
      { path: '/account' },
    );
    await user.click(screen.getByRole('link', { name: 'Write a message' }));
    const recipient = await screen.findByLabelText('Recipient');
    await recipientsLoaded(recipient);
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.selectOptions(recipient, 'Customer Support');
    await user.type(screen.getByLabelText('Subject'), 'Bonus');
    await user.type(screen.getByLabelText('Message'), 'When does it start?');
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Write a message' })).toBeInTheDocument();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(MESSAGE_SENT_REDIRECT_MS);
    // Back, not forward to a new entry: the history is the page it came from, and no inbox.
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByText('landed on inbox')).toBeNull();
  });

  it("sends to 'All' on a type that allows it", async () => {
    await logInAs('demo');
    const sends = recordSends();
    const { user, subject, body, priority, recipient, send } = await renderCompose();
    await user.selectOptions(screen.getByLabelText('Message type'), 'Announcement');
    await user.selectOptions(
      recipient,
      await within(recipient).findByRole('option', { name: 'All' }),
    );
    await user.selectOptions(priority, 'Normal');
    await user.type(subject, 'Party');
    await user.type(body, 'Everyone is invited.');
    await user.click(send);
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(sends[0]).toMatchObject({ messageTypeId: 3, recipientId: -999, priorityId: 'N' });
  });

  it("shows a refused send in a toast titled 'Error', as text, and allows another try", async () => {
    onlyGeneral();
    await logInAs('demo');
    server.use(
      http.post('*/w/api/MessageBox/SendMessage', () =>
        Response.json(
          { title: 'Bad Request', status: 400, detail: '<b>Recipient</b> is away' },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const { user, subject, body, priority, recipient, send } = await renderCompose();
    await recipientsLoaded(recipient);
    await user.selectOptions(priority, 'Normal');
    await user.selectOptions(recipient, 'Agent Seven');
    await user.type(subject, 'Hi');
    await user.type(body, 'Hello there');
    await user.click(send);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('<b>Recipient</b> is away')).toBeInTheDocument();
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
    expect(subject).toHaveValue('Hi');
  });
});
