import type * as React from 'react';
import { createContext, useContext, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import type { Theme } from '@/themes/themes.ts';

/** `parameters.route`: the story renders at `pattern`, opened at `path`, inside a memory router. */
export interface RouteParameter {
  /** The URL the story opens at, query included (e.g. '/passwordReset?token=abc&user=demo'). */
  path: string;
  /** The route pattern the story renders at (default: `path` without its query). */
  pattern?: string;
  /** Child routes of the story's route (layouts render them in their <Outlet />). */
  children?: RouteObject[];
  /** Other routes the screen can reach; any other URL shows a landmark naming it. */
  routes?: RouteObject[];
}

/** Sets `parameters.route` (typed helper for stories). */
export const route = (
  path: string,
  options: Omit<RouteParameter, 'path'> = {},
): RouteParameter => ({
  path,
  ...options,
});

const StorySlot = createContext<React.ReactNode>(null);

function CurrentStory() {
  return <>{useContext(StorySlot)}</>;
}

/** Where a story navigated to, so play functions can assert the arrival. */
export function Landmark() {
  const location = useLocation();
  return (
    <main className="p-6">
      <h1 className="text-lg font-semibold">{`Navigated to ${location.pathname}${location.search}`}</h1>
    </main>
  );
}

function StoryRouter({
  route: story,
  children,
}: {
  route: RouteParameter;
  children: React.ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: story.pattern ?? story.path.split('?')[0],
          Component: CurrentStory,
          children: story.children,
        },
        ...(story.routes ?? []),
        { path: '*', Component: Landmark },
      ],
      { initialEntries: [story.path] },
    ),
  );
  // The router is made once; the story element reaches it through context, so re-renders flow in.
  return (
    <StorySlot value={children}>
      <RouterProvider router={router} />
    </StorySlot>
  );
}

/**
 * The web app's providers around a story, with a fresh query client per story and, when the story
 * sets `parameters.route`, a memory router.
 */
export function AppFrame({
  theme,
  route: story,
  children,
}: {
  theme: Theme;
  route: RouteParameter | undefined;
  children: React.ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} theme={theme}>
      {story ? <StoryRouter route={story}>{children}</StoryRouter> : children}
    </AppProviders>
  );
}
