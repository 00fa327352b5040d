import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { delayNext, loseNext, setFault } from '@sportsbook/mock-server/msw';
import { api, onUnauthorized } from '@/lib/api.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { formatDate } from '@/lib/date-format.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { slipWithOnePick } from '@/test/one-pick.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';

/** demo's tickets and wager entries on the mock's ledger: what the server booked. */
function booked(userId: number) {
  return {
    tickets: mock.state.db.ticket.getAll().filter((ticket) => ticket.userId === userId).length,
    wagers: mock.state.db.ledgerEntry
      .getAll()
      .filter((entry) => entry.userId === userId && entry.kind === 'wager').length,
  };
}

/** Every POST /w/api/wager the page sends. */
function countSubmits(): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/w/api/wager') {
      seen.count += 1;
    }
  });
  return seen;
}

/** demo with one pick, the slip rendered, the stake typed: the moment before Place bet. */
async function readyToPlace(stake = '100', user = userEvent.setup()) {
  const { user: who } = await logInAs('demo');
  await slipWithOnePick();
  renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
  const amount = await screen.findByLabelText('Wager amount');
  await user.type(amount, stake);
  const place = screen.getByRole('button', { name: 'Place bet' });
  await waitFor(() => {
    expect(place).toBeEnabled();
  });
  return { user, amount, place, userId: who.userId, before: booked(who.userId) };
}

beforeEach(() => {
  slipStore.reset();
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Place bet when the answer is lost (issue 24)', () => {
  it('waits 20 s for an answer held back, then finds the bet booked: Bet Accepted with its ticket number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user, place, userId, before } = await readyToPlace(
      '100',
      userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    );
    // The server books the bet at once and holds its answer past the client's patience.
    delayNext(mock.state, 'wager.submit', 10 * MONEY_CALL_TIMEOUT_MS);
    await user.click(place);

    expect(await screen.findByText('Placing bet…')).toBeInTheDocument();
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Placing bet…');
    await waitFor(() => {
      expect(booked(userId).tickets).toBe(before.tickets + 1);
    });
    // The bet is booked, but no answer has come: still placing until the timeout.
    await act(() => vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS - 5_000));
    expect(screen.getByText('Placing bet…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));

    const ticket = mock.state.db.ticket
      .getAll()
      .filter((each) => each.userId === userId)
      .sort((a, b) => b.ticketNumber - a.ticketNumber)[0];
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(screen.getByText(`Ticket #${ticket?.ticketNumber ?? 0}`)).toBeInTheDocument();
    expect(await screen.findByText('Your bet slip is empty')).toBeInTheDocument();
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
    // The balance shown is the server's, from the read that found the bet.
    const standing = await api.call('account.standing');
    expect(sessionStore.get()?.user.accountBalance).toBe(standing.balance);
    expect(standing.balance).toBe(900);
  });

  it('says "Checking your bet…" while it reads, and finds the bet booked behind a lost answer', async () => {
    const { user, place, userId, before } = await readyToPlace();
    loseNext(mock.state, 'wager.submit', 'answer');
    // Hold the reading that follows the booked bet (the check), so it can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/w/api/account/snapshot', async () => {
        if (booked(userId).tickets > before.tickets) await held;
        return undefined; // on to the mock's own answer
      }),
    );
    await user.click(place);
    expect(await screen.findByText('Checking your bet…')).toBeInTheDocument();
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Checking your bet…');
    release();

    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(screen.getByText(/^Ticket #\d+$/)).toBeInTheDocument();
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
    expect(screen.queryByText('Bet not accepted')).not.toBeInTheDocument();
  });

  it('ends not done when the request never reached the server: the slip and stake stay, and Retry places it once', async () => {
    const { user, amount, place, userId, before } = await readyToPlace();
    loseNext(mock.state, 'wager.submit', 'request');
    await user.click(place);

    expect(
      await screen.findByText(
        'Your bet was not placed, and nothing was charged. You can try again.',
      ),
    ).toBeInTheDocument();
    expect(booked(userId)).toEqual(before);
    expect(screen.getByText('1 pick')).toBeInTheDocument();
    expect(amount).toHaveValue('100');
    expect(screen.queryByText('Bet Accepted')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Your bet slip is empty')).toBeInTheDocument();
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
  });

  it('takes a refusal as Bet Accepted when the bet was booked by a send the browser repeated', async () => {
    const { user, place, userId, before } = await readyToPlace();
    // As Chromium does when a reused connection drops: the first send is booked, its answer lost,
    // and the browser sends the same request again, which the server refuses as already placed.
    server.use(
      http.post('*/w/api/wager', async ({ request }) => {
        await getResponse(mock.handlers, request.clone());
        return getResponse(mock.handlers, request);
      }),
    );
    await user.click(place);
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(screen.queryByText('Bet not accepted')).not.toBeInTheDocument();
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
  });

  it('sends once however fast Place bet is pressed twice', async () => {
    const { place, userId, before } = await readyToPlace();
    const submits = countSubmits();
    // Two clicks before React can disable the button: the second must send nothing.
    fireEvent.click(place);
    fireEvent.click(place);
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(submits.count).toBe(1);
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
  });
});

describe('Place bet when the session ends meanwhile (SPEC §8)', () => {
  it('a 401 says nothing of the bet, and nothing is read with the dead token', async () => {
    const { user, place } = await readyToPlace();
    // The app's way out (app/log-out-on-401.ts) ends the session; here it does so at once.
    const stop = onUnauthorized(() => {
      sessionStore.clear();
    });
    setFault(mock.state, 'wager.submit', { status: 401, times: 1 });
    // The reads of the account after the refused send: a check would be one.
    let sent = false;
    let readsAfter = 0;
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/w/api/wager') sent = true;
      else if (sent && pathname === '/w/api/account/snapshot') readsAfter += 1;
    });
    await user.click(place);
    await waitFor(() => {
      expect(sessionStore.get()).toBeNull();
    });
    // Logged out, the slip is cleared (SPEC §4) and its form with it.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Place bet' })).not.toBeInTheDocument();
    });
    stop();
    expect(sent).toBe(true);
    expect(readsAfter).toBe(0);
    for (const said of ['Bet Accepted', 'Bet not accepted', 'Checking your bet…']) {
      expect(screen.queryByText(said)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Place bet offline (issue 24)', () => {
  it('is off with the reason while offline, keeps the stake, and places the bet back online', async () => {
    const { user, amount, place, userId, before } = await readyToPlace('25');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('You are offline: this needs a connection.');
    expect(amount).toHaveValue('25');
    const submits = countSubmits();
    fireEvent.submit(place.closest('form') ?? place);
    await act(() => Promise.resolve());
    expect(submits.count).toBe(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(place).toBeEnabled();
    });
    expect(place).not.toHaveAccessibleDescription('You are offline: this needs a connection.');
    expect(amount).toHaveValue('25');
    await user.click(place);
    expect(await screen.findByText('Bet Accepted')).toBeInTheDocument();
    expect(within(document.body).getByText(/^Ticket #\d+$/)).toBeInTheDocument();
    expect(booked(userId)).toEqual({ tickets: before.tickets + 1, wagers: before.wagers + 1 });
  });
});

describe('The stake typed on a slip that is closed and opened again (decision 160)', () => {
  it('comes back with its message; a new slip after the bet starts empty', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    await slipWithOnePick();
    const first = renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
    await user.type(await screen.findByLabelText('Wager amount'), '0.5');
    const below = 'The amount is below the minimum allowed.';
    expect(await screen.findByText(below)).toBeInTheDocument();
    // The phone's sheet closes: the slip unmounts.
    first.unmount();

    renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
    const amount = await screen.findByLabelText('Wager amount');
    expect(amount).toHaveValue('0.5');
    expect(await screen.findByText(below)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '100');
    const place = screen.getByRole('button', { name: 'Place bet' });
    await waitFor(() => {
      expect(place).toBeEnabled();
    });
    await user.click(place);
    expect(await screen.findByText('Bet Accepted', { exact: false })).toBeInTheDocument();
    await waitFor(() => {
      expect(slipStore.get().slip).toBeNull();
    });

    await slipWithOnePick();
    expect(await screen.findByLabelText('Wager amount')).toHaveValue('');
  });
});

// Decision 172: the slip warns about a stake above the balance; the server still decides.
describe('A stake above the balance', () => {
  it('is warned about with the available balance, and Place bet stays on', async () => {
    const user = userEvent.setup();
    await logInAs('demo');
    const { balance } = await api.call('account.standing', {});
    await slipWithOnePick();
    renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
    const amount = await screen.findByLabelText('Wager amount');
    await user.type(amount, String(balance + 1));
    const warning = await screen.findByText(
      `This stake is more than your available balance of ${formatMoney(balance, 'en')}. You can still place it; the house decides.`,
    );
    expect(warning).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    });
    await user.clear(amount);
    await user.type(amount, String(balance));
    expect(screen.queryByText(/more than your available balance/)).not.toBeInTheDocument();
  });
});

describe('A pick’s event (issue 34 item 5)', () => {
  it('names the game and says when it starts in the bettor’s language and time, never "UTC"', async () => {
    await logInAs('demo');
    const game = await slipWithOnePick();
    renderRoutes([{ path: '/', element: <BetSlipPanel /> }]);
    const [pick] = await screen.findAllByTestId('slip-item');
    if (!pick) throw new Error('no pick on the slip');
    const start = within(pick).getByText(formatDate(game.eventDate, 'dayTime', 'en'));
    expect(start).toHaveAttribute('datetime', game.eventDate);
    expect(start.parentElement).toHaveTextContent(game.eventName);
    expect(pick).not.toHaveTextContent(/UTC|\d{4}-\d{2}-\d{2}/);
  });
});
