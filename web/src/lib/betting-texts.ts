import enBetslip from '../locales/en/betslip.json';
import enSportsbook from '../locales/en/sportsbook.json';
import enTickets from '../locales/en/tickets.json';
import esBetslip from '../locales/es/betslip.json';
import esSportsbook from '../locales/es/sportsbook.json';
import esTickets from '../locales/es/tickets.json';
import { i18n, type Language } from './i18n.ts';

/**
 * The betting screens' texts (slip, sportsbook, tickets). They load with those screens' chunk,
 * not with /login: i18n.ts leaves these namespaces out of its eager set (docs/performance.md).
 * Importing this module adds them.
 */
const BUNDLES: Record<Language, Record<string, Record<string, unknown>>> = {
  en: { betslip: enBetslip, sportsbook: enSportsbook, tickets: enTickets },
  es: { betslip: esBetslip, sportsbook: esSportsbook, tickets: esTickets },
};

for (const [language, namespaces] of Object.entries(BUNDLES)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, texts);
    }
  }
}
