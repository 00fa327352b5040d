import type { LocaleFiles } from './text-areas.ts';

/**
 * The Spanish texts of the screens behind login (locales/es/app/*.json) as one chunk, fetched by
 * app-texts.ts only when Spanish is in use (decision 096).
 */
export const files: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  '../../locales/es/app/*.json',
  {
    eager: true,
    import: 'default',
  },
);
