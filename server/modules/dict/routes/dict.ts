// Dictionaries (/api/rabbit-system/dict/…), platform-wide BladeX style: a parent row per code (parent_id 0,
// dict_key '-1') and its entries under it. Anyone signed in reads them; only holders of the dictionary
// buttons write (both dictionary screens share the calls, so either screen's buttons will do).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireAnyButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, id, ids, offsetOf, optionalId, optionalText, paging, text, whole } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { DictEntry, DictRow, DictTree, type DictTreeEntry } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

const RECORD = sql`SELECT id::text, parent_id::text AS "parentId", code, dict_key AS "dictKey", dict_value AS "dictValue", sort, remark,
                       is_sealed AS "isSealed", version FROM dict`;
const BUTTONS = { add: ['dict_add', 'dict_vertical_add'], edit: ['dict_edit', 'dict_vertical_edit'], remove: ['dict_delete', 'dict_vertical_delete'] };

const CODE = /^[A-Za-z][\w-]*$/;

const DictInput = editable('字典不存在', {
  parentId: optionalId('请选择字典'),
  code: optionalText('字典编号', 50),
  dictKey: optionalText('字典键值', 50),
  dictValue: text('请输入字典名称', 50),
  sort: whole('排序', 0, 0, 100000),
  remark: optionalText('备注', 200),
}).superRefine((input, issues) => {
  // a dictionary (no parent) has a code; an entry has a key under its dictionary's code
  if (!input.parentId && !input.code) issues.addIssue({ code: 'custom', path: ['code'], message: '请输入字典编号' });
  else if (!input.parentId && !CODE.test(input.code))
    issues.addIssue({ code: 'custom', path: ['code'], message: '字典编号只能包含字母、数字、_ 和 -，并以字母开头' });
  if (input.parentId && !input.dictKey) issues.addIssue({ code: 'custom', path: ['dictKey'], message: '请输入字典键值' });
});

export function dictRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['dict'];
  const base = '/api/rabbit-system/dict';

  app.get(
    `${base}/dictionary`,
    {
      schema: {
        tags,
        summary: 'The entries of dictionary ?code=',
        querystring: z.object({ code: text('请输入字典编号', 50) }),
        response: answers(z.array(DictEntry)),
      },
    },
    async (request) => {
      const { code } = request.query;
      const { rows } = await db.query(
        sql`SELECT id::text, parent_id::text AS "parentId", code, dict_key AS "dictKey", dict_value AS "dictValue", sort, remark
         FROM dict WHERE code = ${code} AND parent_id <> 0 AND is_deleted = 0 ORDER BY sort, id`,
      );
      return ok(rows);
    },
  );

  app.get(`${base}/list`, { schema: { tags, summary: 'Every dictionary (parent rows), by sort', response: answers(z.array(DictRow)) } }, async () =>
    ok((await db.query(`${RECORD} WHERE parent_id = 0 AND is_deleted = 0 ORDER BY sort, id`)).rows),
  );

  app.get(
    `${base}/parent-list`,
    {
      schema: {
        tags,
        summary: 'A page of dictionaries; ?code= and ?dictValue= contain',
        querystring: z.object({ ...paging(), code: optionalText('字典编号', 50), dictValue: optionalText('字典名称', 50) }),
        response: answers(paged(DictRow)),
      },
    },
    async (request) => {
      const { code, dictValue, ...page } = request.query;
      const [byCode, byValue] = [code, dictValue].map((text) => (text ? containing(text.toLowerCase()) : null));
      const where = sql`parent_id = 0 AND is_deleted = 0 AND (${byCode}::text IS NULL OR lower(code) LIKE ${byCode})
        AND (${byValue}::text IS NULL OR lower(dict_value) LIKE ${byValue})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${where} ORDER BY sort, id LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM dict WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/child-list`,
    {
      schema: {
        tags,
        summary: 'A page of the entries of dictionary ?parentId=; ?dictValue= contains',
        querystring: z.object({ ...paging(), parentId: id('请选择字典'), dictValue: optionalText('字典名称', 50) }),
        response: answers(paged(DictRow)),
      },
    },
    async (request) => {
      const { parentId, dictValue, ...page } = request.query;
      const byValue = dictValue ? containing(dictValue.toLowerCase()) : null;
      const where = sql`parent_id = ${parentId} AND is_deleted = 0 AND (${byValue}::text IS NULL OR lower(dict_value) LIKE ${byValue})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${where} ORDER BY sort, id LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM dict WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: { tags, summary: 'One dictionary row; 404 `字典不存在` otherwise', querystring: z.object({ id: id('字典不存在') }), response: answers(DictRow) },
    },
    async (request) => {
      const { rows } = await db.query(sql`${RECORD} WHERE id = ${request.query.id} AND is_deleted = 0`);
      if (!rows[0]) throw notFound('字典不存在');
      return ok(rows[0]);
    },
  );

  app.get(
    `${base}/tree`,
    { schema: { tags, summary: 'The dictionaries as a tree: parents with their entries as children (?code=DICT)', response: answers(DictTree) } },
    async () => {
      const { rows } = await db.query<{ id: string; parentId: string; title: string; code: string; dictKey: string }>(
        `SELECT id::text, parent_id::text AS "parentId", dict_value AS title, code, dict_key AS "dictKey" FROM dict WHERE is_deleted = 0 ORDER BY sort, id`,
      );
      const parents = rows
        .filter((row) => row.parentId === '0')
        .map((row) => ({ ...row, key: row.id, value: row.id, hasChildren: false, children: [] as DictTreeEntry[] }));
      const byId = new Map(parents.map((parent) => [parent.id, parent]));
      for (const row of rows) {
        const parent = byId.get(row.parentId);
        if (!parent) continue;
        parent.children.push({ ...row, key: row.id, value: row.id, hasChildren: false, children: [] });
        parent.hasChildren = true;
      }
      return ok(parents);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates or edits a dictionary (parentId 0) or an entry (parentId a dictionary)',
        description: 'Buttons `dict_add`/`dict_edit` (or the `dict_vertical_` ones). 409 for a code or key already used; 409 on a stale version.',
        body: DictInput,
        response: answers(DictRow),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { id, version, dictValue, sort, remark } = request.body;
      await requireAnyButton(db, claims, id ? BUTTONS.edit : BUTTONS.add);
      const parentId = request.body.parentId ?? '0';
      const saved = await transaction(db, async (client) => {
        let code: string;
        let dictKey: string;
        if (parentId === '0') {
          code = request.body.code;
          dictKey = '-1';
          const taken = await client.query(
            sql`SELECT 1 FROM dict WHERE code = ${code} AND parent_id = 0 AND is_deleted = 0 AND (${id ?? null}::bigint IS NULL OR id <> ${id ?? null}::bigint)`,
          );
          if (taken.rows.length) throw conflict('字典编号已存在');
        } else {
          const parent = await client.query<{ code: string }>(
            sql`SELECT code FROM dict WHERE id = ${parentId} AND parent_id = 0 AND is_deleted = 0 FOR UPDATE`,
          );
          if (!parent.rows[0]) throw badRequest('请选择字典');
          code = parent.rows[0].code;
          dictKey = request.body.dictKey;
          const taken = await client.query(
            sql`SELECT 1 FROM dict WHERE parent_id = ${parentId} AND dict_key = ${dictKey} AND is_deleted = 0 AND (${id ?? null}::bigint IS NULL OR id <> ${id ?? null}::bigint)`,
          );
          if (taken.rows.length) throw conflict('字典键值已存在');
        }
        // two saves at once: the second meets the unique index instead of the check above
        const onDuplicate = (error: unknown) => {
          throw isUniqueViolation(error) ? conflict(parentId === '0' ? '字典编号已存在' : '字典键值已存在') : error;
        };
        if (!id) {
          const { rows } = await client
            .query<{ id: string }>(
              sql`INSERT INTO dict (parent_id, code, dict_key, dict_value, sort, remark) VALUES (${parentId}, ${code}, ${dictKey}, ${dictValue}, ${sort}, ${remark}) RETURNING id::text`,
            )
            .catch(onDuplicate);
          return rows[0]!.id;
        }
        const existing = await client.query<{ parent: string; code: string; dictKey: string; sealed: number }>(
          sql`SELECT parent_id::text AS parent, code, dict_key AS "dictKey", is_sealed AS sealed FROM dict WHERE id = ${id} AND is_deleted = 0`,
        );
        const before = existing.rows[0];
        if (!before) throw notFound('字典不存在');
        if (before.parent !== parentId) throw badRequest('不能移动字典项');
        // the product's own code reads sealed dictionaries by code and key: only their names may change
        if (before.sealed && (before.code !== code || before.dictKey !== dictKey)) throw badRequest('系统字典的编号和键值不能修改');
        const { rows } = await client
          .query<{ id: string }>(
            sql`UPDATE dict SET code = ${code}, dict_key = ${dictKey}, dict_value = ${dictValue}, sort = ${sort}, remark = ${remark}, update_time = now(), version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id::text`,
          )
          .catch(onDuplicate);
        if (!rows[0]) throw staleVersion();
        // a renamed code follows to the entries
        if (parentId === '0' && before.code !== code) await client.query(sql`UPDATE dict SET code = ${code} WHERE parent_id = ${id}`);
        return rows[0].id;
      });
      return ok((await db.query(sql`${RECORD} WHERE id = ${saved}`)).rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2; a dictionary goes with its entries; sealed rows stay',
        description: 'Button `dict_delete` (or `dict_vertical_delete`).',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      await requireAnyButton(db, claims, BUTTONS.remove);
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ sealed: number }>(sql`SELECT is_sealed AS sealed FROM dict WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0`);
        if (rows.length !== ids.length) throw notFound('字典不存在');
        if (rows.some((row) => row.sealed)) throw badRequest('系统字典不能删除');
        await client.query(
          sql`UPDATE dict SET is_deleted = 1, update_time = now(), version = version + 1 WHERE (id = ANY(${ids}::bigint[]) OR parent_id = ANY(${ids}::bigint[])) AND is_deleted = 0`,
        );
      });
      return ok(null);
    },
  );
}
