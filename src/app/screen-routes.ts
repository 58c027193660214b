// The shell's routes from the screen table, added to the router when a signed-in path is first opened
// (./router.tsx): the sign-in page's download holds none of the table. A screen's route starts its page's code and
// first requests together (`warm`), instead of the requests waiting for the code to arrive and draw.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { menuScreen, menuScreens, shellScreens, type ScreenDescriptor } from './screens';
import { activeAccess, menusGrant } from './warm';

const shellScreen = new Map(shellScreens.map((screen) => [screen.path, screen]));

/** The menu screen at a path, or the shell's own screen of a route (its pattern, `/myiframe/:code`). */
const screenAt = (path: string, pattern?: string): { screen: ScreenDescriptor; menu: boolean } | undefined => {
  const menu = menuScreen(path);
  if (menu) return { screen: menu, menu: true };
  const own = shellScreen.get(pattern ?? path);
  return own ? { screen: own, menu: false } : undefined;
};

/**
 * Starts what a screen's page will need, as its route matches: the page's code (a menu screen's, which the menu page
 * would load only once drawn) and the requests its descriptor names, for a user who may open it. Never fails the
 * navigation: a failed start leaves the page to load and ask as it would have.
 */
export function warm(url: URL, pattern?: string): void {
  const found = screenAt(url.pathname, pattern);
  const access = activeAccess();
  if (!found || !access) return;
  const { screen, menu } = found;
  if (!access.canOpen(screen.access) || (screen.serves && !screen.serves.includes(access.kind))) return;
  if (menu && !menusGrant(access, screen.within ?? url.pathname)) return;
  if (menu) screen.load?.().catch(() => undefined);
  try {
    screen.prefetch?.(url.search);
  } catch {
    // the page asks for itself
  }
}

const warmLoader =
  (pattern?: string) =>
  ({ request }: LoaderFunctionArgs) => {
    warm(new URL(request.url), pattern);
    return null;
  };

/** The loader of the menu-defined paths' route (every path the menus define): starts the screen at that path. */
export const warmMenuPath = warmLoader();

/** The shell's own screens and the menu screens with routes of their own, as children of the shell's layout route. */
export function screenRoutes(menuPage: RouteObject['lazy']): RouteObject[] {
  return [
    ...shellScreens.map((screen) => ({
      path: screen.path,
      handle: { title: screen.title, ...screen.access },
      lazy: lazyRoute(screen.load!),
      loader: warmLoader(screen.path),
    })),
    ...menuScreens
      .filter((screen) => screen.ownRoute)
      .map((screen) => ({
        path: screen.path,
        handle: { menuDefined: true, ...(screen.within ? { within: screen.within, title: screen.title } : {}), ...screen.access },
        lazy: menuPage,
        loader: warmMenuPath,
      })),
  ];
}
