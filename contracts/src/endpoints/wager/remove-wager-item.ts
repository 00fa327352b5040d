import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryBoolean, queryInt } from '../../http/fields.ts';
import { BetSlipSchema } from '../../schemas/sportsbook.ts';
import { SlipParamsSchema } from './get-slip.ts';

export const removeWagerItem = defineEndpoint({
  method: 'DELETE',
  path: '/w/api/wager/item/{slipId}',
  pathParams: SlipParamsSchema,
  query: z.object({
    itemId: queryInt(),
    isIf: queryBoolean().default(false),
  }),
  response: BetSlipSchema,
  errors: [404],
  summary: 'Removes one pick from the slip; answers the slip (with no items after the last one).',
});
