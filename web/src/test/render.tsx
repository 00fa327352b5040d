import type * as React from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { createRoutes } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import type { Theme } from '@/themes/themes.ts';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function renderRouter(router: MemoryRouter, queryClient: QueryClient, theme: Theme) {
  const view = render(
    <AppProviders queryClient={queryClient} theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders routes in a memory router with the app's providers. `routes` are the screen under test plus
 * any pages it navigates to (plain elements that name themselves, so tests can assert arrival).
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', theme = 'generic' }: { path?: string; theme?: Theme } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderRouter(router, createQueryClient(), theme);
}

/**
 * The whole app at `path`: the route table with its guards and lazy pages, as main.tsx mounts it
 * (without StrictMode, whose rehearsal unmount aborts and repeats fetches in development only).
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return renderRouter(router, queryClient, 'generic');
}

export const Landmark = ({ name }: { name: string }): React.ReactElement => (
  <p>{`landed on ${name}`}</p>
);
