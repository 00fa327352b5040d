import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { StatusMessageSchema } from '../../schemas/session.ts';

export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/PasswordResetV2',
  body: {
    kind: 'json',
    schema: z.object({
      userName: z.string().min(1),
      newPassword: z.string().min(1),
      passwordToken: z.string().min(1).describe('The token from the reset link.'),
    }),
  },
  response: StatusMessageSchema,
  auth: 'anonymous',
  summary: 'Sets a new password with a reset token; the token is then used up.',
  description: 'An invalid, used or expired token, or one issued to another user, answers 400.',
});
