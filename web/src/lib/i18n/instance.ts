import { find, interpolate, merge, pluralCategory, splitNamespace, type Texts } from './texts.ts';

export type { Texts };

/** What `t` takes beside the key; every other entry is a value for a `{{placeholder}}`. */
export interface TOptions {
  /** Where to look, in order (a 'ns:' prefix on the key wins). */
  ns?: string | readonly string[] | undefined;
  /** The language to read; the one shown by default. */
  lng?: string | undefined;
  /** Picks the plural form: 'key_one', 'key_other', 'key_many'… by Intl.PluralRules. */
  count?: number | undefined;
  /** Shown, interpolated, when no language has the key. */
  defaultValue?: string | undefined;
  [value: string]: unknown;
}

/**
 * A text by key; the key itself when no language has it, as i18next answers. `Namespace` names the
 * namespace a fixed `t` reads first; it is documentation only, as texts are not typed by key.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept for the call sites' `TFunction<'ns'>`
export type TFunction<Namespace extends string = string> = (
  key: string,
  options?: TOptions,
) => string;

export interface InitOptions {
  lng: string;
  /** Read when the language shown lacks a text. */
  fallbackLng?: string;
  /** language → namespace → texts. */
  resources?: Record<string, Record<string, Texts>>;
  /** The namespaces the app has, loaded or not (informative: i18n.options.ns). */
  ns?: readonly string[];
  /** Where `t` looks when neither the key nor the options name a namespace. */
  defaultNS?: string;
}

/** Its functions need no `this`: they may be taken off it (`const { t } = i18n`). */
export interface I18n {
  readonly language: string;
  readonly options: { ns: string[]; defaultNS: string; fallbackLng: string | undefined };
  /** Grows whenever what `t` answers may change: the language, or texts in a language it reads. */
  readonly version: number;
  /** A text in the language shown at the time of the call. */
  t: TFunction;
  /** `t` in the language shown now, reading `ns` first; the same function until the next change. */
  getFixedT: (ns?: string) => TFunction;
  changeLanguage: (lng: string) => Promise<void>;
  /** Adds texts to a namespace: top-level keys replace the old ones, or `deep` merges them. */
  addResourceBundle: (
    lng: string,
    ns: string,
    texts: Texts,
    deep?: boolean,
    overwrite?: boolean,
  ) => void;
  hasResourceBundle: (lng: string, ns: string) => boolean;
  /** Calls `listener` after each change of `version`; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** An i18n instance: the part of i18next's API this app uses, with i18next's answers (decision 156). */
export function createInstance({
  lng,
  fallbackLng,
  resources = {},
  ns = [],
  defaultNS = 'translation',
}: InitOptions): I18n {
  const data: Record<string, Record<string, Texts>> = { ...resources };
  const options = { ns: [...ns], defaultNS, fallbackLng };
  const listeners = new Set<() => void>();
  let language = lng;
  let version = 0;
  let fixed = new Map<string, TFunction>();

  const languages = (shown: string) =>
    fallbackLng === undefined || fallbackLng === shown ? [shown] : [shown, fallbackLng];

  function changed() {
    version += 1;
    fixed = new Map();
    for (const listener of listeners) listener();
  }

  // i18next's order: each namespace in every language (the shown one, then the fallback) before
  // the next namespace; in each language the zero form (count 0), the plural form, the bare key.
  const t: TFunction = (key, values = {}) => {
    const [prefix, path] = splitNamespace(key);
    const namespaces = prefix ?? values.ns ?? defaultNS;
    const { count } = values;
    const plural = count !== undefined && typeof count !== 'string';
    let found: unknown;
    search: for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
      for (const code of languages(values.lng ?? language)) {
        const keys = plural
          ? [
              ...(count === 0 ? [`${path}_zero`] : []),
              `${path}_${pluralCategory(code, count)}`,
              path,
            ]
          : [path];
        for (const candidate of keys) {
          found = find(data[code]?.[namespace], candidate);
          if (found !== undefined && found !== null) break search;
        }
      }
    }
    return interpolate(typeof found === 'string' ? found : (values.defaultValue ?? path), values);
  };

  return {
    get language() {
      return language;
    },
    options,
    get version() {
      return version;
    },
    t,
    getFixedT(ns = defaultNS) {
      let fixedT = fixed.get(ns);
      if (!fixedT) {
        const shown = language;
        fixedT = (key, values) =>
          t(key, { ...values, lng: values?.lng ?? shown, ns: values?.ns ?? ns });
        fixed.set(ns, fixedT);
      }
      return fixedT;
    },
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        changed();
      }
      return Promise.resolve();
    },
    addResourceBundle(lng, ns, texts, deep = false, overwrite = false) {
      const bundles = data[lng] ?? {};
      const old = bundles[ns] ?? {};
      data[lng] = { ...bundles, [ns]: deep ? merge(old, texts, overwrite) : { ...old, ...texts } };
      if (!options.ns.includes(ns)) options.ns.push(ns);
      if (languages(language).includes(lng)) changed();
    },
    hasResourceBundle: (lng, ns) => data[lng]?.[ns] !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
