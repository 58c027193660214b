// Menus of the signed-in user (docs/contract.md#menus-buttons-dictionaries-trees): top menus, the route tree of one top menu, every top menu
// with its route tree in one answer (all-routes, this server's own), and the button codes — all limited
// to what the user's role was granted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { roleOf } from '../../../platform/access/role.ts';
import type { AppContext } from '../../../platform/context.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { optionalId } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MenuRoute, TopMenu, TopMenuRoutes } from '../answers.ts';

interface MenuRow {
  id: string;
  parent_id: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  is_open: number;
  keep_alive: number;
  i18n: string;
  roles: string[];
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  keepAlive: boolean;
  hasChildren: boolean;
  children: MenuNode[];
  meta: { i18n: string; roles?: string[]; keepAlive: boolean };
}

const toNode = (row: MenuRow): MenuNode => ({
  id: row.id,
  parentId: row.parent_id,
  code: row.code,
  name: row.name,
  alias: row.alias,
  path: row.path,
  source: row.source,
  sort: row.sort,
  category: row.category,
  action: row.action,
  isOpen: row.is_open,
  keepAlive: row.keep_alive === 1,
  hasChildren: false,
  children: [],
  meta: { i18n: row.i18n, ...(row.roles.length ? { roles: row.roles } : {}), keepAlive: row.keep_alive === 1 },
});

/** Rows (ordered by sort) into a tree; a node whose parent is not among the rows becomes a root. */
export function buildTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** The routes of `category` under top menu `topMenuId` (every top menu for null) granted to `role`. */
const grantedTree = (topMenuId: string | null, role: string | null, category: number) => sql`
  WITH RECURSIVE tree AS (
    SELECT m.id, m.parent_id, 0 AS depth FROM menu m JOIN top_menu_setting s ON s.menu_id = m.id
     WHERE (${topMenuId}::bigint IS NULL OR s.top_menu_id = ${topMenuId}::bigint)
    UNION ALL
    SELECT m.id, m.parent_id, tree.depth + 1 FROM menu m JOIN tree ON m.parent_id = tree.id WHERE tree.depth < ${MAX_TREE_DEPTH}
  )
  SELECT DISTINCT m.id::text, m.parent_id::text, m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action,
         m.is_open, m.keep_alive, m.i18n, m.roles
    FROM menu m JOIN tree ON tree.id = m.id JOIN role_menu rm ON rm.menu_id = m.id AND rm.role_id = ${role}
   WHERE m.is_deleted = 0 AND m.status = 1 AND m.category = ${category}
   ORDER BY sort, id`;

/** Every granted route of every top menu, each row tagged with the top menu it hangs under. */
const allTrees = (role: string | null) => sql`
  WITH RECURSIVE tree AS (
    SELECT s.top_menu_id AS top, m.id, 0 AS depth FROM menu m JOIN top_menu_setting s ON s.menu_id = m.id
    UNION ALL
    SELECT tree.top, m.id, tree.depth + 1 FROM menu m JOIN tree ON m.parent_id = tree.id WHERE tree.depth < ${MAX_TREE_DEPTH}
  )
  SELECT DISTINCT tree.top::text AS top, m.id::text, m.parent_id::text, m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action,
         m.is_open, m.keep_alive, m.i18n, m.roles
    FROM menu m JOIN tree ON tree.id = m.id JOIN role_menu rm ON rm.menu_id = m.id AND rm.role_id = ${role}
   WHERE m.is_deleted = 0 AND m.status = 1 AND m.category = 1
   ORDER BY sort, id`;

/** The top menus with a route granted to `role`. */
const topMenus = (role: string | null) => sql`
  SELECT t.id::text, t.code, t.name, t.source, t.path, t.sort, t.i18n FROM top_menu t
   WHERE t.is_deleted = 0 AND EXISTS (
     SELECT 1 FROM top_menu_setting s JOIN role_menu rm ON rm.menu_id = s.menu_id WHERE s.top_menu_id = t.id AND rm.role_id = ${role})
   ORDER BY t.sort, t.id`;

export function menuRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/rabbit-system/menu';
  const db = ctx.db.pool;

  app.get(
    `${base}/top-menu`,
    { schema: { tags: ['menu'], summary: 'The top menus the user may use', response: answers(z.array(TopMenu)) } },
    async (request) => {
      const role = await roleOf(db, await authenticate(ctx, request));
      const { rows } = await db.query(topMenus(role ?? null));
      return ok(rows);
    },
  );

  app.get(
    `${base}/all-routes`,
    {
      schema: {
        tags: ['menu'],
        summary: 'Every top menu the user may use with its route tree, in one answer (this server’s own; menu/routes takes one top menu a call)',
        description: 'Answers `[{ id, code, name, source, path, sort, i18n, children: [route tree] }]`, the top menus in the order of `menu/top-menu`.',
        response: answers(z.array(TopMenuRoutes)),
      },
    },
    async (request) => {
      const role = (await roleOf(db, await authenticate(ctx, request))) ?? null;
      const [tops, routes] = await Promise.all([db.query<z.output<typeof TopMenu>>(topMenus(role)), db.query<MenuRow & { top: string }>(allTrees(role))]);
      return ok(tops.rows.map((top) => ({ ...top, children: buildTree(routes.rows.filter((row) => row.top === top.id)) })));
    },
  );

  app.get(
    `${base}/routes`,
    {
      schema: {
        tags: ['menu'],
        summary: 'The route tree of ?topMenuId= (the first top menu when absent)',
        querystring: z.object({ topMenuId: optionalId('topMenuId 不正确') }),
        response: answers(z.array(MenuRoute)),
      },
    },
    async (request) => {
      const role = await roleOf(db, await authenticate(ctx, request));
      let topMenuId = request.query.topMenuId;
      if (!topMenuId) {
        const first = await db.query<{ id: string }>(
          sql`SELECT t.id::text FROM top_menu t JOIN top_menu_setting s ON s.top_menu_id = t.id JOIN role_menu rm ON rm.menu_id = s.menu_id
            WHERE rm.role_id = ${role ?? null} AND t.is_deleted = 0 ORDER BY t.sort, t.id LIMIT 1`,
        );
        topMenuId = first.rows[0]?.id;
      }
      if (!topMenuId) return ok([]);
      const { rows } = await db.query<MenuRow>(grantedTree(topMenuId, role ?? null, 1));
      return ok(buildTree(rows));
    },
  );

  app.get(
    `${base}/buttons`,
    { schema: { tags: ['menu'], summary: 'The button codes the user may use, as a tree', response: answers(z.array(MenuRoute)) } },
    async (request) => {
      const role = await roleOf(db, await authenticate(ctx, request));
      const { rows } = await db.query<MenuRow>(grantedTree(null, role ?? null, 2));
      return ok(buildTree(rows));
    },
  );
}
