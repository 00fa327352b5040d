import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGES, loadLanguage } from '@/lib/i18n.ts';
import { files as es } from './page-texts-es.ts';
import { pageTexts } from './page-texts.ts';

const en = import.meta.glob<Record<string, unknown>>(
  '../../../locales/en/pages/safer-gambling-page.json',
  { eager: true, import: 'default' },
);

/** Every key path of a texts object, e.g. 'limits.title'. */
function keys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the safer gambling statement's texts", () => {
  it('say in Spanish everything they say in English', () => {
    expect(Object.keys(es)).toHaveLength(1);
    expect(keys(Object.values(es)[0]).sort()).toEqual(keys(Object.values(en)[0]).sort());
  });

  it('are known to i18n, in every language once loaded', async () => {
    await pageTexts;
    for (const language of LANGUAGES) await loadLanguage(language);
    expect(i18n.options.ns).toContain('safer-gambling-page');
    for (const language of LANGUAGES)
      expect(i18n.hasResourceBundle(language, 'safer-gambling-page')).toBe(true);
  });
});
