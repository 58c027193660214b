// Token refresh (docs/product-rules.md#token-refresh, docs/security.md#sessions): a check every 10 s refreshes once the token's age
// reaches the token-time setting, never later than 80% of expires_in. One refresh at a time: a promise
// within the window, a Web Lock across windows; the winner's tokens reach the others through storage.
import { siteConfig } from '../lib/config';
import { isHttpError } from '../lib/http';
import { applyTokens, clearSession } from './actions';
import { requestRefresh } from './auth-api';
import { session, syncFromStorage } from './store';

const LOCK = 'shian-token-refresh';

/** Seconds after which a token is refreshed. */
export function refreshThreshold(expiresIn: number, tokenTime: number = siteConfig.tokenTime): number {
  if (!(expiresIn > 0)) return tokenTime;
  return Math.min(tokenTime, Math.floor(expiresIn * 0.8));
}

export function isRefreshDue(state: { accessToken: string; refreshToken: string; tokenTime: number; expiresIn: number }, now: number): boolean {
  if (!state.accessToken || !state.refreshToken) return false;
  return (now - state.tokenTime) / 1000 >= refreshThreshold(state.expiresIn);
}

/** A refused grant ends the session; a network or server failure keeps it for the next check. */
export function isRefusal(error: unknown): boolean {
  return isHttpError(error) && error.code >= 400 && error.code < 500 && error.code !== 408 && error.code !== 429;
}

async function withCrossWindowLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  await locks.request(LOCK, run);
}

async function refreshNow(): Promise<void> {
  await withCrossWindowLock(async () => {
    // Another window may have refreshed while this one waited for the lock: adopt its tokens.
    syncFromStorage(['accessToken', 'refreshToken', 'tokenTime', 'expiresIn', 'tenantId']);
    if (!isRefreshDue(session, Date.now())) return;
    try {
      const res = await requestRefresh(session.refreshToken, session.tenantId);
      if (res.error_description || !res.access_token) {
        clearSession();
        return;
      }
      applyTokens(res);
    } catch (error) {
      if (isRefusal(error)) clearSession();
    }
  });
}

let inflight: Promise<void> | null = null;

/** Refreshes when due; callers arriving meanwhile share the one refresh in flight. */
export function refreshIfDue(now = Date.now()): Promise<void> {
  if (inflight) return inflight;
  if (!isRefreshDue(session, now)) return Promise.resolve();
  inflight = refreshNow().finally(() => {
    inflight = null;
  });
  return inflight;
}

export function startRefreshLoop(): () => void {
  const timer = setInterval(() => void refreshIfDue(), siteConfig.tokenCheckInterval);
  return () => clearInterval(timer);
}
