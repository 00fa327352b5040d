import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { GamesSkeleton } from '@/components/sports/games-skeleton.tsx';
import { i18n, loadLanguage, type Language } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import type { Theme } from '@/themes/themes.ts';
import { AppTree } from './app-tree.tsx';
import { createRoutes } from './router.tsx';

/**
 * The build's prerendering entry (issue 27, decision 155), bundled by Vite in SSR mode and run by
 * web/build/prerender.ts: a page as the browser's first render draws it, from the same routes and
 * components, with no data (queries pending: skeletons) and no loader run (the browser runs them).
 */

/** The routes without their loaders: nothing is asked of an API at build time. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    route.loader = undefined;
    if (route.children) withoutLoaders(route.children);
  }
  return routes;
}

/**
 * The logged-in frame's routes (decision 159): the main route (its layout: top bar, menus) with one
 * page, the league tables' skeleton, for whatever page is reloaded. No user, no data: the browser's
 * first render replaces it with the page itself.
 */
function frameRoutes(routes: RouteObject[]): RouteObject[] {
  const main = routes.flatMap((route) => route.children ?? []).find((route) => route.path === '/');
  if (!main) throw new Error('prerender: the routes have no main route at /');
  main.children = [
    {
      index: true,
      element: (
        <div className="grid gap-4 p-4 tablet:p-6">
          <GamesSkeleton />
        </div>
      ),
    },
  ];
  return routes;
}

/** The HTML of `#root` for `path` (or the logged-in frame) in `language` and `theme`. */
export async function renderPage(
  path: string,
  language: Language,
  theme: Theme,
  { frame = false }: { frame?: boolean } = {},
): Promise<string> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const routes = withoutLoaders(createRoutes(queryClient));
  const handler = createStaticHandler(frame ? frameRoutes(routes) : routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: answers ${String(context.status)}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppTree queryClient={queryClient} theme={theme}>
      {/* No hydration script: the CSP allows no inline script, and there is no data to carry. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppTree>,
  );
  queryClient.clear();
  return html;
}
