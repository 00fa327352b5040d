import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import { addDays, parseIsoDay, toIsoDay } from '@/lib/local-day.ts';
import { route } from '../support/app-frame.tsx';
import { USER_IDS } from '../support/arrange.ts';
import { shortDay } from '../support/dates.ts';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, mockState } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

/**
 * SPEC §2 Transactions page: a day's tickets (/account/transactions?date=&type=ticket) with their
 * summary boxes, or its deposits and withdrawals (/account/transactions/{deposit|withdraw}) with the
 * All / Deposit / Withdraw filter. The Weekly Figure's cells link here.
 */
const DAY = toIsoDay(addDays(new Date(), -2));
const FAR_PAST = '2000-01-01T12:00:00.000Z';
const DEMO = USER_IDS.demo;

const ticketsPath = `/account/transactions?date=${DAY}&type=ticket`;
const moneyRoute = (type: 'deposit' | 'withdraw') =>
  route(`/account/transactions/${type}?date=${DAY}`, { pattern: '/account/transactions/:type' });

/** Noon of DAY plus `minutes`, as the API writes dates. */
function onDay(minutes: number): string {
  const noon = parseIsoDay(DAY) ?? new Date();
  noon.setHours(12, minutes);
  return noon.toISOString();
}

/**
 * demo's tickets on DAY: three won, three lost, the pending ones (an if-bet among them) and the
 * cancelled one; the rest of the history long ago. More than ten rows, so the pager shows.
 */
function ticketsOnDay(state: MockState): void {
  const records = state.db.ticket.findMany({ where: { userId: { equals: DEMO } } });
  const won = records.filter((record) => record.winner === 'Y').slice(0, 3);
  const lost = records.filter((record) => record.winner === 'L').slice(0, 3);
  const open = records.filter((record) => record.winner === 'P' || record.status === 'C');
  const chosen = [...won, ...lost, ...open].map((record) => record.ticketNumber);
  for (const record of records) {
    const index = chosen.indexOf(record.ticketNumber);
    state.db.ticket.update({
      where: { ticketNumber: { equals: record.ticketNumber } },
      data: { date: index < 0 ? FAR_PAST : onDay(index * 7) },
    });
  }
}

function noTicketsOnDay(state: MockState): void {
  state.db.ticket.updateMany({
    where: { userId: { equals: DEMO } },
    data: { date: FAR_PAST },
  });
}

/** demo's two latest deposits and two latest withdrawals on DAY (or none); the rest long ago. */
function moneyOnDay(state: MockState, perKind = 2): void {
  const entries = state.db.ledgerEntry
    .findMany({ where: { userId: { equals: DEMO } } })
    .filter((entry) => entry.kind === 'deposit' || entry.kind === 'withdraw')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const chosen = [
    ...entries.filter((entry) => entry.kind === 'deposit').slice(0, perKind),
    ...entries.filter((entry) => entry.kind === 'withdraw').slice(0, perKind),
  ].map((entry) => entry.id);
  for (const entry of entries) {
    const index = chosen.indexOf(entry.id);
    state.db.ledgerEntry.update({
      where: { id: { equals: entry.id } },
      data: { createdAt: index < 0 ? FAR_PAST : onDay(index * 45) },
    });
  }
}

const meta = {
  title: 'Account/Transactions',
  component: TransactionsPage,
  parameters: {
    route: route(ticketsPath, { pattern: '/account/transactions' }),
    msw: mockApi(ticketsOnDay, { persona: 'demo' }),
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const summary = (canvas: Canvas, label: string) =>
  canvas.getByText(label).nextElementSibling?.textContent;
const bodyRows = (table: HTMLElement) => {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table without a body');
  return within(body).getAllByRole('row');
};
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const TicketsOfTheDay: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(canvas.getByLabelText('Date')).toHaveTextContent(shortDay(DAY));
    const table = await canvas.findByRole('table', { name: 'Tickets of the day' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(summary(canvas, 'Winner Tickets')).toBe('3');
    await expect(Number(summary(canvas, 'Tickets'))).toBeGreaterThan(10);
    await expect(Number(summary(canvas, 'Pending Tickets'))).toBeGreaterThan(1);
    await expect(canvas.getByText('Win / Loss')).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: 'Pages of Tickets of the day' }),
    ).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const NoTicketsThatDay: Story = {
  parameters: { msw: mockApi(noTicketsOnDay, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets on this day.')).toBeVisible();
    await expect(summary(canvas, 'Tickets')).toBe('0');
    await expect(summary(canvas, 'Win / Loss')).toBe('$0.00');
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.latencyMs = FOREVER_MS;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the tickets');
    await expect(canvas.getByLabelText('Date')).toHaveTextContent(shortDay(DAY));
  },
};

/** The list failed (after the query client's two retries, ~3 s); Retry loads it once it answers. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        ticketsOnDay(state);
        state.scenario.errors['ticket.list'] = 500;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas, parameters }) => {
    await expect(
      await canvas.findByText('The tickets could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('table', { name: 'Tickets of the day' })).toBeVisible();
  },
};

/** An if-bet ticket carries the If bet mark; its number opens it with the if part. */
export const IfBetTicket: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Tickets of the day' });
    const [mark] = within(table).getAllByRole('img', { name: 'If bet' });
    const row = mark?.closest('tr');
    if (!row) throw new Error('no if-bet row');
    const open = within(row as HTMLElement).getByRole('button', { name: /^Ticket #\d+, details$/ });
    await userEvent.click(open);
    const dialog = await page(canvasElement).findByRole('dialog', { name: /^Ticket #\d+$/ });
    await expect(within(dialog).getAllByText('If bet').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText('If-bet amount')).toBeVisible();
  },
};

export const DepositFilter: Story = {
  parameters: { route: moneyRoute('deposit'), msw: mockApi(moneyOnDay, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Deposits and withdrawals' });
    await expect(canvas.getByRole('radio', { name: 'Deposit' })).toBeChecked();
    await expect(bodyRows(table)).toHaveLength(2);
    await expect(within(table).getByRole('rowheader', { name: '2 transactions' })).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Id', 'Date', 'Amount', 'New balance', 'Type']);
  },
};

export const WithdrawFilter: Story = {
  parameters: { route: moneyRoute('withdraw'), msw: mockApi(moneyOnDay, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Deposits and withdrawals' });
    await expect(canvas.getByRole('radio', { name: 'Withdraw' })).toBeChecked();
    await expect(bodyRows(table)).toHaveLength(2);
    for (const row of bodyRows(table)) await expect(row).toHaveTextContent(/-\$/);
  },
};

export const AllFilter: Story = {
  parameters: { route: moneyRoute('deposit'), msw: mockApi(moneyOnDay, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Deposits and withdrawals' });
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    // The filter is the address's: in the build (no act()) the router renders it a moment later.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked());
    const table = canvas.getByRole('table', { name: 'Deposits and withdrawals' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    await expect(within(table).getByRole('rowheader', { name: '4 transactions' })).toBeVisible();
  },
};

export const NoMovementsThatDay: Story = {
  parameters: {
    route: moneyRoute('deposit'),
    msw: mockApi(
      (state) => {
        moneyOnDay(state, 0);
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deposits or withdrawals on this day.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Deposit' })).toBeChecked();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transacciones' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Apuestas del día' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText('Apuestas ganadoras')).toBeVisible();
    await expect(canvas.getByText('Ganancia / Pérdida')).toBeVisible();
    // The day field writes dd/mm/yy in Spanish.
    await expect(canvas.getByLabelText('Fecha')).toHaveTextContent(shortDay(DAY, 'es'));
  },
};

/** 390 px: the summary boxes wrap two by two and nothing makes the page scroll sideways. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Tickets of the day' });
    const boxes = ['Tickets', 'Winner Tickets', 'Pending Tickets', 'Win / Loss'].map((label) =>
      canvas.getByText(label).getBoundingClientRect(),
    );
    const [first, second, third, fourth] = boxes;
    await expect(first?.top).toBe(second?.top);
    await expect(third?.top).toBe(fourth?.top);
    await expect(third?.top ?? 0).toBeGreaterThan(first?.top ?? 0);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * The day field open on a phone, in Spanish (issue 34 item 5, decision 177): the app's calendar in
 * the page's language, the chosen day focused, inside the 390 px screen.
 */
export const SpanishCalendarOnPhone: Story = {
  globals: { language: 'es', ...viewport('mobile') },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Apuestas del día' });
    await userEvent.click(canvas.getByLabelText('Fecha'));
    const calendar = await page(canvasElement).findByRole('dialog', { name: 'Fecha' });
    const grid = within(calendar).getByRole('grid');
    await expect(grid.getAttribute('aria-label')).toMatch(/^[a-z]+ \d{4}$/);
    await waitFor(async () => {
      await expect(calendar.ownerDocument.activeElement?.getAttribute('aria-label')).toMatch(
        /, seleccionado$/,
      );
    });
    const box = calendar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
  },
};
