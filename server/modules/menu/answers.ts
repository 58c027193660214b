// What the menu routes answer (server/platform/http/answers.ts): the signed-in user's menus and buttons as trees,
// and the maintained menu items.
import { z } from 'zod';
import type { MenuNode } from './routes/menu.ts';

/** A granted menu or button in the user's tree (routes/menu.ts buildTree); its children are nodes too. */
export const MenuRoute: z.ZodType<MenuNode> = z
  .object({
    id: z.string(),
    parentId: z.string(),
    code: z.string(),
    name: z.string(),
    alias: z.string(),
    path: z.string(),
    source: z.string(),
    sort: z.number().int(),
    category: z.number().int().describe('1 a menu, 2 a button'),
    action: z.number().int(),
    isOpen: z.number().int(),
    keepAlive: z.boolean(),
    hasChildren: z.boolean(),
    get children() {
      return z.array(MenuRoute);
    },
    meta: z.object({ i18n: z.string(), roles: z.array(z.string()).optional(), keepAlive: z.boolean() }),
  })
  .meta({ id: 'MenuRoute' });

/** A top menu (module) the user may use. */
export const TopMenu = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  source: z.string(),
  path: z.string(),
  sort: z.number().int(),
  i18n: z.string(),
});

/** A top menu with its route tree (all-routes). */
export const TopMenuRoutes = TopMenu.extend({ children: z.array(MenuRoute) });

/** A maintained menu item (routes/admin.ts RECORD). */
export const MenuItem = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  path: z.string(),
  source: z.string(),
  sort: z.number().int(),
  category: z.number().int().describe('1 a menu, 2 a button'),
  action: z.number().int(),
  isOpen: z.number().int(),
  keepAlive: z.number().int(),
  i18n: z.string(),
  remark: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  parentName: z.string(),
  hasChildren: z.boolean(),
});
