import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDate, queryInt } from '../../http/fields.ts';
import { MatchupSchema } from '../../schemas/sportsbook.ts';
import { MATCHUP_FIRST_PAGE } from '../../rules/constants.ts';

export const listMatchups = defineEndpoint({
  method: 'GET',
  path: '/w/api/matchup',
  query: z.object({
    league: z.string().min(1).optional().describe('League short name; omitted: every league.'),
    date: isoDate().optional().describe('Day of the events (yyyy-MM-dd); omitted: today.'),
    page: queryInt().pipe(z.number().int().min(1)).default(MATCHUP_FIRST_PAGE),
    size: queryInt().pipe(z.number().int().min(1).max(100)).default(30),
  }),
  response: z.object({
    items: z.array(MatchupSchema),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    totalCount: z.number().int().nonnegative().describe('Matchups over all pages.'),
  }),
  summary: 'Matchups of one league and day, with their offers, one page at a time.',
  description: 'The only paged list of the API. An empty page shows "No sport events listed".',
});
