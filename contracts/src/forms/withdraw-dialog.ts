import { z } from 'zod';
import { maxWithdrawAmount } from '../rules/withdraw.ts';
import { WITHDRAW_METHODS } from './cashier-methods.ts';
import { atLeast, optionalText, requiredAmount, requiredText } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface WithdrawDialogSchemaOptions {
  minAmount: number;
  maxAmount: number;
  balance: number;
  /** The language the amount is typed in (decision 170); 'en' when not given. */
  locale?: string;
}

export function createWithdrawDialogSchema({
  minAmount,
  maxAmount,
  balance,
  locale,
}: WithdrawDialogSchemaOptions) {
  const allowed = maxWithdrawAmount(balance, minAmount);
  return z
    .object({
      method: requiredText(),
      branchGuid: optionalText(),
      amount: requiredAmount(
        (amount) =>
          atLeast(
            minAmount,
            FORM_MESSAGE_KEYS.amountMustBeGreatThan,
          )(amount)
            .max(maxAmount, FORM_MESSAGE_KEYS.amountAboveMaximum)
            .max(allowed, FORM_MESSAGE_KEYS.amountAboveAllowed),
        locale,
      ),
    })
    .superRefine((form, ctx) => {
      if (form.method === WITHDRAW_METHODS.localBranch && form.branchGuid === undefined) {
        ctx.addIssue({ code: 'custom', path: ['branchGuid'], message: FORM_MESSAGE_KEYS.required });
      }
    });
}

export type WithdrawDialogForm = z.infer<ReturnType<typeof createWithdrawDialogSchema>>;
