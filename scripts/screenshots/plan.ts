// What a run visits: every route the account's menus offer (read from the menus the console stored after signing
// in, so a new screen is shot without editing this tool), the public routes, and the wall routes.
import type { Page } from '@playwright/test';
import { SCREEN_IDS } from '../../screens/data/types.ts';

export interface RouteShot {
  route: string;
  /** the module (top menu) it sits under, for the gallery */
  module: string;
}

interface MenuNode {
  name?: string;
  path?: string;
  children?: MenuNode[];
}

/** The public routes, shot signed out (the lock screen is shot signed in). */
export const PUBLIC_ROUTES = ['/login', '/login/accountLogin', '/login/forgetPassword', '/403', '/404', '/500'];

export const WALL_ROUTES = [...SCREEN_IDS.map((id) => `/bigscreen/${id}`), '/bigscreen/playlist'];

/** Whether a route is a wall screen (the big-screen mode: no shell around it). */
export const onWall = (item: RouteShot) => item.route.startsWith('/bigscreen/');

const leaves = (node: MenuNode): MenuNode[] => (node.children?.length ? node.children.flatMap(leaves) : [node]);

/** The internal leaf routes of the menus the console stored, in menu order, each once. */
export async function menuRoutes(page: Page): Promise<RouteShot[]> {
  const menus = await page.waitForFunction(() => {
    const raw = localStorage.getItem('shian-menuAll');
    const content = raw ? (JSON.parse(raw) as { content?: unknown }).content : undefined;
    return Array.isArray(content) && content.length ? content : undefined;
  });
  const modules = (await menus.jsonValue()) as MenuNode[];
  const seen = new Set<string>();
  const shots: RouteShot[] = [];
  for (const module of modules)
    for (const leaf of (module.children ?? []).flatMap(leaves)) {
      const route = leaf.path ?? '';
      if (!route.startsWith('/') || route.includes(':') || seen.has(route)) continue;
      seen.add(route);
      shots.push({ route, module: module.name ?? '' });
    }
  return shots;
}
