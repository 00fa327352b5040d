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
 * Issue 25 on the transactions page's deposits and withdrawals (decision 123): a date range within
 * the history and a text filter (kept in the URL) beside SPEC §2's All / Deposit / Withdraw, the
 * "No transactions match these filters" state and Export CSV; dates as mm/dd/yy (issue 26).
 */
const DAY = toIsoDay(addDays(new Date(), -2));
const EARLIER = toIsoDay(addDays(new Date(), -6));
const FAR_PAST = '2000-01-01T12:00:00.000Z';
const DEMO = USER_IDS.demo;

const at = (day: string, hour: number) => {
  const time = parseIsoDay(day) ?? new Date();
  time.setHours(hour, 5);
  return time.toISOString();
};

/** demo's wallet: a deposit and a withdrawal on DAY, one more deposit on EARLIER, the rest long ago. */
function wallet(state: MockState): void {
  const entries = state.db.ledgerEntry.findMany({ where: { userId: { equals: DEMO } } });
  const deposits = entries.filter((entry) => entry.kind === 'deposit');
  const withdraw = entries.find((entry) => entry.kind === 'withdraw');
  const plan = new Map<number, string>();
  if (deposits[0]) plan.set(deposits[0].id, at(DAY, 9));
  if (withdraw) plan.set(withdraw.id, at(DAY, 15));
  if (deposits[1]) plan.set(deposits[1].id, at(EARLIER, 10));
  for (const entry of entries) {
    if (entry.kind !== 'deposit' && entry.kind !== 'withdraw') continue;
    state.db.ledgerEntry.update({
      where: { id: { equals: entry.id } },
      data: { createdAt: plan.get(entry.id) ?? FAR_PAST },
    });
  }
}

const path = (query = '') => `/account/transactions/deposit?date=${DAY}&filter=all${query}`;
const atQuery = (query: string) => ({
  route: route(path(query), { pattern: '/account/transactions/:type' }),
});

const meta = {
  title: 'Account/Deposit and withdraw history',
  component: TransactionsPage,
  parameters: {
    route: route(path(), { pattern: '/account/transactions/:type' }),
    msw: mockApi(wallet, { persona: 'demo' }),
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

/** The filters as the page opens: the one day, no text; every field labelled. */
export const Unfiltered: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Deposits and withdrawals')).toBe(2);
    });
    const form = canvas.getByRole('search', { name: 'Filter transactions' });
    await expect(within(form).getByLabelText('From')).toHaveTextContent(shortDay(DAY));
    await expect(within(form).getByLabelText('To')).toHaveTextContent(shortDay(DAY));
    await expect(within(form).getByRole('searchbox', { name: 'Type or id' })).toHaveValue('');
    await expect(within(form).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // mm/dd/yy, zero-padded (SPEC §2).
    const [year = '', month = '', day = ''] = DAY.split('-');
    const times = canvas.getByRole('table').querySelectorAll('tbody time');
    for (const time of times)
      await expect(time.textContent).toMatch(new RegExp(`^${month}/${day}/${year.slice(2)}, `));
  },
};

/** A range of days: its own title, the three movements, Clear filters. */
export const DateRange: Story = {
  parameters: atQuery(`&from=${EARLIER}&to=${DAY}`),
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Deposits and withdrawals of the dates chosen')).toBe(3);
    });
    await expect(canvas.getByText('3 transactions')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The text narrows the rows to the withdrawal. */
export const TextFilter: Story = {
  parameters: atQuery('&text=withdraw'),
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Deposits and withdrawals')).toBe(1);
    });
    await expect(canvas.getByRole('searchbox', { name: 'Type or id' })).toHaveValue('withdraw');
  },
};

export const NoMatch: Story = {
  parameters: atQuery('&text=zzz'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions match these filters')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    const [, inEmptyState] = canvas.getAllByRole('button', { name: 'Clear filters' });
    if (!inEmptyState) throw new Error('no Clear filters in the empty state');
    await userEvent.click(inEmptyState);
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Deposits and withdrawals')).toBe(2);
    });
  },
};

/** Export CSV writes the rows shown with the table's five headers. */
export const ExportCsv: Story = {
  parameters: atQuery(`&from=${EARLIER}&to=${DAY}`),
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Deposits and withdrawals of the dates chosen')).toBe(3);
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
      await expect(lines[0]).toBe('Id,Date,Amount,New balance,Type');
      await expect(lines.filter(Boolean)).toHaveLength(4);
      for (const line of lines.slice(1, 4))
        await expect(line).toMatch(/^\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,-?\d+\.\d\d,-?\d+\.\d\d,.+$/);
    } finally {
      create.mockRestore();
      click.mockRestore();
    }
  },
};

/** On a phone the filters fold behind "Filters (n)"; nothing scrolls sideways. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: atQuery(`&from=${EARLIER}&to=${DAY}&text=de`),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Deposits and withdrawals of the dates chosen' });
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox', { name: 'Type or id' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('searchbox', { name: 'Type or id' })).toHaveValue('de');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  parameters: atQuery(`&from=${EARLIER}&to=${DAY}`),
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(await rowCount(canvas, 'Depósitos y retiros de las fechas elegidas')).toBe(3);
    });
    const form = canvas.getByRole('search', { name: 'Filtrar transacciones' });
    await expect(within(form).getByLabelText('Desde')).toHaveTextContent(shortDay(EARLIER, 'es'));
    await expect(within(form).getByRole('searchbox', { name: 'Tipo o número' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    // dd/mm/yy in Spanish, zero-padded.
    const [year = '', month = '', day = ''] = DAY.split('-');
    await expect(canvas.getByRole('table').querySelector('tbody time')?.textContent).toMatch(
      new RegExp(`^${day}/${month}/${year.slice(2)}, `),
    );
  },
};

export const SpanishNoMatch: Story = {
  globals: { language: 'es', ...viewport('mobile') },
  parameters: atQuery('&text=zzz'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ninguna transacción coincide con estos filtros'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Borrar filtros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  },
};

export const RealTheme: Story = {
  globals: { theme: 'real' },
  parameters: DateRange.parameters,
  play: DateRange.play,
};
