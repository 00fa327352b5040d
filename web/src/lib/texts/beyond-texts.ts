import { addLazyTexts, i18n } from '../i18n.ts';
import { firstBeyondTexts } from './first-beyond-texts.ts';
import { bundlesOf } from './text-areas.ts';

/**
 * The texts of issue 25's additions (locales/<language>/beyond/*.json): search, favourite leagues
 * and safer gambling. Both shells show them (the search box in the top bar and the public header,
 * the safer-gambling link in the user menu and the public footer), but /login does not, so they
 * load with the shells' chunks rather than the entry, as app-texts.ts does for the screens behind
 * login; Spanish is a chunk of its own, fetched when in use (decision 096, decision 120). The
 * logged-in shell fetches them after its first odds, with the parts that show them, except the
 * first paint's few (first-beyond-texts.ts), which it awaits (decision 123).
 */
const en = bundlesOf(
  import.meta.glob<Record<string, unknown>>(
    ['../../locales/en/beyond/*.json', '!../../locales/en/beyond/odds.json'],
    { eager: true, import: 'default' },
  ),
);
// Merged: the search's name and placeholder may be in already (first-beyond-texts.ts).
for (const [namespace, texts] of Object.entries(en))
  i18n.addResourceBundle('en', namespace, texts, true, false);

/** These texts in the language on screen; the shells' routes render once this settles. */
export const beyondTexts: Promise<void> = Promise.all([
  firstBeyondTexts,
  addLazyTexts({ es: async () => (await import('./beyond-texts-es.ts')).files }),
]).then(
  () => undefined,
  (error: unknown) => {
    console.error(error);
  },
);
