import { addLazyTexts, i18n } from '@/lib/i18n.ts';
import { bundlesOf } from '@/lib/texts/text-areas.ts';

/**
 * The statement's texts (locales/<language>/pages/safer-gambling-page.json) come with the page,
 * not with the shells: only a reader of the page needs them. English is in the page's chunk;
 * Spanish is fetched when in use (decision 096); the route renders once they are in.
 */
const en = bundlesOf(
  import.meta.glob<Record<string, unknown>>('../../../locales/en/pages/safer-gambling-page.json', {
    eager: true,
    import: 'default',
  }),
);
for (const [namespace, texts] of Object.entries(en)) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}

export const pageTexts: Promise<void> = addLazyTexts({
  es: async () => (await import('./page-texts-es.ts')).files,
}).catch((error: unknown) => {
  console.error(error);
});
