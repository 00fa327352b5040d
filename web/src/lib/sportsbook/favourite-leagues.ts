import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { League, Sport } from '@sportsbook/contracts/schemas/sportsbook';
import { LOCAL_KEYS, readStored, userKey, writeStored } from '../storage.ts';
import { createListeners } from '../listeners.ts';

/** A league as its page's address names it: /leagues/{sport}/{league}. */
export interface LeagueRef {
  sport: string;
  league: string;
}

// Local storage is untrusted: a list of well-formed references, else nothing. The cap keeps a
// tampered value from making the menu enormous.
const MAX_FAVOURITES = 100;
const FavouritesSchema = z
  .array(z.object({ sport: z.string().min(1).max(200), league: z.string().min(1).max(200) }))
  .max(MAX_FAVOURITES);

const EMPTY: readonly LeagueRef[] = [];
const keyOf = (userName: string) => userKey(LOCAL_KEYS.favouriteLeagues, userName);

export const sameLeague = (a: LeagueRef, b: LeagueRef): boolean =>
  a.sport === b.sport && a.league === b.league;

// The list last read per user, with the stored text it came from: the same text gives the same
// list, so useSyncExternalStore sees a stable value, and storage changed elsewhere is seen.
const cache = new Map<string, { text: string | null; list: readonly LeagueRef[] }>();
const favourites = createListeners();
const { notify } = favourites;

/** The user's favourite leagues, in the order they were added (issue 25). */
export function readFavourites(userName: string): readonly LeagueRef[] {
  const text = localStorage.getItem(keyOf(userName));
  const known = cache.get(userName);
  if (known?.text === text) return known.list;
  const list = readStored(localStorage, keyOf(userName), FavouritesSchema) ?? EMPTY;
  cache.set(userName, { text, list });
  return list;
}

/** Adds the league to the user's favourites, or takes it out if it is there. */
export function toggleFavourite(userName: string, league: LeagueRef): void {
  const list = readFavourites(userName);
  const next = list.some((item) => sameLeague(item, league))
    ? list.filter((item) => !sameLeague(item, league))
    : [...list, { sport: league.sport, league: league.league }].slice(-MAX_FAVOURITES);
  writeStored(localStorage, keyOf(userName), next.length > 0 ? next : null);
  notify();
}

function subscribe(listener: () => void) {
  const unsubscribe = favourites.subscribe(listener);
  // Another tab of the same browser changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${LOCAL_KEYS.favouriteLeagues}:`)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The logged-in user's favourite leagues and a toggle; an empty list and a no-op without a user.
 */
export function useFavouriteLeagues(userName: string | undefined) {
  const favourites = useSyncExternalStore(
    subscribe,
    () => (userName ? readFavourites(userName) : EMPTY),
    () => EMPTY,
  );
  const toggle = useCallback(
    (league: LeagueRef) => {
      if (userName) toggleFavourite(userName, league);
    },
    [userName],
  );
  const isFavourite = useCallback(
    (league: LeagueRef) => favourites.some((item) => sameLeague(item, league)),
    [favourites],
  );
  return { favourites, toggle, isFavourite };
}

/**
 * The favourites a sports menu lists first, in the order they were added: those among `sports`
 * (the menu's visible sports and leagues). A favourite without games today waits, stored, until
 * it has some (decision 120).
 */
export function favouritesIn(
  sports: readonly Sport[],
  favourites: readonly LeagueRef[],
): { sport: string; league: League }[] {
  return favourites.flatMap((favourite) => {
    const sport = sports.find((candidate) => candidate.name === favourite.sport);
    const league = sport?.leagues.find((candidate) => candidate.shortName === favourite.league);
    return sport && league ? [{ sport: sport.name, league }] : [];
  });
}
