import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '../shell/error-page';
import { retryAfterChunkError } from './lazy-route';

/** A route that failed to load or render shows the /500 page with a retry (never a blank screen). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage code="500" onRetry={retryAfterChunkError} />;
}
