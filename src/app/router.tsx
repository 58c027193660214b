import { createBrowserRouter, Navigate } from 'react-router-dom';
import { siteConfig } from '../lib/config';
import { landingPath, session } from '../session';
import { ErrorPage } from '../shell/error-page';
import { Guard } from './guard';
import { lazyRoute } from './lazy-route';
import { menuScreens, shellScreens } from './screens';
import { RouteError } from './route-error';

const publicRoute = { isAuth: false };

// Routes import page modules directly (not a domain's index) so that each page is its own chunk.

const menuPage = lazyRoute(() => import('./menu-page').then((m) => m.MenuPage));

export const router = createBrowserRouter([
  {
    element: <Guard />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      // the site's root is the user's home: the statistics screen for banks, 待办提醒 for everyone else
      { path: '/', Component: () => <Navigate to={landingPath(session.loginType)} replace /> },
      {
        path: '/login',
        handle: { ...publicRoute, title: 'auth:login.title' },
        lazy: lazyRoute(() => import('../domains/auth/pages/login-page').then((m) => m.LoginPage)),
      },
      {
        path: '/login/accountLogin',
        handle: { ...publicRoute, title: 'auth:accountLogin.title' },
        lazy: lazyRoute(() => import('../domains/auth/pages/account-login-page').then((m) => m.AccountLoginPage)),
      },
      {
        path: '/login/forgetPassword',
        handle: { ...publicRoute, title: 'auth:forget.title' },
        lazy: lazyRoute(() => import('../domains/auth/pages/forget-password-page').then((m) => m.ForgetPasswordPage)),
      },
      {
        path: '/lock',
        handle: { ...publicRoute, title: 'shell:lock.title' },
        lazy: lazyRoute(() => import('../shell/lock-page').then((m) => m.LockPage)),
      },
      ...(['403', '404', '500'] as const).map((code) => ({
        path: `/${code}`,
        handle: { ...publicRoute, title: `common:error.${code}Title` },
        element: <ErrorPage code={code} onRetry={code === '500' ? () => window.history.back() : undefined} />,
      })),
      // The big-screen mode's chromeless routes (screens/): a wall's window, and the playlist.
      {
        path: '/bigscreen/playlist',
        lazy: lazyRoute(() => import('../../screens/playlist/playlist-page').then((m) => m.PlaylistPage)),
      },
      {
        path: '/bigscreen/:screen',
        lazy: lazyRoute(() => import('../../screens/pages/wall-page').then((m) => m.WallPage)),
      },
      {
        lazy: lazyRoute(() => import('../shell/shell-layout').then((m) => m.ShellLayout)),
        children: [
          { path: '/wel', element: <Navigate to={siteConfig.homePath} replace /> },
          // the screens of src/app/screens.ts: the shell's own, and the menu screens with routes of their own
          ...shellScreens.map((screen) => ({ path: screen.path, handle: { title: screen.title, ...screen.access }, lazy: lazyRoute(screen.load!) })),
          ...menuScreens
            .filter((screen) => screen.ownRoute)
            .map((screen) => ({
              path: screen.path,
              handle: { menuDefined: true, ...(screen.within ? { within: screen.within, title: screen.title } : {}), ...screen.access },
              lazy: menuPage,
            })),
          // Paths the user's menus define (docs/product-rules.md#menu-defined-routes).
          { path: '*', handle: { catchAll: true, menuDefined: true }, lazy: menuPage },
        ],
      },
    ],
  },
]);
