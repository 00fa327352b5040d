import { describe, expect, it } from 'vitest';
import { ApiError } from '@sportsbook/contracts/client';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { reportDeposit, uploadDepositProof } from './deposit-mutations.ts';
import { samplePng, withNodeFiles } from '@/test/node-files.ts';

const receipt = (bytes: Uint8Array = samplePng(), type = 'image/png') =>
  new File([bytes.slice()], 'receipt.png', { type });

const openDeposits = async () =>
  (await api.call('cashier.openRequests', { query: { isClosed: false } })).filter(
    (request) => request.type === 'deposit',
  );

withNodeFiles();

describe('uploadDepositProof', () => {
  it('uploads the photo as a deposit proof and reports the progress up to 100', async () => {
    await logInAs('demo');
    const progress: number[] = [];
    const fileName = await uploadDepositProof(receipt(), {
      onProgress: (percent) => progress.push(percent),
    });
    expect(fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(
      mock.state.db.document.findFirst({ where: { fileName: { equals: fileName } } }),
    ).toMatchObject({ documentTypeId: 4, originalName: 'receipt.png' });
  });

  it("fails with the server's message when the server refuses the file", async () => {
    await logInAs('demo');
    const refusal = uploadDepositProof(receipt(new TextEncoder().encode('hello'), 'image/png'), {
      onProgress: () => undefined,
    });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 415,
      message: 'Only image files (JPEG, PNG, GIF, WebP or SVG) can be uploaded.',
    });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(samplePng());
    await expect(
      uploadDepositProof(receipt(big), { onProgress: () => undefined }),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('stops when aborted', async () => {
    await logInAs('demo');
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadDepositProof(receipt(), { onProgress: () => undefined, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('reportDeposit', () => {
  it('files a pending deposit with the proof linked to it', async () => {
    await logInAs('demo');
    const before = await openDeposits();
    const fileName = await uploadDepositProof(receipt(), { onProgress: () => undefined });
    const { request, linkError } = await reportDeposit({
      amount: 150.25,
      method: 'BankTransfer',
      fileName,
    });
    expect(linkError).toBeUndefined();
    expect(request).toMatchObject({ type: 'deposit', amount: 150.25, requestState: 'Pending' });
    const after = await openDeposits();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((open) => open.guid === request.guid)?.imagesUrl).toEqual([
      `/w/api/FileUploader/files/${fileName}`,
    ]);
  });

  it('answers the new request and the link failure when only the link fails', async () => {
    await logInAs('demo');
    const fileName = await uploadDepositProof(receipt(), { onProgress: () => undefined });
    mock.state.scenario.errors['files.link'] = 500;
    const { request, linkError } = await reportDeposit({
      amount: 20,
      method: 'BankDeposit',
      fileName,
    });
    expect(request.requestState).toBe('Pending');
    expect(linkError).toMatchObject({ status: 500 });
  });

  it("refuses a deposit below the minimum with the server's message", async () => {
    await logInAs('demo');
    const fileName = await uploadDepositProof(receipt(), { onProgress: () => undefined });
    await expect(
      reportDeposit({ amount: 5, method: 'BankTransfer', fileName }),
    ).rejects.toMatchObject({ status: 400, message: 'The minimum deposit is 10.00.' });
  });
});
