import type { MockState } from '../../db/state.ts';

export type DocumentRecord = NonNullable<ReturnType<MockState['db']['document']['findFirst']>>;

/** A stored upload of this user, or null: someone else's file is as unknown as a missing one. */
export function findOwnDocument(
  state: MockState,
  userId: number,
  fileName: string,
): DocumentRecord | null {
  const document = state.db.document.findFirst({ where: { fileName: { equals: fileName } } });
  return document?.userId === userId && state.files.has(fileName) ? document : null;
}

export interface StoreDocument {
  userId: number;
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
  documentTypeId: number;
  originalName: string;
  createdAt: Date;
  reference?: { id: string; type: 'WalletRequest' | 'Message' };
}

/** Keeps the bytes in state.files and the metadata in db.document (seeds and uploads alike). */
export function storeDocument(state: MockState, document: StoreDocument): DocumentRecord {
  state.files.set(document.fileName, document.bytes);
  return state.db.document.create({
    fileName: document.fileName,
    userId: document.userId,
    documentTypeId: document.documentTypeId,
    contentType: document.contentType,
    originalName: document.originalName,
    size: document.bytes.byteLength,
    referenceId: document.reference?.id ?? null,
    referenceType: document.reference?.type ?? null,
    createdAt: document.createdAt.toISOString(),
  });
}
