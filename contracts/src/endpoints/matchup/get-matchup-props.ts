import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { MatchupPropSchema } from '../../schemas/sportsbook.ts';
import { MatchupParamsSchema } from './get-matchup.ts';

export const getMatchupProps = defineEndpoint({
  method: 'GET',
  path: '/w/api/matchup/{id}/Props',
  pathParams: MatchupParamsSchema,
  response: z.array(MatchupPropSchema),
  summary: 'Proposition matchups of an event (the View more wagers list).',
  description:
    'An unknown event answers an empty list, in line with GET /matchup/{id} answering null.',
});
