import { z } from 'zod';
import { guid, isoDateTime } from '../http/fields.ts';
import { SIGNUP_AGENT_ID } from '../rules/constants.ts';
import { StatusMessageSchema } from './session.ts';
import { TicketSchema } from './ticket.ts';
import { WalletRequestSchema } from './cashier.ts';

/** Ten digits, as the sign-up and terms forms require of a phone number. */
const phoneNumber = () => z.string().regex(/^\d{10}$/, 'Expected exactly 10 digits');

// The customer record lives in its own module: the session store reads it on every page, /login
// included, without the rest of the account's schemas (issue 27's size budget).
export { CustomerSchema, type Customer } from './customer.ts';

/** The customer fields the sign-up and the terms form write; both apply the same rules. */
export const CustomerFieldsSchema = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  personalIdNumber: z.string().trim().min(1).describe('Identity document or RNC number.'),
  city: z.string().trim().min(1),
  emailAddress: z.string().email(),
  phone: phoneNumber(),
});
export type CustomerFields = z.infer<typeof CustomerFieldsSchema>;

export const AccountStandingSchema = z.object({
  balance: z.number().describe('Current account balance.'),
});
export type AccountStanding = z.infer<typeof AccountStandingSchema>;

export const AccountSummarySchema = z.object({
  currentBalance: z.number(),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const WeeklyFigureRowSchema = z.object({
  date: isoDateTime('The day this row covers (its midnight).'),
  ticketCount: z.number().int().nonnegative(),
  amountPending: z.number().describe('Amount at risk in tickets still pending from that day.'),
  balance: z.number().describe('Win/loss of the day.'),
  depositAmount: z.number(),
  withdrawAmount: z.number(),
  endBalance: z.number().describe('Account balance at the end of the day.'),
});
export type WeeklyFigureRow = z.infer<typeof WeeklyFigureRowSchema>;

export const BonusSchema = z.object({
  bonusId: z.number().int().describe('Sent as authorizationNumber when a wager is paid with it.'),
  bonusName: z.string(),
  amount: z.number().describe('Amount the bonus was granted with.'),
  balance: z.number().describe('Amount of the bonus still available.'),
  expirationDate: isoDateTime(),
});
export type Bonus = z.infer<typeof BonusSchema>;

export const UserInfoSchema = z.object({
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  currentBalance: z.number(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const AccountSnapshotSchema = z.object({
  userInfo: UserInfoSchema,
  figure: z.array(WeeklyFigureRowSchema).describe('Rows of the current week.'),
  pendingTickets: z.array(TicketSchema),
  walletRequest: z
    .array(WalletRequestSchema)
    .describe('Open deposit and withdraw requests (the list is named in the singular).'),
  bonusList: z.array(BonusSchema),
});
export type AccountSnapshot = z.infer<typeof AccountSnapshotSchema>;

export const MenuOptionSchema = z.object({
  label: z.string(),
  navigationURL: z
    .string()
    .nullable()
    .describe('Address of the service; options without one are hidden.'),
  icon: z.string().nullable().describe('Icon name; null shows the default icon.'),
  reqURLToken: z
    .boolean()
    .describe('The service needs a casino token appended to its address before it opens.'),
});
export type MenuOption = z.infer<typeof MenuOptionSchema>;

export const RegistrationMetadataSchema = z.object({
  agentGroupCodeRequired: z.boolean().describe('Whether the sign-up form asks for agentGroupCode.'),
  allowCustomerRegistration: z.boolean(),
});
export type RegistrationMetadata = z.infer<typeof RegistrationMetadataSchema>;

export const TokenMetadataSchema = z.object({
  tokenCode: z
    .string()
    .nullable()
    .describe('Agent group code the sign-up pre-fills and no longer requires; null when none.'),
});
export type TokenMetadata = z.infer<typeof TokenMetadataSchema>;

export { AppMetadataSchema, type AppMetadata } from './app-metadata.ts';

export const SignupPayloadSchema = CustomerFieldsSchema.extend({
  agentGroupCode: z
    .string()
    .trim()
    .optional()
    .describe('Required (non-blank) when registration metadata says agentGroupCodeRequired.'),
  password: z.string().min(1),
  passwordConfirmation: z.string().min(1).describe('Must equal password.'),
  agentId: z.number().int().positive().default(SIGNUP_AGENT_ID),
});
export type SignupPayload = z.infer<typeof SignupPayloadSchema>;

export const SignupResponseSchema = StatusMessageSchema.extend({
  statusCode: z.number().int().describe('200 when the user was created; otherwise the failure.'),
  message: z
    .string()
    .describe('The new user name when statusCode is 200; otherwise the text to show.'),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

export const BankAccountTypeSchema = z.enum(['SavingAccount', 'CheckingAccount', 'CreditDebit']);
export type BankAccountType = z.infer<typeof BankAccountTypeSchema>;

export const BankAccountStatusSchema = z.enum(['Active', 'Cancelled']);
export type BankAccountStatus = z.infer<typeof BankAccountStatusSchema>;

/** What the add-bank-account form posts. */
export const NewBankAccountSchema = z.object({
  bankGuid: guid('One of the banks listed in the cashier metadata.'),
  accountNumber: z.string().trim().min(1),
  accountName: z.string().trim().min(1).describe('Name of the account holder.'),
  accountType: BankAccountTypeSchema,
  accountDescription: z.string().default(''),
  status: BankAccountStatusSchema,
  visible: z.literal(true),
});
export type NewBankAccount = z.infer<typeof NewBankAccountSchema>;

/** A bank account the customer has on file; withdrawals name it by accountToken. */
export const CustomerBankAccountSchema = z.object({
  accountToken: z.string().min(1).describe('Sent as bankAccountToken in a withdraw request.'),
  accountNumber: z.string(),
  bankGuid: guid(),
  accountName: z.string(),
  accountType: BankAccountTypeSchema,
  accountDescription: z.string(),
  status: BankAccountStatusSchema,
});
export type CustomerBankAccount = z.infer<typeof CustomerBankAccountSchema>;
