import { addLazyTexts, i18n } from './i18n.ts';
import { bundlesOf } from './text-areas.ts';

/**
 * The texts of issue 25's additions (locales/<language>/beyond/*.json): search, favourite leagues
 * and safer gambling. Both shells show them (the search box in the top bar and the public header,
 * the safer-gambling link in the user menu and the public footer), but /login does not, so they
 * load with the shells' chunks rather than the entry, as app-texts.ts does for the screens behind
 * login; Spanish is a chunk of its own, fetched when in use (decision 096, decision 120).
 */
const en = bundlesOf(
  import.meta.glob<Record<string, unknown>>('../locales/en/beyond/*.json', {
    eager: true,
    import: 'default',
  }),
);
for (const [namespace, texts] of Object.entries(en)) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}

/** These texts in the language on screen; the shells' routes render once this settles. */
export const beyondTexts: Promise<void> = addLazyTexts({
  es: async () => (await import('./beyond-texts-es.ts')).files,
}).catch((error: unknown) => {
  console.error(error);
});
