import type * as React from 'react';
import { I18nContext } from './i18n-context.ts';
import type { I18n } from './instance.ts';

/** Gives the screens below `i18n`'s texts. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}
