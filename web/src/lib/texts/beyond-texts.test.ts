import { describe, expect, it } from 'vitest';
import { files as rest } from './beyond-texts-es.ts';
import { i18n, LANGUAGES } from '../i18n.ts';
import { files as first } from './first-beyond-texts-es.ts';
import './beyond-texts.ts';

// Spanish comes in two chunks: the first paint's few (awaited by the logged-in shell) and the
// rest, which holds the whole search namespace.
const es = { ...first, ...rest };

const en = import.meta.glob<Record<string, unknown>>('../../locales/en/beyond/*.json', {
  eager: true,
  import: 'default',
});
const namespaceOf = (path: string) => /([\w-]+)\.json$/.exec(path)?.[1] ?? '';

/** Every key path of a texts object, e.g. 'realityCheck.title'. */
function keys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the texts of issue 25's additions", () => {
  it('are known to i18n before they load, in every language', () => {
    for (const path of Object.keys(en)) {
      const namespace = namespaceOf(path);
      expect(i18n.options.ns).toContain(namespace);
      for (const language of LANGUAGES)
        expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
    }
  });

  it('say in Spanish everything they say in English', () => {
    expect(Object.keys(es).map(namespaceOf).sort()).toEqual(
      Object.keys(en).map(namespaceOf).sort(),
    );
    for (const [path, texts] of Object.entries(en)) {
      const spanish = Object.entries(es).find(
        ([other]) => namespaceOf(other) === namespaceOf(path),
      );
      // Spanish has one plural form more than English: 'many' (1,000,000 results).
      const inSpanish = keys(spanish?.[1]).filter((key) => !key.endsWith('_many'));
      expect(inSpanish.sort()).toEqual(keys(texts).sort());
    }
  });

  it('stay out of the entry: i18n.ts globs only the top folder of each language', () => {
    const entry = import.meta.glob('../../locales/en/*.json');
    expect(Object.keys(entry).some((path) => path.includes('/beyond/'))).toBe(false);
  });
});
