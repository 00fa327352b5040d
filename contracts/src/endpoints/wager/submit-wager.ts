import { defineEndpoint } from '../../http/endpoint.ts';
import { SaveWagerRequestSchema, SaveWagerResponseSchema } from '../../schemas/sportsbook.ts';

export const submitWager = defineEndpoint({
  method: 'POST',
  path: '/w/api/wager',
  body: { kind: 'json', schema: SaveWagerRequestSchema },
  response: SaveWagerResponseSchema,
  errors: [404],
  money: true,
  summary: 'Places the slip as a ticket, paid from the balance or with a bonus.',
  description:
    'A bet the rules refuse answers 200 with isSuccess false and the reasons in error ' +
    '("Bet not accepted" shows the first ruleDesc). 404 when the slip is unknown.',
});
