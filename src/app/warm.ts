// Who a page's first requests may be started for before the page is drawn (./screen-routes.ts, the walls' route): a
// signed-in, unlocked user whose menus grant the screen — the page would ask the same, or show a 403 and ask nothing.
import { isScreenId } from '../../screens/data/types';
import { prefetchStatistics } from '../../screens/data/prefetch';
import { CONSOLE_PATHS } from '../../screens/registry';
import { accessOf, isSignedIn, session, type Access } from '../session';
import { filterByRoles, findLeafByPath, visibleModules } from '../shell/menus/menu-model';

/** The signed-in user's access, or null when nothing may be asked for (signed out, locked). */
export const activeAccess = (): Access | null => (isSignedIn() && !session.isLock ? accessOf(session) : null);

/** Whether the user's menus hold a path, as the shell shows them (its useMenus): role-filtered, within the kind's modules. */
export function menusGrant(access: Access, path: string): boolean {
  const modules = visibleModules(filterByRoles(session.menuAll, session.roles), access.kind);
  return findLeafByPath(modules, path) !== undefined;
}

/** A wall's window (`/bigscreen/<screen>`): its figures, for a screen the menus grant. */
export function warmWall(screen: string | undefined, search: string): void {
  const access = activeAccess();
  if (access && isScreenId(screen) && menusGrant(access, CONSOLE_PATHS[screen])) prefetchStatistics(screen, search);
}
