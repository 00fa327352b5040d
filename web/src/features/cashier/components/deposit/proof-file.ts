import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';

/** The image formats the server stores (FileUploader/SaveDocument answers 415 for any other). */
export const PROOF_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;

/** The file input's accept list: the picker offers these formats first. */
export const PROOF_ACCEPT = PROOF_IMAGE_TYPES.join(',');

export type ProofRefusal = 'notImage' | 'tooLarge';

const isAcceptedType = (type: string): boolean =>
  PROOF_IMAGE_TYPES.some((accepted) => accepted === type.toLowerCase());

/**
 * Why a picked file cannot be the proof, before anything is uploaded (issue 11: refused in the
 * browser with a clear message): not one of the stored image formats, or above the server's limit.
 */
export function refusalOf(file: File): ProofRefusal | null {
  if (!isAcceptedType(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The server's upload limit as people read it, e.g. '5 MB'. */
export const MAX_UPLOAD_SIZE = `${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;
