import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import DepositInfoPage from '@/features/cashier/pages/deposit-info-page.tsx';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import { AFTER_RETRIES, expectNoHorizontalOverflow } from '../account/account-arrange.ts';

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

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });

/** What the page wrote to the clipboard (the stub below stands in for the browser's). */
const writeText = fn<(text: string) => Promise<void>>(() => Promise.resolve());

/**
 * Puts a stub clipboard on navigator for one story; the cleanup removes it, so the browser's own
 * (on Navigator.prototype) shows through again for the next story.
 */
function stubClipboard(write: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: write },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

async function pickFirstBank(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const bank = await firstBank();
  await userEvent.click(await canvas.findByRole('radio', { name: bank.bankFullName }));
  const details = await canvas.findByRole('region', { name: bank.bankFullName });
  return { bank, details: within(details) };
}

async function firstBank() {
  const { banks } = await api.call('cashier.metadata', {});
  const bank = banks[0];
  if (!bank) throw new Error('no banks');
  return bank;
}

/** The label of a bank's radio: its logo, or its short name in place of one. */
async function bankChoice(canvasElement: HTMLElement, fullName: string) {
  const radio = await within(canvasElement).findByRole('radio', { name: fullName });
  const label = radio.closest('label');
  if (!label) throw new Error(`no label for ${fullName}`);
  return label;
}

/** An image that the browser loaded and drew (not a broken one). */
async function expectLoaded(image: HTMLImageElement | null) {
  await waitFor(() =>
    expect(image !== null && image.complete && image.naturalWidth > 0).toBe(true),
  );
}

/** 'Pick a bank from the logos': every seeded bank shows its logo (the mock's own SVGs). */
export const BankLogos: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    const { banks } = await api.call('cashier.metadata', {});
    await expect(banks.length).toBeGreaterThan(1);
    for (const bank of banks) {
      const label = await bankChoice(canvasElement, bank.bankFullName);
      await expectLoaded(label.querySelector('img'));
      await expect(within(label).queryByText(bank.name)).toBeNull();
    }
  },
};

/** A logo that does not load: the bank's short name stands in for it; the others keep theirs. */
export const BankLogoMissing: Story = {
  parameters: {
    msw: demoApi((state) => {
      const [first] = state.db.bank.getAll();
      if (!first) throw new Error('no banks');
      state.db.bank.update({
        where: { bankGuid: { equals: first.bankGuid } },
        data: { urlLogo: '/w/api/FileUploader/files/logo-bank-missing.svg' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const [first, second] = (await api.call('cashier.metadata', {})).banks;
    if (!first || !second) throw new Error('fewer than two banks');
    const missing = await bankChoice(canvasElement, first.bankFullName);
    await expect(await within(missing).findByText(first.name)).toBeVisible();
    await expect(missing.querySelector('img')).toBeNull();
    await expectLoaded((await bankChoice(canvasElement, second.bankFullName)).querySelector('img'));
  },
};

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
    await expect(within(details).getByText(bank.accountCaption)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: bank.bankFullName })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Report Deposit' })).toHaveAttribute(
      'href',
      `/cashier/deposit/BankTransfer?bank=${bank.bankGuid}`,
    );
  },
};

export const CopyToast: Story = {
  beforeEach: () => stubClipboard(writeText),
  play: async ({ canvasElement }) => {
    const { bank, details } = await pickFirstBank(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Copy Account number' }));
    await expectToast(canvasElement, 'Text copied');
    await expect(writeText).toHaveBeenCalledWith(bank.accountNo);
  },
};

/** Neither the Clipboard API nor the fallback copied: it says so instead of claiming success. */
export const CopyFailed: Story = {
  beforeEach: () => {
    const removeClipboard = stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const execCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      removeClipboard();
      execCommand.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const { details } = await pickFirstBank(canvasElement);
    await userEvent.click(details.getByRole('button', { name: 'Copy Account owner' }));
    await expectToast(canvasElement, 'The text could not be copied.');
    await expect(within(canvasElement.ownerDocument.body).queryByText('Text copied')).toBeNull();
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
  beforeEach: () => stubClipboard(writeText),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Elija el banco al que enviará el dinero')).toBeVisible();
    const { details } = await pickFirstBank(canvasElement);
    await expect(details.getByText('Titular de la cuenta')).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Copiar Número de cuenta' }));
    await expectToast(canvasElement, 'Texto copiado');
    await expect(canvas.getByRole('link', { name: 'Reportar depósito' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a la caja' })).toBeVisible();
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
    await expect(canvas.queryByRole('link', { name: 'Report Deposit' })).toBeNull();
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

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    const { bank, details } = await pickFirstBank(canvasElement);
    await expect(details.getByText(bank.accountCaption)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
