import type { FastifyInstance } from 'fastify';
import { answer, bearer } from '../../testing/test-app.ts';
import { sampleReceiptPng } from './sample-image.ts';

export interface UploadOptions {
  bytes?: Uint8Array;
  type?: string;
  name?: string;
  documentTypeId?: number | string;
}

/** POST /FileUploader/SaveDocument as the browser sends it: one multipart file part. */
export async function upload(app: FastifyInstance, token: string, options: UploadOptions = {}) {
  const bytes = options.bytes ?? sampleReceiptPng();
  const form = new FormData();
  const file = new Blob([bytes.slice()], { type: options.type ?? 'image/png' });
  form.append('file', file, options.name ?? 'receipt.png');
  // Let the platform encode the multipart body (boundary and all), as a browser would.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/w/api/FileUploader/SaveDocument?documentTypeId=${String(options.documentTypeId ?? 4)}`,
    headers: { ...bearer(token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Uploads the sample PNG and answers its stored file name. */
export async function uploadedFileName(app: FastifyInstance, token: string, documentTypeId = 4) {
  return answer('files.saveDocument', await upload(app, token, { documentTypeId })).fileName;
}
