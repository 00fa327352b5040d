import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { StatusMessageSchema } from '../../schemas/session.ts';

export const passwordResetRequest = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/PasswordResetRequest',
  body: {
    kind: 'json',
    schema: z.object({
      userName: z.string().min(1),
      email: z.string().min(1).describe('Must be the email on file for that user.'),
    }),
  },
  response: StatusMessageSchema,
  auth: 'anonymous',
  summary: 'Emails the user a link to /passwordReset carrying a one-time token and the user name.',
  description:
    'A user name and email that do not match a user answer 400 with the message to show.',
});
