import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TicketsView } from '@/components/tickets/tickets-view.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi } from '../support/mock-api.ts';
import { manyPendingTickets, noPendingTickets } from './ticket-answers.ts';

/**
 * SPEC §2 Tickets and cashier view, as the bet slip's My bets tab shows it: in a 320 px panel.
 */
const meta = {
  title: 'Tickets/Tickets view',
  component: TicketsView,
  decorators: [
    (Story) => (
      <aside className="min-h-dvh w-80 border-r bg-sidebar p-4 text-sidebar-foreground">
        <Story />
      </aside>
    ),
  ],
  parameters: { route: route('/'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof TicketsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The table fits the 320 px panel: its box does not scroll sideways and every button in it (the
 * ticket numbers, Sell) is whole inside the box.
 */
async function expectToFitThePanel(table: HTMLElement) {
  const box = table.parentElement;
  if (!box) throw new Error('table without its box');
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const { left, right } = box.getBoundingClientRect();
  for (const button of within(table).queryAllByRole('button')) {
    const rect = button.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(left);
    await expect(rect.right).toBeLessThanOrEqual(right);
  }
}

export const Loading: Story = {
  tags: ['smoke'],
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.latencyMs = FOREVER_MS;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading pending tickets')).toBeInTheDocument();
    await expect(canvas.getByText('Loading quick-game tickets')).toBeInTheDocument();
  },
};

export const WithTickets: Story = {
  play: async ({ canvas }) => {
    const bonuses = await canvas.findByRole('table', { name: 'Bonuses' });
    await expect(within(bonuses).getByText('Welcome deposit bonus')).toBeVisible();
    await expect(within(bonuses).getByText('Expires soon')).toBeVisible();
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    const tickets = within(pending).getAllByRole('button', { name: /^Ticket #\d+, details$/ });
    const sells = within(pending).getAllByRole('button', { name: /^Sell ticket #\d+$/ });
    // Every ticket but the one the house cancelled has Sell.
    await expect(sells).toHaveLength(tickets.length - 1);
    // The footer counts what is still pending: not the cancelled ticket (decision 171).
    await expect(
      within(pending).getByRole('rowheader', { name: `${String(sells.length)} tickets` }),
    ).toBeVisible();
    const quickGames = await canvas.findByRole('table', { name: 'Quick-game tickets' });
    await expect(within(quickGames).getAllByRole('row').length).toBeGreaterThan(2);
    for (const table of [bonuses, pending, quickGames]) await expectToFitThePanel(table);
    // Amount and to win sort, announced by aria-sort; the ticket number still opens the ticket.
    const amount = within(pending).getByRole('columnheader', { name: /Amount/ });
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/);
  },
};

/** More than 10 pending tickets: pages of 10, 25 or 50 (SPEC §9), the pager whole in the panel. */
export const ManyTickets: Story = {
  parameters: { msw: mockApi(manyPendingTickets(13), { persona: 'demo' }) },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    const rows = () => within(pending).getAllByRole('button', { name: /^Sell ticket #\d+$/ });
    await expect(rows()).toHaveLength(10);
    await expect(within(pending).getByRole('rowheader', { name: '13 tickets' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages of Pending tickets' });
    await expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    const panel = pages.closest('aside');
    if (!panel) throw new Error('no panel');
    await expect(pages.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().right,
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await expect(rows()).toHaveLength(3);
    const size = within(pages).getByRole('combobox', { name: 'Rows per page' });
    await expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50']);
    await userEvent.selectOptions(size, '25');
    await expect(rows()).toHaveLength(13);
    await expectToFitThePanel(pending);
  },
};

/** Spanish amounts ('50,00 $') and 'Cobrar' are wider: the tables still fit the panel whole. */
export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: { msw: mockApi(manyPendingTickets(13), { persona: 'demo' }) },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('table', { name: 'Apuestas pendientes' });
    await expect(
      within(pending).getAllByRole('button', { name: /^Cobrar apuesta #\d+$/ }),
    ).toHaveLength(10);
    await expect(within(pending).getByRole('rowheader', { name: '13 apuestas' })).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: 'Páginas de Apuestas pendientes' }),
    ).toBeVisible();
    const bonuses = await canvas.findByRole('table', { name: 'Bonos' });
    const quickGames = await canvas.findByRole('table', { name: 'Apuestas de juegos rápidos' });
    for (const table of [bonuses, pending, quickGames]) await expectToFitThePanel(table);
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi(noPendingTickets, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no pending tickets.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      (state) => {
        state.scenario.errors['ticket.list'] = 500;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    // The query client retries a server error twice (1 s, then 2 s) before giving up.
    await expect(
      await canvas.findByText('The pending tickets could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * A cancelled ticket says so where Sell would be: the seeded world's ticket the house cancelled
 * before grading, which the pending list holds (decision 130).
 */
export const CancelledTicket: Story = {
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    const canceled = within(pending).getByText('Ticket canceled');
    await expect(canceled).toBeVisible();
    const row = canceled.closest('tr');
    await expect(row).not.toBeNull();
    if (row) await expect(within(row).queryByRole('button', { name: /^Sell/ })).toBeNull();
  },
};

/** Persona basic: cash-out, the online cashier and quick games are off, and there are no bonuses. */
export const CashOutDisabled: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'basic' }) },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    await expect(within(pending).queryByRole('button', { name: /^Sell/ })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Bonuses' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Quick-game tickets' })).toBeNull();
  },
};

export const TicketDetail: Story = {
  play: async ({ canvas, canvasElement }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending tickets' });
    const [first] = within(pending).getAllByRole('button', { name: /^Ticket #\d+, details$/ });
    if (!first) throw new Error('no ticket to open');
    await userEvent.click(first);
    const dialog = await body(canvasElement).findByRole('dialog', { name: /^Ticket #\d+$/ });
    const picks = within(dialog).getByRole('region', { name: 'Picks' });
    await expect(within(picks).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText('Total to pay')).toBeVisible();
  },
};
