import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DepositInfoPage from '@/features/cashier/pages/deposit-info-page.tsx';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { mockApi } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import { expectNoHorizontalOverflow } from '../account/account-arrange.ts';

/**
 * SPEC §2/§4 deposit instructions (/cashier/deposit-info/{id}): choose a bank by its logo to see
 * where to send the money, copy each detail ('Text copied'), then Report Deposit.
 */
const infoRoute = (id = 'BankTransfer') =>
  route(`/cashier/deposit-info/${id}`, { pattern: '/cashier/deposit-info/:id' });

const meta = {
  title: 'Cashier/Deposit instructions',
  component: DepositInfoPage,
  parameters: { route: infoRoute(), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof DepositInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function firstBank() {
  const { banks } = await api.call('cashier.metadata', {});
  const bank = banks[0];
  if (!bank) throw new Error('no banks');
  return bank;
}

export const NoBankPicked: Story = {
  play: async ({ canvas }) => {
    const bank = await firstBank();
    await expect(await canvas.findByRole('radio', { name: bank.bankFullName })).not.toBeChecked();
    await expect(canvas.queryByText(bank.accountNo)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Report Deposit' })).toBeVisible();
  },
};

export const BankPicked: Story = {
  play: async ({ canvas }) => {
    const bank = await firstBank();
    await userEvent.click(await canvas.findByRole('radio', { name: bank.bankFullName }));
    const details = await canvas.findByRole('region', { name: bank.bankFullName });
    await expect(within(details).getByText(bank.accountNo)).toBeVisible();
    await expect(within(details).getByText(bank.accountName)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Report Deposit' })).toHaveAttribute(
      'href',
      `/cashier/deposit/BankTransfer?bank=${bank.bankGuid}`,
    );
  },
};

export const CopyToast: Story = {
  play: async ({ canvas, canvasElement }) => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          copied.push(text);
          return Promise.resolve();
        },
      },
    });
    const bank = await firstBank();
    await userEvent.click(await canvas.findByRole('radio', { name: bank.bankFullName }));
    const details = await canvas.findByRole('region', { name: bank.bankFullName });
    await userEvent.click(within(details).getByRole('button', { name: 'Copy Account number' }));
    await expectToast(canvasElement, 'Text copied');
    await expect(copied).toEqual([bank.accountNo]);
  },
};

export const MethodNotAvailable: Story = {
  parameters: { route: infoRoute('Cash') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This method is not available right now.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Elija el banco al que enviará el dinero')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    const bank = await firstBank();
    await userEvent.click(await canvas.findByRole('radio', { name: bank.bankFullName }));
    await canvas.findByRole('region', { name: bank.bankFullName });
    await expectNoHorizontalOverflow(canvasElement);
  },
};
