import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MessageListRequest } from '@sportsbook/contracts/endpoints/message/list-messages';
import { PERSONAS, STAFF } from '@sportsbook/mock-server/personas';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import InboxPage from './inbox-page.tsx';
import MessagePage from './message-page.tsx';

const DEMO = PERSONAS.demo.userId;

function renderInbox(path = '/inbox') {
  return renderRoutes(
    [
      { path: '/inbox', element: <InboxPage /> },
      { path: '/message', element: <MessagePage /> },
      { path: '/create-inbox', element: <Landmark name="create message" /> },
    ],
    { path },
  );
}

/** The GetMessageList bodies sent from now on. */
function listRequests(): MessageListRequest[] {
  const bodies: MessageListRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/MessageBox/GetMessageList')) return;
    void request
      .clone()
      .json()
      .then((body: MessageListRequest) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
});

const bodyRows = (table: HTMLElement) => {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};

const rowOf = (table: HTMLElement, subject: string) => {
  const row = within(table).getByRole('link', { name: subject }).closest('tr');
  if (!row) throw new Error(`no row for ${subject}`);
  return row;
};

const guidOf = (subject: string) =>
  mock.state.db.message.findFirst({ where: { subject: { equals: subject } } })?.messageGuid ?? '';

/** An unread message from support to demo, the newest of all. */
const newMessage = (index: number) => ({
  messageBoxId: 800_000 + index,
  messageGuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  messageTypeId: 1,
  priorityId: 'N',
  senderId: STAFF.support.userId,
  recipientId: DEMO,
  senderName: 'Customer Support',
  recipientName: 'Dana Morales',
  subject: `Notice ${String(index + 1)}`,
  body: 'A notice.',
  parentMessageBoxId: null,
  isRead: false,
  hasAttachment: false,
  attachmentName: null,
  attachmentLink: null,
  createdDate: new Date().toISOString(),
});

const UNREAD_RECEIVED = [
  'Security notice: confirm your details',
  'Weekend promotion',
  'Updated betting limits',
  'Responsible gaming reminder',
];

describe('InboxPage', () => {
  it('lists the unread received messages newest first, with read icon, priority, attachment and date', async () => {
    await logInAs('demo');
    renderInbox();

    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Received messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'View read messages' })).not.toBeChecked();
    const table = await screen.findByRole('table', { name: 'Received messages' });
    expect(bodyRows(table).map((row) => within(row).getByRole('link').textContent)).toEqual(
      UNREAD_RECEIVED,
    );

    const high = rowOf(table, 'Security notice: confirm your details');
    expect(within(high).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(high).getByText('High')).toBeInTheDocument();
    expect(within(high).queryByRole('img', { name: 'Has attachment' })).toBeNull();
    expect(within(high).getByRole('link')).toHaveAttribute(
      'href',
      `/message?id=${guidOf('Security notice: confirm your details')}`,
    );
    expect(within(rowOf(table, 'Updated betting limits')).getByText('Medium')).toBeInTheDocument();
    const promotion = rowOf(table, 'Weekend promotion');
    expect(within(promotion).getByText('Normal')).toBeInTheDocument();
    expect(within(promotion).getByRole('img', { name: 'Has attachment' })).toBeInTheDocument();
    expect(within(promotion).getByText(/\d{1,2}\/\d{1,2}\/\d{2}/)).toBeInTheDocument();
    // Unread rows stand out.
    expect(high).toHaveClass('font-semibold');
  });

  it("shows a priority other than N, M or H as Normal, and the rest of the list (SPEC §2 'otherwise Normal')", async () => {
    await logInAs('demo');
    server.use(
      http.post('*/w/api/MessageBox/GetMessageList', () =>
        HttpResponse.json([
          { ...newMessage(1), priorityId: 'U', subject: 'Unknown priority' },
          { ...newMessage(0), priorityId: 'H', subject: 'High priority' },
        ]),
      ),
    );
    renderInbox();

    const table = await screen.findByRole('table', { name: 'Received messages' });
    expect(bodyRows(table)).toHaveLength(2);
    expect(within(rowOf(table, 'Unknown priority')).getByText('Normal')).toBeInTheDocument();
    expect(within(rowOf(table, 'High priority')).getByText('High')).toBeInTheDocument();
  });

  it('shows read messages too once asked, styled as read, and keeps the choice in the URL', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    const { router } = renderInbox();
    await screen.findByRole('table', { name: 'Received messages' });

    await user.click(screen.getByRole('checkbox', { name: 'View read messages' }));
    const table = await screen.findByRole('table', { name: 'Received messages' });
    await waitFor(() => {
      expect(bodyRows(table)).toHaveLength(7);
    });
    const welcome = rowOf(table, 'Welcome to the sportsbook');
    expect(within(welcome).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(welcome).not.toHaveClass('font-semibold');
    expect(router.state.location.search).toBe('?read=1');
  });

  it('re-runs the search on each tab switch: Messages sent lists what demo sent', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    const requests = listRequests();
    const { router } = renderInbox('/inbox?read=1');
    await screen.findByRole('table', { name: 'Received messages' });

    await user.click(screen.getByRole('tab', { name: 'Messages sent' }));
    const sent = await screen.findByRole('table', { name: 'Messages sent' });
    await waitFor(() => {
      expect(bodyRows(sent).map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Bonus question',
        'Question about withdrawals',
      ]);
    });
    expect(router.state.location.search).toBe('?tab=sent&read=1');
    // The sent tab shows whether the recipient read it, without the unread styling.
    expect(rowOf(sent, 'Bonus question')).not.toHaveClass('font-semibold');

    await user.click(screen.getByRole('tab', { name: 'Received messages' }));
    await screen.findByRole('table', { name: 'Received messages' });
    await waitFor(() => {
      expect(requests.map((body) => body.isReceived)).toEqual([true, false, true]);
    });
    expect(requests[1]).toEqual({
      messagetypeid: 0,
      includeread: true,
      isReceived: false,
      texttofind: '',
    });
  });

  it('searches once the typing stops, on the same tab, and says when nothing matches', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    const requests = listRequests();
    const { router } = renderInbox('/inbox?tab=sent&read=1');
    await screen.findByRole('table', { name: 'Messages sent' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'teasers');
    // A new search shows a new table (at its first page).
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Messages sent' });
      expect(bodyRows(table).map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Bonus question',
      ]);
    });
    expect(screen.getByRole('tab', { name: 'Messages sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One search for the whole word, none for 't', 'te', …
    expect(requests.map((body) => body.texttofind)).toEqual(['', 'teasers']);
    expect(router.state.location.search).toBe('?tab=sent&q=teasers&read=1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such words{Enter}');
    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument();
  });

  it('says so when there is nothing unread, and links Send message to the compose screen', async () => {
    await logInAs('demo');
    mock.state.db.message.updateMany({
      where: { recipientId: { equals: DEMO } },
      data: { isRead: true },
    });
    const user = userEvent.setup();
    renderInbox();

    expect(await screen.findByText('You have no unread messages.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Send message' }));
    expect(await screen.findByText('landed on create message')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, and the list after it', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['message.list'] = 400;
    const user = userEvent.setup();
    renderInbox();

    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    mock.state.scenario.errors = {};
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Received messages' })).toBeInTheDocument();
  });

  it('refreshes the list when the messages go stale (a pushed ReceiveMessage)', async () => {
    await logInAs('demo');
    const { queryClient } = renderInbox();
    const table = await screen.findByRole('table', { name: 'Received messages' });
    expect(bodyRows(table)).toHaveLength(4);

    mock.state.db.message.create({ ...newMessage(0), subject: 'Just arrived' });
    await act(() => queryClient.invalidateQueries({ queryKey: messageQueries.all }));
    expect(await within(table).findByRole('link', { name: 'Just arrived' })).toBeInTheDocument();
  });

  it('pages more than ten messages, ten at a time', async () => {
    await logInAs('demo');
    for (let index = 0; index < 8; index += 1) mock.state.db.message.create(newMessage(index));
    const user = userEvent.setup();
    renderInbox();

    const table = await screen.findByRole('table', { name: 'Received messages' });
    expect(bodyRows(table)).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages of Received messages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(bodyRows(table)).toHaveLength(2);
  });

  it('returns from a message to the same tab, text and read choice', async () => {
    await logInAs('demo');
    const user = userEvent.setup();
    const { router } = renderInbox('/inbox?tab=sent&q=withdrawals&read=1');
    const table = await screen.findByRole('table', { name: 'Messages sent' });

    await user.click(
      await within(table).findByRole('link', { name: 'Question about withdrawals' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question about withdrawals' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('table', { name: 'Messages sent' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=sent&q=withdrawals&read=1');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('withdrawals');
    expect(screen.getByRole('checkbox', { name: 'View read messages' })).toBeChecked();
  });
});
