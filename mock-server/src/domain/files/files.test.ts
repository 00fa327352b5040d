import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { appPerTest } from '../../testing/test-app.ts';
import {
  failureOf,
  fetchLink,
  logIn,
  testClient,
  type CustomerClient,
  type QueryOf,
} from '../../testing/test-client.ts';
import { problemOf } from '../../testing/test-raw-request.ts';
import { fileRequest, withdrawal } from '../../testing/cashier-test-steps.ts';
import { sampleReceiptPng } from './sample-image.ts';
import { NOT_AN_IMAGE } from './save-document.ts';
import { upload, uploadedFileName } from '../../testing/files-test-steps.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('uploaded files', () => {
  const world = appPerTest();
  let demo: CustomerClient;
  beforeEach(async () => {
    demo = await logIn(world.app, 'demo');
  });

  const fetchFile = (link: string) => fetchLink(world.app, link);
  const link = (query: QueryOf<'files.link'>, fileName: string, api: ApiClient = demo) =>
    api.call('files.link', { query, body: { fileName } });
  const toRequest = (referenceId: string): QueryOf<'files.link'> => ({
    referenceId,
    referenceType: 'WalletRequest',
  });
  const toMessage = (referenceId: string): QueryOf<'files.link'> => ({
    referenceId,
    referenceType: 'Message',
  });

  it('stores an uploaded PNG and serves the same bytes back with its content type', async () => {
    const bytes = sampleReceiptPng();
    const saved = await upload(demo, { bytes, name: 'proof.png' });
    expect(saved.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    const response = await fetchFile(`/w/api/FileUploader/files/${saved.fileName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(
      world.state.db.document.findFirst({ where: { fileName: { equals: saved.fileName } } }),
    ).toMatchObject({
      userId: 1001,
      documentTypeId: 4,
      originalName: 'proof.png',
      referenceId: null,
    });
  });

  it('keeps an SVG message attachment and serves it as SVG, without letting it run', async () => {
    const svg = text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    const saved = await upload(demo, {
      bytes: svg,
      type: 'image/svg+xml',
      name: 'a.svg',
      documentTypeId: 5,
    });
    expect(saved.fileName).toMatch(/\.svg$/);
    const response = await fetchFile(`/w/api/FileUploader/files/${saved.fileName}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a text file with 415, also when it claims to be an image', async () => {
    const plain = await failureOf(
      upload(demo, { bytes: text('hello'), type: 'text/plain', name: 'a.txt' }),
    );
    expect(plain).toMatchObject({ status: 415, message: NOT_AN_IMAGE });
    const disguised = await failureOf(upload(demo, { bytes: text('hello'), type: 'image/png' }));
    expect(disguised.status).toBe(415);
    expect(world.state.db.document.count({ where: { userId: { equals: 1001 } } })).toBe(
      world.state.db.document.count({
        where: { userId: { equals: 1001 }, documentTypeId: { equals: 4 } },
      }) +
        world.state.db.document.count({
          where: { userId: { equals: 1001 }, documentTypeId: { equals: 5 } },
        }),
    );
  });

  it('refuses a file above 5 MB with 413', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(sampleReceiptPng());
    expect((await failureOf(upload(demo, { bytes: big }))).status).toBe(413);
  });

  it('refuses another document type with 400 and a call without a session with 401', async () => {
    expect((await failureOf(upload(demo, { documentTypeId: 3 }))).status).toBe(400);
    expect((await failureOf(upload(testClient(world.app, 'not-a-token')))).status).toBe(401);
  });

  it('answers 404 problem+json for an unknown file name', async () => {
    const response = await fetchFile(
      '/w/api/FileUploader/files/0123456789abcdef0123456789abcdef.png',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(problemOf(await response.json()).message).toBe('File not found');
  });

  it("links an upload to the caller's wallet request, once however often it is repeated", async () => {
    const request = await fileRequest(demo, withdrawal(world.state));
    const fileName = await uploadedFileName(demo);
    expect(await link(toRequest(request.guid), fileName)).toEqual({ success: true });
    expect(await link(toRequest(request.guid), fileName)).toEqual({ success: true });
    const open = await demo.call('cashier.openRequests', { query: {} });
    expect(open.find((r) => r.guid === request.guid)?.imagesUrl).toEqual([
      `/w/api/FileUploader/files/${fileName}`,
    ]);
  });

  it("answers 404 when linking someone else's file or to someone else's request", async () => {
    const newbie = await logIn(world.app, 'newbie');
    const theirFile = await uploadedFileName(newbie);
    const ownRequest = await fileRequest(demo, withdrawal(world.state));
    const foreignFile = await failureOf(link(toRequest(ownRequest.guid), theirFile));
    expect(foreignFile).toMatchObject({ status: 404, message: 'File not found' });
    expect((await failureOf(link(toRequest(ownRequest.guid), 'missing.png'))).status).toBe(404);

    const theirRequest = (await newbie.call('cashier.openRequests', { query: {} }))[0];
    const ownFile = await uploadedFileName(demo);
    const foreignRequest = await failureOf(link(toRequest(theirRequest?.guid ?? ''), ownFile));
    expect(foreignRequest).toMatchObject({ status: 404, message: 'Wallet request not found' });
  });

  it('links an attachment to a message the caller sent, and not to one they received', async () => {
    const sent = world.state.db.message.findFirst({ where: { senderId: { equals: 1001 } } });
    const received = world.state.db.message.findFirst({
      where: { recipientId: { equals: 1001 }, senderId: { notEquals: 1001 } },
    });
    const fileName = await uploadedFileName(demo, 5);
    if (!sent || !received) throw new Error('the seed has messages sent and received by demo');
    expect(await link(toMessage(sent.messageGuid), fileName)).toEqual({ success: true });
    const stored = world.state.db.message.findFirst({
      where: { messageGuid: { equals: sent.messageGuid } },
    });
    expect(stored).toMatchObject({
      hasAttachment: true,
      attachmentLink: fileName,
      attachmentName: 'receipt.png',
    });
    expect((await failureOf(link(toMessage(received.messageGuid), fileName))).status).toBe(404);
  });
});
