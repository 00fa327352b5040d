import {
  RecordStatusSchema,
  RequestStateSchema,
  WalletMethodCodeSchema,
  WalletRequestTypeSchema,
  type WalletRequest,
} from '@sportsbook/contracts/schemas/cashier';
import type { MockState } from '../../db/state.ts';
import { fileLinkOf } from '../files/file-link.ts';

export type WalletRequestRecord = NonNullable<
  ReturnType<MockState['db']['walletRequest']['findFirst']>
>;

/**
 * The contract WalletRequest of a stored request (a plain object: records carry internal symbols).
 * Stored enum fields are parsed, so a record the control API corrupted fails loudly here.
 */
export function toWalletRequestDto(_state: MockState, record: WalletRequestRecord): WalletRequest {
  return {
    guid: record.guid,
    createdDate: record.createdDate,
    amount: record.amount,
    type: WalletRequestTypeSchema.parse(record.type),
    requestState: RequestStateSchema.parse(record.requestState),
    status: RecordStatusSchema.parse(record.status),
    method: WalletMethodCodeSchema.parse(record.method),
    // The model keeps '' until the back office processes the request; the contract says null.
    authorizationNumber: record.authorizationNumber || null,
    comments: [...record.comments],
    imagesUrl: record.imagesUrl.map(fileLinkOf),
    isApproved: record.isApproved,
  };
}
