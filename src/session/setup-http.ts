import { configureHttp } from '../lib/http';
import { clearSession } from './actions';
import { refreshIfDue } from './refresh';
import { session } from './store';

/** Wires the HTTP client to the session: the token, the 401 rule, and refreshing a due token first. */
export function setupHttp(): void {
  configureHttp({
    getToken: () => session.accessToken || undefined,
    onUnauthorized: () => clearSession(),
    beforeRequest: () => refreshIfDue(),
  });
}
