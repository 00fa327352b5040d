import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registry } from '@sportsbook/contracts/registry';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import { setLanguage } from '@/lib/i18n.ts';
import { setRealityCheckMinutes } from '@/lib/reality-check-schedule.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { RealityCheck } from './reality-check.tsx';

const MINUTE = 60_000;

const renderShell = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <RealityCheck />
          <Landmark name="home" />
        </>
      ),
    },
    { path: '/login', element: <Landmark name="login" /> },
    { path: '/account/transactions', element: <Landmark name="history" /> },
  ]);

const ticket = (fields: Partial<Ticket>): Ticket => ({
  ticketNumber: 1,
  ticketName: 'Straight',
  date: new Date().toISOString(),
  amount: 10,
  toWin: 9.09,
  toPaid: 0,
  ifAmount: 0,
  ifToWin: 0,
  ifToPaid: 0,
  winner: 'P',
  status: 'A',
  verified: 'N',
  hasIf: false,
  totalToPaid: 0,
  items: [],
  ...fields,
});

/** The tickets since login, as GET /ticket answers them; the ranges asked for are kept. */
function ticketsSinceLogin(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`*${registry['ticket.list'].path}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json([
        ticket({ ticketNumber: 1, amount: 20, winner: 'Y', toPaid: 38.18 }),
        ticket({ ticketNumber: 2, amount: 10, winner: 'P' }),
        ticket({ ticketNumber: 3, amount: 5, winner: 'L' }),
        ticket({ ticketNumber: 4, amount: 50, status: 'C' }),
      ]);
    }),
  );
  return asked;
}

/** A session that logged in `minutes` ago (as a reload finds it in session storage). */
async function loggedInFor(minutes: number) {
  await logInAs('demo');
  sessionStorage.setItem('loginAt', String(Date.now() - minutes * MINUTE));
  sessionStore.reload();
}

const dialog = () => screen.findByRole('dialog', { name: 'Reality check' });

afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('en');
});

describe('the reality check (issue 25)', () => {
  it('comes after 60 minutes with the minutes and what was staked and returned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const asked = ticketsSinceLogin();
    await logInAs('demo');
    const loginAt = sessionStore.get()?.loginAt ?? 0;
    renderShell();

    act(() => {
      vi.advanceTimersByTime(59 * MINUTE);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1 * MINUTE);
    });
    const check = await dialog();
    expect(check).toHaveAccessibleDescription('You have been logged in for 60 minutes.');
    const since = await within(check).findByRole('region', { name: 'Since you logged in' });
    // Staked: 20 + 10 + 5 (the cancelled ticket staked nothing); returned: the winner's 38.18.
    expect(await within(since).findByText('$35.00')).toBeInTheDocument();
    expect(within(since).getByText('$38.18')).toBeInTheDocument();
    expect(asked[0]?.get('date')).toBe(new Date(loginAt).toISOString());
    expect(asked[0]?.get('state')).toBe('all');
    expect(within(check).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(within(check).getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'href',
      '/account/transactions',
    );
  });

  it('Continue closes it until the next interval of the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    ticketsSinceLogin();
    await logInAs('demo');
    renderShell();
    act(() => {
      vi.advanceTimersByTime(60 * MINUTE);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(within(await dialog()).getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    act(() => {
      vi.advanceTimersByTime(59 * MINUTE);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1 * MINUTE);
    });
    expect(await dialog()).toHaveAccessibleDescription('You have been logged in for 120 minutes.');
  });

  it('follows the interval chosen: 15 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    ticketsSinceLogin();
    await logInAs('demo');
    setRealityCheckMinutes('demo', 15);
    renderShell();
    act(() => {
      vi.advanceTimersByTime(15 * MINUTE);
    });
    expect(await dialog()).toHaveAccessibleDescription('You have been logged in for 15 minutes.');
  });

  it("survives a reload: the session's start is kept with the session", async () => {
    ticketsSinceLogin();
    await loggedInFor(61);
    renderShell();
    expect(await dialog()).toHaveAccessibleDescription('You have been logged in for 61 minutes.');
  });

  it('does not come back on a reload once answered, until the next interval', async () => {
    ticketsSinceLogin();
    await loggedInFor(70);
    sessionStorage.setItem('realityCheckSeenAt', String(Date.now() - 9 * MINUTE));
    const { queryClient } = renderShell();
    expect(screen.getByText('landed on home')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
  });

  it('Log out ends the session on the login page', async () => {
    const user = userEvent.setup();
    ticketsSinceLogin();
    await loggedInFor(61);
    renderShell();
    await user.click(within(await dialog()).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('landed on login')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.getItem('loginAt')).toBeNull();
  });

  it('Account history opens the transactions page and answers the check', async () => {
    const user = userEvent.setup();
    ticketsSinceLogin();
    await loggedInFor(61);
    renderShell();
    await user.click(within(await dialog()).getByRole('link', { name: 'Account history' }));
    expect(await screen.findByText('landed on history')).toBeInTheDocument();
    expect(sessionStorage.getItem('realityCheckSeenAt')).not.toBeNull();
  });

  it('speaks Spanish', async () => {
    ticketsSinceLogin();
    await act(() => setLanguage('es'));
    await loggedInFor(61);
    renderShell();
    const check = await screen.findByRole('dialog', { name: 'Aviso de tiempo de juego' });
    expect(check).toHaveAccessibleDescription('Lleva 61 minutos conectado.');
    expect(within(check).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(check).getByRole('link', { name: 'Historial de la cuenta' })).toBeInTheDocument();
  });
});
