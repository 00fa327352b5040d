import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listTransactions } from './list-transactions.ts';
import { listOpenRequests } from './list-open-requests.ts';
import { listRequests } from './list-requests.ts';
import { createRequest } from './create-request.ts';
import { cancelRequest } from './cancel-request.ts';
import { getCashierMetadata } from './get-cashier-metadata.ts';

/** The cashier area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'cashier.transactions': listTransactions,
  'cashier.openRequests': listOpenRequests,
  'cashier.listRequests': listRequests,
  'cashier.createRequest': createRequest,
  'cashier.cancelRequest': cancelRequest,
  'cashier.metadata': getCashierMetadata,
} as const satisfies AreaEndpoints<'cashier'>;
