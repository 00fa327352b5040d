import odds from '../../locales/es/beyond/odds.json';
import { label, placeholder } from '../../locales/es/beyond/search.json';
import type { LocaleFiles } from './text-areas.ts';

/** The Spanish of first-beyond-texts.ts, fetched when in use (named by file, as text-areas reads). */
export const files: LocaleFiles = {
  '../../locales/es/beyond/odds.json': odds,
  '../../locales/es/beyond/search.json': { label, placeholder },
};
