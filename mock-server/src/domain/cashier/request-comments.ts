import type { MockState } from '../../db/state.ts';
import { notFound } from '../errors.ts';
import type { WalletRequestRecord } from './wallet-request-dto.ts';

/**
 * Adds a back-office note to a request. Array fields only change through an updater (a plain array
 * would be merged into the old one), and the model's update takes updaters or plain values, not
 * both: so notes go in their own update.
 */
export function appendComment(
  state: MockState,
  guid: string,
  comment: string,
): WalletRequestRecord {
  const updated = state.db.walletRequest.update({
    where: { guid: { equals: guid } },
    data: { comments: (previous: string[]) => [...previous, comment] },
  });
  if (!updated) throw notFound('Wallet request');
  return updated;
}
