import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { PushConnection, PushHandlers } from './push.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { usePush, type ConnectPush } from './use-push.ts';

/** A stand-in for connectPush that records what the hook asked for and lets the test push events. */
function fakePush() {
  const stop = vi.fn(() => Promise.resolve());
  const calls: {
    baseUrl: string;
    userName: string;
    token: () => string;
    handlers: PushHandlers;
  }[] = [];
  const connect: ConnectPush = (baseUrl, userName, token, handlers): PushConnection => {
    calls.push({ baseUrl, userName, token, handlers });
    return { stop };
  };
  const handlers = () => {
    const last = calls.at(-1);
    if (!last) throw new Error('push never connected');
    return last.handlers;
  };
  return { connect, calls, stop, handlers };
}

function PushProbe({ connect }: { connect: ConnectPush }) {
  usePush(connect);
  return <p>probe</p>;
}

const renderProbe = (connect: ConnectPush) =>
  renderRoutes([{ path: '/', element: <PushProbe connect={connect} /> }]);

describe('usePush', () => {
  it('connects as the logged-in user with the stored token', async () => {
    const session = await logInAs('demo');
    const push = fakePush();
    renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    const call = push.calls.at(-1);
    expect(call?.userName).toBe('demo');
    expect(call?.baseUrl).toBe(window.location.origin);
    expect(call?.token()).toBe(session.user.token);
  });

  it('does not connect without a logged-in user', () => {
    const push = fakePush();
    renderProbe(push.connect);
    expect(push.calls).toHaveLength(0);
  });

  it('puts a pushed balance in the stored user and the standing', async () => {
    await logInAs('demo');
    const push = fakePush();
    const { queryClient } = renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    act(() => {
      push.handlers().onBalance(1234.5);
    });
    expect(sessionStore.get()?.user.accountBalance).toBe(1234.5);
    expect(queryClient.getQueryData(accountQueries.standing().queryKey)).toEqual({
      balance: 1234.5,
    });
  });

  it('shows a pushed message as a Notification toast and refreshes the unread counts and the inbox', async () => {
    await logInAs('demo');
    const push = fakePush();
    const { queryClient } = renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    const unreadKey = messageQueries.unread().queryKey;
    queryClient.setQueryData(unreadKey, { totalUnread: 0, highPriorityUnread: 0 });
    const inboxKey = messageQueries.list({
      isReceived: true,
      includeRead: false,
      text: '',
    }).queryKey;
    queryClient.setQueryData(inboxKey, []);
    act(() => {
      push.handlers().onMessage('You have a new message from Customer Support');
    });
    expect(await screen.findByText('Notification')).toBeInTheDocument();
    expect(screen.getByText('You have a new message from Customer Support')).toBeInTheDocument();
    expect(queryClient.getQueryState(unreadKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(inboxKey)?.isInvalidated).toBe(true);
  });

  it('refetches the balance after a reconnect', async () => {
    const session = await logInAs('demo');
    const push = fakePush();
    const { queryClient } = renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    // The ledger moved while the connection was away.
    mock.state.db.ledgerEntry.create({
      id: 99_001,
      userId: session.user.userId,
      amount: 50,
      kind: 'credit',
      reference: 'test',
      description: 'credited while away',
      createdAt: new Date().toISOString(),
    });
    act(() => {
      push.handlers().onReconnected();
    });
    await waitFor(() => {
      expect(sessionStore.get()?.user.accountBalance).toBe(1050);
    });
    expect(queryClient.getQueryData(accountQueries.standing().queryKey)).toEqual({
      balance: 1050,
    });
  });

  it('stops the connection on logout', async () => {
    await logInAs('demo');
    const push = fakePush();
    renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    act(() => {
      sessionStore.clear();
    });
    expect(push.stop).toHaveBeenCalledTimes(push.calls.length);
  });

  it('stops the connection on unmount', async () => {
    await logInAs('demo');
    const push = fakePush();
    const { unmount } = renderProbe(push.connect);
    await waitFor(() => {
      expect(push.calls).not.toHaveLength(0);
    });
    unmount();
    expect(push.stop).toHaveBeenCalledTimes(push.calls.length);
  });
});
