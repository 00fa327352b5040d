import type { Caller } from './handler.ts';

/** Money is kept in cents-exact numbers: round every computed amount to two decimals. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** An amount as refusal messages write it: two decimals, no currency sign ('5.00'). */
export const formatMoney = (amount: number): string => amount.toFixed(2);

/** The customer's amount limits: the smallest and largest wager, withdrawal and deposit. */
export const limitsOf = ({ settings }: Caller) => ({
  minAmount: settings.minAmount,
  maxAmount: settings.maxAmount,
});
