import { z } from 'zod';
import { validateIfWagerAmount } from '../rules/if-wager.ts';
import { atLeast, optionalAmount, optionalId, requiredAmount, requiredId } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface WagerFormSchemaOptions {
  minAmount: number;
  /** settingUI.maxAmount; a missing limit does not limit. */
  maxAmount?: number;
  slipToWin: number;
  bonusMode: boolean;
  /** The language the amount is typed in (decision 170); 'en' when not given. */
  locale?: string;
}

export function createWagerFormSchema({
  minAmount,
  maxAmount = Number.POSITIVE_INFINITY,
  slipToWin,
  bonusMode,
  locale,
}: WagerFormSchemaOptions) {
  return z.object({
    wagerAmount: requiredAmount(
      (amount) =>
        atLeast(
          minAmount,
          FORM_MESSAGE_KEYS.amountBelowMinimum,
        )(amount).max(maxAmount, FORM_MESSAGE_KEYS.amountAboveMaximum),
      locale,
    ),
    ifWagerAmount: optionalAmount(undefined, locale).superRefine((amount, ctx) => {
      if (amount === undefined) return;
      const message = validateIfWagerAmount(amount, slipToWin);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
    bonusId: bonusMode ? requiredId(FORM_MESSAGE_KEYS.bonusRequired) : optionalId(),
  });
}

export type WagerForm = z.infer<ReturnType<typeof createWagerFormSchema>>;
