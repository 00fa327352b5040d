import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { StatusMessageSchema } from '../../schemas/session.ts';

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/password/reset',
  body: {
    kind: 'json',
    schema: z.object({
      userName: z.string().min(1),
      currentPassword: z.string().min(1),
      newPassword: z.string().min(1),
    }),
  },
  response: StatusMessageSchema,
  summary: "Changes the caller's password (voluntary or forced); clears pwdChangeFlag.",
  description:
    "A wrong current password, or a userName other than the caller's, answers 400 with the message to show.",
});
