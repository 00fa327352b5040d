import { LANGUAGES, type Language } from '@/lib/i18n.ts';
import { THEMES, type Theme } from '@/themes/themes.ts';

/** Toolbar globals of the preview: the web app's themes and languages. */
export const themeOf = (value: unknown): Theme =>
  THEMES.find((theme) => theme === value) ?? 'generic';

export const languageOf = (value: unknown): Language =>
  LANGUAGES.find((language) => language === value) ?? 'en';
