import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FORM_MESSAGES_EN } from '@sportsbook/contracts/forms/messages';
import { LOCAL_KEYS } from './storage.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.some((language) => language === value);

/** SPEC §1: the stored language, then the browser language, then en. */
export function detectLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function setLanguage(language: Language): void {
  localStorage.setItem(LOCAL_KEYS.language, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

// The contract's form messages are keys like 'validation.required' whose English texts are the
// spec's; they live under `validation` in the common namespace so `t(error.message)` finds them.
const validationEn = Object.fromEntries(
  Object.entries(FORM_MESSAGES_EN).map(([key, text]) => [key.replace(/^validation\./, ''), text]),
);

type Resources = Record<Language, Record<string, Record<string, unknown>>>;

// The texts of the screens behind login (locales/<language>/app/) load with the main shell
// (lib/app-texts.ts), not with /login. These names let i18n know they exist before they arrive.
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
];

const LOCALE_FILE = /locales\/(\w+)\/([\w-]+)\.json$/;

/** Every locales/<language>/<namespace>.json (not app/), so a feature adds texts by adding its own file. */
function loadResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: Resources = { en: {}, es: {} };
  for (const [path, texts] of Object.entries(files)) {
    const match = LOCALE_FILE.exec(path);
    const [language, namespace] = [match?.[1], match?.[2]];
    if (isLanguage(language) && namespace) resources[language][namespace] = texts;
  }
  resources.en.common = { ...resources.en.common, validation: validationEn };
  return resources;
}

const resources = loadResources();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  ns: [...Object.keys(resources.en), ...LAZY_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes; server text is never rendered as HTML
  returnNull: false,
});

export { i18n };
