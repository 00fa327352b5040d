import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { defineEndpoint } from '../../http/endpoint.ts';
import { guid } from '../../http/fields.ts';
import { WalletRequestSchema } from '../../schemas/cashier.ts';

export const cancelRequest = defineEndpoint({
  method: 'DELETE',
  path: '/w/api/cashier/withdraw/request/{id}',
  pathParams: z.object({ id: extendApi(guid(), { description: 'guid of the wallet request.' }) }),
  response: WalletRequestSchema,
  errors: [404, 409],
  money: true,
  summary: 'Cancels a Pending wallet request; answers it with status Cancelled.',
  description:
    "404 for an unknown request or another customer's; 409 when it is already approved or no longer Pending.",
});
