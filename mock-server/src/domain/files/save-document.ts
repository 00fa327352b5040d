import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import type { MockState } from '../../db/state.ts';
import { DomainError } from '../errors.ts';
import type { UserRecord } from '../handler.ts';
import { storeDocument } from './documents.ts';
import { randomHex } from './random-ids.ts';
import { sniffImage } from './sniff-image.ts';
import { bufferedBytesOf } from './upload-bytes.ts';

export const TOO_LARGE = 'The file is larger than 5 MB.';
export const NOT_AN_IMAGE = 'Only image files (JPEG, PNG, GIF, WebP or SVG) can be uploaded.';

/**
 * Stores one uploaded image for the caller and answers the unguessable name it is kept under.
 * The declared type must say image and the bytes must really be one; the stored content type is
 * the sniffed one, so the file route never serves bytes under a type the client made up.
 */
export function saveUpload(
  state: MockState,
  owner: UserRecord,
  documentTypeId: number,
  file: Blob,
): { fileName: string } {
  // Fastify's multipart limit already answers 413; this covers the MSW transport too.
  if (file.size > MAX_UPLOAD_BYTES) throw new DomainError(413, TOO_LARGE);
  if (!file.type.toLowerCase().startsWith('image/')) throw new DomainError(415, NOT_AN_IMAGE);
  const bytes = bufferedBytesOf(file);
  if (!bytes) throw new DomainError(500, 'The upload was not buffered by the transport');
  const kind = sniffImage(bytes);
  if (!kind) throw new DomainError(415, NOT_AN_IMAGE);

  const fileName = `${randomHex(state.random, 32)}.${kind.extension}`;
  storeDocument(state, {
    userId: owner.userId,
    fileName,
    bytes,
    contentType: kind.contentType,
    documentTypeId,
    originalName: file instanceof File && file.name ? file.name : `upload.${kind.extension}`,
    createdAt: state.now(),
  });
  return { fileName };
}
