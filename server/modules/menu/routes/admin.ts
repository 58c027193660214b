// Menu maintenance (/api/rabbit-system/menu/…): lazy tree list, detail, submit, remove. Menus are
// platform-wide reference data; only holders of the menu buttons write. A new item is granted to every
// role that holds its parent, so it appears (at the next menu load) for whoever sees the parent.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, ids, lookupId, oneOf, optionalId, optionalText, text, whole } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MenuItem } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

const RECORD = sql`
  SELECT m.id::text, m.parent_id::text AS "parentId", m.code, m.name, m.alias, m.path, m.source, m.sort, m.category, m.action,
         m.is_open AS "isOpen", m.keep_alive AS "keepAlive", m.i18n, m.remark, m.status, m.version, COALESCE(p.name, '') AS "parentName",
         EXISTS (SELECT 1 FROM menu c WHERE c.parent_id = m.id AND c.is_deleted = 0) AS "hasChildren"
    FROM menu m LEFT JOIN menu p ON p.id = m.parent_id`;

const PATH = /^(\/[\w\-./{}:]*|https?:\/\/\S+)$/;

const MenuInput = editable('菜单不存在', {
  category: oneOf(['1', '2'], '请选择菜单类型').transform(Number).describe('1 a menu, 2 a button'),
  path: optionalText('路由地址', 200).refine((path) => !path || PATH.test(path), '路由地址须以 / 开头，或为 http(s) 地址'),
  parentId: optionalId('请选择上级菜单'),
  name: text('请输入菜单名称', 30),
  code: text('请输入菜单编号', 50),
  alias: optionalText('菜单别名', 50),
  source: optionalText('菜单图标', 50),
  sort: whole('排序', 0, 0, 100000),
  keepAlive: oneOf(['0', '1'], '请选择是否缓存', '0').transform(Number),
  i18n: optionalText('多语言键', 100),
  remark: optionalText('备注', 200),
}).superRefine((input, issues) => {
  // a menu opens a route; a button has none
  if (input.category === 1 && !input.path) issues.addIssue({ code: 'custom', path: ['path'], message: '请输入路由地址' });
  // a new item goes under a parent menu: the top level is reference data
  if (!input.id && !input.parentId) issues.addIssue({ code: 'custom', path: ['parentId'], message: '请选择上级菜单' });
});

/** The lazy tree's query: the children of a parent, or a search of the whole tree by name or code. */
const LazyQuery = z.object({
  parentId: optionalId('parentId 不正确').describe('0 or absent: the top level'),
  name: optionalText('菜单名称', 30).describe('contains; searches the whole tree'),
  code: optionalText('菜单编号', 50).describe('contains, any case; searches the whole tree'),
});

export function menuAdminRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['menu'];
  const base = '/api/rabbit-system/menu';

  const lazyDoc = 'Children of ?parentId= (0: the top level) with hasChildren; ?name= / ?code= (contains) search the whole tree instead (at most 500).';
  const lazy = (url: string, summary: string, menusOnly: boolean) =>
    app.get(url, { schema: { tags, summary, description: lazyDoc, querystring: LazyQuery, response: answers(z.array(MenuItem)) } }, async (request) => {
      const { name, code } = request.query;
      const parentId = request.query.parentId ?? '0';
      const searching = Boolean(name || code);
      const { rows } = await db.query(
        sql`${RECORD} WHERE m.is_deleted = 0 AND (${searching}::bool OR m.parent_id = ${parentId}) AND (${name ? containing(name) : null}::text IS NULL OR m.name LIKE ${name ? containing(name) : null}) AND (${code ? containing(code.toLowerCase()) : null}::text IS NULL OR lower(m.code) LIKE ${code ? containing(code.toLowerCase()) : null})
           AND (${menusOnly}::bool = false OR m.category = 1) ORDER BY m.sort, m.id LIMIT 500`,
      );
      return ok(searching ? rows.map((row) => ({ ...row, hasChildren: false })) : rows);
    });
  lazy(`${base}/lazy-list`, 'Menus and buttons under a parent', false);
  lazy(`${base}/lazy-menu-list`, 'Menus (no buttons) under a parent', true);

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One menu item; 404 `菜单不存在` otherwise', querystring: z.object({ id: lookupId() }), response: answers(MenuItem) } },
    async (request) => {
      const { id } = request.query;
      const { rows } = id ? await db.query(sql`${RECORD} WHERE m.id = ${id} AND m.is_deleted = 0`) : { rows: [] };
      if (!rows[0]) throw notFound('菜单不存在');
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates (under a parent menu) or edits a menu item or button',
        description: 'Buttons `menu_add` / `menu_edit`; 409 for a code in use or a stale version.',
        body: MenuInput,
        response: answers(MenuItem),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = request.body;
      await requireButton(db, claims, input.id ? 'menu_edit' : 'menu_add');
      const saved = await transaction(db, async (client) => {
        if (input.parentId) {
          const parent = await client.query<{ category: number }>(sql`SELECT category FROM menu WHERE id = ${input.parentId} AND is_deleted = 0`);
          if (parent.rows[0]?.category !== 1) throw badRequest('上级菜单不存在');
        }
        const taken = await client.query(
          sql`SELECT 1 FROM menu WHERE lower(code) = lower(${input.code}) AND is_deleted = 0 AND (${input.id ?? null}::bigint IS NULL OR id <> ${input.id ?? null}::bigint)`,
        );
        if (taken.rows.length) throw conflict('菜单编号已存在');
        // two saves at once: the second meets the unique index instead of the check above
        const onDuplicate = (error: unknown) => {
          throw isUniqueViolation(error) ? conflict('菜单编号已存在') : error;
        };
        const i = input;
        if (!input.id) {
          const { rows } = await client
            .query<{ id: string }>(
              sql`INSERT INTO menu (parent_id, code, name, alias, path, source, sort, category, keep_alive, i18n, remark)
                  VALUES (${i.parentId ?? '0'}, ${i.code}, ${i.name}, ${i.alias || i.code}, ${i.path}, ${i.source}, ${i.sort}, ${i.category}, ${i.keepAlive}, ${i.i18n}, ${i.remark})
                  RETURNING id::text`,
            )
            .catch(onDuplicate);
          await client.query(sql`INSERT INTO role_menu (role_id, menu_id) SELECT role_id, ${rows[0]!.id} FROM role_menu WHERE menu_id = ${input.parentId}`);
          return rows[0]!.id;
        }
        const existing = await client.query<{ parent: string }>(sql`SELECT parent_id::text AS parent FROM menu WHERE id = ${input.id} AND is_deleted = 0`);
        if (!existing.rows[0]) throw notFound('菜单不存在');
        if ((input.parentId ?? '0') !== existing.rows[0].parent) {
          if (!input.parentId) throw badRequest('请选择上级菜单');
          // moves are serialised, so two at once cannot each pass this check and make a cycle together
          await client.query("SELECT pg_advisory_xact_lock(hashtext('menu-tree'))");
          const cycle = await client.query(
            sql`WITH RECURSIVE below AS (SELECT id, 0 AS depth FROM menu WHERE id = ${input.id}
                                    UNION SELECT m.id, b.depth + 1 FROM menu m JOIN below b ON m.parent_id = b.id WHERE b.depth < ${MAX_TREE_DEPTH})
           SELECT 1 FROM below WHERE id = ${input.parentId}`,
          );
          if (cycle.rows.length) throw badRequest('上级菜单不能是自身或其下级');
        }
        const { rows } = await client
          .query<{ id: string }>(
            sql`UPDATE menu SET parent_id = ${i.parentId ?? '0'}, code = ${i.code}, name = ${i.name}, alias = ${i.alias || i.code}, path = ${i.path}, source = ${i.source},
                sort = ${i.sort}, category = ${i.category}, keep_alive = ${i.keepAlive}, i18n = ${i.i18n}, remark = ${i.remark},
                update_time = now(), version = version + 1 WHERE id = ${input.id} AND version = ${input.version} RETURNING id::text`,
          )
          .catch(onDuplicate);
        if (!rows[0]) throw staleVersion();
        return rows[0].id;
      });
      return ok((await db.query(sql`${RECORD} WHERE m.id = ${saved}`)).rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2; refused while an item has children',
        description: 'Button `menu_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      await requireButton(db, claims, 'menu_delete');
      await transaction(db, async (client) => {
        const children = await client.query(
          sql`SELECT 1 FROM menu WHERE parent_id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND NOT (id = ANY(${ids}::bigint[])) LIMIT 1`,
        );
        if (children.rows.length) throw badRequest('请先删除子菜单');
        const { rowCount } = await client.query(
          sql`UPDATE menu SET is_deleted = 1, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0`,
        );
        if (rowCount !== ids.length) throw notFound('菜单不存在');
      });
      return ok(null);
    },
  );
}
