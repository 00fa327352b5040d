import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { answer, createTestApp, login, problemOf } from '../../testing/test-app.ts';
import { call, withdrawal } from '../cashier/cashier-test-kit.ts';
import { sampleReceiptPng } from './sample-image.ts';
import { NOT_AN_IMAGE } from './save-document.ts';
import { upload, uploadedFileName } from './upload-test-kit.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('uploaded files', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeEach(async () => {
    app = await createTestApp();
    demo = await login(app, 'demo');
  });
  afterEach(async () => {
    await app.close();
  });

  const fetchFile = (link: string) => app.inject({ method: 'GET', url: link });
  const link = (query: string, fileName: string, token = demo) =>
    call(app, 'PUT', `/FileUploader?${query}`, { token, payload: { fileName } });

  it('stores an uploaded PNG and serves the same bytes back with its content type', async () => {
    const bytes = sampleReceiptPng();
    const saved = answer(
      'files.saveDocument',
      await upload(app, demo, { bytes, name: 'proof.png' }),
    );
    expect(saved.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    const response = await fetchFile(`/w/api/FileUploader/files/${saved.fileName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    expect(
      app.mockState.db.document.findFirst({ where: { fileName: { equals: saved.fileName } } }),
    ).toMatchObject({
      userId: 1001,
      documentTypeId: 4,
      originalName: 'proof.png',
      referenceId: null,
    });
  });

  it('keeps an SVG message attachment and serves it as SVG, without letting it run', async () => {
    const svg = text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    const saved = answer(
      'files.saveDocument',
      await upload(app, demo, {
        bytes: svg,
        type: 'image/svg+xml',
        name: 'a.svg',
        documentTypeId: 5,
      }),
    );
    expect(saved.fileName).toMatch(/\.svg$/);
    const response = await fetchFile(`/w/api/FileUploader/files/${saved.fileName}`);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a text file with 415, also when it claims to be an image', async () => {
    const plain = await upload(app, demo, {
      bytes: text('hello'),
      type: 'text/plain',
      name: 'a.txt',
    });
    expect(plain.statusCode).toBe(415);
    expect(problemOf(plain).message).toBe(NOT_AN_IMAGE);
    const disguised = await upload(app, demo, { bytes: text('hello'), type: 'image/png' });
    expect(disguised.statusCode).toBe(415);
    expect(app.mockState.db.document.count({ where: { userId: { equals: 1001 } } })).toBe(
      app.mockState.db.document.count({
        where: { userId: { equals: 1001 }, documentTypeId: { equals: 4 } },
      }) +
        app.mockState.db.document.count({
          where: { userId: { equals: 1001 }, documentTypeId: { equals: 5 } },
        }),
    );
  });

  it('refuses a file above 5 MB with 413', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(sampleReceiptPng());
    const response = await upload(app, demo, { bytes: big });
    expect(response.statusCode).toBe(413);
  });

  it('refuses another document type with 400 and a call without a session with 401', async () => {
    expect((await upload(app, demo, { documentTypeId: 3 })).statusCode).toBe(400);
    expect((await upload(app, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers 404 problem+json for an unknown file name', async () => {
    const response = await fetchFile(
      '/w/api/FileUploader/files/0123456789abcdef0123456789abcdef.png',
    );
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemOf(response).message).toBe('File not found');
  });

  it("links an upload to the caller's wallet request, once however often it is repeated", async () => {
    const request = answer(
      'cashier.createRequest',
      await call(app, 'POST', '/cashier/withdraw/request', {
        token: demo,
        payload: withdrawal(app),
      }),
    );
    const fileName = await uploadedFileName(app, demo);
    const query = `referenceId=${request.guid}&referenceType=WalletRequest`;
    expect(answer('files.link', await link(query, fileName))).toEqual({ success: true });
    expect(answer('files.link', await link(query, fileName))).toEqual({ success: true });
    const open = answer(
      'cashier.openRequests',
      await call(app, 'GET', '/cashier/withdraw/request-open', { token: demo }),
    );
    expect(open.find((r) => r.guid === request.guid)?.imagesUrl).toEqual([
      `/w/api/FileUploader/files/${fileName}`,
    ]);
  });

  it("answers 404 when linking someone else's file or to someone else's request", async () => {
    const newbie = await login(app, 'newbie');
    const theirFile = await uploadedFileName(app, newbie);
    const ownRequest = answer(
      'cashier.createRequest',
      await call(app, 'POST', '/cashier/withdraw/request', {
        token: demo,
        payload: withdrawal(app),
      }),
    );
    const ownQuery = `referenceId=${ownRequest.guid}&referenceType=WalletRequest`;
    const foreignFile = await link(ownQuery, theirFile);
    expect(foreignFile.statusCode).toBe(404);
    expect(problemOf(foreignFile).message).toBe('File not found');
    expect((await link(ownQuery, 'missing.png')).statusCode).toBe(404);

    const theirRequest = answer(
      'cashier.openRequests',
      await call(app, 'GET', '/cashier/withdraw/request-open', { token: newbie }),
    )[0];
    const ownFile = await uploadedFileName(app, demo);
    const foreignRequest = await link(
      `referenceId=${theirRequest?.guid ?? ''}&referenceType=WalletRequest`,
      ownFile,
    );
    expect(foreignRequest.statusCode).toBe(404);
    expect(problemOf(foreignRequest).message).toBe('Wallet request not found');
  });

  it('links an attachment to a message the caller sent, and not to one they received', async () => {
    const sent = app.mockState.db.message.findFirst({ where: { senderId: { equals: 1001 } } });
    const received = app.mockState.db.message.findFirst({
      where: { recipientId: { equals: 1001 }, senderId: { notEquals: 1001 } },
    });
    const fileName = await uploadedFileName(app, demo, 5);
    if (!sent || !received) throw new Error('the seed has messages sent and received by demo');
    expect(
      (await link(`referenceId=${sent.messageGuid}&referenceType=Message`, fileName)).statusCode,
    ).toBe(200);
    const stored = app.mockState.db.message.findFirst({
      where: { messageGuid: { equals: sent.messageGuid } },
    });
    expect(stored).toMatchObject({
      hasAttachment: true,
      attachmentLink: fileName,
      attachmentName: 'receipt.png',
    });
    expect(
      (await link(`referenceId=${received.messageGuid}&referenceType=Message`, fileName))
        .statusCode,
    ).toBe(404);
  });
});
