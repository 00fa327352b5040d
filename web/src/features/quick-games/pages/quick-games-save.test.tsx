import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { delayNext, loseNext, setFault } from '@sportsbook/mock-server/msw';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import { api } from '@/lib/api.ts';
import { MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { SESSION_KEYS } from '@/lib/storage.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { renderRoutes } from '@/test/render.tsx';
import QuickGamesPage from './quick-games-page.tsx';

/** Save as a money call (issue 24): timeout, checking, one outcome, one send, offline. */

const OFFLINE = 'You are offline: this needs a connection.';
const NOT_DONE = 'Your ticket was not created, and nothing was charged. You can try again.';

const ticketsOfDemo = () =>
  mock.state.db.quickGameTicket.findMany({
    where: { userId: { equals: PERSONAS.demo.userId } },
  });
const balance = async () => (await api.call('account.standing', {})).balance;
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const betList = () => screen.getByRole('region', { name: 'Bets' });

/** The POST /QGame requests that reach the mock. */
function countSaves(): { count: number } {
  const saves = { count: 0 };
  server.use(
    http.post('*/w/api/QGame', () => {
      saves.count += 1;
      return undefined; // on to the mock's own handler
    }),
  );
  return saves;
}

/** The page with a ticket of two bets on Leidsa (7.50 in all), ready to save. */
async function withTicket(user = userEvent.setup()) {
  renderRoutes([{ path: '/quick-games', element: <QuickGamesPage /> }], { path: '/quick-games' });
  await user.click(await screen.findByRole('radio', { name: /Leidsa/ }));
  for (const [bet, amount] of [
    ['27', '5'],
    ['12-45', '2.5'],
  ] as const) {
    await user.clear(screen.getByRole('textbox', { name: 'Bet' }));
    await user.keyboard(`${bet}{Enter}{Control>}a{/Control}${amount}{Enter}`);
  }
  expect(within(betList()).getByText('2 bets')).toBeInTheDocument();
  return user;
}

/**
 * 'Ticket created!' and the bets cleared. sonner keeps its toasts between tests of a file, so the
 * cleared list tells that this save is done.
 */
async function expectCreated() {
  await waitFor(() => {
    expect(within(betList()).getByText('0 bets')).toBeInTheDocument();
  });
  expect((await screen.findAllByText('Ticket created!')).length).toBeGreaterThan(0);
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

describe('saving a quick-game ticket when the network fails', () => {
  it('waits with visible progress, times out, says it is checking, and finds the ticket', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs('demo');
    const opening = await balance();
    const before = ticketsOfDemo().length;
    const user = await withTicket(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    // The ticket is booked at once; its answer would come after a minute.
    delayNext(mock.state, 'quickGame.createTicket', 60_000);

    await user.click(saveButton());
    await waitFor(() => {
      expect(saveButton()).toHaveAccessibleDescription('Saving your ticket…');
    });
    expect(saveButton()).toBeDisabled();
    await waitFor(() => {
      expect(ticketsOfDemo()).toHaveLength(before + 1);
    });
    // The first reading of the ticket list fails too: the screen keeps saying it is checking.
    setFault(mock.state, 'quickGame.tickets', { status: 503, times: 1 });
    await vi.advanceTimersByTimeAsync(MONEY_CALL_TIMEOUT_MS);
    await waitFor(() => {
      expect(saveButton()).toHaveAccessibleDescription('Checking your ticket…');
    });
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clean screen' })).toBeDisabled();
    expect(within(betList()).getByText('2 bets')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1_000);
    await expectCreated();
    expect(ticketsOfDemo()).toHaveLength(before + 1);
    expect(await balance()).toBe(opening - 7.5);
    expect(screen.queryByText(NOT_DONE)).toBeNull();
  });

  it('a lost answer: the ticket was booked, so it says Ticket created! and books no other', async () => {
    await logInAs('demo');
    const before = ticketsOfDemo().length;
    const saves = countSaves();
    const user = await withTicket();
    loseNext(mock.state, 'quickGame.createTicket', 'answer');
    await user.click(saveButton());
    await expectCreated();
    expect(saves.count).toBe(1);
    expect(ticketsOfDemo()).toHaveLength(before + 1);
    expect(sessionStorage.getItem(SESSION_KEYS.quickGameBets)).not.toContain('12-45');
  });

  it('a lost request: not done, the bets intact, and Retry books exactly one ticket', async () => {
    await logInAs('demo');
    const opening = await balance();
    const before = ticketsOfDemo().length;
    const user = await withTicket();
    loseNext(mock.state, 'quickGame.createTicket', 'request');
    await user.click(saveButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(NOT_DONE);
    expect(within(betList()).getByText('2 bets')).toBeInTheDocument();
    expect(within(betList()).getByText('12-45')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.quickGameBets)).toContain('12-45');
    expect(screen.getByRole('radio', { name: /Leidsa/ })).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(ticketsOfDemo()).toHaveLength(before);
    expect(await balance()).toBe(opening);

    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await expectCreated();
    expect(screen.queryByText(NOT_DONE)).toBeNull();
    expect(ticketsOfDemo()).toHaveLength(before + 1);
    expect(await balance()).toBe(opening - 7.5);
  });

  it('sends once however fast Save is pressed twice', async () => {
    await logInAs('demo');
    const before = ticketsOfDemo().length;
    const saves = countSaves();
    mock.state.scenario.latencyMs = 200;
    await withTicket();
    // Two clicks before React renders the disabled button: the guard, not the attribute, holds.
    act(() => {
      fireEvent.click(saveButton());
      fireEvent.click(saveButton());
    });
    await expectCreated();
    expect(saves.count).toBe(1);
    expect(ticketsOfDemo()).toHaveLength(before + 1);
  });

  it('offline: Save is off and says why, the bets stay, and it comes back with the connection', async () => {
    await logInAs('demo');
    const saves = countSaves();
    const user = await withTicket();
    goOffline(true);
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(OFFLINE);
    await user.click(saveButton());
    expect(saves.count).toBe(0);
    // Building the ticket needs no connection.
    await user.clear(screen.getByRole('textbox', { name: 'Bet' }));
    await user.keyboard('33{Enter}{Control>}a{/Control}1{Enter}');
    expect(within(betList()).getByText('3 bets')).toBeInTheDocument();

    goOffline(false);
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).not.toHaveAccessibleDescription(OFFLINE);
    expect(within(betList()).getByText('3 bets')).toBeInTheDocument();
  });

  it('a 401 during the save says nothing: the session ends (SPEC §8)', async () => {
    await logInAs('demo');
    const user = await withTicket();
    setFault(mock.state, 'quickGame.createTicket', { status: 401, times: 1 });
    await user.click(saveButton());
    await waitFor(() => {
      expect(saveButton()).not.toHaveAccessibleDescription('Saving your ticket…');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
    expect(within(betList()).getByText('2 bets')).toBeInTheDocument();
  });
});
