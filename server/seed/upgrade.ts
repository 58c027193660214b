// Reference data reaches every database, new or old, on every start: the dictionaries, top menus, menus
// and buttons this release defines are compared by code with what the database holds, and what is
// missing is added — so a new screen or dictionary entry appears in an existing ./data folder or
// PostgreSQL database at its next start. Nothing already there is changed: labels and order edited in
// 菜单管理 or 字典管理 stay as the customer left them, and an item the customer removed (soft-deleted)
// stays removed, since its code is still there. A new menu or button is granted to the roles that the
// grant rule of a new database would give it (grants.ts) and that already hold its parent.
import type pg from 'pg';
import { insertRows } from './insert-rows.ts';
import { dictionaries, SEALED_DICTIONARIES } from './dicts.ts';
import { seedId, SPACE } from './ids.ts';
import { roleItems, roleTopMenus, topMenus, type MenuSeed } from './menus.ts';
import { sql } from '../platform/db/sql.ts';

/**
 * Ids for `count` new rows: in an empty table (a new database) the seed's own deterministic ids; in a
 * table that has rows, ids from the sequence the console's own inserts use (entity_id_seq, 004_admin.sql),
 * so a row added here never takes an id the console will ask for later. Top menus, which only the
 * seed makes, continue after the highest.
 */
async function idSource(client: pg.PoolClient, table: 'dict' | 'menu' | 'top_menu', space: number, count: number): Promise<() => string> {
  const { rows } = await client.query<{ max: string | null }>(`SELECT max(id)::text AS max FROM ${table}`);
  const max = rows[0]?.max;
  if (!max || table === 'top_menu') {
    let next = max ? BigInt(max) : BigInt(seedId(space, 0));
    return () => String((next += 1n));
  }
  const ids = count
    ? (await client.query<{ id: string }>(sql`SELECT nextval('entity_id_seq')::text AS id FROM generate_series(1, ${count})`)).rows.map((row) => row.id)
    : [];
  return () => {
    const id = ids.shift();
    if (!id) throw new Error(`reference data: more new ${table} rows than counted`);
    return id;
  };
}

export interface UpgradeResult {
  menus: number;
  dictionaries: number;
}

export async function upgradeReference(client: pg.PoolClient): Promise<UpgradeResult> {
  const dictionaries = await addDictionaries(client);
  const menus = await addMenus(client);
  return { menus, dictionaries };
}

async function addDictionaries(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: string; parent_id: string; code: string; dict_key: string }>(
    'SELECT id::text, parent_id::text, code, dict_key FROM dict',
  );
  const parents = new Map(rows.filter((row) => row.parent_id === '0').map((row) => [row.code, row.id]));
  const entries = new Set(rows.filter((row) => row.parent_id !== '0').map((row) => `${row.code}\u0000${row.dict_key}`));
  const missing = dictionaries.reduce(
    (sum, dict) => sum + (parents.has(dict.code) ? 0 : 1) + dict.entries.filter((entry) => !entries.has(`${dict.code}\u0000${entry.key}`)).length,
    0,
  );
  const nextId = await idSource(client, 'dict', SPACE.dict, missing);
  const added: unknown[][] = [];
  for (const [sort, dict] of dictionaries.entries()) {
    const sealed = SEALED_DICTIONARIES.includes(dict.code) ? 1 : 0;
    let parentId = parents.get(dict.code);
    if (!parentId) {
      parentId = nextId();
      added.push([parentId, '0', dict.code, '-1', dict.name, sort + 1, '', sealed]);
    }
    for (const [index, entry] of dict.entries.entries()) {
      if (entries.has(`${dict.code}\u0000${entry.key}`)) continue;
      added.push([nextId(), parentId, dict.code, entry.key, entry.value, index + 1, entry.remark ?? '', sealed]);
    }
  }
  await insertRows(client, 'dict', ['id', 'parent_id', 'code', 'dict_key', 'dict_value', 'sort', 'remark', 'is_sealed'], added);
  return added.length;
}

interface NewItem {
  id: string;
  parentId: string;
  code: string;
  button: boolean;
  topCode: string;
  /** The roles that may see it, its ancestors' limits included (empty: everyone with the top menu). */
  allowed: string[];
}

/** A child's roles within its parent's: the rule of grants in a new database (reference.ts grantMenus). */
function narrow(parent: string[], own: string[] | undefined): string[] {
  if (!own?.length) return parent;
  if (!parent.length) return own;
  const both = own.filter((role) => parent.includes(role));
  return both.length ? both : ['-'];
}

async function addMenus(client: pg.PoolClient): Promise<number> {
  const tops = new Map((await client.query<{ id: string; code: string }>('SELECT id::text, code FROM top_menu')).rows.map((row) => [row.code, row.id]));
  // every code the table holds, removed ones too; where a code stands twice, the row in use (the last one) wins
  const known = new Map(
    (await client.query<{ id: string; code: string }>('SELECT id::text, code FROM menu ORDER BY is_deleted DESC, id DESC')).rows.map((row) => [
      row.code,
      row.id,
    ]),
  );
  const codes: string[] = [];
  const collect = (item: MenuSeed): void => {
    codes.push(item.code, ...(item.buttons ?? []).map((button) => button.code));
    item.children?.forEach(collect);
  };
  topMenus.forEach((top) => top.menus.forEach(collect));
  const nextTopId = await idSource(client, 'top_menu', SPACE.topMenu, topMenus.filter((top) => !tops.has(top.code)).length);
  const nextId = await idSource(client, 'menu', SPACE.menu, new Set(codes.filter((code) => !known.has(code))).size);
  const topRows: unknown[][] = [];
  const menuRows: unknown[][] = [];
  const settingRows: unknown[][] = [];
  const added: NewItem[] = [];

  // the walk of a new database's seed: an item, its children, then its buttons
  const walk = (item: MenuSeed, parentId: string, sort: number, topCode: string, allowed: string[]): string => {
    const mine = narrow(allowed, item.roles);
    let id = known.get(item.code);
    if (!id) {
      id = nextId();
      known.set(item.code, id);
      menuRows.push([
        id,
        parentId,
        item.code,
        item.name,
        item.code,
        item.path,
        item.source ?? '',
        sort,
        1,
        item.keepAlive ? 1 : 0,
        item.i18n,
        item.roles ?? [],
      ]);
      added.push({ id, parentId, code: item.code, button: false, topCode, allowed: mine });
    }
    const menuId = id;
    item.children?.forEach((child, index) => walk(child, menuId, index + 1, topCode, mine));
    item.buttons?.forEach((button, index) => {
      if (known.has(button.code)) return;
      const buttonId = nextId();
      known.set(button.code, buttonId);
      menuRows.push([buttonId, menuId, button.code, button.name, button.code, '', '', index + 1, 2, 0, button.i18n, button.roles ?? []]);
      added.push({ id: buttonId, parentId: menuId, code: button.code, button: true, topCode, allowed: narrow(mine, button.roles) });
    });
    return menuId;
  };

  for (const top of topMenus) {
    let topId = tops.get(top.code);
    if (!topId) {
      topId = nextTopId();
      topRows.push([topId, top.code, top.name, top.source, top.sort, top.i18n]);
    }
    const topMenuId = topId;
    top.menus.forEach((item, sort) => {
      const isNew = !known.has(item.code);
      const id = walk(item, '0', sort + 1, top.code, []);
      if (isNew) settingRows.push([topMenuId, id]);
    });
  }
  await insertRows(client, 'top_menu', ['id', 'code', 'name', 'source', 'sort', 'i18n'], topRows);
  await insertRows(client, 'menu', ['id', 'parent_id', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'keep_alive', 'i18n', 'roles'], menuRows);
  await insertRows(client, 'top_menu_setting', ['top_menu_id', 'menu_id'], settingRows);
  await grantNewItems(client, added);
  return menuRows.length;
}

/**
 * Grants each new item to the roles the rule gives it that hold its parent (a top-level item: its top menu);
 * a role granted only some items (menus.ts roleItems) only those.
 */
async function grantNewItems(client: pg.PoolClient, added: NewItem[]): Promise<void> {
  if (!added.length) return;
  const { rows: roles } = await client.query<{ id: string; role_alias: string }>('SELECT id::text, role_alias FROM role WHERE is_deleted = 0');
  if (!roles.length) return;
  const { rows: held } = await client.query<{ role_id: string; menu_id: string }>(
    sql`SELECT role_id::text, menu_id::text FROM role_menu WHERE menu_id = ANY(${[...new Set(added.map((item) => item.parentId).filter((id) => id !== '0'))]}::bigint[])`,
  );
  const holds = new Set(held.map((row) => `${row.role_id}:${row.menu_id}`));
  const grants: unknown[][] = [];
  const granted = new Set<string>();
  for (const item of added) {
    for (const role of roles) {
      if (!(roleTopMenus[role.role_alias] ?? []).includes(item.topCode)) continue;
      if (item.allowed.length && !item.allowed.includes(role.role_alias)) continue;
      // a role granted only some items gets a new menu item only when it is one of them (a button: by its parent)
      const only = roleItems[role.role_alias];
      if (only && !item.button && !only.includes(item.code)) continue;
      const parentHeld = item.parentId === '0' || holds.has(`${role.id}:${item.parentId}`) || granted.has(`${role.id}:${item.parentId}`);
      if (!parentHeld) continue;
      granted.add(`${role.id}:${item.id}`);
      grants.push([role.id, item.id]);
    }
  }
  await insertRows(client, 'role_menu', ['role_id', 'menu_id'], grants);
}
