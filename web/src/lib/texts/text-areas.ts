import type { i18n as I18n } from 'i18next';
import type { Language } from '../runtime-config.ts';

/** A folder of texts as `import.meta.glob` gives it: file path → that file's texts. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

/** Languages whose texts are fetched when used; English, the fallback, always ships. */
export type LazyLanguage = Exclude<Language, 'en'>;

/**
 * One area's texts (the public screens, the screens behind login) in each on-demand language:
 * one chunk per language, a module that globs its folder eagerly (decision 096).
 */
export type LazyTexts = Record<LazyLanguage, () => Promise<LocaleFiles>>;

const NAMESPACE = /([\w-]+)\.json$/;

/** `locales/<language>/[app/]<namespace>.json` → namespace → texts. */
export function bundlesOf(files: LocaleFiles): Record<string, Record<string, unknown>> {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [path, texts] of Object.entries(files)) {
    const namespace = NAMESPACE.exec(path)?.[1];
    if (namespace) bundles[namespace] = texts;
  }
  return bundles;
}

/**
 * Fetches an area's texts in a language once, when first needed, and shows a language only once
 * every area added so far has its texts in it: no screen shows keys or two languages.
 */
export function createTextAreas(i18n: I18n) {
  const areas: LazyTexts[] = [];
  const downloads = new Map<() => Promise<LocaleFiles>, Promise<void>>();
  let wanted: Language | undefined;

  function loadArea(area: LazyTexts, language: Language): Promise<void> {
    if (language === 'en') return Promise.resolve();
    const download = area[language];
    let done = downloads.get(download);
    if (!done) {
      done = download().then((files) => {
        for (const [namespace, texts] of Object.entries(bundlesOf(files)))
          i18n.addResourceBundle(language, namespace, texts);
      });
      // A failed download (offline) is tried again the next time the language is asked for.
      void done.catch(() => downloads.delete(download));
      downloads.set(download, done);
    }
    return done;
  }

  /** Every area's texts in `language`, including areas added while it loads. */
  async function load(language: Language): Promise<void> {
    let loaded = -1;
    while (loaded < areas.length) {
      loaded = areas.length;
      await Promise.all(areas.map((area) => loadArea(area, language)));
    }
  }

  /** Loads `language`, then shows it; false when a later call asked for another one meanwhile. */
  async function show(language: Language): Promise<boolean> {
    wanted = language;
    await load(language);
    if (wanted !== language) return false;
    await i18n.changeLanguage(language);
    return true;
  }

  function add(area: LazyTexts): void {
    areas.push(area);
  }

  return { add, load, show };
}
