import type { EndpointParsedInput } from '@sportsbook/contracts/endpoint';
import type { Registry } from '@sportsbook/contracts/registry';
import type { MockState } from '../../db/state.ts';
import { notFound } from '../errors.ts';
import type { UserRecord } from '../handler.ts';
import { findOwnDocument, type DocumentRecord } from './documents.ts';

type LinkDocumentQuery = EndpointParsedInput<Registry['files.link']>['query'];

function linkToWalletRequest(
  state: MockState,
  owner: UserRecord,
  document: DocumentRecord,
  guid: string,
) {
  const request = state.db.walletRequest.findFirst({
    where: { guid: { equals: guid }, userId: { equals: owner.userId } },
  });
  if (!request) throw notFound('Wallet request');
  state.db.walletRequest.update({
    where: { guid: { equals: guid } },
    data: {
      imagesUrl: (previous: string[]) =>
        previous.includes(document.fileName) ? previous : [...previous, document.fileName],
    },
  });
}

// A message belongs to the customer who wrote it; a mass message has one copy per recipient, all
// under the same guid, so every copy gets the attachment.
function linkToMessage(
  state: MockState,
  owner: UserRecord,
  document: DocumentRecord,
  guid: string,
) {
  const where = { messageGuid: { equals: guid }, senderId: { equals: owner.userId } };
  if (state.db.message.count({ where }) === 0) throw notFound('Message');
  state.db.message.updateMany({
    where,
    data: {
      hasAttachment: true,
      attachmentName: document.originalName,
      attachmentLink: document.fileName,
    },
  });
}

/** Attaches one of the caller's uploads to their wallet request or message; repeating it is harmless. */
export function linkDocument(
  state: MockState,
  owner: UserRecord,
  reference: LinkDocumentQuery,
  fileName: string,
): { success: boolean } {
  const document = findOwnDocument(state, owner.userId, fileName);
  if (!document) throw notFound('File');
  if (reference.referenceType === 'WalletRequest') {
    linkToWalletRequest(state, owner, document, reference.referenceId);
  } else {
    linkToMessage(state, owner, document, reference.referenceId);
  }
  state.db.document.update({
    where: { fileName: { equals: fileName } },
    data: { referenceId: reference.referenceId, referenceType: reference.referenceType },
  });
  return { success: true };
}
