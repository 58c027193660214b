import { http, type R } from '../../lib/http';
import type { RouteNode, TopMenu } from './types';

const BASE = '/api/rabbit-system/menu';

export async function fetchTopMenus(): Promise<TopMenu[]> {
  const { data } = await http.get<R<TopMenu[]>>(`${BASE}/top-menu`);
  return data.data ?? [];
}

export async function fetchRoutes(topMenuId: string): Promise<RouteNode[]> {
  const { data } = await http.get<R<RouteNode[]>>(`${BASE}/routes`, { params: { topMenuId } });
  return data.data ?? [];
}

export async function fetchButtons(): Promise<RouteNode[]> {
  const { data } = await http.get<R<RouteNode[]>>(`${BASE}/buttons`);
  return data.data ?? [];
}
