import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountPage from '@/features/account/pages/account-page.tsx';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import {
  accountApi,
  AFTER_RETRIES,
  bonusesExpiringIn,
  demoUser,
  expectNoHorizontalOverflow,
  failing,
  figureOf,
  money,
  shortenHistory,
  slowBackend,
  sumOf,
  withoutBonuses,
  withoutPin,
} from './account-arrange.ts';

/**
 * SPEC §2 Account page (/account): the header (user name, balance, pending amount, full name and
 * email) with its actions, the bonuses, the pending and quick-game tickets, the wallet requests and
 * the Weekly Figure. The wallet requests and the withdraw dialog have their own stories.
 */
const meta = {
  title: 'Account/Account page',
  component: AccountPage,
  parameters: { route: route('/account'), msw: accountApi() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const showPin = { name: 'Show Account PIN' };

/** The day a figure row is for, as the Weekly Figure writes it in English. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** demo: name and contact, the balance and pending amount, and every action the settings allow. */
export const Loaded: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const snapshot = await api.call('account.snapshot', {});
    const { balance } = await api.call('account.standing', {});
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
    await expect(canvas.getByText(snapshot.userInfo.fullName)).toBeVisible();
    await expect(canvas.getByText(snapshot.userInfo.email)).toBeVisible();
    const header = headerOf(canvas.getByRole('heading', { level: 1 }));
    await expect(figureOf(header, 'Current balance')).toHaveTextContent(money(balance));
    const pending = sumOf(snapshot.pendingTickets, (ticket) => ticket.amount);
    await expect(pending).toBeGreaterThan(0);
    await expect(figureOf(header, 'Pending')).toHaveTextContent(money(pending));
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/changePassword',
    );
    await expect(canvas.getByRole('button', { name: 'Request withdraw' })).toBeVisible();
    await expect(canvas.getByRole('button', showPin)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My details' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    await expect(canvas.getByRole('link', { name: 'Wallet summary' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    await expect(await canvas.findByRole('table', { name: 'Bonuses' })).toBeVisible();
    const tickets = await canvas.findByRole('table', { name: 'Pending tickets' });
    // SPEC §2 Account page: the button says Cash Out here; the cancelled ticket says so instead.
    await expect(
      within(tickets).getAllByRole('button', { name: /^Cash Out ticket #\d+$/ }).length,
    ).toBeGreaterThan(0);
    await expect(within(tickets).queryByRole('button', { name: /^Sell/ })).toBeNull();
    await expect(within(tickets).getByText('Ticket canceled')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Quick-game tickets' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Weekly Figure' })).toBeVisible();
  },
};

/** The header waits for the account snapshot behind a placeholder; the actions are there at once. */
export const Loading: Story = {
  parameters: { msw: accountApi(slowBackend) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your account')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', showPin)).toBeVisible();
    await expect(canvas.getByText('Loading the weekly figure')).toBeInTheDocument();
  },
};

/** The snapshot fails: 'Your account could not be loaded.' with Retry, which loads it. */
export const SnapshotError: Story = {
  parameters: { msw: accountApi(failing('account.snapshot')) },
  play: async ({ canvas, canvasElement, parameters }) => {
    const error = await canvas.findByText('Your account could not be loaded.', {}, AFTER_RETRIES);
    await expect(error).toBeVisible();
    await expectToast(canvasElement, 'Injected failure for account.snapshot');
    // No bonuses to show without the snapshot; the other sections load on their own.
    await expect(canvas.queryByRole('table', { name: 'Bonuses' })).toBeNull();
    await expect(await canvas.findByRole('table', { name: 'Pending tickets' })).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(
      within(error.parentElement ?? error).getByRole('button', { name: 'Retry' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
    await expect(canvas.queryByText('Your account could not be loaded.')).toBeNull();
  },
};

/** basic: no online cashier (no Request withdraw), no cash-out (no Sell), no quick games. */
export const BasicPersona: Story = {
  parameters: { msw: accountApi(undefined, 'basic') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'basic' })).toBeVisible();
    const tickets = await canvas.findByRole('table', { name: 'Pending tickets' });
    await expect(within(tickets).queryByRole('button', { name: /^Sell/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Request withdraw' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Quick-game tickets' })).toBeNull();
    await expect(canvas.getByRole('button', showPin)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Weekly Figure' })).toBeVisible();
  },
};

/** An empty bonus list: the bonus table is not shown at all. */
export const NoBonuses: Story = {
  parameters: { msw: accountApi(withoutBonuses) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Pending tickets' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Bonuses' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Bonuses' })).toBeNull();
  },
};

/** A bonus expiring within 24 hours is flagged 'Expires soon'; one due in six days is not. */
export const ExpiringBonus: Story = {
  parameters: {
    msw: accountApi(bonusesExpiringIn({ 'Welcome deposit bonus': 2, 'Free bet Friday': 24 * 6 })),
  },
  play: async ({ canvas }) => {
    const bonuses = await canvas.findByRole('table', { name: 'Bonuses' });
    const rowOf = (name: string) => {
      const row = within(bonuses).getByText(name).closest('tr');
      if (!row) throw new Error(`No bonus row ${name}`);
      return within(row);
    };
    await expect(rowOf('Welcome deposit bonus').getByText('Expires soon')).toBeVisible();
    await expect(rowOf('Free bet Friday').queryByText('Expires soon')).toBeNull();
    await expect(within(bonuses).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh bonuses' })).toBeVisible();
  },
};

/** Show Account PIN: the PIN in a dialog with 'Use this PIN for your withdrawals in branches'. */
export const PinShown: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const pin = demoUser(mockState(parameters.msw)).pin ?? '';
    await expect(pin).not.toBe('');
    await userEvent.click(canvas.getByRole('button', showPin));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account PIN' });
    await expect(
      within(dialog).getByText('Use this PIN for your withdrawals in branches'),
    ).toBeVisible();
    const value = await within(dialog).findByText(pin);
    await expect(value).toBeVisible();
    await expect(value).toHaveAccessibleName(`PIN ${pin.split('').join(' ')}`);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] ?? dialog);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** No PIN on file: the dialog says 'Not available'. */
export const PinNotAvailable: Story = {
  parameters: { msw: accountApi(withoutPin) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', showPin));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account PIN' });
    await expect(await within(dialog).findByText('Not available')).toBeVisible();
    await expect(
      within(dialog).getByText('Use this PIN for your withdrawals in branches'),
    ).toBeVisible();
  },
};

/** The PIN call fails: 'The PIN could not be loaded.' with Retry, in the dialog. */
export const PinLoadError: Story = {
  parameters: { msw: accountApi(failing('account.userPin')) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', showPin));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account PIN' });
    await expect(
      await within(dialog).findByText('The PIN could not be loaded.', {}, AFTER_RETRIES),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** This week's days so far, a footer of day count and totals, every figure a link to its day. */
export const WeeklyFigureThisWeek: Story = {
  play: async ({ canvas }) => {
    const rows = await api.call('account.figure', { query: { week: 0 } });
    const first = rows[0];
    if (!first) throw new Error('no figure rows this week');
    const week = await canvas.findByRole('combobox', { name: 'Week' });
    await expect(week).toHaveDisplayValue('This Week');
    const options = within(week)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // 60 days of history (SPEC §9): this week and eight before it.
    await expect(options).toEqual([
      'This Week',
      '1 - Week',
      ...Array.from({ length: 7 }, (_, index) => `${String(index + 2)} - Weeks`),
    ]);
    const table = await canvas.findByRole('table', { name: 'Weekly Figure' });
    const days = rows.length === 1 ? '1 day' : `${String(rows.length)} days`;
    await expect(within(table).getByRole('rowheader', { name: days })).toBeVisible();
    for (const header of ['Day', 'Pending', 'Win / Loss', 'Deposit', 'Withdraw', 'Balance']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const winLoss = within(table).getByRole('link', {
      name: `${money(first.balance)}, Win / Loss, ${dayOf(first.date)}`,
    });
    await expect(winLoss).toHaveAttribute(
      'href',
      `/account/transactions?date=${first.date.slice(0, 10)}&type=ticket`,
    );
    await userEvent.click(within(table).getByRole('link', { name: dayOf(first.date) }));
    await expect(
      await canvas.findByRole('heading', {
        name: `Navigated to /account/transactions?date=${first.date.slice(0, 10)}&type=ticket`,
      }),
    ).toBeVisible();
  },
};

/** '2 - Weeks' chosen: that week's seven days, Monday first. */
export const WeeklyFigureOtherWeek: Story = {
  play: async ({ canvas }) => {
    const rows = await api.call('account.figure', { query: { week: 2 } });
    const [monday] = rows;
    if (!monday) throw new Error('no figure rows two weeks ago');
    await expect(rows).toHaveLength(7);
    const week = await canvas.findByRole('combobox', { name: 'Week' });
    await canvas.findByRole('table', { name: 'Weekly Figure' });
    await userEvent.selectOptions(week, '2 - Weeks');
    const table = await canvas.findByRole('table', { name: 'Weekly Figure' });
    await expect(
      await within(table).findByRole('link', { name: dayOf(monday.date) }),
    ).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '7 days' })).toBeVisible();
    await expect(dayOf(monday.date)).toMatch(/^Mon/);
    const deposit = within(table).getByRole('link', {
      name: `${money(monday.depositAmount)}, Deposit, ${dayOf(monday.date)}`,
    });
    await expect(deposit).toHaveAttribute(
      'href',
      `/account/transactions?date=${monday.date.slice(0, 10)}&type=deposit`,
    );
    await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
  },
};

/** A week with no figures (past the history the server keeps): 'No figures for this week.' */
export const WeeklyFigureEmpty: Story = {
  play: async ({ canvas, parameters }) => {
    await canvas.findByRole('table', { name: 'Weekly Figure' });
    shortenHistory(mockState(parameters.msw), 7);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Week' }), '2 - Weeks');
    await expect(await canvas.findByText('No figures for this week.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Weekly Figure' })).toBeNull();
  },
};

/** The figures fail to load: 'The weekly figure could not be loaded.' with Retry. */
export const WeeklyFigureError: Story = {
  parameters: { msw: accountApi(failing('account.figure')) },
  play: async ({ canvas }) => {
    const error = await canvas.findByText(
      'The weekly figure could not be loaded.',
      {},
      AFTER_RETRIES,
    );
    await expect(error).toBeVisible();
    const section = error.closest('section');
    if (!section) throw new Error('the error is not in the Weekly Figure section');
    await expect(within(section).getByRole('heading', { name: 'Weekly Figure' })).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The rest of the page is unaffected.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    const { balance } = await api.call('account.standing', {});
    const heading = await canvas.findByRole('heading', { level: 1, name: 'demo' });
    await expect(heading).toBeVisible();
    const header = headerOf(heading);
    await expect(figureOf(header, 'Saldo actual')).toHaveTextContent(
      money(balance, 'es').replace(/\s/g, ' '),
    );
    await expect(figureOf(header, 'Pendiente')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar retiro' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mostrar PIN de la cuenta' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Cifra semanal' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Semana' })).toHaveDisplayValue(
      'Esta semana',
    );
  },
};

/** 390 px: the header and the tables fit the phone; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
    await canvas.findByRole('table', { name: 'Pending tickets' });
    await canvas.findByRole('table', { name: 'Weekly Figure' });
    await canvas.findByRole('table', { name: 'Bonuses' });
    await expect(canvas.getByRole('button', showPin)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The header card around the page's heading (where the header figures are). */
function headerOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest('[data-slot="card"]') ?? heading.parentElement?.parentElement;
  if (!(card instanceof HTMLElement)) throw new Error('The heading is not in the header card');
  return card;
}
