import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { UserSessionSchema } from '../../schemas/session.ts';

export const token = defineEndpoint({
  method: 'POST',
  path: '/w/api/token',
  body: {
    kind: 'json',
    schema: z.object({
      userName: z.string().min(1),
      password: z.string().min(1),
      clientId: z.string().min(1).describe('The web client identifier.'),
    }),
  },
  response: UserSessionSchema,
  auth: 'anonymous',
  summary: 'Log in with user name and password; answers the user session with its token.',
  description: 'Wrong credentials answer 400 with the message to show under the login form.',
});
