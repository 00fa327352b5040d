import { z } from 'zod';
import { validateIfWagerAmount } from '../rules/if-wager.ts';
import { atLeast, optionalAmount, optionalId, requiredAmount, requiredId } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface WagerFormSchemaOptions {
  minAmount: number;
  slipToWin: number;
  bonusMode: boolean;
}

export function createWagerFormSchema({ minAmount, slipToWin, bonusMode }: WagerFormSchemaOptions) {
  return z.object({
    wagerAmount: requiredAmount(atLeast(minAmount, FORM_MESSAGE_KEYS.amountBelowMinimum)),
    ifWagerAmount: optionalAmount().superRefine((amount, ctx) => {
      if (amount === undefined) return;
      const message = validateIfWagerAmount(amount, slipToWin);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
    bonusId: bonusMode ? requiredId(FORM_MESSAGE_KEYS.bonusRequired) : optionalId(),
  });
}

export type WagerForm = z.infer<ReturnType<typeof createWagerFormSchema>>;
