import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

const passwordToken = () => z.string().min(1).describe('The token from the reset link.');

export const PasswordResetVerifyQuerySchema = z.object({ passwordtoken: passwordToken() });
export type PasswordResetVerifyQuery = z.infer<typeof PasswordResetVerifyQuerySchema>;

export const PasswordResetVerifyRequestSchema = z.object({
  passwordtoken: passwordToken().describe('The same token as the query; the real API sends both.'),
});
export type PasswordResetVerifyRequest = z.infer<typeof PasswordResetVerifyRequestSchema>;

export const PasswordResetVerifyResponseSchema = z.object({
  isValid: z.boolean().describe('False for an unknown, used or expired token.'),
  userName: z.string().nullable().describe('The user the token was issued to; null when invalid.'),
});
export type PasswordResetVerifyResponse = z.infer<typeof PasswordResetVerifyResponseSchema>;

export const passwordResetVerify = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/PasswordResetVerify',
  query: PasswordResetVerifyQuerySchema,
  body: { kind: 'json', schema: PasswordResetVerifyRequestSchema },
  response: PasswordResetVerifyResponseSchema,
  auth: 'anonymous',
  summary: 'Checks a password-reset token before the reset screen opens.',
  description: 'An invalid token is an ordinary answer (isValid false), not an error.',
});
