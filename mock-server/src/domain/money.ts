/** Money is kept in cents-exact numbers: round every computed amount to two decimals. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;
