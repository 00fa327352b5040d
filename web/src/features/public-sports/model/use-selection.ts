import { useSearchParams } from 'react-router';
import type { Selection } from './select-games.ts';

export const PUBLIC_SPORTS_PATH = '/services/sport';

/** The visitor's pick lives in the address, so the header's mobile list and the page agree. */
export function useSelection(): Selection {
  const [params] = useSearchParams();
  const read = (key: string) => {
    const value = params.get(key)?.trim();
    if (!value) return null;
    return value;
  };
  return { sport: read('sport'), league: read('league') };
}

/** Link target for a sport or one of its leagues. */
export function selectionHref({ sport, league }: Partial<Selection>): string {
  const params = new URLSearchParams();
  if (sport) params.set('sport', sport);
  if (league) params.set('league', league);
  const search = params.toString();
  return search ? `${PUBLIC_SPORTS_PATH}?${search}` : PUBLIC_SPORTS_PATH;
}
