import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

const passwordToken = () => z.string().min(1).describe('The token from the reset link.');

export const passwordResetVerify = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/PasswordResetVerify',
  query: z.object({ passwordtoken: passwordToken() }),
  body: {
    kind: 'json',
    schema: z.object({
      passwordtoken: passwordToken().describe(
        'The same token as the query; the real API sends both.',
      ),
    }),
  },
  response: z.object({
    isValid: z.boolean().describe('False for an unknown, used or expired token.'),
    userName: z
      .string()
      .nullable()
      .describe('The user the token was issued to; null when invalid.'),
  }),
  auth: 'anonymous',
  summary: 'Checks a password-reset token before the reset screen opens.',
  description: 'An invalid token is an ordinary answer (isValid false), not an error.',
});
