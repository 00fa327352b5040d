import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('ÁÉÍÓÚ Ñandú')).toBe('aeiou nandu');
    expect(foldText('Atlético de Madrid')).toBe('atletico de madrid');
    expect(foldText('SEVILLA')).toBe('sevilla');
    expect(foldText('Ğaziantep FK Çaykur')).toBe('gaziantep fk caykur');
  });

  it('reads compatibility forms as the letters they stand for', () => {
    expect(foldText('Ａｔｌéｔｉｃｏ')).toBe('atletico');
    expect(foldText('ﬁnal')).toBe('final');
    expect(foldText('1º de Mayo')).toBe('1o de mayo');
  });

  it('drops every combining mark, not only the common accents block', () => {
    // U+1DC0 and U+20D7 are combining marks outside U+0300–U+036F.
    expect(foldText('Ze\u1DC0nit')).toBe('zenit');
    expect(foldText('Ro\u20D7ma')).toBe('roma');
  });

  it('keeps spaces and punctuation: trimming is the caller’s', () => {
    expect(foldText('  St. Pauli  ')).toBe('  st. pauli  ');
  });
});
