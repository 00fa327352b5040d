import type * as React from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import type { Theme } from '@/themes/themes.ts';

/**
 * Renders routes in a memory router with the app's providers. `routes` are the screen under test plus
 * any pages it navigates to (plain elements that name themselves, so tests can assert arrival).
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', theme = 'generic' }: { path?: string; theme?: Theme } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export const Landmark = ({ name }: { name: string }): React.ReactElement => (
  <p>{`landed on ${name}`}</p>
);
