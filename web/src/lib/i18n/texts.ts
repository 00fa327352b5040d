/** A namespace's texts as its JSON file holds them: nested objects whose leaves are strings. */
export type Texts = Record<string, unknown>;

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** The value at a dotted path ('login.title'), own properties only; undefined when absent. */
export function find(texts: unknown, path: string): unknown {
  let found = texts;
  for (const part of path.split('.')) {
    if (!isTexts(found) || !Object.hasOwn(found, part)) return undefined;
    found = found[part];
  }
  return found;
}

/**
 * A copy of `into` with `from`'s texts added at every depth (i18next's deep addResourceBundle):
 * a text already there stays unless `overwrite`. Neither argument is changed.
 */
export function merge(into: Texts, from: Texts, overwrite: boolean): Texts {
  const merged: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const old = merged[key];
    merged[key] =
      isTexts(old) && isTexts(value)
        ? merge(old, value, overwrite)
        : old === undefined || overwrite
          ? value
          : old;
  }
  return merged;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * `{{name}}` → the value of `name` in `values`, as i18next interpolates with escapeValue off (React
 * escapes what it renders). A value given as undefined or null reads as nothing; a name not given
 * at all stays as it is. Inserted values are not searched for placeholders again.
 */
export function interpolate(text: string, values: Texts): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    const value = find(values, key);
    if (value === undefined) return Object.hasOwn(values, key) ? '' : placeholder;
    // As i18next: any value as JavaScript writes it (numbers in full: 1000000).
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    return value === null ? '' : String(value);
  });
}

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` ('one', 'many', 'other'…), by Intl.PluralRules. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count);
}

const NATURAL_LANGUAGE = /[ ,?!;]/;

/**
 * i18next's reading of 'ns:key' (its extractFromKey): the part before the first colon names the
 * namespace, unless the key reads like a sentence (a space or , ? ! ; before its first dot), which
 * is looked up whole. Further colons become dots ('a:b:c' → 'a', 'b.c').
 */
export function splitNamespace(key: string): [namespace: string | undefined, path: string] {
  if (!key.includes(':')) return [undefined, key];
  const dot = key.indexOf('.');
  const sentence =
    NATURAL_LANGUAGE.test(key) && !(dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)));
  if (sentence) return [undefined, key];
  const [namespace, ...path] = key.split(':');
  return [namespace, path.join('.')];
}
