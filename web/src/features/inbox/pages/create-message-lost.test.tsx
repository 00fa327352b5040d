import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { delayNext, loseNext, setFault } from '@sportsbook/mock-server/msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import CreateMessagePage from './create-message-page.tsx';

/** Send as a money call (issue 24): timeout, checking, one outcome, one send, offline. */

withNodeFiles();

const OFFLINE = 'You are offline: this needs a connection.';
const NOT_DONE = 'Your message was not sent. You can try again.';
const SUBJECT = 'Lost answers';

/** The messages demo sent with the test's subject, as the mock stores them. */
const sentByDemo = () =>
  mock.state.db.message.findMany({
    where: { senderId: { equals: PERSONAS.demo.userId }, subject: { equals: SUBJECT } },
  });

/** The SendMessage requests that reach the mock. */
function countSends(): { count: number } {
  const sends = { count: 0 };
  server.use(
    http.post('*/w/api/MessageBox/SendMessage', () => {
      sends.count += 1;
      return undefined; // on to the mock's own handler
    }),
  );
  return sends;
}

/** The compose page, filled in (with an image when `photo`), ready to send. */
async function filled({ photo = false, user = userEvent.setup() } = {}) {
  renderRoutes(
    [
      { path: '/create-inbox', element: <CreateMessagePage /> },
      { path: '/inbox', element: <Landmark name="inbox" /> },
    ],
    { path: '/create-inbox' },
  );
  const subject = await screen.findByLabelText('Subject');
  const recipient = screen.getByLabelText('Recipient');
  await within(recipient).findByRole('option', { name: 'Customer Support' });
  await user.selectOptions(screen.getByLabelText('Priority'), 'High');
  await user.selectOptions(recipient, 'Customer Support');
  await user.type(subject, SUBJECT);
  await user.type(screen.getByLabelText('Message'), 'Is my message there?');
  if (photo) await user.upload(screen.getByLabelText('Attachment (one image)'), pngFile('a.png'));
  return { user, subject, send: screen.getByRole('button', { name: 'Send' }) };
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sending a message when the network fails', () => {
  it('waits with visible progress, times out, says it is checking, and finds it sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    const { user, send } = await filled({
      user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    });
    delayNext(mock.state, 'message.send', 60_000);

    await user.click(send);
    await waitFor(() => {
      expect(send).toHaveAccessibleDescription('Sending your message…');
    });
    await waitFor(() => {
      expect(sentByDemo()).toHaveLength(1);
    });
    // The first reading of the sent list fails too: the screen keeps saying it is checking.
    setFault(mock.state, 'message.list', { status: 503, times: 1 });
    await vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS);
    await waitFor(() => {
      expect(send).toHaveAccessibleDescription('Checking whether your message was sent…');
    });
    expect(send).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toHaveValue(SUBJECT);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('Going back to the inbox…')).toBeInTheDocument();
    expect((await screen.findAllByText('Message sent!')).length).toBeGreaterThan(0);
    expect(sentByDemo()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('landed on inbox')).toBeInTheDocument();
  });

  it('a lost answer: the message was sent, so it says Message sent! and sends no other', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { user, send } = await filled({ photo: true });
    loseNext(mock.state, 'message.send', 'answer');
    await user.click(send);
    expect(await screen.findByText('Going back to the inbox…')).toBeInTheDocument();
    expect((await screen.findAllByText('Message sent!')).length).toBeGreaterThan(0);
    expect(sends.count).toBe(1);
    expect(sentByDemo()).toHaveLength(1);
    expect(sentByDemo()[0]?.attachmentName).toBe('a.png');
  });

  it('a lost request: not sent, the message and its image intact, and Retry sends exactly one', async () => {
    await logInAs('demo');
    const { user, subject, send } = await filled({ photo: true });
    loseNext(mock.state, 'message.send', 'request');
    await user.click(send);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(NOT_DONE);
    expect(subject).toHaveValue(SUBJECT);
    expect(screen.getByLabelText('Message')).toHaveValue('Is my message there?');
    expect(screen.getByLabelText('Recipient')).toHaveValue(
      String(screen.getByRole('option', { name: 'Customer Support' }).getAttribute('value')),
    );
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(sentByDemo()).toHaveLength(0);

    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Going back to the inbox…')).toBeInTheDocument();
    expect(screen.queryByText(NOT_DONE)).toBeNull();
    expect(sentByDemo()).toHaveLength(1);
    expect(sentByDemo()[0]?.attachmentName).toBe('a.png');
  });

  it('sends once however fast Send is pressed twice', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { send } = await filled();
    // Two presses before React renders the disabled button: the guard, not the attribute, holds.
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    expect(await screen.findByText('Going back to the inbox…')).toBeInTheDocument();
    expect(sends.count).toBe(1);
    expect(sentByDemo()).toHaveLength(1);
  });

  it('offline: Send is off and says why, and what was typed survives until the connection is back', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { user, subject, send } = await filled({ photo: true });
    goOffline(true);
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(OFFLINE);
    // Typing goes on offline.
    await user.type(screen.getByLabelText('Message'), ' Still typing.');
    await user.click(send);
    await user.type(screen.getByLabelText('Subject'), '{Enter}');
    goOffline(false);
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
    expect(send).not.toHaveAccessibleDescription(OFFLINE);
    expect(subject).toHaveValue(SUBJECT);
    expect(screen.getByLabelText('Message')).toHaveValue('Is my message there? Still typing.');
    expect(screen.getByLabelText('Priority')).toHaveValue('H');
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(sends.count).toBe(0);
  });
});
