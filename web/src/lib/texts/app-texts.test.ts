import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGES } from '../i18n.ts';
import './app-texts.ts';

const files = import.meta.glob('../../locales/*/app/*.json');
const namespaces = [
  ...new Set(Object.keys(files).map((path) => /app\/([\w-]+)\.json$/.exec(path)?.[1])),
];

describe('the texts of the screens behind login', () => {
  it('are all known to i18n before they load, in every language', () => {
    const known = i18n.options.ns;
    for (const namespace of namespaces) {
      expect(known).toContain(namespace);
      for (const language of LANGUAGES) {
        expect(i18n.hasResourceBundle(language, namespace ?? '')).toBe(true);
      }
    }
  });
});
