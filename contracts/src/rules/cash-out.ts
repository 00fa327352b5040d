import { CASH_OUT_CODE_MAX, CASH_OUT_CODE_MIN } from './constants.ts';

export function generateCashOutCode(random: () => number = Math.random): number {
  const span = CASH_OUT_CODE_MAX - CASH_OUT_CODE_MIN + 1;
  // A random source returning exactly 1 (or more) must not yield a 6-digit code.
  const offset = Math.min(Math.floor(random() * span), span - 1);
  return CASH_OUT_CODE_MIN + Math.max(0, offset);
}

export function isCashOutCodeMatch(typed: string, code: number): boolean {
  return typed.trim() === String(code);
}
