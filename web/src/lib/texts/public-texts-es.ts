import type { LocaleFiles } from './text-areas.ts';

/**
 * The Spanish texts of the public screens (locales/es/*.json) as one chunk, fetched by i18n.ts
 * only when Spanish is in use (decision 096).
 */
export const files: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  '../../locales/es/*.json',
  {
    eager: true,
    import: 'default',
  },
);
