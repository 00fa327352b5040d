import { describe, expect, it } from 'vitest';
import { isBlankInput, parseDecimalInput } from './number-input.ts';

describe('isBlankInput', () => {
  it.each([undefined, null, '', '   '])('treats %j as blank', (value) => {
    expect(isBlankInput(value)).toBe(true);
  });

  it.each([0, '0', 'x', false])('treats %j as filled', (value) => {
    expect(isBlankInput(value)).toBe(false);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['10', 10],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['7.', 7],
    ['-3', -3],
    ['+4', 4],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it.each(['', 'abc', '0x10', '1e3', '1,000', '10 5', 'Infinity'])('refuses %j', (text) => {
    expect(parseDecimalInput(text)).toBeNaN();
  });
});
