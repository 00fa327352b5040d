import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSchema } from '@anatine/zod-openapi';
import { MONEY_MAX } from '../rules/money.ts';
import { money, moneyOrZero, queryMoney } from './money.ts';

const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success;

describe('money()', () => {
  it('takes whole cents from one cent to the maximum', () => {
    expect(money().parse(5)).toBe(5);
    expect(money().parse(10.25)).toBe(10.25);
    expect(money().parse(0.01)).toBe(0.01);
    expect(money().parse(MONEY_MAX)).toBe(MONEY_MAX);
  });

  it('snaps float noise to the cents the client meant', () => {
    expect(money().parse(0.1 + 0.2)).toBe(0.3);
    expect(money().parse(57 * 0.01)).toBe(0.57);
  });

  it.each([
    ['a fraction of a cent', 5.005],
    ['a tenth of a cent', 0.001],
    ['the smallest double', 5e-324],
    ['infinity (1e309 after JSON parsing)', Number.POSITIVE_INFINITY],
    ['minus infinity', Number.NEGATIVE_INFINITY],
    ['NaN', Number.NaN],
    ['zero', 0],
    ['a negative amount', -5],
    ['more than the maximum', MONEY_MAX + 0.01],
    ['text', '5'],
  ])('refuses %s', (_name, value) => {
    expect(refused(money(), value)).toBe(true);
  });

  it('moneyOrZero also takes 0 and nothing below', () => {
    expect(moneyOrZero().parse(0)).toBe(0);
    expect(refused(moneyOrZero(), -0.01)).toBe(true);
    expect(refused(moneyOrZero(), Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('accepts every whole-cents amount in range and refuses every off-cent one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONEY_MAX * 100 }), (cents) => {
        expect(money().parse(cents / 100)).toBe(cents / 100);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX * 100 - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, tenths) => {
          expect(refused(money(), Number(`${cents / 100}`) + tenths / 1000)).toBe(true);
        },
      ),
    );
  });

  it('tells the OpenAPI document the bounds and the cent step', () => {
    expect(generateSchema(money('The stake.'), false, '3.0')).toMatchObject({
      type: 'number',
      minimum: 0.01,
      maximum: MONEY_MAX,
      multipleOf: 0.01,
      description: expect.stringContaining('whole cents') as unknown,
    });
  });
});

describe('queryMoney()', () => {
  it('reads the text form with at most two decimals', () => {
    expect(queryMoney().parse('12.5')).toBe(12.5);
    expect(queryMoney().parse('0')).toBe(0);
    expect(queryMoney().parse(7.25)).toBe(7.25);
  });

  it.each(['12.345', '1e309', 'Infinity', '-1', 'abc', '', '1000000000'])('refuses %j', (text) => {
    expect(refused(queryMoney(), text)).toBe(true);
  });
});
