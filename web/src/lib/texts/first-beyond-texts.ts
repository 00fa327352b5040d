import odds from '../../locales/en/beyond/odds.json';
import { label, placeholder } from '../../locales/en/beyond/search.json';
import { addLazyTexts, i18n } from '../i18n.ts';

/**
 * What issue 25's additions say on the logged-in shell's first paint, which awaits these with its
 * own texts: the odds settings (the slip says at once, on a reload's first odds, which changed
 * price it accepted) and the search field's name and placeholder. The rest (beyond-texts.ts)
 * comes after the first odds, with the parts that show it (decision 123).
 */
i18n.addResourceBundle('en', 'odds', odds, true, false);
i18n.addResourceBundle('en', 'search', { label, placeholder }, true, false);

/** These texts in the language on screen. */
export const firstBeyondTexts: Promise<void> = addLazyTexts({
  es: async () => (await import('./first-beyond-texts-es.ts')).files,
}).catch((error: unknown) => {
  console.error(error);
});
