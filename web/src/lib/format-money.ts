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

const plainFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as it is typed in the language's own format, for placeholders and hints
 * ("0,00" in es, "0.00" in en): the amount fields read that format back (decision 170).
 */
export function formatAmountInput(amount: number, language: string): string {
  let formatter = plainFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    plainFormatters.set(language, formatter);
  }
  return formatter.format(amount);
}
