import { z } from 'zod';
import { WITHDRAW_METHODS } from './cashier-methods.ts';
import { optionalText, requiredAmount, requiredText } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface WithdrawPageSchemaOptions {
  balance: number;
  /** The language the amount is typed in (decision 170); 'en' when not given. */
  locale?: string;
}

const FIELD_REQUIRED_BY_METHOD = {
  [WITHDRAW_METHODS.balanceTransfer]: 'receiverId',
  [WITHDRAW_METHODS.localBranch]: 'branchGuid',
  [WITHDRAW_METHODS.bankTransfer]: 'bankAccountToken',
} as const;

function requiredFieldFor(method: string) {
  return Object.entries(FIELD_REQUIRED_BY_METHOD).find(([name]) => name === method)?.[1];
}

export function createWithdrawPageSchema({ balance, locale }: WithdrawPageSchemaOptions) {
  return z
    .object({
      method: requiredText(),
      amount: requiredAmount(
        (amount) =>
          amount
            .positive(FORM_MESSAGE_KEYS.amountPositive)
            .max(balance, FORM_MESSAGE_KEYS.amountAboveBalance),
        locale,
      ),
      receiverId: optionalText(),
      branchGuid: optionalText(),
      bankAccountToken: optionalText(),
    })
    .superRefine((form, ctx) => {
      const field = requiredFieldFor(form.method);
      if (field !== undefined && form[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: FORM_MESSAGE_KEYS.required });
      }
    });
}

export type WithdrawPageForm = z.infer<ReturnType<typeof createWithdrawPageSchema>>;
