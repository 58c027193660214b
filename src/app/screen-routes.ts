// The shell's routes from the screen table, added to the router when a path of the shell is first opened
// (./router.tsx): the sign-in page's download holds none of the table.
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { menuScreens, shellScreens } from './screens';

/** The shell's own screens and the menu screens with routes of their own, as children of the shell's layout route. */
export function screenRoutes(menuPage: RouteObject['lazy']): RouteObject[] {
  return [
    ...shellScreens.map((screen) => ({ path: screen.path, handle: { title: screen.title, ...screen.access }, lazy: lazyRoute(screen.load!) })),
    ...menuScreens
      .filter((screen) => screen.ownRoute)
      .map((screen) => ({
        path: screen.path,
        handle: { menuDefined: true, ...(screen.within ? { within: screen.within, title: screen.title } : {}), ...screen.access },
        lazy: menuPage,
      })),
  ];
}
