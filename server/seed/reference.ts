// The grants of a new tenant's roles: which menus and buttons each role may use, by its top menus and
// the items' role limits. (The menus themselves come from upgrade.ts, on every start.)
import type pg from 'pg';
import { MAX_TREE_DEPTH } from '../platform/db/trees.ts';
import { insertRows } from './insert-rows.ts';
import { roleItems, roleTopMenus } from './menus.ts';
import { sql } from '../platform/db/sql.ts';

/**
 * Grants each role of the tenants the menus of its top menus — except items whose meta roles (or an
 * ancestor's) leave the role out: a hidden item's buttons must not be usable through the API either. A role
 * granted only some items (menus.ts roleItems) gets those, what is under them and the menus above them.
 */
export async function grantMenus(client: pg.PoolClient, tenantIds: string[]): Promise<void> {
  const { rows: menus } = await client.query<{ id: string; parent_id: string; code: string; top_code: string; allowed: string[] | null }>(
    `WITH RECURSIVE tree AS (
       SELECT m.id, t.code AS top_code, m.roles AS allowed, 0 AS depth FROM menu m
         JOIN top_menu_setting s ON s.menu_id = m.id JOIN top_menu t ON t.id = s.top_menu_id
       UNION ALL
       SELECT m.id, tree.top_code,
              CASE WHEN cardinality(m.roles) = 0 THEN tree.allowed
                   WHEN cardinality(tree.allowed) = 0 THEN m.roles
                   ELSE COALESCE(NULLIF(ARRAY(SELECT unnest(m.roles) INTERSECT SELECT unnest(tree.allowed)), '{}'), ARRAY['-']) END,
              tree.depth + 1
         FROM menu m JOIN tree ON m.parent_id = tree.id WHERE tree.depth < ${MAX_TREE_DEPTH}
     ) SELECT tree.id::text, m.parent_id::text, m.code, tree.top_code, tree.allowed FROM tree JOIN menu m ON m.id = tree.id`,
  );
  const { rows: roles } = await client.query<{ id: string; role_alias: string }>(sql`SELECT id, role_alias FROM role WHERE tenant_id = ANY(${tenantIds})`);
  const grants = new Set<string>();
  for (const role of roles) {
    const codes = new Set(roleTopMenus[role.role_alias] ?? []);
    const items = itemsOf(menus, roleItems[role.role_alias]);
    for (const menu of menus) {
      const open = !menu.allowed?.length || menu.allowed.includes(role.role_alias);
      if (codes.has(menu.top_code) && open && (!items || items.has(menu.id))) grants.add(`${role.id}:${menu.id}`);
    }
  }
  await insertRows(
    client,
    'role_menu',
    ['role_id', 'menu_id'],
    [...grants].map((grant) => grant.split(':')),
  );
}

/** The menu ids of the named items, their descendants and their ancestors; undefined when the role is not limited to items. */
function itemsOf(menus: { id: string; parent_id: string; code: string }[], codes: readonly string[] | undefined): Set<string> | undefined {
  if (!codes) return undefined;
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const chosen = new Set<string>();
  const under = (menu: { id: string; parent_id: string; code: string }): boolean => {
    for (let at: typeof menu | undefined = menu, depth = 0; at && depth <= MAX_TREE_DEPTH; at = byId.get(at.parent_id), depth += 1)
      if (codes.includes(at.code)) return true;
    return false;
  };
  for (const menu of menus) {
    if (!under(menu)) continue;
    for (let at: typeof menu | undefined = menu, depth = 0; at && depth <= MAX_TREE_DEPTH; at = byId.get(at.parent_id), depth += 1) chosen.add(at.id);
  }
  return chosen;
}
