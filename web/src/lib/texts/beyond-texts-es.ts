import type { LocaleFiles } from './text-areas.ts';

/**
 * The Spanish texts of issue 25's additions (locales/es/beyond/*.json but the odds settings',
 * which first-beyond-texts-es.ts holds), fetched when in use.
 */
export const files: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/es/beyond/*.json', '!../../locales/es/beyond/odds.json'],
  { eager: true, import: 'default' },
);
