import { describe, expect, it } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';

type Texts = Record<string, unknown>;

// Every texts file of both languages, keyed by namespace (the file's name, as lib/text-areas.ts).
const FILES = import.meta.glob<Texts>('./{en,es}/**/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

function bundlesOf(language: Language): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(FILES)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, texts]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), texts]),
  );
}

/** Every leaf text with its key path, e.g. ['pending.count_one', '{{count}} ticket']. */
function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (typeof value === 'object' && value !== null) {
      return leaves(Object.fromEntries(Object.entries(value)), `${prefix}${key}.`);
    }
    return [];
  });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'ns:key' of every text that shows a count ({{count}}, or a number under another name). */
function countedKeys(language: Language): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const [ns, texts] of Object.entries(bundlesOf(language))) {
    for (const [path, text] of leaves(texts)) {
      if (!/\{\{\s*(count|n)\s*\}\}/.test(text) && !PLURAL_SUFFIX.test(path)) continue;
      const base = `${ns}:${path.replace(PLURAL_SUFFIX, '')}`;
      const forms = found.get(base) ?? new Map<string, string>();
      forms.set(PLURAL_SUFFIX.exec(path)?.[1] ?? '', text);
      found.set(base, forms);
    }
  }
  return found;
}

/** An i18next instance with one language's texts only, so every answer is that language's. */
function instanceOf(language: Language): I18n {
  const instance = createInstance();
  void instance.init({ lng: language, resources: { [language]: bundlesOf(language) } });
  return instance;
}

const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => [language, instanceOf(language)]),
);

const t = (language: Language, key: string, count: number): string => {
  const instance = instances.get(language);
  if (!instance) throw new Error(`no ${language} texts`);
  return instance.t(key, { count, page: 1 });
};

// Texts whose singular and plural read the same in a language (the count is not a noun's).
const SAME_BOTH_WAYS = new Set(['common:table.page', 'transactions:filters.toggleCount']);

describe('texts with a count use plural forms in en and es (issue 26 item 10)', () => {
  for (const language of LANGUAGES) {
    describe(language, () => {
      const keys = countedKeys(language);

      it('has no text with a count outside a plural form', () => {
        const bare = [...keys].filter(([, forms]) => forms.has('')).map(([key]) => key);
        expect(bare).toEqual([]);
      });

      it.each([...keys.keys()])('%s has a singular and a plural', (key) => {
        const forms = keys.get(key);
        expect(forms?.has('one'), `${key}_one`).toBe(true);
        expect(forms?.has('other'), `${key}_other`).toBe(true);
        const one = t(language, key, 1);
        const two = t(language, key, 2);
        expect(one).toBe(forms?.get('one')?.replace('{{count}}', '1').replace('{{page}}', '1'));
        expect(two).toBe(forms?.get('other')?.replace('{{count}}', '2').replace('{{page}}', '1'));
        if (!SAME_BOTH_WAYS.has(key)) expect(one).not.toBe(two.replace('2', '1'));
        // Large counts take the plural too (Spanish has a 'many' category: 1,000,000).
        const many = t(language, key, 1_000_000);
        const plural = forms?.get('many') ?? forms?.get('other') ?? '';
        expect(many).toBe(plural.replace('{{count}}', '1000000').replace('{{page}}', '1'));
      });
    });
  }

  it('finds the same texts with a count in both languages', () => {
    expect([...countedKeys('es').keys()].sort()).toEqual([...countedKeys('en').keys()].sort());
  });

  it('says the high-priority notice in the singular for one message (SPEC §2)', () => {
    expect(t('en', 'notifications:highPriority.text', 1)).toBe(
      'You have 1 unread high priority message.',
    );
    expect(t('en', 'notifications:highPriority.text', 3)).toBe(
      'You have 3 unread high priority messages.',
    );
    expect(t('es', 'notifications:highPriority.text', 1)).toBe(
      'Tiene 1 mensaje de alta prioridad sin leer.',
    );
    expect(t('es', 'notifications:highPriority.text', 3)).toBe(
      'Tiene 3 mensajes de alta prioridad sin leer.',
    );
  });

  it('says the pending tickets count in the singular and the plural', () => {
    expect(t('en', 'tickets:pending.count', 1)).toBe('1 ticket');
    expect(t('en', 'tickets:pending.count', 6)).toBe('6 tickets');
    expect(t('es', 'tickets:pending.count', 1)).toBe('1 apuesta');
    expect(t('es', 'tickets:pending.count', 6)).toBe('6 apuestas');
  });
});
