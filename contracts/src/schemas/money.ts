import { z } from 'zod';
import { extendApi } from '@anatine/zod-openapi';
import { MONEY_MAX, snapToCents } from '../rules/money.ts';

// Every money field of every request goes through these: a finite number of whole cents within
// sane bounds, or a 400 naming the field. The checks are zod's own (min, max, multipleOf), so the
// OpenAPI document and schema-driven generators (zod-fast-check) see them; float noise such as
// 0.1 + 0.2 is first snapped to its cents so multipleOf judges the amount the client meant.

const CENT = 0.01;
const CENTS_MESSAGE = 'Amounts are whole cents: at most two decimals.';

const inWords = (min: number) =>
  `Money: whole cents (at most two decimals), from ${min.toFixed(2)} to ${MONEY_MAX.toFixed(2)}.`;

function describeMoney(min: number, description?: string) {
  return description ? `${description} ${inWords(min)}` : inWords(min);
}

function amountNumber(min: number) {
  return z
    .number()
    .finite('Amounts must be finite numbers.')
    .min(min)
    .max(MONEY_MAX)
    .multipleOf(CENT, CENTS_MESSAGE);
}

// z.preprocess types its input as unknown; built directly, the field keeps `number` as its input
// type, so typed callers cannot send anything else.
function snapped(schema: z.ZodNumber, description: string) {
  const effects = new z.ZodEffects<z.ZodNumber, number, number>({
    schema,
    typeName: z.ZodFirstPartyTypeKind.ZodEffects,
    effect: {
      type: 'preprocess',
      transform: (value: unknown): unknown =>
        typeof value === 'number' ? snapToCents(value) : value,
    },
  });
  return effects.describe(description);
}

/** A money amount of at least one cent (a stake, a deposit, a withdrawal, a quick-game bet). */
export const money = (description?: string) =>
  snapped(amountNumber(CENT), describeMoney(CENT, description));

/** A money amount that may be 0 (an amount not entered yet, an if-bet amount). */
export const moneyOrZero = (description?: string) =>
  snapped(amountNumber(0), describeMoney(0, description));

// Query strings carry text: at most two decimals written out, or the typed number from a caller.
const MONEY_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/** A money amount in a query string (its text form, or the typed number from a caller), at least 0. */
export const queryMoney = (description?: string) =>
  extendApi(
    z.union([
      moneyOrZero(),
      z
        .string()
        .regex(MONEY_TEXT, CENTS_MESSAGE)
        .transform((text) => Number(text))
        .pipe(moneyOrZero()),
    ]),
    { description: describeMoney(0, description) },
  );
