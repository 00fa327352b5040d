import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TicketsView } from '@/components/tickets/tickets-view.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi } from '../support/mock-api.ts';
import { mockApiWithCancelledPending, noPendingTickets } from './ticket-answers.ts';

/**
 * SPEC §2 Tickets and cashier view, as the bet slip's My bets tab shows it: in a 320 px panel.
 * The cashier button waits for the cashier screen (docs/decisions/040-unbuilt-routes.md).
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
    const sells = within(pending).getAllByRole('button', { name: /^Sell ticket #\d+$/ });
    await expect(sells.length).toBeGreaterThan(0);
    await expect(
      within(pending).getByRole('rowheader', { name: `${sells.length} tickets` }),
    ).toBeVisible();
    const quickGames = await canvas.findByRole('table', { name: 'Quick-game tickets' });
    await expect(within(quickGames).getAllByRole('row').length).toBeGreaterThan(2);
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

/** A cancelled ticket says so where Sell would be. */
export const CancelledTicket: Story = {
  parameters: { msw: mockApiWithCancelledPending() },
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
