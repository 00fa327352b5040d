import { z } from 'zod';
import { MIN_DEPOSIT_AMOUNT } from '../rules/constants.ts';
import { depositNeedsProof } from './cashier-methods.ts';
import { atLeast, optionalImage, requiredAmount, requiredText } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface DepositSchemaOptions {
  minAmount?: number;
  /** The language the amount is typed in (decision 170); 'en' when not given. */
  locale?: string;
}

export function createDepositSchema({
  minAmount = MIN_DEPOSIT_AMOUNT,
  locale,
}: DepositSchemaOptions = {}) {
  return z
    .object({
      amount: requiredAmount(atLeast(minAmount, FORM_MESSAGE_KEYS.amountBelowMinimum), locale),
      method: requiredText(),
      bankAccount: requiredText(),
      proofImage: optionalImage(),
    })
    .superRefine((form, ctx) => {
      if (depositNeedsProof(form.method) && form.proofImage === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['proofImage'],
          message: FORM_MESSAGE_KEYS.uploadPhotoRequired,
        });
      }
    });
}

export type DepositForm = z.infer<ReturnType<typeof createDepositSchema>>;
