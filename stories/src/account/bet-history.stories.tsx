import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import { addDays, parseIsoDay, toIsoDay } from '@/features/transactions/model/day.ts';
import { route } from '../support/app-frame.tsx';
import { USER_IDS } from '../support/arrange.ts';
import { shortDay } from '../support/dates.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';

/**
 * Issue 25, bet history: the transactions page's tickets with status, date range and team filters
 * (kept in the URL), the "No tickets match these filters" state and Export CSV.
 */
const DAY = toIsoDay(addDays(new Date(), -2));
const EARLIER = toIsoDay(addDays(new Date(), -6));
const FAR_PAST = '2000-01-01T12:00:00.000Z';
const DEMO = USER_IDS.demo;

const at = (day: string, minutes: number) => {
  const noon = parseIsoDay(day) ?? new Date();
  noon.setHours(12, minutes);
  return noon.toISOString();
};

/**
 * demo's tickets: two won (one on Atlético Madrid), two lost, the pending ones and one cancelled
 * ticket on DAY; one more won ticket on EARLIER; the rest long ago.
 */
function history(state: MockState): void {
  const records = state.db.ticket.findMany({ where: { userId: { equals: DEMO } } });
  const won = records.filter((record) => record.winner === 'Y');
  const lost = records.filter((record) => record.winner === 'L').slice(0, 2);
  const cancelled = (record: (typeof records)[number]) =>
    record.status === 'C' || record.winner === 'C';
  // The pending ones and one cancelled ticket (the seeded world may hold more than one).
  const open = [
    ...records.filter((record) => record.winner === 'P' && !cancelled(record)),
    ...records.filter(cancelled).slice(0, 1),
  ];
  const chosen = [...won.slice(0, 2), ...lost, ...open].map((record) => record.ticketNumber);
  const older = won[2]?.ticketNumber;
  for (const record of records) {
    const index = chosen.indexOf(record.ticketNumber);
    const date =
      record.ticketNumber === older ? at(EARLIER, 0) : index < 0 ? FAR_PAST : at(DAY, index * 7);
    state.db.ticket.update({
      where: { ticketNumber: { equals: record.ticketNumber } },
      data: { date },
    });
  }
  const first = won[0];
  if (first)
    state.db.ticketItem.updateMany({
      where: { ticketNumber: { equals: first.ticketNumber } },
      data: { teamName: 'Atlético Madrid' },
    });
}

const path = (query = '') => `/account/transactions?date=${DAY}${query}`;

const meta = {
  title: 'Account/Bet history',
  component: TransactionsPage,
  parameters: {
    route: route(path(), { pattern: '/account/transactions' }),
    msw: mockApi(history, { persona: 'demo' }),
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowCount = (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole('table', { name }).then((table) => {
    const body = table.querySelector('tbody');
    return body ? within(body).getAllByRole('row').length : 0;
  });

const summary = (canvas: Canvas, label: string) =>
  canvas.getByText(label).nextElementSibling?.textContent;

/** The filters as the page opens: All, the one day, no team; every field labelled. */
export const Unfiltered: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(await rowCount(canvas, 'Tickets of the day')).toBeGreaterThan(5);
    const form = canvas.getByRole('search', { name: 'Filter tickets' });
    await expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(within(form).getByLabelText('From')).toHaveTextContent(shortDay(DAY));
    await expect(within(form).getByLabelText('To')).toHaveTextContent(shortDay(DAY));
    await expect(within(form).getByRole('searchbox', { name: 'Team' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** Won, over the last days, finds both won tickets of DAY and the one of EARLIER. */
export const FiltersApplied: Story = {
  parameters: {
    route: route(path(`&status=won&from=${EARLIER}&to=${DAY}`), {
      pattern: '/account/transactions',
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Tickets of the dates chosen')).toBe(3);
    });
    await expect(summary(canvas, 'Winner Tickets')).toBe('3');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Typing a team without its accent, by keyboard, leaves the one ticket that names it. */
export const TeamFilter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Tickets of the day' });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Team' }));
    await userEvent.keyboard('atletico');
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Tickets of the day')).toBe(1);
    });
  },
};

export const NoMatch: Story = {
  parameters: {
    route: route(path('&status=lost&team=Atl%C3%A9tico'), { pattern: '/account/transactions' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets match these filters')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    const [, inEmptyState] = canvas.getAllByRole('button', { name: 'Clear filters' });
    if (!inEmptyState) throw new Error('no Clear filters in the empty state');
    await userEvent.click(inEmptyState);
    await expect(await rowCount(canvas, 'Tickets of the day')).toBeGreaterThan(5);
  },
};

/** Export CSV writes the rows shown (here the lost ones) with the table's headers. */
export const ExportCsv: Story = {
  parameters: {
    route: route(path('&status=lost'), { pattern: '/account/transactions' }),
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Tickets of the day')).toBe(2);
    });
    const blobs: Blob[] = [];
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:story';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '') ?? '';
      const lines = text.split('\r\n');
      await expect(lines[0]).toBe('Ticket,Date,Amount,To pay');
      await expect(lines.filter(Boolean)).toHaveLength(3);
      for (const line of lines.slice(1, 3))
        await expect(line).toMatch(/^\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,\d+\.\d\d,0\.00$/);
    } finally {
      create.mockRestore();
      click.mockRestore();
    }
  },
};

/** On a phone the filters fold behind "Filters (n)"; opening shows them, nothing scrolls sideways. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: {
    route: route(path('&status=pending'), { pattern: '/account/transactions' }),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Tickets of the day' });
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: {
    route: route(path('&status=cancelled'), { pattern: '/account/transactions' }),
  },
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Apuestas del día')).toBe(1);
    });
    const form = canvas.getByRole('search', { name: 'Filtrar apuestas' });
    await expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue('cancelled');
    await expect(within(form).getByRole('option', { name: 'Canceladas' })).toBeInTheDocument();
    await expect(within(form).getByLabelText('Desde')).toBeVisible();
    await expect(within(form).getByRole('searchbox', { name: 'Equipo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  },
};

export const SpanishNoMatch: Story = {
  globals: { language: 'es', ...viewport('mobile') },
  parameters: {
    route: route(path('&team=zzz'), { pattern: '/account/transactions' }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ninguna apuesta coincide con estos filtros'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Borrar filtros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  },
};

export const RealTheme: Story = {
  globals: { theme: 'real' },
  parameters: FiltersApplied.parameters,
  play: FiltersApplied.play,
};

export const SgTheme: Story = {
  globals: { theme: 'sg', ...viewport('mobile') },
  parameters: NoMatch.parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets match these filters')).toBeVisible();
  },
};
