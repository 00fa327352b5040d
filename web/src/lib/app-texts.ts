import { i18n, LANGUAGES } from './i18n.ts';

/**
 * The texts of the screens behind login (locales/<language>/app/*.json): the bet slip, the
 * sportsbook, tickets, the account area and the rest. They load with the main shell's chunk, not
 * with /login, which needs only the eager namespaces of i18n.ts (docs/performance.md). Importing
 * this module adds them; a screen adds texts by adding its own file there.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/app/*.json', {
  eager: true,
  import: 'default',
});

const APP_FILE = /locales\/(\w+)\/app\/([\w-]+)\.json$/;

for (const [path, texts] of Object.entries(files)) {
  const [, language, namespace] = APP_FILE.exec(path) ?? [];
  if (!language || !namespace || !LANGUAGES.some((known) => known === language)) continue;
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, texts);
  }
}
