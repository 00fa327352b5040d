import { describe, expect, it } from 'vitest';
import { amountInputValue, readAmountInput, type AmountProblem } from './amount-input.ts';

type Case = readonly [typed: string, read: number | AmountProblem];

// Decision 170: each language's own format, and the other mark where it cannot be misread.
const SPANISH: readonly Case[] = [
  ['25', 2500],
  ['25,5', 2550],
  ['25,50', 2550],
  ['25.50', 2550],
  ['25.5', 2550],
  ['1.000,50', 100050],
  ['1000,50', 100050],
  ['1.000', 100000],
  ['1.234.567,89', 123456789],
  [',5', 50],
  ['1,500', 150],
  [' 7 ', 700],
  ['+3', 300],
  ['0', 0],
  ['100.000.000', 10000000000],
  ['1,005', 'subCent'],
  ['0,001', 'subCent'],
  ['-5', 'negative'],
  ['-25,50', 'negative'],
  ['100.000.000,01', 'tooLarge'],
  ['99999999999999999999', 'tooLarge'],
  ['1,000.50', 'malformed'],
  ['1.00.0', 'malformed'],
  ['25,5,0', 'malformed'],
  ['1.0000', 'malformed'],
  ['0.500', 'malformed'],
  ['abc', 'malformed'],
  ['12abc', 'malformed'],
  ['1e3', 'malformed'],
  ['0x10', 'malformed'],
  [',', 'malformed'],
  ['-', 'malformed'],
];

const ENGLISH: readonly Case[] = [
  ['25', 2500],
  ['25.5', 2550],
  ['25,5', 2550],
  ['25,50', 2550],
  ['1,000.50', 100050],
  ['1000.50', 100050],
  ['1,000', 100000],
  ['1,005', 100500],
  ['.5', 50],
  ['1.005', 'subCent'],
  ['-5', 'negative'],
  ['100,000,000.01', 'tooLarge'],
  ['1.000,50', 'malformed'],
  ['1,0000', 'malformed'],
  ['Infinity', 'malformed'],
];

function expectReading(typed: string, locale: string, read: number | AmountProblem) {
  const reading = readAmountInput(typed, locale);
  if (typeof read === 'number') {
    expect(reading).toEqual({ ok: true, blank: false, cents: read, amount: read / 100 });
  } else {
    expect(reading).toEqual({ ok: false, problem: read });
  }
}

describe('readAmountInput', () => {
  it.each(SPANISH)('es: %j reads as %j', (typed, read) => {
    expectReading(typed, 'es', read);
  });

  it.each(ENGLISH)('en: %j reads as %j', (typed, read) => {
    expectReading(typed, 'en', read);
  });

  it('answers blank for an empty field, in any language', () => {
    expect(readAmountInput('  ', 'es')).toEqual({ ok: true, blank: true });
    expect(readAmountInput('', 'en')).toEqual({ ok: true, blank: true });
  });

  it('gives whole cents, never a float a hair off', () => {
    expect(readAmountInput('0,29', 'es')).toMatchObject({ cents: 29, amount: 0.29 });
    expect(readAmountInput('1.234,56', 'es-ES')).toMatchObject({ cents: 123456 });
  });
});

describe('amountInputValue', () => {
  it('is the amount, or NaN when nothing can be read', () => {
    expect(amountInputValue('2.000', 'es')).toBe(2000);
    expect(amountInputValue('2,000', 'en')).toBe(2000);
    expect(amountInputValue('x', 'en')).toBeNaN();
    expect(amountInputValue('', 'en')).toBeNaN();
  });
});
