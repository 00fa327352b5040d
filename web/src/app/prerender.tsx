import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
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

/** The HTML of `#root` for `path` in `language` and `theme`. */
export async function renderPage(path: string, language: Language, theme: Theme): Promise<string> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(withoutLoaders(createRoutes(queryClient)));
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
