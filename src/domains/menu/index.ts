export { fetchButtons, fetchRoutes, fetchTopMenus } from './api';
export type { RouteNode, TopMenu } from './types';
