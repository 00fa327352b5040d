import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  atLeast,
  optionalAmount,
  optionalId,
  optionalImage,
  optionalText,
  requiredAmount,
  requiredEmail,
  requiredId,
  requiredPhone,
  requiredSecret,
  requiredText,
} from './fields.ts';
import { imageBlob, messagesByPath } from '../testing/form-test-support.ts';

const field = (schema: z.ZodType) => z.object({ value: schema });
const errors = (schema: z.ZodType, value: unknown) => messagesByPath(field(schema), { value });
const parsed = (schema: z.ZodType, value: unknown): unknown => field(schema).parse({ value }).value;

describe('requiredAmount', () => {
  it('reads typed amounts', () => {
    expect(parsed(requiredAmount(), '12.50')).toBe(12.5);
    expect(parsed(requiredAmount(), ' 7 ')).toBe(7);
    expect(parsed(requiredAmount(), 3)).toBe(3);
  });

  it.each(['', '   ', null, undefined])('reports %j as required, not as 0', (value) => {
    expect(errors(requiredAmount(), value)).toEqual({ value: ['validation.required'] });
  });

  it.each(['abc', '12abc', '0x10', Number.NaN, Number.POSITIVE_INFINITY, true])(
    'reports %j as not an amount',
    (value) => {
      expect(errors(requiredAmount(), value)).toEqual({ value: ['validation.amountNumber'] });
    },
  );

  it('applies the minimum given through atLeast', () => {
    const schema = requiredAmount(atLeast(10, 'validation.amountBelowMinimum'));
    expect(errors(schema, '9.99')).toEqual({ value: ['validation.amountBelowMinimum'] });
    expect(errors(schema, '10')).toEqual({});
  });

  it('refuses 0 when the minimum is not positive', () => {
    const schema = requiredAmount(atLeast(0, 'validation.amountBelowMinimum'));
    expect(errors(schema, '0')).toEqual({ value: ['validation.amountPositive'] });
    expect(errors(schema, '0.5')).toEqual({});
  });
});

describe('optionalAmount', () => {
  it('reads blank as absent', () => {
    expect(parsed(optionalAmount(), '')).toBeUndefined();
    expect(parsed(optionalAmount(), '4')).toBe(4);
    expect(errors(optionalAmount(), 'x')).toEqual({ value: ['validation.amountNumber'] });
  });
});

describe('text fields', () => {
  it('trims required text and refuses blanks', () => {
    expect(parsed(requiredText(), '  Ana ')).toBe('Ana');
    expect(errors(requiredText(), '   ')).toEqual({ value: ['validation.required'] });
    expect(errors(requiredText(), undefined)).toEqual({ value: ['validation.required'] });
  });

  it('keeps secrets as typed', () => {
    expect(parsed(requiredSecret(), ' pw ')).toBe(' pw ');
    expect(errors(requiredSecret(), '')).toEqual({ value: ['validation.required'] });
  });

  it('reads blank optional text as absent', () => {
    expect(parsed(optionalText(), '  ')).toBeUndefined();
    expect(parsed(optionalText(), null)).toBeUndefined();
    expect(parsed(optionalText(), ' x ')).toBe('x');
  });

  it('reports one message per email or phone problem', () => {
    expect(errors(requiredEmail(), '')).toEqual({ value: ['validation.required'] });
    expect(errors(requiredEmail(), 'ana@')).toEqual({ value: ['validation.email'] });
    expect(errors(requiredPhone(), '')).toEqual({ value: ['validation.required'] });
    expect(errors(requiredPhone(), '809555123')).toEqual({ value: ['validation.phoneDigits'] });
    expect(errors(requiredPhone(), '80955512345')).toEqual({ value: ['validation.phoneDigits'] });
    expect(errors(requiredPhone(), '80955512a4')).toEqual({ value: ['validation.phoneDigits'] });
    expect(parsed(requiredPhone(), ' 8095551234 ')).toBe('8095551234');
  });
});

describe('id fields', () => {
  it('read select values as numbers', () => {
    expect(parsed(requiredId(), '-999')).toBe(-999);
    expect(errors(requiredId(), '')).toEqual({ value: ['validation.required'] });
    expect(errors(requiredId('validation.bonusRequired'), '')).toEqual({
      value: ['validation.bonusRequired'],
    });
    expect(parsed(optionalId(), '')).toBeUndefined();
    expect(parsed(optionalId(), '3')).toBe(3);
  });
});

describe('optionalImage', () => {
  it('accepts an image, or nothing', () => {
    const image = imageBlob();
    expect(parsed(optionalImage(), image)).toBe(image);
    expect(parsed(optionalImage(), null)).toBeUndefined();
  });

  it('refuses other files and non-files', () => {
    expect(errors(optionalImage(), imageBlob('application/pdf'))).toEqual({
      value: ['validation.imageOnly'],
    });
    expect(errors(optionalImage(), 'photo.png')).toEqual({ value: ['validation.imageOnly'] });
  });
});

// Decision 170: the field reads the bettor's language and says what is really wrong.
describe('requiredAmount in a language', () => {
  it.each([
    ['es', '25,5', 25.5],
    ['es', '25.50', 25.5],
    ['es', '1.000,50', 1000.5],
    ['en', '1,000.50', 1000.5],
    ['en', '25,5', 25.5],
  ] as const)('%s reads %j as %d', (locale, typed, amount) => {
    expect(parsed(requiredAmount(undefined, locale), typed)).toBe(amount);
  });

  it.each([
    ['es', '1,005', 'validation.amountCents'],
    ['en', '1.005', 'validation.amountCents'],
    ['es', '-5', 'validation.amountNotNegative'],
    ['en', '-5', 'validation.amountNotNegative'],
    ['es', '1.000.000.000', 'validation.amountAboveMaximum'],
    ['en', '99999999999999999999', 'validation.amountAboveMaximum'],
    ['es', '1,000.50', 'validation.amountNumber'],
    ['en', '2,50x', 'validation.amountNumber'],
  ] as const)('%s refuses %j with %s', (locale, typed, message) => {
    const schema = requiredAmount(atLeast(1, 'validation.amountBelowMinimum'), locale);
    expect(errors(schema, typed)).toEqual({ value: [message] });
  });
});
