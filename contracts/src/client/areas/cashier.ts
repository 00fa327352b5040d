import type { Registry } from '../../registry.ts';
import { listTransactions } from '../../endpoints/cashier/list-transactions.ts';
import { listOpenRequests } from '../../endpoints/cashier/list-open-requests.ts';
import { listRequests } from '../../endpoints/cashier/list-requests.ts';
import { createRequest } from '../../endpoints/cashier/create-request.ts';
import { cancelRequest } from '../../endpoints/cashier/cancel-request.ts';
import { getCashierMetadata } from '../../endpoints/cashier/get-cashier-metadata.ts';

/** The cashier area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'cashier.transactions': listTransactions,
  'cashier.openRequests': listOpenRequests,
  'cashier.listRequests': listRequests,
  'cashier.createRequest': createRequest,
  'cashier.cancelRequest': cancelRequest,
  'cashier.metadata': getCashierMetadata,
} as const satisfies Pick<
  Registry,
  | 'cashier.transactions'
  | 'cashier.openRequests'
  | 'cashier.listRequests'
  | 'cashier.createRequest'
  | 'cashier.cancelRequest'
  | 'cashier.metadata'
>;
