import type { ApiClient } from '@sportsbook/contracts/client';
import type { QueryOf } from './test-client.ts';
import { sampleReceiptPng } from '../domain/files/sample-image.ts';

export interface UploadOptions {
  bytes?: Uint8Array;
  type?: string;
  name?: string;
  documentTypeId?: QueryOf<'files.saveDocument'>['documentTypeId'];
}

/** FileUploader/SaveDocument as the browser sends it: one multipart file part. */
export function upload(api: ApiClient, options: UploadOptions = {}) {
  const bytes = options.bytes ?? sampleReceiptPng();
  const file = new File([bytes.slice()], options.name ?? 'receipt.png', {
    type: options.type ?? 'image/png',
  });
  return api.call('files.saveDocument', {
    query: { documentTypeId: options.documentTypeId ?? 4 },
    body: { file },
  });
}

/** Uploads the sample PNG and answers its stored file name. */
export async function uploadedFileName(
  api: ApiClient,
  documentTypeId: UploadOptions['documentTypeId'] = 4,
) {
  return (await upload(api, { documentTypeId })).fileName;
}
