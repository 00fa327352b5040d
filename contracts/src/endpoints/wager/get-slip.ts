import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { BetSlipSchema } from '../../schemas/sportsbook.ts';

export const SlipParamsSchema = z.object({
  slipId: z.string().min(1),
});

export const getSlip = defineEndpoint({
  method: 'GET',
  path: '/w/api/wager/slip/{slipId}',
  pathParams: SlipParamsSchema,
  response: BetSlipSchema,
  errors: [404],
  summary: 'The bet slip with current prices; changed picks carry hasChanged.',
});
