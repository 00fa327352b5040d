import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { StatusView } from '@/features/status/components/status-view.tsx';

/**
 * A route's code (or its texts) that did not arrive: a lost connection, or a host that has moved on
 * to a newer build whose files have other names (decision 246).
 */
export class RouteCodeNotLoaded extends Error {
  constructor(cause: unknown) {
    super('A route could not load its code', { cause });
    this.name = 'RouteCodeNotLoaded';
  }
}

/**
 * Marks a failure of each route's lazy part as `RouteCodeNotLoaded`, so the error view can tell a
 * page that could not load from a page that broke. Changes `routes` in place and returns them.
 */
export function markLoadFailures(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function') {
      route.lazy = () =>
        lazy().catch((cause: unknown) => {
          throw new RouteCodeNotLoaded(cause);
        });
    }
    if (route.children) markLoadFailures(route.children);
  }
  return routes;
}

/**
 * Anything a route throws lands here: a 404 shows PAGE NOT FOUND, the rest ERROR OCCURED. A page
 * whose code did not arrive says so, with Reload page: the reload fetches the page at its address
 * again, with the host's current build (decision 246).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusView kind="notFound" />;
  console.error(error);
  return <StatusView kind="error" reload={error instanceof RouteCodeNotLoaded} />;
}
