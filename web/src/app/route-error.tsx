import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusView } from '@/features/status/components/status-view.tsx';

/** Anything a route throws lands here: a 404 shows PAGE NOT FOUND, the rest ERROR OCCURED. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusView kind="notFound" />;
  console.error(error);
  return <StatusView kind="error" />;
}
