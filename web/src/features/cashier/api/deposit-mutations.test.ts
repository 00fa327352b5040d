import { describe, expect, it } from 'vitest';
import { ApiError } from '@sportsbook/contracts/client';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { api } from '@/lib/api.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { loseNext } from '@sportsbook/mock-server/msw';
import { mock } from '@/test/msw.ts';
import { filedRequest } from '@/components/cashier/wallet-request-call.ts';
import { isAmbiguousFailure, runMoneyCall } from '@/lib/money-call/money-call.ts';
import {
  depositBody,
  fileDeposit,
  linkProof,
  uploadDepositProof,
  type DepositReport,
} from './deposit-mutations.ts';
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

/** The report sent as the form sends it: a money call, then the proof linked to the request. */
async function reportDeposit(report: DepositReport) {
  const outcome = await runMoneyCall(fileDeposit, report, fast);
  if (outcome.kind === 'failed') throw outcome.error;
  if (outcome.kind !== 'answered' && outcome.kind !== 'found') {
    throw new Error(`the report ended ${outcome.kind}`);
  }
  const request = outcome.kind === 'answered' ? outcome.result : outcome.found;
  const linkError = report.fileName ? await linkProof(request, report.fileName) : undefined;
  return { outcome, request, linkError };
}

const fast = { retryMs: [1], whenOnline: () => Promise.resolve() };

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

  it('finds the report filed when its answer is lost, and links the proof to it', async () => {
    await logInAs('demo');
    const before = await openDeposits();
    const fileName = await uploadDepositProof(receipt(), { onProgress: () => undefined });
    loseNext(mock.state, 'cashier.createRequest', 'answer');
    const { outcome, request, linkError } = await reportDeposit({
      amount: 75.5,
      method: 'BankTransfer',
      fileName,
    });
    expect(outcome.kind).toBe('found');
    expect(linkError).toBeUndefined();
    const after = await openDeposits();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((open) => open.guid === request.guid)).toMatchObject({
      amount: 75.5,
      imagesUrl: [`/w/api/FileUploader/files/${fileName}`],
    });
  });

  it('says not done when the report was lost before the server filed it', async () => {
    await logInAs('demo');
    const before = await openDeposits();
    loseNext(mock.state, 'cashier.createRequest', 'request');
    const outcome = await runMoneyCall(
      fileDeposit,
      { amount: 75.5, method: 'BankTransfer', fileName: undefined },
      fast,
    );
    expect(outcome.kind).toBe('notDone');
    expect(await openDeposits()).toHaveLength(before.length);
  });

  it('does not take an older deposit of the same amount for the one just sent', () => {
    const older = { guid: 'a', type: 'deposit', amount: 75.5, method: 'BankTransfer' } as const;
    const body = depositBody({ amount: 75.5, method: 'BankTransfer', fileName: undefined });
    const requests = [older].map((request) => ({
      ...request,
      createdDate: '2026-11-01T00:00:00.000Z',
      requestState: 'Pending' as const,
      status: 'Active' as const,
      authorizationNumber: null,
      comments: [],
      imagesUrl: [],
      isApproved: false,
    }));
    expect(filedRequest(requests, new Set(['a']), body)).toBeUndefined();
    expect(filedRequest(requests, new Set(), body)?.guid).toBe('a');
  });
});

describe('a lost upload', () => {
  it('fails as a lost connection (ambiguous), whether the photo was saved or not', async () => {
    await logInAs('demo');
    for (const part of ['answer', 'request'] as const) {
      loseNext(mock.state, 'files.saveDocument', part);
      const lost = await uploadDepositProof(receipt(), { onProgress: () => undefined }).catch(
        (error: unknown) => error,
      );
      expect(lost).toBeInstanceOf(TypeError);
      expect(isAmbiguousFailure(lost)).toBe(true);
    }
  });
});
