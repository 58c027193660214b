import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clearSession, session } from '../session';
import { isLoginPath, useRouteMeta } from './route-meta';

/** The route guard of product-spec.md §2, and the page title rule. */
export function Guard() {
  const { accessToken, isLock, loginPath, userInfo } = useSnapshot(session);
  const location = useLocation();
  const meta = useRouteMeta();
  const { t } = useTranslation();
  const signedIn = accessToken !== '';
  const path = location.pathname;

  useEffect(() => {
    const name = meta.title ? t(meta.title) : '';
    const site = t('common:appName');
    document.title = name ? `${name} - ${site}` : site;
  }, [meta.title, t]);

  // An empty token with leftovers of a session (another window signed out, a 401): clear them.
  const stale = !signedIn && userInfo !== null;
  useEffect(() => {
    if (stale) clearSession();
  }, [stale]);

  if (signedIn && isLock && path !== '/lock') return <Navigate to="/lock" replace />;
  if (signedIn && isLoginPath(path)) return <Navigate to="/" replace />;
  if (path === '/lock' && (!signedIn || !isLock)) return <Navigate to={signedIn ? '/' : loginPath} replace />;
  if (meta.isAuth === false) return <Outlet />;
  if (!signedIn) {
    const target = `${path}${location.search}`;
    const redirect = path === '/' || path === '/wel' ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`${loginPath}${redirect}`} replace />;
  }
  return <Outlet />;
}
