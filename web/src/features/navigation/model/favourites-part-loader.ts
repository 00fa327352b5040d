import { useEffect, useState } from 'react';
import { loadBeyondTexts } from '@/lib/texts/load-beyond-texts.ts';
import { LOCAL_KEYS, userKey } from '@/lib/storage.ts';
import { useAfterFirstReads } from '@/lib/use-after-first-reads.ts';
import type * as FavouritesModule from '../components/favourites-part.tsx';

export type FavouritesPart = typeof FavouritesModule;

let loaded: FavouritesPart | null = null;
let loading: Promise<FavouritesPart> | null = null;

/** The stars, the Favourites section and their texts (fetched once; the menu sheet asks too). */
export function loadFavouritesPart(): Promise<FavouritesPart> {
  loading ??= Promise.all([import('../components/favourites-part.tsx'), loadBeyondTexts()]).then(
    ([part]) => (loaded = part),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The favourites part for a sports menu: at once when already fetched (the sheet fetches it with
 * its own code), else once the page's first reads are in (decision 123). `part` is null until
 * then; `failed` says it could not be fetched (the menu then works without stars).
 */
export function useFavouritesPart(): { part: FavouritesPart | null; failed: boolean } {
  const afterReads = useAfterFirstReads();
  const [part, setPart] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (part || !afterReads) return;
    let live = true;
    loadFavouritesPart().then(
      (next) => {
        if (live) setPart(next);
      },
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [part, afterReads]);
  return { part: part ?? loaded, failed };
}

/**
 * Whether the user has favourites stored (lib/sportsbook/favourite-leagues.ts keeps them under this key): a
 * menu with some waits for the part before listing, so the Favourites section never pushes the
 * list down after it is shown. Read without the store, which stays out of the first paint.
 */
export function hasStoredFavourites(userName: string | undefined): boolean {
  if (!userName) return false;
  try {
    return localStorage.getItem(userKey(LOCAL_KEYS.favouriteLeagues, userName)) !== null;
  } catch {
    return false;
  }
}
