import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FORM_MESSAGES_EN } from '@sportsbook/contracts/forms/messages';
import { LANGUAGES, runtimeConfig, type Language } from './runtime-config.ts';
import { LOCAL_KEYS } from './storage.ts';
import { bundlesOf, createTextAreas, type LazyTexts } from './texts/text-areas.ts';

export { LANGUAGES, type Language };

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.some((language) => language === value);

/**
 * SPEC §1: the stored language, then the browser language, then en. A deployment configured with a
 * language (`configure --language`) puts it before the browser's (decision 107).
 */
export function detectLanguage(configured: Language | null = runtimeConfig.language): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_KEYS.language);
  if (isLanguage(stored)) return stored;
  if (configured) return configured;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

// The contract's form messages are keys like 'validation.required' whose English texts are the
// spec's; they live under `validation` in the common namespace so `t(error.message)` finds them.
const validationEn = Object.fromEntries(
  Object.entries(FORM_MESSAGES_EN).map(([key, text]) => [key.replace(/^validation\./, ''), text]),
);

// The texts of the screens behind login (locales/<language>/app/) load with the main shell
// (lib/texts/app-texts.ts), not with /login. These names let i18n know they exist before they arrive
// (i18n.options.ns).
const LAZY_NAMESPACES = [
  'betslip',
  'sportsbook',
  'tickets',
  'account',
  'requests',
  'transactions',
  'cashier',
  'deposit',
  'withdraw',
  'inbox',
  'compose',
  'quick-games',
  // lib/texts/beyond-texts.ts (issue 25)
  'search',
  'favourites',
  'safer-gambling',
  'odds',
  // features/safer-gambling/model/page-texts.ts
  'safer-gambling-page',
];

// English, the fallback, is in this chunk; every other language is fetched when used (decision
// 096). A feature adds texts by adding its own locales/<language>/<namespace>.json.
const en = bundlesOf(
  import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
en.common = { ...en.common, validation: validationEn };

const startLanguage = detectLanguage();

// i18next with react-i18next (decision 164). With its resources given, init is synchronous: the
// language and English are there before the first render. initReactI18next makes this the
// instance useTranslation reads outside AppContext's provider (component tests).
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: startLanguage,
  fallbackLng: 'en',
  ns: [...Object.keys(en), ...LAZY_NAMESPACES],
  defaultNS: 'common',
  // React escapes; server text is never rendered as HTML.
  interpolation: { escapeValue: false },
  react: {
    // Texts are in (or awaited, decision 096) before a screen renders: nothing suspends.
    useSuspense: false,
    // A screen renders again when the language changes or a bundle arrives after it rendered
    // (addResourceBundle emits 'added'); t stays the same function between those events.
    bindI18n: 'languageChanged',
    bindI18nStore: 'added',
  },
});

const texts = createTextAreas(i18n);
texts.add({ es: async () => (await import('./texts/public-texts-es.ts')).files });

/**
 * The start language's texts: null for English (in this chunk), else one chunk under way.
 * main.tsx renders once it settles, so a Spanish visitor's first paint is Spanish.
 */
export const startTexts: Promise<boolean> | null =
  startLanguage === 'en' ? null : texts.show(startLanguage);

/** Every area's texts in `language` (fetched once; at once for English). */
export const loadLanguage = (language: Language): Promise<void> => texts.load(language);

/**
 * Adds an area's on-demand texts (lib/texts/app-texts.ts); resolves once those of the language on
 * screen are in. Later switches fetch the area too.
 */
export function addLazyTexts(area: LazyTexts): Promise<void> {
  texts.add(area);
  return texts.load(isLanguage(i18n.language) ? i18n.language : 'en');
}

/**
 * The language switcher: fetches the language's missing texts, then shows it and stores the
 * choice; a quicker later choice wins. Rejects, changing nothing, when the texts cannot be fetched.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!(await texts.show(language))) return;
  localStorage.setItem(LOCAL_KEYS.language, language);
  document.documentElement.lang = language;
}

export { i18n };
