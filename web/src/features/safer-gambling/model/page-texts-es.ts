import type { LocaleFiles } from '@/lib/texts/text-areas.ts';

/** The statement's Spanish texts, fetched when Spanish is in use. */
export const files: LocaleFiles = import.meta.glob<Record<string, unknown>>(
  '../../../locales/es/pages/safer-gambling-page.json',
  { eager: true, import: 'default' },
);
