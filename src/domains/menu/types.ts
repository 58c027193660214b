/** A top menu (module) of `menu/top-menu` (docs/contract.md#menus-buttons-dictionaries-trees). */
export interface TopMenu {
  id: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
  i18n?: string;
}

/** A node of `menu/routes` and `menu/buttons`. */
export interface RouteNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  keepAlive?: boolean;
  children?: RouteNode[];
  meta?: { i18n?: string; roles?: string[]; keepAlive?: boolean };
}

/** A module of `menu/all-routes`: the top menu and its route tree. */
export interface ModuleRoutes extends TopMenu {
  children: RouteNode[];
}
