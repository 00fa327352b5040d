import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { BetSlipSchema } from '../../schemas/sportsbook.ts';

export const swapTeaser = defineEndpoint({
  method: 'PUT',
  path: '/w/api/wager/swap-betslip-teaser',
  body: {
    kind: 'json',
    schema: z.object({
      betSlipId: z.string().min(1),
      teaserName: z
        .string()
        .min(1)
        .nullable()
        .describe('Name of the teaser to put on the slip; null takes the teaser off.'),
    }),
  },
  response: BetSlipSchema,
  errors: [404, 409],
  summary: 'Changes the teaser of a slip that already holds picks; answers the slip.',
  description:
    '409 when the slip cannot take that teaser (too many teams, an if bet, a pick the teaser ' +
    'does not allow); its message is shown under "SWAP TEASER" and the client restores the ' +
    'previous teaser. 404 when the slip or the teaser name is unknown.',
});
