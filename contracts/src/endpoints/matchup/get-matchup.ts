import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MatchupSchema } from '../../schemas/sportsbook.ts';

export const MatchupParamsSchema = z.object({
  id: z.string().min(1).describe('Event id; may contain an underscore (child or self matchup).'),
});

export const getMatchup = defineEndpoint({
  method: 'GET',
  path: '/w/api/matchup/{id}',
  pathParams: MatchupParamsSchema,
  response: MatchupSchema.nullable(),
  summary: 'One event with every period of odds, for the event detail page.',
  description:
    'An unknown or no longer offered event answers 200 with null (the client then goes to /), ' +
    'as the real API does, rather than 404.',
});
