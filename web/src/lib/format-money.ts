const formatters = new Map<string, Intl.NumberFormat>();

/** Money as the screens show it: two decimals with the language's grouping, e.g. $1,000.00 in en. */
export function formatMoney(amount: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
