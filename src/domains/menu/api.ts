import { http, isHttpError, type R } from '../../lib/http';
import type { ModuleRoutes, RouteNode, TopMenu } from './types';

const BASE = '/api/rabbit-system/menu';

export async function fetchTopMenus(): Promise<TopMenu[]> {
  const { data } = await http.get<R<TopMenu[]>>(`${BASE}/top-menu`);
  return data.data ?? [];
}

export async function fetchRoutes(topMenuId: string): Promise<RouteNode[]> {
  const { data } = await http.get<R<RouteNode[]>>(`${BASE}/routes`, { params: { topMenuId } });
  return data.data ?? [];
}

const isModuleList = (value: unknown): value is ModuleRoutes[] =>
  Array.isArray(value) && value.every((item) => item && typeof item === 'object' && typeof item.id === 'string' && Array.isArray(item.children));

/**
 * Every module with its route tree in one call (`menu/all-routes`, the reference server's own). Undefined
 * when the backend has no such call (404) or answers it without whole trees: the caller then asks
 * `top-menu` and `routes` module by module, as the organisation's platform expects.
 */
export async function fetchAllRoutes(): Promise<ModuleRoutes[] | undefined> {
  try {
    const { data } = await http.get<R<unknown>>(`${BASE}/all-routes`, { silent: true });
    return isModuleList(data.data) ? data.data : undefined;
  } catch (error) {
    if (isHttpError(error) && error.code === 404) return undefined;
    throw error;
  }
}

export async function fetchButtons(): Promise<RouteNode[]> {
  const { data } = await http.get<R<RouteNode[]>>(`${BASE}/buttons`);
  return data.data ?? [];
}
