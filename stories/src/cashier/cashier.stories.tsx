import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CashierPage from '@/features/cashier/pages/cashier-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';
import { AFTER_RETRIES, expectNoHorizontalOverflow } from '../account/account-arrange.ts';

/**
 * SPEC §2 Cashier (/cashier): deposit methods from the metadata (a method can be Unavailable), the
 * withdraw methods each with Request Withdraw, and the instant cash card that shows the PIN.
 */
const meta = {
  title: 'Cashier/Cashier',
  component: CashierPage,
  parameters: { route: route('/cashier'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof CashierPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Deposits (the default tab): each method with Deposit; Cash deposit is Unavailable. */
export const Deposits: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Deposits', selected: true }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Deposit by Bank transfer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit by Bank deposit' })).toHaveAttribute(
      'href',
      '/cashier/deposit-info/BankDeposit',
    );
  },
};

export const UnavailableMethod: Story = {
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { name: 'Cash deposit' })).closest('li');
    if (!card) throw new Error('no card');
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(within(card).getByText('Unavailable')).toBeVisible();
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

export const Withdraws: Story = {
  parameters: { route: route('/cashier?tab=withdraws', { pattern: '/cashier' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Request Withdraw by Local branch' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Instant cash withdrawal' })).toBeVisible();
  },
};

export const InstantCashPin: Story = {
  parameters: { route: route('/cashier?tab=withdraws', { pattern: '/cashier' }) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Account PIN' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account PIN' });
    await expect(await within(dialog).findByText('4821')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the cashier')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['cashier.metadata'] = 503;
    }),
  },
  play: async ({ canvas, parameters }) => {
    await expect(
      await canvas.findByText('The cashier could not be loaded.', {}, AFTER_RETRIES),
    ).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Bank transfer' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Caja' })).toBeVisible();
    await expect(await canvas.findByText('No disponible')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Bank transfer' });
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdraws' }));
    await expect(await canvas.findByRole('button', { name: 'Show Account PIN' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
