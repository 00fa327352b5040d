import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { moneyOrZero } from '../../schemas/money.ts';
import { BetSlipSchema } from '../../schemas/sportsbook.ts';

export const addWagerItem = defineEndpoint({
  method: 'POST',
  path: '/w/api/wager/item',
  body: {
    kind: 'json',
    schema: z.object({
      offerId: z.string().min(1).describe('Offer id from a matchup offer or odds price.'),
      betSlipId: z
        .string()
        .min(1)
        .nullable()
        .optional()
        .describe(
          'The current slip; omit or send null on the first pick and the server creates one.',
        ),
      wagerAmount: moneyOrZero('The stake as typed so far.').default(0),
      ifWagerAmount: moneyOrZero('The if-bet stake as typed so far.').default(0),
      isIf: z.boolean().default(false).describe('Add the pick to the if-bet part of the slip.'),
      teaserId: z
        .number()
        .int()
        .nullable()
        .default(null)
        .describe('Teaser chosen while the slip was empty.'),
    }),
  },
  response: BetSlipSchema,
  errors: [404],
  summary: 'Adds a pick to the bet slip, creating the slip on the first pick; answers the slip.',
  description:
    'A pick the rules refuse still answers 200: the slip comes back with its error list (ruleDesc ' +
    'is shown). 404 when betSlipId or offerId is unknown.',
});
