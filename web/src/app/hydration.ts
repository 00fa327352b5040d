import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from './prerendered-root.ts';

/**
 * The page, language and theme the prerendered HTML in `root` shows (its marker, `<html lang
 * data-theme>`), or null when the page came with an empty root (index.html). Read before the app
 * sets either.
 */
export function prerenderedAs(
  root: HTMLElement,
): { page: string; language: string; theme: string } | null {
  const page = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (page === null) return null;
  const html = document.documentElement;
  return { page, language: html.lang, theme: html.dataset.theme ?? '' };
}

/** What routerReady reads of a data router. */
export interface StartingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves once `router` has finished its first navigation (lazy parts loaded, loaders and their
 * redirects done): the moment its first render draws the page itself, not a loading fallback.
 */
export function routerReady(router: StartingRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Readies `routes` to hydrate the HTML of `location`: the matched routes' lazy parts load first
 * (the first render must be the page, not the loading fallback), and each matched loader gets an
 * empty answer and runs again once hydrated, so checks that call the API (the region check) still
 * run in the browser and no API data is baked into the HTML.
 */
export async function prepareHydration(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<HydrationState> {
  const matched = (matchRoutes(routes, location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaderData: Record<string, null> = {};
  matched.forEach((route, depth) => {
    if (typeof route.loader !== 'function') return;
    route.id ??= `hydrated-${String(depth)}`;
    route.loader.hydrate = true;
    loaderData[route.id] = null;
  });
  return { loaderData };
}
