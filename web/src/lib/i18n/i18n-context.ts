import { createContext } from 'react';
import type { I18n } from './instance.ts';

/** The instance under an I18nProvider. */
export const I18nContext = createContext<I18n | null>(null);

let standing: I18n | null = null;

/** The instance `useTranslation` reads outside any I18nProvider (as react-i18next's initReactI18next). */
export function setDefaultI18n(i18n: I18n): void {
  standing = i18n;
}

export const defaultI18n = (): I18n | null => standing;
