// Reference data every installation needs, demo or not: dictionaries, top menus, menu route trees
// with their buttons, and which roles may use which top menus.
import type pg from 'pg';
import { dictionaries, SEALED_DICTIONARIES } from './dicts.ts';
import { MAX_TREE_DEPTH } from '../trees.ts';
import { seedId, SPACE } from './ids.ts';
import { topMenus, roleTopMenus, type MenuSeed } from './menus.ts';

async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

export async function seedDictionaries(client: pg.PoolClient): Promise<void> {
  let n = 0;
  const rows: unknown[][] = [];
  for (const [sort, dict] of dictionaries.entries()) {
    const parentId = seedId(SPACE.dict, ++n);
    const sealed = SEALED_DICTIONARIES.includes(dict.code) ? 1 : 0;
    rows.push([parentId, '0', dict.code, '-1', dict.name, sort + 1, '', sealed]);
    for (const [index, entry] of dict.entries.entries()) rows.push([seedId(SPACE.dict, ++n), parentId, dict.code, entry.key, entry.value, index + 1, entry.remark ?? '', sealed]);
  }
  await insertRows(client, 'dict', ['id', 'parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'remark', 'is_sealed'], rows);
}

/** Inserts the menus; returns the ids under each top-menu code (menus and buttons). */
export async function seedMenus(client: pg.PoolClient): Promise<Map<string, string[]>> {
  let n = 0;
  const menuRows: unknown[][] = [];
  const settingRows: unknown[][] = [];
  const byTopMenu = new Map<string, string[]>();
  const columns = ['id', 'parent_id', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'keep_alive', 'i18n', 'roles'];

  const walk = (menu: MenuSeed, parentId: string, sort: number, ids: string[]): string => {
    const id = seedId(SPACE.menu, ++n);
    ids.push(id);
    menuRows.push([id, parentId, menu.code, menu.name, menu.code, menu.path, menu.source ?? '', sort, 1, menu.keepAlive ? 1 : 0, menu.i18n, menu.roles ?? []]);
    menu.children?.forEach((child, index) => walk(child, id, index + 1, ids));
    menu.buttons?.forEach((button, index) => {
      const buttonId = seedId(SPACE.menu, ++n);
      ids.push(buttonId);
      menuRows.push([buttonId, id, button.code, button.name, button.code, '', '', index + 1, 2, 0, button.i18n, button.roles ?? []]);
    });
    return id;
  };

  const topRows: unknown[][] = [];
  for (const [index, top] of topMenus.entries()) {
    const topId = seedId(SPACE.topMenu, index + 1);
    topRows.push([topId, top.code, top.name, top.source, top.sort, top.i18n]);
    const ids: string[] = [];
    top.menus.forEach((menu, sort) => settingRows.push([topId, walk(menu, '0', sort + 1, ids)]));
    byTopMenu.set(top.code, ids);
  }
  await insertRows(client, 'top_menu', ['id', 'code', 'name', 'source', 'sort', 'i18n'], topRows);
  await insertRows(client, 'menu', columns, menuRows);
  await insertRows(client, 'top_menu_setting', ['top_menu_id', 'menu_id'], settingRows);
  return byTopMenu;
}

/**
 * Grants each role of the tenants the menus of its top menus — except items whose meta roles (or an
 * ancestor's) leave the role out: a hidden item's buttons must not be usable through the API either.
 */
export async function grantMenus(client: pg.PoolClient, tenantIds: string[]): Promise<void> {
  const { rows: menus } = await client.query<{ id: string; top_code: string; allowed: string[] | null }>(
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
     ) SELECT id, top_code, allowed FROM tree`,
  );
  const { rows: roles } = await client.query<{ id: string; role_alias: string }>('SELECT id, role_alias FROM role WHERE tenant_id = ANY($1)', [tenantIds]);
  const grants = new Set<string>();
  for (const role of roles) {
    const codes = new Set(roleTopMenus[role.role_alias] ?? []);
    for (const menu of menus) {
      const open = !menu.allowed?.length || menu.allowed.includes(role.role_alias);
      if (codes.has(menu.top_code) && open) grants.add(`${role.id}:${menu.id}`);
    }
  }
  await insertRows(
    client,
    'role_menu',
    ['role_id', 'menu_id'],
    [...grants].map((grant) => grant.split(':')),
  );
}
