import { describe, expect, it } from 'vitest';
import { createWagerFormSchema } from './wager.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const schema = createWagerFormSchema({ minAmount: 5, slipToWin: 90, bonusMode: false });

describe('createWagerFormSchema', () => {
  it('accepts an amount at or above the minimum', () => {
    expect(schema.parse({ wagerAmount: '100', ifWagerAmount: '', bonusId: '' })).toEqual({
      wagerAmount: 100,
      ifWagerAmount: undefined,
      bonusId: undefined,
    });
    expect(schema.safeParse({ wagerAmount: 5 }).success).toBe(true);
  });

  it('requires the amount, empty input included', () => {
    expect(messagesByPath(schema, { wagerAmount: '' })).toEqual({
      wagerAmount: ['validation.required'],
    });
    expect(messagesByPath(schema, { wagerAmount: 'ten' })).toEqual({
      wagerAmount: ['validation.amountNumber'],
    });
  });

  it('refuses an amount below settingUI.minAmount', () => {
    expect(messagesByPath(schema, { wagerAmount: '4.99' })).toEqual({
      wagerAmount: ['validation.amountBelowMinimum'],
    });
  });

  it('refuses an amount above settingUI.maxAmount, and no maximum when it is missing', () => {
    const capped = createWagerFormSchema({
      minAmount: 5,
      maxAmount: 500,
      slipToWin: 90,
      bonusMode: false,
    });
    expect(capped.parse({ wagerAmount: '500' }).wagerAmount).toBe(500);
    expect(messagesByPath(capped, { wagerAmount: '500.01' })).toEqual({
      wagerAmount: ['validation.amountAboveMaximum'],
    });
    expect(schema.parse({ wagerAmount: '1000000' }).wagerAmount).toBe(1_000_000);
  });

  it('takes whole cents only, for the stake and the if-bet amount', () => {
    expect(schema.parse({ wagerAmount: '10.25' }).wagerAmount).toBe(10.25);
    expect(messagesByPath(schema, { wagerAmount: '10.005', ifWagerAmount: '1.001' })).toEqual({
      wagerAmount: ['validation.amountCents'],
      ifWagerAmount: ['validation.amountCents'],
    });
  });

  it("caps the if-wager amount at the slip's to-win", () => {
    expect(schema.parse({ wagerAmount: '100', ifWagerAmount: '90' }).ifWagerAmount).toBe(90);
    expect(messagesByPath(schema, { wagerAmount: '100', ifWagerAmount: '91' })).toEqual({
      ifWagerAmount: ['validation.ifWagerAmountMax'],
    });
    expect(messagesByPath(schema, { wagerAmount: '100', ifWagerAmount: '-1' })).toEqual({
      ifWagerAmount: ['validation.amountNotNegative'],
    });
  });

  it('requires a bonus in bonus mode only', () => {
    const bonus = createWagerFormSchema({ minAmount: 5, slipToWin: 90, bonusMode: true });
    expect(messagesByPath(bonus, { wagerAmount: '25', bonusId: '' })).toEqual({
      bonusId: ['validation.bonusRequired'],
    });
    expect(bonus.parse({ wagerAmount: '25', bonusId: '7' }).bonusId).toBe(7);
    expect(schema.safeParse({ wagerAmount: '25' }).success).toBe(true);
  });

  it('reads the stake and the if-bet amount as typed in Spanish (decision 170)', () => {
    const spanish = createWagerFormSchema({
      minAmount: 5,
      slipToWin: 90,
      bonusMode: false,
      locale: 'es',
    });
    expect(spanish.parse({ wagerAmount: '25,5', ifWagerAmount: '10,25' })).toMatchObject({
      wagerAmount: 25.5,
      ifWagerAmount: 10.25,
    });
    expect(spanish.parse({ wagerAmount: '1.000,50' }).wagerAmount).toBe(1000.5);
    expect(messagesByPath(spanish, { wagerAmount: '25,505' })).toEqual({
      wagerAmount: ['validation.amountCents'],
    });
  });
});
