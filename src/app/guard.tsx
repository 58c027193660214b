import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { safeRedirect } from '../lib/safe-redirect';
import { accessOf, clearSession, landingPath, session } from '../session';
import { isLoginPath, useRouteMeta } from '../lib/route-meta';

/** The route guard of docs/product-rules.md#route-guard, and the page title rule. */
export function Guard() {
  const snap = useSnapshot(session);
  const { accessToken, isLock, lockReturn, loginPath, loginType, userInfo } = snap;
  const location = useLocation();
  const meta = useRouteMeta();
  const { t } = useTranslation();
  const signedIn = accessToken !== '';
  const path = location.pathname;
  // A session that ended in this window (sign-out here or in another window, a 401) returns to the
  // plain sign-in page; only a visit that never had a session remembers where it was going.
  const hadSession = useRef(signedIn);
  if (signedIn) hadSession.current = true;

  // Public pages take their title here; signed-in pages take the active tab's label (the shell).
  const isPublic = meta.isAuth === false;
  useEffect(() => {
    if (!isPublic) return;
    const name = meta.title ? t(meta.title) : '';
    const site = t('common:appName');
    document.title = name ? `${name} - ${site}` : site;
  }, [isPublic, meta.title, t]);

  // An empty token with leftovers of a session (another window signed out, a 401): clear them.
  const stale = !signedIn && userInfo !== null;
  useEffect(() => {
    if (stale) clearSession();
  }, [stale]);

  if (signedIn && isLock && path !== '/lock') return <Navigate to="/lock" replace />;
  if (signedIn && isLoginPath(path)) {
    const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={redirect ?? landingPath(loginType)} replace />;
  }
  if (path === '/lock' && (!signedIn || !isLock)) return <Navigate to={signedIn ? lockReturn || '/' : loginPath} replace />;
  if (meta.isAuth === false) return <Outlet />;
  // a path only the menus define is unknown without a session — unless the session just ended here: then sign-in
  if (!signedIn && meta.catchAll) return <Navigate to={hadSession.current ? loginPath : '/404'} replace />;
  if (!accessOf(snap).canOpen(meta)) return <Navigate to="/403" replace />;
  if (!signedIn) {
    const target = `${path}${location.search}`;
    const plain = hadSession.current || path === '/' || path === '/wel';
    const redirect = plain ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`${loginPath}${redirect}`} replace />;
  }
  return <Outlet />;
}
