import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { delayNext, loseNext, setFault } from '@sportsbook/mock-server/msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import MessagePage from './message-page.tsx';

/** Reply as a money call (issue 24): timeout, checking, one outcome, one send, offline. */

const OFFLINE = 'You are offline: this needs a connection.';
const NOT_DONE = 'Your reply was not sent. You can try again.';
const ORIGINAL = 'Updated betting limits';
const REPLY = `RE: ${ORIGINAL}`;

const original = () => {
  const found = mock.state.db.message.findFirst({ where: { subject: { equals: ORIGINAL } } });
  if (!found) throw new Error(`no message ${ORIGINAL}`);
  return found;
};
/** demo's replies to the original, as the mock stores them. */
const replies = () =>
  mock.state.db.message.findMany({
    where: {
      senderId: { equals: PERSONAS.demo.userId },
      parentMessageBoxId: { equals: original().messageGuid },
    },
  });

function countSends(): { count: number } {
  const sends = { count: 0 };
  server.use(
    http.post('*/w/api/MessageBox/SendMessage', () => {
      sends.count += 1;
      return undefined;
    }),
  );
  return sends;
}

async function typedReply(text: string, user = userEvent.setup()) {
  renderRoutes([{ path: '/message', element: <MessagePage /> }], {
    path: `/message?id=${original().messageGuid}`,
  });
  const field = await screen.findByRole('textbox', { name: 'Reply' });
  await user.type(field, text);
  return { user, field, reply: screen.getByRole('button', { name: 'Reply' }) };
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

describe('replying when the network fails', () => {
  it('waits with visible progress, times out, says it is checking, and finds it sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    const { user, field, reply } = await typedReply(
      'Slow line here.',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    delayNext(mock.state, 'message.send', 60_000);

    await user.click(reply);
    await waitFor(() => {
      expect(reply).toHaveAccessibleDescription('Sending your reply…');
    });
    await waitFor(() => {
      expect(replies()).toHaveLength(1);
    });
    setFault(mock.state, 'message.list', { status: 503, times: 1 });
    await vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS);
    await waitFor(() => {
      expect(reply).toHaveAccessibleDescription('Checking whether your reply was sent…');
    });
    expect(reply).toBeDisabled();
    expect(field).toHaveValue('Slow line here.');

    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => {
      expect(field).toHaveValue('');
    });
    expect(screen.getByText('Message sent!')).toBeInTheDocument();
    expect(replies()).toHaveLength(1);
    expect(replies()[0]?.subject).toBe(REPLY);
  });

  it('a lost answer: the reply was sent, so it says Message sent! and sends no other', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { user, field, reply } = await typedReply('Got it.');
    loseNext(mock.state, 'message.send', 'answer');
    await user.click(reply);
    await waitFor(() => {
      expect(field).toHaveValue('');
    });
    expect((await screen.findAllByText('Message sent!')).length).toBeGreaterThan(0);
    expect(sends.count).toBe(1);
    expect(replies()).toHaveLength(1);
  });

  it('a lost request: not sent, the text intact, and Retry sends exactly one', async () => {
    await logInAs('demo');
    const { user, field, reply } = await typedReply('Are you there?');
    loseNext(mock.state, 'message.send', 'request');
    await user.click(reply);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(NOT_DONE);
    expect(field).toHaveValue('Are you there?');
    expect(reply).toBeEnabled();
    expect(replies()).toHaveLength(0);

    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(field).toHaveValue('');
    });
    expect(screen.queryByText(NOT_DONE)).toBeNull();
    expect(replies()).toHaveLength(1);
    expect(replies()[0]?.body).toBe('Are you there?');
  });

  it('sends once however fast Reply is pressed twice', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { field, reply } = await typedReply('Twice?');
    act(() => {
      fireEvent.click(reply);
      fireEvent.click(reply);
    });
    await waitFor(() => {
      expect(field).toHaveValue('');
    });
    expect(sends.count).toBe(1);
    expect(replies()).toHaveLength(1);
  });

  it('offline: Reply is off and says why, and the text survives until the connection is back', async () => {
    await logInAs('demo');
    const sends = countSends();
    const { user, field, reply } = await typedReply('Written on the train');
    goOffline(true);
    expect(reply).toBeDisabled();
    expect(reply).toHaveAccessibleDescription(OFFLINE);
    await user.type(field, ', in a tunnel.');
    await user.click(reply);
    goOffline(false);
    await waitFor(() => {
      expect(reply).toBeEnabled();
    });
    expect(reply).not.toHaveAccessibleDescription(OFFLINE);
    expect(field).toHaveValue('Written on the train, in a tunnel.');
    expect(sends.count).toBe(0);
  });
});
