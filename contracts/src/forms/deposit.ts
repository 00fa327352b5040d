import { z } from 'zod';
import { MIN_DEPOSIT_AMOUNT } from '../rules/constants.ts';
import { depositNeedsProof } from './cashier-methods.ts';
import { atLeast, optionalImage, requiredAmount, requiredText } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface DepositSchemaOptions {
  minAmount?: number;
}

export function createDepositSchema({ minAmount = MIN_DEPOSIT_AMOUNT }: DepositSchemaOptions = {}) {
  return z
    .object({
      amount: requiredAmount(atLeast(minAmount, FORM_MESSAGE_KEYS.amountBelowMinimum)),
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
