import { useMatches } from 'react-router-dom';

/** Route meta (docs/architecture.md#route-meta): drives the guard, the page title and, later, tabs and menus. */
export interface RouteMeta {
  /** false: open without a session (the public routes of docs/product-rules.md#public-routes). */
  isAuth?: boolean;
  /** i18n key of the page name, e.g. `auth:login.title`. */
  title?: string;
  keepAlive?: boolean;
  /** The menu-defined paths' route: without a session an unknown path is a 404, not a sign-in. */
  catchAll?: boolean;
  /** The page is found in the user's menus (its label, keep-alive flag and screen come from there). */
  menuDefined?: boolean;
  /** User types that may not open the page (403). */
  hideFor?: readonly string[];
  /**
   * A screen reached from a menu screen rather than a menu item of its own (a detail, a form): the menu path whose
   * grant opens it, whose module it shows in, and whose label its tab falls back to.
   */
  within?: string;
  /** Roles that may open the page (none: everyone the menus grant it to); others get a 403. */
  roles?: readonly string[];
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const meta: RouteMeta = {};
  for (const match of matches) Object.assign(meta, (match.handle as RouteMeta | undefined) ?? {});
  return meta;
}

export const loginPaths = ['/login', '/login/accountLogin'] as const;
export const isLoginPath = (path: string) => (loginPaths as readonly string[]).includes(path.replace(/\/$/, ''));
