// Menu maintenance (/api/rabbit-system/menu/…): lazy tree list, detail, submit, remove. Menus are
// platform-wide reference data; only holders of the menu buttons write. A new item is granted to every
// role that holds its parent, so it appears (at the next menu load) for whoever sees the parent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import { requireButton } from '../auth/buttons.ts';
import type { AppContext } from '../context.ts';
import { asBody, oneOf, optionalId, optionalText, requiredText, versionOf, wholeNumber } from '../crud/body.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../crud/errors.ts';
import { containing, idOf, idsOf } from '../crud/request.ts';
import { transaction } from '../db/database.ts';
import { MAX_TREE_DEPTH } from '../db/trees.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

const RECORD = `
  SELECT m.id::text, m.parent_id::text AS "parentId", m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action,
         m.is_open AS "isOpen", m.keep_alive AS "keepAlive", m.i18n, m.remark, m.status, m.version, COALESCE(p.name, '') AS "parentName",
         EXISTS (SELECT 1 FROM menu c WHERE c.parent_id = m.id AND c.is_deleted = 0) AS "hasChildren"
    FROM menu m LEFT JOIN menu p ON p.id = m.parent_id`;

function readMenu(raw: unknown) {
  const body = asBody(raw);
  const id = optionalId(body, 'id', '菜单不存在');
  const category = Number(oneOf(body, 'category', ['1', '2'] as const, '请选择菜单类型'));
  const path = optionalText(body, 'path', '路由地址', 200);
  if (category === 1 && !path) throw badRequest('请输入路由地址');
  if (path && !/^(\/[\w\-./{}:]*|https?:\/\/\S+)$/.test(path)) throw badRequest('路由地址须以 / 开头，或为 http(s) 地址');
  return {
    id,
    version: id ? versionOf(body) : undefined,
    parentId: optionalId(body, 'parentId', '请选择上级菜单'),
    name: requiredText(body, 'name', '请输入菜单名称', 30),
    code: requiredText(body, 'code', '请输入菜单编号', 50),
    alias: optionalText(body, 'alias', '菜单别名', 50),
    path,
    source: optionalText(body, 'source', '菜单图标', 50),
    sort: wholeNumber(body, 'sort', '排序', 0, 0, 100000),
    category,
    keepAlive: Number(oneOf(body, 'keepAlive', ['0', '1'] as const, '请选择是否缓存', '0')),
    i18n: optionalText(body, 'i18n', '多语言键', 100),
    remark: optionalText(body, 'remark', '备注', 200),
  };
}

export function menuAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;
  const tags = ['menu'];
  const base = '/api/rabbit-system/menu';

  const lazy = (menusOnly: boolean) => async (request: FastifyRequest) => {
    await authenticate(ctx, request);
    const parentText = field(request, 'parentId');
    const parentId = parentText ? idOf(parentText) : '0';
    if (!parentId) throw badRequest('parentId 不正确');
    const [name, code] = [field(request, 'name'), field(request, 'code')];
    const searching = Boolean(name || code);
    const { rows } = await db.query(
      `${RECORD} WHERE m.is_deleted = 0 AND ($1::bool OR m.parent_id = $2) AND ($3::text IS NULL OR m.name LIKE $3) AND ($4::text IS NULL OR lower(m.code) LIKE $4)
         AND ($5::bool = false OR m.category = 1) ORDER BY m.sort, m.id LIMIT 500`,
      [searching, parentId, name ? containing(name) : null, code ? containing(code.toLowerCase()) : null, menusOnly],
    );
    return ok(searching ? rows.map((row) => ({ ...row, hasChildren: false })) : rows);
  };
  const lazyDoc = 'Children of ?parentId= (0: the top level) with hasChildren; ?name= / ?code= (contains) search the whole tree instead (at most 500).';
  app.get(`${base}/lazy-list`, { schema: { tags, summary: 'Menus and buttons under a parent', description: lazyDoc } }, lazy(false));
  app.get(`${base}/lazy-menu-list`, { schema: { tags, summary: 'Menus (no buttons) under a parent', description: lazyDoc } }, lazy(true));

  app.get(`${base}/detail`, { schema: { tags, summary: 'One menu item; 404 `菜单不存在` otherwise' } }, async (request) => {
    await authenticate(ctx, request);
    const id = idOf(field(request, 'id'));
    const { rows } = id ? await db.query(`${RECORD} WHERE m.id = $1 AND m.is_deleted = 0`, [id]) : { rows: [] };
    if (!rows[0]) throw notFound('菜单不存在');
    return ok(rows[0]);
  });

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates (under a parent menu) or edits a menu item or button',
        description: 'Buttons `menu_add` / `menu_edit`; 409 for a code in use or a stale version.',
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = readMenu(request.body);
      await requireButton(db, claims, input.id ? 'menu_edit' : 'menu_add');
      const saved = await transaction(db, async (client) => {
        if (!input.id && !input.parentId) throw badRequest('请选择上级菜单');
        if (input.parentId) {
          const parent = await client.query<{ category: number }>('SELECT category FROM menu WHERE id = $1 AND is_deleted = 0', [input.parentId]);
          if (parent.rows[0]?.category !== 1) throw badRequest('上级菜单不存在');
        }
        const taken = await client.query('SELECT 1 FROM menu WHERE lower(code) = lower($1) AND is_deleted = 0 AND ($2::bigint IS NULL OR id <> $2::bigint)', [
          input.code,
          input.id ?? null,
        ]);
        if (taken.rows.length) throw conflict('菜单编号已存在');
        // two saves at once: the second meets the unique index instead of the check above
        const onDuplicate = (error: unknown) => {
          throw isUniqueViolation(error) ? conflict('菜单编号已存在') : error;
        };
        const values = [
          input.parentId ?? '0',
          input.code,
          input.name,
          input.alias || input.code,
          input.path,
          input.source,
          input.sort,
          input.category,
          input.keepAlive,
          input.i18n,
          input.remark,
        ];
        if (!input.id) {
          const { rows } = await client
            .query<{ id: string }>(
              `INSERT INTO menu (parent_id, code, name, alias, path, source, sort, category, keep_alive, i18n, remark) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::text`,
              values,
            )
            .catch(onDuplicate);
          await client.query('INSERT INTO role_menu (role_id, menu_id) SELECT role_id, $2 FROM role_menu WHERE menu_id = $1', [input.parentId, rows[0]!.id]);
          return rows[0]!.id;
        }
        const existing = await client.query<{ parent: string }>('SELECT parent_id::text AS parent FROM menu WHERE id = $1 AND is_deleted = 0', [input.id]);
        if (!existing.rows[0]) throw notFound('菜单不存在');
        if ((input.parentId ?? '0') !== existing.rows[0].parent) {
          if (!input.parentId) throw badRequest('请选择上级菜单');
          // moves are serialised, so two at once cannot each pass this check and make a cycle together
          await client.query("SELECT pg_advisory_xact_lock(hashtext('menu-tree'))");
          const cycle = await client.query(
            `WITH RECURSIVE below AS (SELECT id, 0 AS depth FROM menu WHERE id = $1
                                    UNION SELECT m.id, b.depth + 1 FROM menu m JOIN below b ON m.parent_id = b.id WHERE b.depth < ${MAX_TREE_DEPTH})
           SELECT 1 FROM below WHERE id = $2`,
            [input.id, input.parentId],
          );
          if (cycle.rows.length) throw badRequest('上级菜单不能是自身或其下级');
        }
        const { rows } = await client
          .query<{ id: string }>(
            `UPDATE menu SET parent_id = $1, code = $2, name = $3, alias = $4, path = $5, source = $6, sort = $7, category = $8, keep_alive = $9, i18n = $10, remark = $11,
                update_time = now(), version = version + 1 WHERE id = $12 AND version = $13 RETURNING id::text`,
            [...values, input.id, input.version],
          )
          .catch(onDuplicate);
        if (!rows[0]) throw staleVersion();
        return rows[0].id;
      });
      return ok((await db.query(`${RECORD} WHERE m.id = $1`, [saved])).rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    { schema: { tags, summary: 'Soft-deletes ?ids=1,2; refused while an item has children', description: 'Button `menu_delete`.' } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const ids = idsOf(request);
      await requireButton(db, claims, 'menu_delete');
      await transaction(db, async (client) => {
        const children = await client.query(
          'SELECT 1 FROM menu WHERE parent_id = ANY($1::bigint[]) AND is_deleted = 0 AND NOT (id = ANY($1::bigint[])) LIMIT 1',
          [ids],
        );
        if (children.rows.length) throw badRequest('请先删除子菜单');
        const { rowCount } = await client.query(
          'UPDATE menu SET is_deleted = 1, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
          [ids],
        );
        if (rowCount !== ids.length) throw notFound('菜单不存在');
      });
      return ok(null);
    },
  );
}
