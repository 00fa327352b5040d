import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { Landmark, renderRoutes } from '@/test/render.tsx';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import { controlUploads, ControlledXhr } from '@/test/controlled-xhr.ts';
import DepositPage from './deposit-page.tsx';

const urls = withNodeFiles();

const AMOUNT = 'Amount (minimum $10.00)';
const PROOF = 'Proof of deposit (photo)';
const REQUIRED = 'This field is required.';

async function renderDeposit(
  path = '/cashier/deposit/BankTransfer',
  options: Parameters<typeof userEvent.setup>[0] = {},
) {
  const user = userEvent.setup(options);
  const view = renderRoutes(
    [
      { path: '/cashier/deposit/:id', element: <DepositPage /> },
      { path: '/cashier', element: <Landmark name="cashier" /> },
      { path: '/account', element: <Landmark name="account" /> },
    ],
    { path },
  );
  const amount = await screen.findByLabelText(AMOUNT);
  const submit = screen.getByRole('button', { name: 'Report Deposit' });
  return { ...view, user, amount, submit, proof: screen.getByLabelText(PROOF) };
}

const banks = async () => (await api.call('cashier.metadata', {})).banks;

const openDeposits = async () =>
  (await api.call('cashier.openRequests', { query: { isClosed: false } })).filter(
    (request) => request.type === 'deposit',
  );

/** Counts the uploads that reach the server. */
function countUploads() {
  const uploads = { count: 0 };
  server.use(
    http.post('*/w/api/FileUploader/SaveDocument', () => {
      uploads.count += 1;
      return undefined; // on to the mock's own handler
    }),
  );
  return uploads;
}

describe('DepositPage', () => {
  it('preselects the method and the bank from the address and shows the user account', async () => {
    await logInAs('demo');
    const bank = (await banks())[1];
    if (!bank) throw new Error('the seed has banks');
    await renderDeposit(`/cashier/deposit/BankDeposit?bank=${bank.bankGuid}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Report Deposit' })).toBeVisible();
    const method = screen.getByLabelText('Method');
    expect(method).toHaveValue('BankDeposit');
    // Only the methods the cashier offers: Cash deposit is Unavailable.
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bank transfer', 'Bank deposit']);
    expect(screen.getByLabelText('Bank account')).toHaveValue(bank.bankGuid);
    expect(screen.getByLabelText('User account')).toHaveValue('demo');
    expect(screen.getByLabelText('User account')).toHaveAttribute('readonly');
    expect(screen.getByText('Upload photo required')).toBeInTheDocument();
    const proof = screen.getByLabelText(PROOF);
    expect(proof).toHaveAccessibleName(PROOF);
    expect(proof).toHaveAccessibleDescription('Upload photo required');
    expect(screen.getByRole('link', { name: 'Back to the Cashier' })).toHaveAttribute(
      'href',
      '/cashier',
    );
  });

  it.each(['Cash', 'Bitcoin'])(
    'says the %s method is not available, with the way back',
    async (id) => {
      await logInAs('demo');
      renderRoutes([{ path: '/cashier/deposit/:id', element: <DepositPage /> }], {
        path: `/cashier/deposit/${id}`,
      });
      expect(await screen.findByText('This deposit method is not available.')).toBeVisible();
      expect(screen.queryByLabelText(AMOUNT)).toBeNull();
      const back = screen.getAllByRole('link', { name: 'Back to the Cashier' });
      expect(back.map((link) => link.getAttribute('href'))).toEqual(['/cashier', '/cashier']);
    },
  );

  it('says what is wrong with each field, beside it', async () => {
    await logInAs('demo');
    const { user, amount, submit, proof } = await renderDeposit();
    await user.click(submit);
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription(REQUIRED);
    });
    expect(screen.getByLabelText('Bank account')).toHaveAccessibleDescription(REQUIRED);
    // The contract asks for the photo once the other fields are right.
    await user.type(amount, '25');
    await user.selectOptions(screen.getByLabelText('Bank account'), 'Popular · 812-345678-9');
    await user.click(submit);
    await waitFor(() => {
      expect(proof).toBeInvalid();
    });
    expect(proof).toHaveAccessibleDescription('Upload photo required');
    expect(screen.getByText('Upload photo required')).toHaveClass('text-destructive');

    const expectMessage = async (typed: string, message: string) => {
      await user.clear(amount);
      await user.type(amount, typed);
      await waitFor(() => {
        expect(amount).toHaveAccessibleDescription(message);
      });
    };
    await expectMessage('9.99', 'The amount is below the minimum allowed.');
    await expectMessage('10.005', 'Enter the amount in dollars and cents (at most two decimals).');
    await expectMessage('ten', 'Enter a valid amount.');
    await expectMessage('10', '');
    expect(await openDeposits()).toHaveLength(1); // only the seeded one: nothing was filed
  });

  it('refuses a file that is not an image, or too large, before any upload', async () => {
    await logInAs('demo');
    const uploads = countUploads();
    // A picker can be told to show every file: the browser's accept list is only a hint.
    const { user, proof } = await renderDeposit(undefined, { applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    await user.upload(proof, pdf);
    expect(
      screen.getByText(
        'This file is not an image we accept: choose a JPEG, PNG, GIF, WebP or SVG photo.',
      ),
    ).toBeInTheDocument();
    expect(proof).toBeInvalid();

    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(proof, huge);
    expect(
      screen.getByText('This photo is larger than 5 MB: choose a smaller one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(uploads.count).toBe(0);
    expect(screen.getByText('Upload photo required')).toBeInTheDocument();
  });

  it('shows the upload progress, blocks the submit meanwhile, then says Photo Uploaded', async () => {
    await logInAs('demo');
    controlUploads();
    const { user, proof, submit } = await renderDeposit();
    await user.upload(proof, pngFile('my-receipt.png'));
    const bar = screen.getByRole('progressbar', { name: 'Uploading the photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(submit).toBeDisabled();
    expect(proof).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Preview of my-receipt.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    const xhr = ControlledXhr.sent[0];
    if (!xhr) throw new Error('the photo was not sent');
    expect(xhr.url).toMatch(/\/w\/api\/FileUploader\/SaveDocument\?documentTypeId=4$/);
    act(() => {
      xhr.progress(40, 100);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => {
      xhr.respond(200, { fileName: '0123456789abcdef0123456789abcdef.png' });
    });
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Upload photo required')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submit).toBeEnabled();
  });

  it('stops loading when the upload fails, and a retry uploads it', async () => {
    await logInAs('demo');
    mock.state.scenario.errors['files.saveDocument'] = 500;
    const { user, proof, submit } = await renderDeposit();
    await user.upload(proof, pngFile('receipt.png'));
    expect(await screen.findByText('The photo could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByText('Injected failure for files.saveDocument')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submit).toBeEnabled();
    expect(proof).toBeEnabled();
    expect(screen.getByText('Upload photo required')).toBeInTheDocument();

    mock.state.scenario.errors = {};
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('The photo could not be uploaded.')).toBeNull();
  });

  it('replacing the photo revokes the old preview, and leaving revokes the last one', async () => {
    await logInAs('demo');
    const { user, proof, unmount } = await renderDeposit();
    await user.upload(proof, pngFile('first.png'));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
    const first = screen.getByRole('img', { name: 'Preview of first.png' }).getAttribute('src');
    await user.upload(proof, pngFile('second.png'));
    expect(await screen.findByRole('img', { name: 'Preview of second.png' })).toBeVisible();
    expect(urls.revoked).toEqual([first]);
    const second = screen.getByRole('img', { name: 'Preview of second.png' }).getAttribute('src');
    unmount();
    expect(urls.revoked).toEqual([first, second]);
  });

  it('files the deposit once, with its proof, then goes to /account', async () => {
    await logInAs('demo');
    const bank = (await banks())[0];
    if (!bank) throw new Error('the seed has banks');
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const filed = { count: 0 };
    server.use(
      http.post('*/w/api/cashier/withdraw/request', async () => {
        filed.count += 1;
        await gate;
        return undefined;
      }),
    );
    const before = await openDeposits();
    const { user, amount, proof, submit } = await renderDeposit();
    await user.type(amount, '250.50');
    await user.selectOptions(screen.getByLabelText('Bank account'), bank.bankGuid);
    await user.upload(proof, pngFile('receipt.png'));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => {
      expect(submit).toBeDisabled();
    });
    expect(submit).toHaveAccessibleDescription('Sending your report…');
    await user.click(submit);
    release();

    expect(await screen.findByText('landed on account')).toBeInTheDocument();
    expect(await screen.findByText('Request has been succesfully created')).toBeInTheDocument();
    expect(filed.count).toBe(1);
    const after = await openDeposits();
    expect(after).toHaveLength(before.length + 1);
    const created = after.find((request) => !before.some((old) => old.guid === request.guid));
    expect(created).toMatchObject({ amount: 250.5, method: 'BankTransfer' });
    expect(created?.imagesUrl).toHaveLength(1);
  });

  it("keeps the values and shows the server's message when the deposit is refused", async () => {
    await logInAs('demo');
    const bank = (await banks())[0];
    if (!bank) throw new Error('the seed has banks');
    const { user, amount, proof, submit } = await renderDeposit();
    await user.type(amount, '6000');
    await user.selectOptions(screen.getByLabelText('Bank account'), bank.bankGuid);
    await user.upload(proof, pngFile('receipt.png'));
    expect(await screen.findByText('Photo Uploaded')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('The amount cannot be more than 5000.00.')).toBeInTheDocument();
    expect(amount).toHaveValue('6000');
    expect(screen.getByLabelText('Bank account')).toHaveValue(bank.bankGuid);
    expect(screen.getByText('Photo Uploaded')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(screen.queryByText('landed on account')).toBeNull();
  });
});
