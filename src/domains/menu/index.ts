export { fetchAllRoutes, fetchButtons, fetchRoutes, fetchTopMenus } from './api';
export type { ModuleRoutes, RouteNode, TopMenu } from './types';
