import { MONEY_MAX } from './money.ts';

// Amounts as people type them (decision 170). The language decides which mark is the decimal
// separator and which groups thousands (es: 1.000,50; en: 1,000.50). The other mark is read too
// where it cannot be misread: thousands come in groups of exactly three digits, so a lone mark
// followed by one or two digits ("25.50" in es, "25,5" in en) can only be a decimal separator.
// Everything else that is not a plain number in the language's own format is refused, never guessed.

export type AmountProblem = 'malformed' | 'subCent' | 'negative' | 'tooLarge';

export type AmountReading =
  | { ok: true; blank: false; cents: number; amount: number }
  | { ok: true; blank: true }
  | { ok: false; problem: AmountProblem };

interface Separators {
  decimal: '.' | ',';
  group: '.' | ',';
}

const separatorCache = new Map<string, Separators>();

/** The language's decimal mark (from Intl); the group mark is the other of '.' and ','. */
export function amountSeparators(locale: string): Separators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  const separators: Separators = { decimal, group: decimal === ',' ? '.' : ',' };
  separatorCache.set(locale, separators);
  return separators;
}

const escape = (mark: string) => `\\${mark}`;
const MAX_WHOLE_DIGITS = String(MONEY_MAX).length;

/** The whole part and the fraction as digit strings, or undefined when the text is no number. */
function splitNumber(body: string, { decimal, group }: Separators) {
  const d = escape(decimal);
  const g = escape(group);
  const own = new RegExp(`^(\\d*|[1-9]\\d{0,2}(?:${g}\\d{3})+)(?:${d}(\\d*))?$`).exec(body);
  if (own && /\d/.test(body)) {
    return { whole: (own[1] ?? '').replaceAll(group, ''), fraction: own[2] ?? '' };
  }
  // The other mark, once, with one or two digits after it: no group has fewer than three.
  const other = new RegExp(`^(\\d*)${g}(\\d{1,2})$`).exec(body);
  if (other) return { whole: other[1] ?? '', fraction: other[2] ?? '' };
  return undefined;
}

/**
 * Reads a typed amount in the given language into whole cents. Blank is its own answer (a field
 * may be optional); a malformed number, a fraction of a cent, a negative amount or one above
 * MONEY_MAX each say so, for the field to show the message that fits.
 */
export function readAmountInput(text: string, locale: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, blank: true };
  const sign = /^[+-]/.test(trimmed) ? trimmed.charAt(0) : '';
  const parts = splitNumber(trimmed.slice(sign.length).trim(), amountSeparators(locale));
  if (!parts) return { ok: false, problem: 'malformed' };
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (sign === '-' && /[1-9]/.test(whole + parts.fraction))
    return { ok: false, problem: 'negative' };
  if (/[1-9]/.test(parts.fraction.slice(2))) return { ok: false, problem: 'subCent' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  const cents = Number(whole || '0') * 100 + Number(parts.fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MONEY_MAX * 100) return { ok: false, problem: 'tooLarge' };
  return { ok: true, blank: false, cents, amount: cents / 100 };
}

/** The typed amount as a number, NaN when it cannot be read (for to-win shown while typing). */
export function amountInputValue(text: string, locale: string): number {
  const reading = readAmountInput(text, locale);
  return reading.ok && !reading.blank ? reading.amount : Number.NaN;
}
