import { describe, expect, it } from 'vitest';
import { generateCashOutCode, isCashOutCodeMatch } from './cash-out.ts';

describe('generateCashOutCode', () => {
  it('maps the random source onto 10000..99999', () => {
    expect(generateCashOutCode(() => 0)).toBe(10000);
    expect(generateCashOutCode(() => 0.5)).toBe(55000);
    expect(generateCashOutCode(() => 0.999999999)).toBe(99999);
  });

  it('stays in range even with a misbehaving random source', () => {
    expect(generateCashOutCode(() => 1)).toBe(99999);
    expect(generateCashOutCode(() => -0.5)).toBe(10000);
  });

  it('gives a 5-digit integer with Math.random', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateCashOutCode();
      expect(Number.isInteger(code)).toBe(true);
      expect(String(code)).toMatch(/^[1-9]\d{4}$/);
    }
  });
});

describe('isCashOutCodeMatch', () => {
  it('accepts the code typed exactly, surrounding spaces aside', () => {
    expect(isCashOutCodeMatch('12345', 12345)).toBe(true);
    expect(isCashOutCodeMatch(' 12345 ', 12345)).toBe(true);
  });

  it.each(['012345', '1234', '12345 6', '12346', '', '12 345'])('refuses %j', (typed) => {
    expect(isCashOutCodeMatch(typed, 12345)).toBe(false);
  });
});
