import { z } from 'zod';
import { guid, isoDateTime } from '../http/fields.ts';
import { codeOr } from './codes.ts';
import { money } from './money.ts';

export const WalletRequestTypeSchema = z.enum(['deposit', 'withdraw']);
export type WalletRequestType = z.infer<typeof WalletRequestTypeSchema>;

export const RequestStateSchema = z
  .enum(['Pending', 'Approved', 'Declined', 'Rejected'])
  .describe('Workflow state: Pending until the back office approves, declines or rejects it.');
export type RequestState = z.infer<typeof RequestStateSchema>;

/** The reference list of record statuses the back office uses for methods and requests. */
export const RecordStatusSchema = z.enum(['Active', 'InActive', 'Cancelled', 'Deleted']);
export type RecordStatus = z.infer<typeof RecordStatusSchema>;

/**
 * How money moves. Withdrawals use LocalBranch (default), Cash, BalanceTransfer or BankTransfer;
 * deposit reports use BankTransfer or BankDeposit. The same codes identify the cashier's methods.
 */
export const WalletMethodCodeSchema = z
  .enum(['LocalBranch', 'Cash', 'BalanceTransfer', 'BankTransfer', 'BankDeposit'])
  .describe('Method code; LocalBranch needs a branch, BalanceTransfer a receiver.');
export type WalletMethodCode = z.infer<typeof WalletMethodCodeSchema>;

/** A wallet request's method as answered: SPEC §3 'default LocalBranch, otherwise Cash'. */
export const ReceivedWalletMethodSchema = codeOr(
  WalletMethodCodeSchema.describe(
    'Method code; LocalBranch needs a branch, BalanceTransfer a receiver; any other code reads as Cash.',
  ),
  'Cash',
);

export const WalletRequestSchema = z.object({
  guid: guid(),
  createdDate: isoDateTime(),
  amount: z.number().positive(),
  type: WalletRequestTypeSchema,
  requestState: RequestStateSchema,
  status: RecordStatusSchema.describe('Record status; Cancelled once the customer cancelled it.'),
  method: ReceivedWalletMethodSchema,
  authorizationNumber: z
    .string()
    .nullable()
    .describe('Set by the back office when it processes the request; null before.'),
  comments: z.array(z.string()).describe('Notes from the back office, oldest first.'),
  imagesUrl: z
    .array(z.string())
    .describe('Links to the attached proof files, resolved against the API base URL.'),
  isApproved: z.boolean().describe('Once true the request can no longer be cancelled.'),
});
export type WalletRequest = z.infer<typeof WalletRequestSchema>;

/**
 * What POST /cashier/withdraw/request carries. Despite its path it files both withdrawals and
 * deposit reports (type 'deposit', with the uploaded proof's file name in fileURL).
 */
export const WalletRequestPayloadSchema = z
  .object({
    fileURL: z
      .string()
      .min(1)
      .nullish()
      .describe(
        'File name answered by FileUploader/SaveDocument (deposit proof); empty otherwise.',
      ),
    amount: money('Amount to withdraw, or the amount deposited.'),
    type: WalletRequestTypeSchema,
    peferredDate: isoDateTime()
      .nullish()
      .describe('Date the customer prefers to collect the withdrawal (spelled as the API does).'),
    method: WalletMethodCodeSchema.default('LocalBranch'),
    branchGuid: guid().nullish().describe('Branch to collect at; required for LocalBranch.'),
    receiverId: z
      .string()
      .min(1)
      .default('SELF')
      .describe('Account receiving a BalanceTransfer; SELF for the customer.'),
    bankAccountToken: z
      .string()
      .min(1)
      .nullish()
      .describe("accountToken of one of the customer's stored bank accounts."),
  })
  .superRefine((payload, ctx) => {
    if (payload.type === 'withdraw' && payload.method === 'LocalBranch' && !payload.branchGuid) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['branchGuid'],
        message: 'A branch is required for LocalBranch withdrawals.',
      });
    }
  });
export type WalletRequestPayload = z.infer<typeof WalletRequestPayloadSchema>;

export const AccountTransactionSchema = z.object({
  number: z
    .string()
    .describe('Transaction number; contains ACCTDEP for deposits and ACCTWITH for withdrawals.'),
  id: z.number().int(),
  date: isoDateTime(),
  amount: z.number(),
  newBalance: z.number().describe('Balance right after this transaction.'),
  reason: z.string().describe('Type of the movement, shown in the type column.'),
});
export type AccountTransaction = z.infer<typeof AccountTransactionSchema>;

/** One deposit or withdraw method the cashier offers. */
export const WalletMethodSchema = z.object({
  id: WalletMethodCodeSchema.describe('Method code; also the {id} of the cashier routes.'),
  name: z.string().describe('Label to show.'),
  icon: z.string().nullable().describe('Icon name or image URL; null for the default icon.'),
  enabled: z.boolean(),
  disabled: z.boolean(),
  available: z.boolean().describe('False shows the method as Unavailable.'),
  status: RecordStatusSchema.describe('Only Active methods can be chosen.'),
});
export type WalletMethod = z.infer<typeof WalletMethodSchema>;

/** A house bank account a customer can deposit into. */
export const BankSchema = z.object({
  bankGuid: guid(),
  bankFullName: z.string(),
  urlLogo: z.string().nullable(),
  accountNo: z.string(),
  accountName: z.string().describe('Owner of the account.'),
  accountCaption: z.string().describe('Further detail shown with the account, e.g. its type.'),
  name: z.string().describe('Short bank name.'),
});
export type Bank = z.infer<typeof BankSchema>;

export const CashierSystemSettingsSchema = z.object({
  withdrawMethods: z
    .array(WalletMethodSchema)
    .describe("Every withdraw method with its status; the account page's withdraw dialog uses it."),
});
export type CashierSystemSettings = z.infer<typeof CashierSystemSettingsSchema>;

export { BranchSchema, BranchZoneSchema, type Branch, type BranchZone } from './branch.ts';
