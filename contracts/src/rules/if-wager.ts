import type { FormMessageKey } from '../forms/messages.ts';
import { FORM_MESSAGE_KEYS } from '../forms/messages.ts';

export function maxIfWagerAmount(slipToWin: number): number {
  return Number.isFinite(slipToWin) ? Math.max(0, slipToWin) : 0;
}

export function validateIfWagerAmount(amount: number, slipToWin: number): FormMessageKey | null {
  if (!Number.isFinite(amount)) return FORM_MESSAGE_KEYS.amountNumber;
  if (amount < 0) return FORM_MESSAGE_KEYS.amountNotNegative;
  if (amount > maxIfWagerAmount(slipToWin)) return FORM_MESSAGE_KEYS.ifWagerAmountMax;
  return null;
}
