import type { AreaHandlers } from '../handler.ts';
import { createWalletRequest } from './create-request.ts';
import { branchZones, cashierMetadata } from './metadata.ts';
import { cancelRequest, listOpenRequests, listRequests } from './requests.ts';
import { listTransactions } from './transactions.ts';

export const cashierHandlers: AreaHandlers<
  | 'cashier.transactions'
  | 'cashier.openRequests'
  | 'cashier.listRequests'
  | 'cashier.createRequest'
  | 'cashier.cancelRequest'
  | 'cashier.metadata'
  | 'reference.branches'
> = {
  'cashier.transactions': ({ state, caller }, { query }) =>
    listTransactions(state, caller.user, query),
  'cashier.openRequests': ({ state, caller }, { query }) =>
    listOpenRequests(state, caller.user, query),
  'cashier.listRequests': ({ state, caller }, { query }) => listRequests(state, caller.user, query),
  'cashier.createRequest': ({ state, caller }, { body }) =>
    createWalletRequest(state, caller, body),
  'cashier.cancelRequest': ({ state, caller }, { params }) =>
    cancelRequest(state, caller.user, params.id),
  'cashier.metadata': ({ state, caller }) => cashierMetadata(state, caller),
  'reference.branches': ({ state }) => branchZones(state),
};
