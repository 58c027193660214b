import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { siteConfig } from '../lib/config';
import { i18n, isLanguage, loadLanguage } from '../lib/i18n';
import { isSignedIn, landingPath, session } from '../session';
import { ErrorPage } from '../shell/error-page';
import { Guard } from './guard';
import { lazyRoute, loadChunk } from './lazy-route';
import { RouteError } from './route-error';

const publicRoute = { isAuth: false };

// Routes import page modules directly (not a domain's index) so that each page is its own chunk.

const menuPage = lazyRoute(() => import('./menu-page').then((m) => m.MenuPage));
// the shell, with its English catalogues when English is chosen (a language pack: src/shell/shell-i18n.ts)
const shellLayout = () =>
  import('../shell/shell-layout').then(async (m) => {
    if (isLanguage(i18n.language)) await loadLanguage(i18n.language).catch(() => undefined);
    return m.ShellLayout;
  });

/** The screens' routes and their start (./screen-routes.ts), loaded when a path of the shell is first opened. */
const screenRoutes = () => loadChunk(() => import('./screen-routes'));
const SHELL = 'shell';
let screensAdded = false;

/**
 * Adds the screen table's routes to the shell the first time a path the router does not know for certain is opened
 * (any but the public pages: those match without it). The walls' windows need none of it. A navigation overtaken
 * while the table loads (sign-in's own redirect and the guard's) patches nothing: the one that overtook it adds them.
 */
async function addScreens({ path, patch, signal }: { path: string; patch: (routeId: string, children: RouteObject[]) => void; signal: AbortSignal }) {
  if (screensAdded || path.startsWith('/bigscreen/')) return;
  // a signed-in user's shell starts loading with the table, not after it
  if (isSignedIn()) shellLayout().catch(() => undefined);
  const { screenRoutes: routes } = await screenRoutes();
  if (screensAdded || signal.aborted) return;
  screensAdded = true;
  patch(SHELL, routes(menuPage));
}

export const router = createBrowserRouter(
  [
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
        // 信息公开's public page of a school, opened from its QR code without signing in (src/domains/disclosure/public)
        {
          path: '/p/:token',
          handle: { ...publicRoute },
          lazy: lazyRoute(() => import('../domains/disclosure/public/public-page').then((m) => m.PublicPage)),
        },
        // The big-screen mode's chromeless routes (screens/): a wall's window, and the playlist.
        {
          path: '/bigscreen/playlist',
          lazy: lazyRoute(() => import('../../screens/playlist/playlist-page').then((m) => m.PlaylistPage)),
        },
        {
          path: '/bigscreen/:screen',
          // the screen's figures are asked for while the page and the chart library load
          loader: ({ params, request }) => {
            void import('./warm').then((m) => m.warmWall(params.screen, new URL(request.url).search));
            return null;
          },
          lazy: lazyRoute(() => import('../../screens/pages/wall-page').then((m) => m.WallPage)),
        },
        {
          id: SHELL,
          lazy: lazyRoute(shellLayout),
          // the screens of src/app/screens.ts join these (addScreens): the shell's own, and the menu screens with routes of their own
          children: [
            { path: '/wel', element: <Navigate to={siteConfig.homePath} replace /> },
            // Paths the user's menus define (docs/product-rules.md#menu-defined-routes).
            {
              path: '*',
              handle: { catchAll: true, menuDefined: true },
              lazy: menuPage,
              loader: (args) => {
                void screenRoutes().then((m) => m.warmMenuPath(args));
                return null;
              },
            },
          ],
        },
      ],
    },
  ],
  { patchRoutesOnNavigation: addScreens },
);
