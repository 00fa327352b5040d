import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import type { MockState } from '@sportsbook/mock-server/state';
import DepositPage from '@/features/cashier/pages/deposit-page.tsx';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import { api } from '@/lib/api.ts';
import { route } from '../support/app-frame.tsx';
import type { Canvas } from '../support/form.ts';
import { FOREVER_MS } from '../support/form.ts';
import { holdReads } from '../support/hold-reads.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';

/**
 * SPEC §2/§5 Deposit form (/cashier/deposit/{id}): amount (minimum 10), method, the bank deposited
 * to, the read-only user account and one proof photo, which BankTransfer and BankDeposit need
 * ('Upload photo required', then 'Photo Uploaded'). The photo is checked in the browser, uploaded
 * with its progress and can be retried; 'Report Deposit' files the request and goes to /account.
 */
const depositRoute = (id = 'BankTransfer', search = '') =>
  route(`/cashier/deposit/${id}${search}`, { pattern: '/cashier/deposit/:id' });

const meta = {
  title: 'Cashier/Deposit form',
  component: DepositPage,
  parameters: { route: depositRoute(), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });

const AMOUNT = 'Amount (minimum $10.00)';
const PROOF = 'Proof of deposit (photo)';
const REQUIRED = 'This field is required.';

// A real 24×32 PNG: the mock server sniffs the bytes, so the proof must really be an image.
const RECEIPT_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAPElEQVR42mOQyztBFcQwahBhg/5TCQxmgxaQBYaE10bDaDSMRsNoNIxo6jWRHhusiJYG4Q8LqrloCKYjAKJLjcZ062lmAAAAAElFTkSuQmCC';

const receipt = (name = 'receipt.png') =>
  new File([Uint8Array.from(atob(RECEIPT_PNG_BASE64), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });

/** The form once the methods and banks have loaded. */
async function formOf(canvas: Canvas) {
  const amount = await canvas.findByLabelText(AMOUNT);
  return {
    amount,
    bank: canvas.getByLabelText('Bank account'),
    proof: canvas.getByLabelText(PROOF),
    submit: canvas.getByRole('button', { name: 'Report Deposit' }),
  };
}

/** Amount and bank filled in, the photo uploaded: ready to report. */
async function fillValidForm(canvas: Canvas, amount = '250') {
  const form = await formOf(canvas);
  await userEvent.type(form.amount, amount);
  await userEvent.selectOptions(form.bank, 'Popular · 812-345678-9');
  await userEvent.upload(form.proof, receipt());
  await expect(await canvas.findByText('Photo Uploaded')).toBeVisible();
  return form;
}

async function expectAmountMessage(canvas: Canvas, typed: string, message: string) {
  const { amount } = await formOf(canvas);
  await userEvent.type(amount, typed);
  await userEvent.tab();
  await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
  await expect(canvas.getByText(message)).toBeVisible();
}

async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument;
  const width = page.defaultView?.innerWidth ?? 0;
  await expect(width).toBeGreaterThan(0);
  await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

// The seed's bank guids are random: give BHD a known one, as a link from deposit-info carries it.
const KNOWN_BANK_GUID = '5b1c7d2e-0000-4000-8000-00000000b4d0';
const knownBhdGuid: Arrange = (state: MockState) => {
  state.db.bank.update({
    where: { name: { equals: 'BHD' } },
    data: { bankGuid: KNOWN_BANK_GUID },
  });
};

/** BankTransfer for demo: the method preselected, the user account read-only, no photo yet. */
export const Default: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report Deposit' })).toBeVisible();
    await expect(canvas.getByLabelText('Method')).toHaveValue('BankTransfer');
    await expect(form.bank).toHaveValue('');
    await expect(canvas.getByLabelText('User account')).toHaveValue('demo');
    await expect(canvas.getByText('Upload photo required')).toBeVisible();
    await expect(form.proof).toHaveAccessibleDescription('Upload photo required');
    await expect(form.submit).toBeEnabled();
  },
};

/** Reached from the deposit-info page with ?bank=: that bank is already chosen. */
export const BankPreselected: Story = {
  parameters: {
    route: depositRoute('BankDeposit', `?bank=${KNOWN_BANK_GUID}`),
    msw: demoApi(knownBhdGuid),
  },
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await expect(canvas.getByLabelText('Method')).toHaveValue('BankDeposit');
    await expect(form.bank).toHaveValue(KNOWN_BANK_GUID);
    await expect(form.bank).toHaveDisplayValue('BHD · 1187-654321-0');
  },
};

/** Report Deposit with nothing filled in: 'This field is required.' beside amount and bank. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.amount).toHaveAccessibleDescription(REQUIRED));
    await expect(form.bank).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(2);
  },
};

/** 'The amount is below the minimum allowed.' under 10. */
export const AmountBelowMinimum: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '9.99', 'The amount is below the minimum allowed.');
  },
};

/** Money is whole cents. */
export const AmountNotInCents: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(
      canvas,
      '10.005',
      'Enter the amount in dollars and cents (at most two decimals).',
    );
  },
};

export const AmountNotANumber: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '12abc', 'Enter a valid amount.');
  },
};

/** Amount and bank right, no photo: 'Upload photo required' turns into the field's error. */
export const PhotoRequired: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.type(form.amount, '50');
    await userEvent.selectOptions(form.bank, 'BHD · 1187-654321-0');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.proof).toBeInvalid());
    await expect(canvas.getByText('Upload photo required')).toHaveClass('text-destructive');
  },
};

/** A PDF is refused in the browser: nothing is uploaded. */
export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      form.proof,
      new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
    );
    const message =
      'This file is not an image we accept: choose a JPEG, PNG, GIF, WebP or SVG photo.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(form.proof).toBeInvalid();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('Upload photo required')).toBeVisible();
  },
};

/** A photo above the server's 5 MB is refused in the browser. */
export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', {
      type: 'image/png',
    });
    await userEvent.upload(form.proof, huge);
    await expect(
      canvas.getByText('This photo is larger than 5 MB: choose a smaller one.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The photo on its way: a progress bar, and Report Deposit waits for it. */
export const Uploading: Story = {
  play: async ({ canvas, parameters }) => {
    const form = await formOf(canvas);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.upload(form.proof, receipt('my-receipt.png'));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading the photo' });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await expect(form.submit).toBeDisabled();
    await expect(canvas.getByRole('img', { name: 'Preview of my-receipt.png' })).toBeVisible();
  },
};

/** 'Photo Uploaded', with the thumbnail. */
export const Uploaded: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.upload(form.proof, receipt());
    await expect(await canvas.findByText('Photo Uploaded')).toBeVisible();
    await expect(canvas.queryByText('Upload photo required')).toBeNull();
    const preview = canvas.getByRole('img', { name: 'Preview of receipt.png' });
    await waitFor(() => expect(preview).toHaveProperty('complete', true));
    await expect(preview).toHaveProperty('naturalWidth', 24);
    await expect(canvas.getByRole('button', { name: 'Report Deposit' })).toBeEnabled();
  },
};

/** The upload fails: loading stops, the server's reason shows, and Retry uploads it. */
export const UploadFailed: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['files.saveDocument'] = 500;
    }),
  },
  play: async ({ canvas, parameters }) => {
    const form = await formOf(canvas);
    await userEvent.upload(form.proof, receipt());
    await expect(await canvas.findByText('The photo could not be uploaded.')).toBeVisible();
    await expect(canvas.getByText('Injected failure for files.saveDocument')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(form.submit).toBeEnabled();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload' }));
    await expect(await canvas.findByText('Photo Uploaded')).toBeVisible();
  },
};

/** Report Deposit on its way: the button is off, the line beside it says so. */
export const Submitting: Story = {
  play: async ({ canvas, parameters }) => {
    const form = await fillValidForm(canvas);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(form.submit);
    await expect(await canvas.findByText('Sending your report…')).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription('Sending your report…');
    await expect(form.proof).toBeDisabled();
  },
};

const CHECKED_AMOUNT = 133.3;

/** The report's answer was lost: the deposits are read to find out (held here). */
export const Checking: Story = {
  parameters: {
    msw: (() => {
      const parameter = demoApi();
      // Held once the report is stored: the read before the call still answers.
      const filed = () =>
        mockState(parameter).db.walletRequest.findFirst({
          where: { amount: { equals: CHECKED_AMOUNT } },
        }) !== null;
      parameter.handlers.unshift(holdReads(`*${registry['cashier.listRequests'].path}`, filed));
      return parameter;
    })(),
  },
  play: async ({ canvas, parameters }) => {
    const form = await fillValidForm(canvas, String(CHECKED_AMOUNT));
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    await userEvent.click(form.submit);
    await expect(await canvas.findByText('Checking your report…')).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription('Checking your report…');
  },
};

/** The answer was lost after the server filed it: found, the photo attached, on to /account. */
export const FiledAfterLostAnswer: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const form = await fillValidForm(canvas, '125.50');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'answer');
    await userEvent.click(form.submit);
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /account' }),
    ).toBeVisible();
    await waitFor(async () => {
      const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
      const filed = open.filter(
        (request) => request.type === 'deposit' && request.amount === 125.5,
      );
      await expect(filed).toHaveLength(1);
      await expect(filed[0]?.imagesUrl).toHaveLength(1);
    });
  },
};

/** The report was lost before the server filed it: not done, the form and the photo kept. */
export const NotDone: Story = {
  play: async ({ canvas, parameters }) => {
    const form = await fillValidForm(canvas, '125.50');
    loseNext(mockState(parameters.msw), 'cashier.createRequest', 'request');
    await userEvent.click(form.submit);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Your deposit report was not filed. You can try again.');
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(form.amount).toHaveValue('125.50');
    await expect(form.bank).toHaveDisplayValue('Popular · 812-345678-9');
    await expect(canvas.getByText('Photo Uploaded')).toBeVisible();
    await expect(canvas.getByText('receipt.png')).toBeVisible();
    await expect(form.submit).toBeEnabled();
  },
};

/** Offline: Report Deposit is off and says why; the form and the photo stay. */
export const Offline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas }) => {
    const form = await fillValidForm(canvas, '125.50');
    goOffline();
    const reason = 'You are offline: this needs a connection.';
    await expect(await canvas.findByText(reason)).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription(reason);
    await expect(form.amount).toHaveValue('125.50');
    comeBackOnline();
    await waitFor(() => expect(form.submit).toBeEnabled());
    await expect(canvas.getByText('Photo Uploaded')).toBeVisible();
  },
};

/** Filed: 'Request has been succesfully created' and on to /account, the request listed there. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await fillValidForm(canvas, '125.50');
    await userEvent.click(form.submit);
    await expectToast(canvasElement, 'Request has been succesfully created');
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /account' }),
    ).toBeVisible();
    const open = await api.call('cashier.openRequests', { query: { isClosed: false } });
    const filed = open.find((request) => request.type === 'deposit' && request.amount === 125.5);
    await expect(filed?.imagesUrl).toHaveLength(1);
  },
};

/** The server refuses (above demo's maximum): its message in a toast, the values kept. */
export const ServerRefusal: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = await fillValidForm(canvas, '6000');
    await userEvent.click(form.submit);
    await expectToast(canvasElement, 'The amount cannot be more than 5000.00.');
    await expect(form.amount).toHaveValue('6000');
    await expect(form.bank).toHaveDisplayValue('Popular · 812-345678-9');
    await expect(canvas.getByText('Photo Uploaded')).toBeVisible();
    await expect(form.submit).toBeEnabled();
  },
};

/** Cash deposit is Unavailable in the cashier: a notice and the way back, no form. */
export const UnavailableMethod: Story = {
  parameters: { route: depositRoute('Cash') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This deposit method is not available.')).toBeVisible();
    await expect(canvas.queryByLabelText(AMOUNT)).toBeNull();
    const back = canvas.getAllByRole('link', { name: 'Back to the Cashier' });
    await expect(back.map((link) => link.getAttribute('href'))).toEqual(['/cashier', '/cashier']);
  },
};

/** The methods load behind a placeholder. */
export const Loading: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the deposit form')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(AMOUNT)).toBeNull();
  },
};

/** The methods cannot load: a notice with Retry, which brings the form. */
export const LoadError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['cashier.metadata'] = 500;
    }),
  },
  play: async ({ canvas, parameters }) => {
    const notice = await canvas.findByText(
      'The deposit methods could not be loaded.',
      {},
      { timeout: 15_000 },
    );
    await expect(notice).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByLabelText(AMOUNT)).toBeVisible();
  },
};

/** In Spanish, with a photo uploaded. */
export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reportar depósito' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Foto requerida')).toBeVisible();
    await userEvent.upload(
      await canvas.findByLabelText('Comprobante del depósito (foto)'),
      receipt(),
    );
    await expect(await canvas.findByText('Foto subida')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reportar depósito' })).toBeEnabled();
  },
};

/** A 390 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await fillValidForm(canvas);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
