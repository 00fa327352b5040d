import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

export const getCasinoToken = defineEndpoint({
  method: 'POST',
  path: '/w/api/Casino/GetToken',
  body: {
    kind: 'json',
    schema: z.object({
      userId: z.string().min(1).describe("The caller's user name (not the numeric userId)."),
    }),
  },
  response: z.object({
    token: z.string().min(1).describe('Appended to the external service address before it opens.'),
  }),
  errors: [403, 503],
  summary: 'A one-time token for the casino or another external service that needs one.',
  description:
    "403 when userId is not the caller's user name; 503 when the casino provider cannot be reached.",
});
