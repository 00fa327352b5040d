import { defineEndpoint } from '../../http/endpoint.ts';
import { SportEventsSchema } from '../../schemas/sportsbook.ts';

export const todayEvents = defineEndpoint({
  method: 'GET',
  path: '/w/api/sportevent/today-events',
  response: SportEventsSchema,
  auth: 'anonymous',
  summary: "Today's sports, leagues and games for the public sports page.",
  description:
    'Same shape as GET /sportEvent for the current day; visitors see it without logging in.',
});
