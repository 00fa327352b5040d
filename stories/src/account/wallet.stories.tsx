import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import WalletPage from '@/features/account/pages/wallet-page.tsx';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { viewport } from '../support/viewports.ts';
import {
  accountApi,
  AFTER_RETRIES,
  expectNoHorizontalOverflow,
  failing,
  figureDetailOf,
  figureOf,
  money,
  slowBackend,
  sumOf,
} from './account-arrange.ts';

/**
 * /wallet: a labelled summary of real figures from the account snapshot, where the spec had static
 * placeholders (decision 060).
 */
const meta = {
  title: 'Account/Wallet summary',
  component: WalletPage,
  parameters: { route: route('/wallet'), msw: accountApi() },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown under a tile's label. */
const tile = (label: HTMLElement) => label.nextElementSibling;

export const Loaded: Story = {
  tags: ['smoke'],
  play: async ({ canvas, canvasElement }) => {
    const { balance } = await api.call('account.standing', {});
    const snapshot = await api.call('account.snapshot', {});
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet summary' }),
    ).toBeVisible();
    await expect(tile(await canvas.findByText('Current balance'))).toHaveTextContent(
      money(balance),
    );
    const pending = snapshot.pendingTickets.reduce((sum, ticket) => sum + ticket.amount, 0);
    await expect(tile(canvas.getByText('In pending tickets'))).toHaveTextContent(money(pending));
    await expect(canvas.getByText('Withdrawals awaiting approval')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This week' })).toBeVisible();
    // Every tile against the snapshot: open requests, bonuses and this week's figures.
    const page = canvasElement;
    const open = (type: 'deposit' | 'withdraw') =>
      snapshot.walletRequest.filter(
        (request) => request.type === type && request.requestState === 'Pending',
      );
    const plural = (count: number, one: string, many: string) =>
      `${String(count)} ${count === 1 ? one : many}`;
    await expect(figureDetailOf(page, 'In pending tickets')).toHaveTextContent(
      plural(snapshot.pendingTickets.length, 'ticket', 'tickets'),
    );
    for (const [label, type] of [
      ['Deposits awaiting approval', 'deposit'],
      ['Withdrawals awaiting approval', 'withdraw'],
    ] as const) {
      const requests = open(type);
      await expect(figureOf(page, label)).toHaveTextContent(
        money(sumOf(requests, (request) => request.amount)),
      );
      await expect(figureDetailOf(page, label)).toHaveTextContent(
        plural(requests.length, 'request', 'requests'),
      );
    }
    await expect(figureOf(page, 'Bonus balance')).toHaveTextContent(
      money(sumOf(snapshot.bonusList, (bonus) => bonus.balance)),
    );
    await expect(figureOf(page, 'Win / Loss')).toHaveTextContent(
      money(sumOf(snapshot.figure, (row) => row.balance)),
    );
    await expect(figureOf(page, 'Deposits')).toHaveTextContent(
      money(sumOf(snapshot.figure, (row) => row.depositAmount)),
    );
    await expect(figureOf(page, 'Withdrawals')).toHaveTextContent(
      money(sumOf(snapshot.figure, (row) => row.withdrawAmount)),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: accountApi(slowBackend) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your wallet')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: accountApi(failing('account.snapshot')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your wallet could not be loaded.', {}, AFTER_RETRIES),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Resumen de billetera' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Retiros por aprobar')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Bonus balance')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
