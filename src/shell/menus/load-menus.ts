// The menus: the modules with their route trees, and the button codes. They are kept in local storage, so
// a page load draws at once from what the last load stored and fetches them again in the background
// (stale-while-revalidate); a menu edit (菜单管理) fetches them at once. The guard, the sidebar, the module
// bar and the menu-defined routes all derive from what is stored here.
//
// The trees come in one call (`menu/all-routes`); a backend without it gets the platform's calls, the
// modules (`top-menu`) and then each module's `routes`.
import { fetchAllRoutes, fetchButtons, fetchRoutes, fetchTopMenus, type ModuleRoutes, type RouteNode, type TopMenu } from '../../domains/menu';
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

/** Whether this backend has `menu/all-routes`; learnt from its first answer, for the page's lifetime. */
let allRoutes = true;

async function fetchModules(): Promise<ModuleRoutes[]> {
  if (allRoutes) {
    const modules = await fetchAllRoutes();
    if (modules) return modules;
    allRoutes = false;
  }
  const tops = await fetchTopMenus();
  const trees = await Promise.all(tops.map((top) => fetchRoutes(top.id)));
  return tops.map((top, index) => ({ ...top, children: trees[index] ?? [] }));
}

let inflight: Promise<void> | null = null;

/** Loads modules, their trees and the button map into the session; one load at a time. */
export function loadMenus(): Promise<void> {
  inflight ??= (async () => {
    const [modules, buttons] = await Promise.all([fetchModules(), fetchButtons()]);
    // what the page load drew from storage is usually what the server answers again: keep it then, so
    // the background refresh does not re-render the whole shell while the page is drawing
    const menuAll = modules.map((module) => moduleNode(module, module.children));
    if (JSON.stringify(menuAll) !== JSON.stringify(session.menuAll)) session.menuAll = menuAll;
    const permission = flattenButtons(buttons);
    if (JSON.stringify(permission) !== JSON.stringify(session.permission)) session.permission = permission;
    if (!session.menuAll.some((module) => module.id === session.menuId)) session.menuId = session.menuAll[0]?.id ?? '';
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}
