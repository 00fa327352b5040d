import { z } from 'zod';
import { isoDateTime } from '../http/fields.ts';

/** The customer record kept with the session (SPEC §1), and shown by the account and terms forms. */
export const CustomerSchema = z.object({
  customerId: z
    .number()
    .int()
    .nonnegative()
    .describe('0 when the user has no customer record yet; the main shell needs a value above 0.'),
  lastAcceptanceTerms: isoDateTime()
    .nullable()
    .describe('When the customer last accepted the terms; null when never accepted.'),
  agentName: z.string().describe('Name of the agent, quoted in the responsible-gaming statement.'),
  firstName: z.string(),
  lastName: z.string(),
  personalIdNumber: z.string().describe('Identity document or RNC number; empty when not on file.'),
  city: z.string(),
  emailAddress: z.string(),
  phone: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;
