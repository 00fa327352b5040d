import { addLazyTexts, i18n } from '../i18n.ts';
import { bundlesOf } from './text-areas.ts';

/**
 * The texts of the screens behind login (locales/<language>/app/*.json): the bet slip, the
 * sportsbook, tickets, the account area and the rest. They load with the main shell's chunk, not
 * with /login, which needs only the eager namespaces of i18n.ts (docs/performance.md). English
 * is in this chunk; Spanish is a chunk of its own, fetched only when Spanish is in use (decision
 * 096). A screen adds texts by adding its own file there.
 */
const en = bundlesOf(
  import.meta.glob<Record<string, unknown>>('../../locales/en/app/*.json', {
    eager: true,
    import: 'default',
  }),
);
for (const [namespace, texts] of Object.entries(en)) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}

/**
 * These texts in the language on screen: the main route renders the shell once this settles
 * (app/router.tsx), so no screen behind login shows English first. If they cannot be fetched,
 * the screens fall back to English rather than fail; the next language switch tries again.
 */
export const appTexts: Promise<void> = addLazyTexts({
  es: async () => (await import('./app-texts-es.ts')).files,
}).catch((error: unknown) => {
  console.error(error);
});
