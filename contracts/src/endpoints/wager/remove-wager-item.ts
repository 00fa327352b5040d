import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryBoolean, queryInt } from '../../http/fields.ts';
import { BetSlipSchema } from '../../schemas/sportsbook.ts';
import { SlipParamsSchema } from './get-slip.ts';

export const RemoveWagerItemQuerySchema = z.object({
  itemId: queryInt(),
  isIf: queryBoolean().default(false),
});
export type RemoveWagerItemQuery = z.infer<typeof RemoveWagerItemQuerySchema>;

export const removeWagerItem = defineEndpoint({
  method: 'DELETE',
  path: '/w/api/wager/item/{slipId}',
  pathParams: SlipParamsSchema,
  query: RemoveWagerItemQuerySchema,
  response: BetSlipSchema,
  errors: [404],
  summary: 'Removes one pick from the slip; answers the slip (with no items after the last one).',
});
