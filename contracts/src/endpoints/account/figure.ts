import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { queryInt } from '../../http/fields.ts';
import { WeeklyFigureRowSchema } from '../../schemas/account.ts';

export const figure = defineEndpoint({
  method: 'GET',
  path: '/w/api/account/figure',
  query: z.object({
    week: queryInt()
      .refine((week) => week >= 0, 'week cannot be negative')
      .describe('How many weeks back: 0 = this week, 1 = one week ago, and so on.'),
  }),
  response: z.array(WeeklyFigureRowSchema),
  summary: 'Weekly figures: one row per day of the chosen week, oldest first.',
  description:
    'The current week has rows only up to today. A week older than maxHistoryDays answers an empty list.',
});
