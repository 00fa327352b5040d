import { defineEndpoint } from '../../http/endpoint.ts';
import { AccountSnapshotSchema } from '../../schemas/account.ts';

export const snapshot = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/snapshot',
  response: AccountSnapshotSchema,
  summary:
    "The account page's data: user info, this week's figures, pending tickets, open wallet requests, bonuses.",
});
