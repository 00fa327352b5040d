import { z } from 'zod';
import { PHONE_DIGITS } from '../rules/constants.ts';
import type { AmountProblem } from '../rules/amount-input.ts';
import { readAmountInput } from '../rules/amount-input.ts';
import { isWholeCents, MONEY_MAX } from '../rules/money.ts';
import { isBlankInput, parseDecimalInput } from '../rules/number-input.ts';
import type { FormMessageKey } from './messages.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

const REQUIRED = FORM_MESSAGE_KEYS.required;

export const requiredChoice = { errorMap: () => ({ message: REQUIRED }) };

export function requiredText() {
  return z
    .string({ required_error: REQUIRED, invalid_type_error: REQUIRED })
    .trim()
    .min(1, REQUIRED);
}

// Passwords are sent as typed: leading or trailing spaces may be part of them.
export function requiredSecret() {
  return z.string({ required_error: REQUIRED, invalid_type_error: REQUIRED }).min(1, REQUIRED);
}

export function optionalText() {
  return z.preprocess(
    (value) => (isBlankInput(value) ? undefined : value),
    z.string().trim().optional(),
  );
}

// pipe() stops at the first stage's failure, so an empty field reports "required" only.
export function requiredEmail() {
  return requiredText().pipe(z.string().email(FORM_MESSAGE_KEYS.email));
}

export function requiredPhone() {
  const digits = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
  return requiredText().pipe(z.string().regex(digits, FORM_MESSAGE_KEYS.phoneDigits));
}

// HTML inputs hand over strings: '' must read as missing (z.coerce.number would make it 0) and
// junk such as '12abc' as not-a-number.
function toNumberInput(value: unknown): unknown {
  if (isBlankInput(value)) return undefined;
  return typeof value === 'string' ? parseDecimalInput(value) : value;
}

// What a typed amount that cannot be money gets told (decision 170): not "required" for junk.
const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, FormMessageKey> = {
  malformed: FORM_MESSAGE_KEYS.amountNumber,
  subCent: FORM_MESSAGE_KEYS.amountCents,
  negative: FORM_MESSAGE_KEYS.amountNotNegative,
  tooLarge: FORM_MESSAGE_KEYS.amountAboveMaximum,
};

// Typed text is read in the bettor's language (rules/amount-input.ts); a reading that is no
// amount stops here with its own message. Numbers (a bonus stake set by the app) pass through.
function toAmountInput(locale: string) {
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (isBlankInput(value)) return undefined;
    if (typeof value !== 'string') return value;
    const reading = readAmountInput(value, locale);
    if (reading.ok) return reading.blank ? undefined : reading.amount;
    ctx.addIssue({
      code: 'custom',
      message: AMOUNT_PROBLEM_MESSAGES[reading.problem],
      fatal: true,
    });
    return z.NEVER;
  };
}

function amountNumber() {
  return z
    .number({ required_error: REQUIRED, invalid_type_error: FORM_MESSAGE_KEYS.amountNumber })
    .finite(FORM_MESSAGE_KEYS.amountNumber)
    .nonnegative(FORM_MESSAGE_KEYS.amountNotNegative);
}

// Money is whole cents (rules/money.ts): a typed 10.005 is refused beside the field. A value
// that is no finite number already has its own message.
// Nor is any amount above MONEY_MAX, whatever a form's own limits say.
const inCents = (amount: z.ZodNumber) =>
  amount
    .refine(
      (value) => !Number.isFinite(value) || value <= MONEY_MAX,
      FORM_MESSAGE_KEYS.amountAboveMaximum,
    )
    .refine(
      (value) => !Number.isFinite(value) || value > MONEY_MAX || isWholeCents(value),
      FORM_MESSAGE_KEYS.amountCents,
    );

export type AmountRules = (amount: z.ZodNumber) => z.ZodNumber;

const noRules: AmountRules = (amount) => amount;

/** The language amounts are typed in when a form does not say: the app's default. */
export const DEFAULT_AMOUNT_LOCALE = 'en';

export function requiredAmount(rules: AmountRules = noRules, locale = DEFAULT_AMOUNT_LOCALE) {
  return z.preprocess(toAmountInput(locale), inCents(rules(amountNumber())));
}

export function optionalAmount(rules: AmountRules = noRules, locale = DEFAULT_AMOUNT_LOCALE) {
  return z.preprocess(toAmountInput(locale), inCents(rules(amountNumber())).optional());
}

// A minimum of 0 or less from settings must still not let an amount of 0 through.
export function atLeast(minimum: number, message: FormMessageKey): AmountRules {
  return (amount) =>
    minimum > 0 ? amount.min(minimum, message) : amount.positive(FORM_MESSAGE_KEYS.amountPositive);
}

export function requiredId(message: FormMessageKey = REQUIRED) {
  return z.preprocess(
    toNumberInput,
    z.number({ required_error: message, invalid_type_error: message }).int(message),
  );
}

export function optionalId() {
  return z.preprocess(
    toNumberInput,
    z.number({ invalid_type_error: REQUIRED }).int(REQUIRED).optional(),
  );
}

export function imageFile() {
  return z
    .custom<Blob>((value) => value instanceof Blob, FORM_MESSAGE_KEYS.imageOnly)
    .refine((file) => file.type.startsWith('image/'), FORM_MESSAGE_KEYS.imageOnly);
}

export function optionalImage() {
  return z.preprocess((value) => value ?? undefined, imageFile().optional());
}

/** The customer's own details, asked the same way at sign-up and on the terms form (SPEC §5). */
export function personFields() {
  return {
    firstName: requiredText(),
    lastName: requiredText(),
    personalIdNumber: requiredText(),
    city: requiredText(),
    emailAddress: requiredEmail(),
    phone: requiredPhone(),
  };
}
