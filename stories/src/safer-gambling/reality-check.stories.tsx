import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { MockState } from '@sportsbook/mock-server/state';
import type { Ticket } from '@sportsbook/contracts/schemas/ticket';
import MainLayout from '@/app/layouts/main-layout.tsx';
import { RealityCheck } from '@/features/safer-gambling/components/reality-check.tsx';
import { sessionStore } from '@/lib/session/session-store.ts';
import { route } from '../support/app-frame.tsx';
import { readAllMessages, USER_IDS } from '../support/arrange.ts';
import { mockApi, type MockApiParameter } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

const MINUTE = 60_000;

const ticket = (fields: Partial<Ticket>): Ticket => ({
  ticketNumber: 900_001,
  ticketName: 'Straight',
  date: new Date(Date.now() - 20 * MINUTE).toISOString(),
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

/**
 * demo, with no high-priority notice, whose tickets since login staked 35.00 and returned 38.18
 * (GET /ticket answers them for a range that starts within the last two hours: the check's).
 */
function demoWithTicketsSinceLogin(): MockApiParameter {
  const parameter = mockApi(
    (state: MockState) => {
      readAllMessages(state, USER_IDS.demo);
    },
    { persona: 'demo' },
  );
  parameter.handlers.unshift(
    http.get('*/w/api/ticket', ({ request }) => {
      const from = Date.parse(new URL(request.url).searchParams.get('date') ?? '');
      if (!(from > Date.now() - 120 * MINUTE)) return undefined;
      return HttpResponse.json([
        ticket({ ticketNumber: 900_001, amount: 20, winner: 'Y', toPaid: 38.18 }),
        ticket({ ticketNumber: 900_002, amount: 10 }),
        ticket({ ticketNumber: 900_003, amount: 5, winner: 'L' }),
        ticket({ ticketNumber: 900_004, amount: 50, status: 'C' }),
      ]);
    }),
  );
  return parameter;
}

/** The session logged in `minutes` ago, as a reload finds it (runs after the persona's login). */
const loggedInFor = (minutes: number) => () => {
  localStorage.removeItem('realityCheckMinutes:demo');
  sessionStorage.setItem('loginAt', String(Date.now() - minutes * MINUTE));
  sessionStore.reload();
};

/**
 * Issue 25 reality check over the logged-in shell: 'You have been logged in for {minutes}
 * minutes.', what was staked and returned since login, Continue, Log out and Account history.
 */
const meta = {
  title: 'Safer gambling/Reality check',
  component: RealityCheck,
  render: () => <MainLayout />,
  beforeEach: loggedInFor(61),
  parameters: {
    route: route('/', {
      children: [{ index: true, element: <h1>Home</h1> }],
    }),
    msw: demoWithTicketsSinceLogin(),
  },
} satisfies Meta<typeof RealityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Reality check') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Due: the minutes, the figures since login, and the three ways on. */
export const Due: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('You have been logged in for 61 minutes.');
    const since = await within(dialog).findByRole('region', { name: 'Since you logged in' });
    await expect(await within(since).findByText('$35.00')).toBeVisible();
    await expect(within(since).getByText('$38.18')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'href',
      '/account/transactions',
    );
  },
};

/** Continue closes it until the next interval. */
export const Continued: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await expect(sessionStorage.getItem('realityCheckSeenAt')).not.toBeNull();
  },
};

export const LoggedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('heading', { name: 'Navigated to /login' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Aviso de tiempo de juego');
    await expect(dialog).toHaveAccessibleDescription('Lleva 61 minutos conectado.');
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'Historial de la cuenta' }),
    ).toBeVisible();
  },
};

/** A phone (390 px): the buttons stack, Continue first. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    const top = (name: string) =>
      within(dialog).getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Continue')).toBeLessThan(top('Log out'));
  },
};

/** Not due yet (30 minutes into the session): nothing over the shell. */
export const NotDue: Story = {
  beforeEach: loggedInFor(30),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
