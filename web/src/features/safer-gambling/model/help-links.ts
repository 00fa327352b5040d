import { isHttpUrl } from '@/lib/safe-url.ts';

export interface HelpLink {
  name: string;
  /** Where it works (a text key under page.regions). */
  region: 'uk' | 'es' | 'international';
  href: string;
}

/**
 * Free, confidential help for players and their families, in the markets this client's languages
 * serve (issue 25). Fixed here, never from data; still only http(s) addresses are ever linked.
 */
const HELP_LINKS: readonly HelpLink[] = [
  { name: 'GamCare', region: 'uk', href: 'https://www.gamcare.org.uk/' },
  { name: 'BeGambleAware', region: 'uk', href: 'https://www.begambleaware.org/' },
  { name: 'Jugarbien.es', region: 'es', href: 'https://www.jugarbien.es/' },
  {
    name: 'Gamblers Anonymous',
    region: 'international',
    href: 'https://www.gamblersanonymous.org/',
  },
];

export const helpLinks = (): HelpLink[] => HELP_LINKS.filter((link) => isHttpUrl(link.href));
