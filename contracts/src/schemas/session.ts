import { z } from 'zod';
import { TeaserSchema } from './teaser.ts';

export const SettingUISchema = z.object({
  language: z.string().describe('Preferred language code, e.g. en or es.'),
  acceptanceOfTermsEnabled: z.boolean(),
  minAmount: z.number().nonnegative().describe('Smallest wager and withdrawal amount.'),
  maxAmount: z.number().nonnegative().describe('Largest wager and withdrawal amount.'),
  allowIf: z.boolean(),
  allowTeaser: z.boolean(),
  cashOutEnabled: z.boolean(),
  enableCashierOnLine: z.boolean(),
  quickGameEnabled: z.boolean(),
  allowBankAccount: z.boolean(),
  maxHistoryDays: z.number().int().positive().default(60),
});
export type SettingUI = z.infer<typeof SettingUISchema>;

/** What POST /token answers: the logged-in user's session. */
export const UserSessionSchema = z.object({
  token: z.string().min(1).describe('Opaque bearer token for authenticated calls.'),
  userName: z.string(),
  userId: z.number().int(),
  accountBalance: z.number(),
  pwdChangeFlag: z.boolean().describe('When set, the user must change the password first.'),
  teasers: z.array(TeaserSchema),
  settingUI: SettingUISchema,
});
export type UserSession = z.infer<typeof UserSessionSchema>;

/** The plain `{ statusCode, message }` answer several account calls share. */
export const StatusMessageSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
});
export type StatusMessage = z.infer<typeof StatusMessageSchema>;
