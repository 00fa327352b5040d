import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLocaleData } from './prepare-locale-data.ts';

describe('prepareLocaleData', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes a number format, then a date format, in the language, each in a task of its own', async () => {
    const made: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (language, options) {
      made.push(`number format ${String(language)}`);
      return new NumberFormat(language, options);
    });
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (language, options) {
      made.push(`date format ${String(language)}`);
      return new DateTimeFormat(language, options);
    });

    const done = prepareLocaleData('es');
    setTimeout(() => made.push('a task queued meanwhile'), 0);
    expect(made).toEqual([]);
    await done;
    expect(made).toEqual(['number format es', 'a task queued meanwhile', 'date format es']);
  });
});
