import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { isoDate } from '../../http/fields.ts';
import { SportEventsSchema } from '../../schemas/sportsbook.ts';

export const listSportEvents = defineEndpoint({
  method: 'GET',
  path: '/w/api/sportEvent',
  query: z.object({
    date: isoDate().optional().describe('Day of the events (yyyy-MM-dd); omitted: today.'),
    sportName: z.string().min(1).optional().describe('Only this sport; omitted: every sport.'),
  }),
  response: SportEventsSchema,
  auth: 'anonymous',
  summary: 'Sports, leagues with counts and games with their first odds row.',
  description:
    'Anonymous: the public sports page shows it to visitors, and logged-in screens use it for ' +
    'the sports menu. Read-only: its prices carry no offer ids.',
});
