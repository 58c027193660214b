// The menus are fetched once per sign-in (and on demand after menu edits): the modules, each module's
// route tree and the button codes. The guard, the sidebar, the module bar and the menu-defined routes
// all derive from what is stored here.
import { fetchButtons, fetchRoutes, fetchTopMenus, type RouteNode, type TopMenu } from '../../domains/menu';
import { session, type MenuNode } from '../../session';
import { flattenButtons } from '../../session/permission';

const toNode = (route: RouteNode): MenuNode => ({
  id: route.id,
  parentId: route.parentId,
  code: route.code,
  name: route.name,
  path: route.path,
  source: route.source,
  keepAlive: Boolean(route.keepAlive ?? route.meta?.keepAlive),
  meta: route.meta,
  children: route.children?.filter((child) => child.category !== 2).map(toNode),
});

const moduleNode = (top: TopMenu, routes: RouteNode[]): MenuNode => ({
  id: top.id,
  code: top.code,
  name: top.name,
  path: top.path,
  source: top.source,
  meta: { i18n: top.i18n },
  children: routes.map(toNode),
});

let inflight: Promise<void> | null = null;

/** Loads modules, their trees and the button map into the session; one load at a time. */
export function loadMenus(): Promise<void> {
  inflight ??= (async () => {
    const [tops, buttons] = await Promise.all([fetchTopMenus(), fetchButtons()]);
    const trees = await Promise.all(tops.map((top) => fetchRoutes(top.id)));
    session.menuAll = tops.map((top, index) => moduleNode(top, trees[index] ?? []));
    session.permission = flattenButtons(buttons);
    if (!session.menuAll.some((module) => module.id === session.menuId)) session.menuId = session.menuAll[0]?.id ?? '';
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}
