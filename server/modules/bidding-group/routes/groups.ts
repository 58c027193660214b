// 评标小组 (/api/rabbit-bidingGroup/…): the panels of experts that score a tender, and the expert library they
// are drawn from (docs/product-rules.md#bidding-panels). The tenderer roles (platform/access/policy.ts TENDERERS) keep
// both: a panel belongs to a department and is read and written within the caller's department subtree; the
// library is the tenant's, and an expert is edited or removed by the unit that added it or one above it.
// biddingGroup/* is the customer's service; expert/* is this product's own (the personnel picker's list and
// its 新增专家 form).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { requireAnyButton, requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { requireDeptInScope, scopeArgs, scopeDepts } from '../../../platform/access/reach.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { editable, ids, isId, lookupId, offsetOf, oneOf, optionalId, optionalText, paging, text } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { BiddingGroup, BiddingGroupDetail, Expert } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

const NOT_FOUND = '数据不存在';
const WRITE_BUTTONS = ['bidding_group_add', 'bidding_group_edit'];
export const ODD_MEMBERS = '评标小组成员须为不少于3人的奇数';
const EXPERT = sql`SELECT e.id::text, e.number, e.name, e.sex, e.unit, e.post, e.synopsis,
   EXISTS (SELECT 1 FROM app_user u WHERE u.id = e.user_id AND u.is_deleted = 0) AS "hasLogin", ${TIME('e.update_time')} AS "updateTime", e.version FROM expert e`;

// members in the order they were chosen
const MEMBERS = sql`FROM unnest(g.member_ids) WITH ORDINALITY AS m(id, n) JOIN expert e ON e.id = m.id`;
const GROUP_COLUMNS = sql`
  SELECT g.id::text, g.group_name AS "groupName", g.dept_id::text AS "deptId", d.dept_name AS "deptName",
         ARRAY(SELECT m.id::text ${MEMBERS} ORDER BY m.n) AS "memberIds", ARRAY(SELECT e.name ${MEMBERS} ORDER BY m.n) AS "memberNames",
         g.leader_id::text AS "leaderId", l.name AS "leaderName", g.remark, ${TIME('g.update_time')} AS "updateTime", g.version`;
const GROUP_FROM = sql`FROM bidding_group g JOIN dept d ON d.id = g.dept_id JOIN expert l ON l.id = g.leader_id`;
const GROUP = sql`${GROUP_COLUMNS}
    ${GROUP_FROM}`;
const GROUP_DETAIL = sql`${GROUP_COLUMNS}, (SELECT COALESCE(json_agg(json_build_object('id', e.id::text, 'number', e.number, 'name', e.name, 'sex', e.sex, 'unit', e.unit, 'post', e.post,
                     'synopsis', e.synopsis, 'hasLogin', EXISTS (SELECT 1 FROM app_user u WHERE u.id = e.user_id AND u.is_deleted = 0)) ORDER BY m.n), '[]')
        ${MEMBERS}) AS members
    ${GROUP_FROM}`;

const isTenderer = (actor: StaffActor) => allows('bidding.tender', actor.role);

/** The caller, who must hold a tenderer role (platform/access/policy.ts). */
async function tenderer(db: Queryable, claims: Parameters<typeof staffActor>[1]): Promise<StaffActor> {
  const actor = await staffActor(db, claims);
  if (!isTenderer(actor)) throw forbidden();
  return actor;
}

/** The members as sent — `1,2,3` or a list — duplicates kept so that they can be refused. */
const memberIds = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: '请选择评标小组成员' })
    .transform((raw) =>
      [raw]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, '请选择评标小组成员')
    .refine((parts) => parts.length <= 99 && parts.every((part) => isId(part) && BigInt(part) > 0n), '评标小组成员不正确')
    .transform((parts) => parts.map((part) => String(BigInt(part))))
    .refine((parts) => new Set(parts).size === parts.length, '评标小组成员不能重复')
    .refine((parts) => parts.length >= 3 && parts.length % 2 === 1, ODD_MEMBERS);

const GroupInput = editable(NOT_FOUND, {
  groupName: text('请输入评标小组名称', 50),
  deptId: optionalId('请选择所属机构'),
  memberIds: memberIds(),
  leaderId: optionalId('请选择评标小组组长'),
  remark: optionalText('备注', 200),
}).superRefine((input, issues) => {
  if (!input.leaderId) issues.addIssue({ code: 'custom', path: ['leaderId'], message: '请选择评标小组组长' });
  else if (!input.memberIds.includes(input.leaderId)) issues.addIssue({ code: 'custom', path: ['leaderId'], message: '评标小组组长须为小组成员' });
});

const GroupList = z.object({ ...paging(), groupName: optionalText('评标小组名称', 50) });

const ExpertInput = editable(NOT_FOUND, {
  number: text('请输入编号', 30),
  name: text('请输入姓名', 30),
  sex: oneOf(['1', '2'], '请输入性别').transform(Number),
  unit: optionalText('单位', 100),
  post: text('请输入职称/职务', 50),
  synopsis: text('请输入简介', 300),
});

const ExpertList = z.object({
  ...paging(),
  name: optionalText('姓名', 30),
  number: optionalText('编号', 30),
  unit: optionalText('单位', 100),
});

/** The expert was added by a user of the caller's scope (after scopeDepts' CTE). */
const addedInScope = (actor: StaffActor) =>
  sql`e.create_user IN (SELECT u.id FROM app_user u WHERE u.tenant_id = ${actor.tenantId} AND u.dept_id IN (SELECT id FROM scope))`;

/** The members are experts of the caller's tenant, held (FOR SHARE) until the panel is saved so none is removed meanwhile. */
async function checkMembers(client: pg.PoolClient, tenantId: string, members: string[]): Promise<void> {
  const { rows } = await client.query(sql`SELECT id FROM expert WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND id = ANY(${members}::bigint[]) FOR SHARE`);
  if (rows.length !== members.length) throw badRequest('评标小组成员须为专家库中的专家');
}

export function biddingGroupRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding-group'];
  const base = '/api/rabbit-bidingGroup/biddingGroup';
  const experts = '/api/rabbit-bidingGroup/expert';

  const groupPage = async (where: Sql, order: Sql, page: { current: number; size: number }, name: string) => {
    const like = name ? containing(name) : null;
    const filter = sql`${where} AND g.is_deleted = 0 AND (${like}::text IS NULL OR g.group_name LIKE ${like})`;
    const [rows, total] = await Promise.all([
      db.query(sql`${GROUP} WHERE ${filter} ORDER BY ${order} LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
      db.query<{ total: string }>(sql`SELECT count(*) AS total FROM bidding_group g WHERE ${filter}`),
    ]);
    return pageOf(rows.rows, total.rows[0]!.total, page);
  };

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the panels of the caller’s department subtree, newest first; ?groupName= contains',
        querystring: GroupList,
        response: answers(paged(BiddingGroup)),
      },
    },
    async (request) => {
      const actor = await tenderer(db, await authenticate(ctx, request));
      const { groupName, ...page } = request.query;
      const where = sql`g.tenant_id = ${actor.tenantId} AND g.dept_id IN (${scopeDepts(actor)} SELECT id FROM scope)`;
      return ok(await groupPage(where, sql`g.update_time DESC, g.id DESC`, page, groupName));
    },
  );

  app.get(
    `${base}/listForWeb`,
    {
      schema: {
        tags,
        summary: 'A page of the panels the caller may choose for a tender: its own department’s, then those of the departments above it',
        description: 'The tenant administrator may choose any panel of the tenant. ?groupName= contains.',
        querystring: GroupList,
        response: answers(paged(BiddingGroup)),
      },
    },
    async (request) => {
      const actor = await tenderer(db, await authenticate(ctx, request));
      const { groupName, ...page } = request.query;
      const [tenantId, deptId] = scopeArgs(actor);
      // the caller's department and its ancestors, nearest first
      const chain = sql`(WITH RECURSIVE up AS (
          SELECT id, parent_id, 0 AS depth FROM dept WHERE tenant_id = ${tenantId} AND id = ${deptId}::bigint AND is_deleted = 0
          UNION SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE d.tenant_id = ${tenantId} AND d.is_deleted = 0 AND up.depth < ${MAX_TREE_DEPTH}
        ) SELECT id, depth FROM up)`;
      const where = sql`g.tenant_id = ${tenantId} AND (${deptId}::bigint IS NULL OR g.dept_id IN (SELECT id FROM ${chain} chain))`;
      const order = sql`(SELECT depth FROM ${chain} chain WHERE chain.id = g.dept_id) NULLS LAST, g.update_time DESC, g.id DESC`;
      return ok(await groupPage(where, order, page, groupName));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One panel of the caller’s scope with its members resolved; 404 `数据不存在` otherwise',
        querystring: z.object({ id: lookupId() }),
        response: answers(BiddingGroupDetail),
      },
    },
    async (request) => {
      const actor = await tenderer(db, await authenticate(ctx, request));
      const { id } = request.query;
      const { rows } = id
        ? await db.query(
            sql`${scopeDepts(actor)} ${GROUP_DETAIL} WHERE g.id = ${id} AND g.tenant_id = ${actor.tenantId} AND g.is_deleted = 0 AND g.dept_id IN (SELECT id FROM scope)`,
          )
        : { rows: [] };
      if (!rows[0]) throw notFound(NOT_FOUND);
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates (no id) or edits (id and version) a panel: groupName, memberIds (an odd number ≥ 3 of experts), leaderId (a member), deptId, remark',
        description:
          'Buttons `bidding_group_add` / `bidding_group_edit`; the department (the caller’s own when absent) within the caller’s subtree. 409 for a name the department already has, 409 on a stale version.',
        body: GroupInput,
        response: answers(BiddingGroupDetail),
      },
      // the button before the body: a caller without it learns nothing of the rules
      preValidation: async (request) => requireAnyButton(db, await authenticate(ctx, request), WRITE_BUTTONS),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = request.body;
      await requireButton(db, claims, input.id ? 'bidding_group_edit' : 'bidding_group_add');
      const actor = await tenderer(db, claims);
      if (input.deptId) await requireDeptInScope(db, actor, input.deptId);
      try {
        const id = await transaction(db, async (client) => {
          if (input.id) {
            // the panel first: one of another tenant or outside the subtree is not found, whatever else was sent
            const found = await client.query<{ version: number }>(
              sql`${scopeDepts(actor)} SELECT g.version FROM bidding_group g
                   WHERE g.id = ${input.id} AND g.tenant_id = ${actor.tenantId} AND g.is_deleted = 0 AND g.dept_id IN (SELECT id FROM scope) FOR UPDATE OF g`,
            );
            if (!found.rows[0]) throw notFound(NOT_FOUND);
            if (found.rows[0].version !== input.version) throw staleVersion();
          }
          await checkMembers(client, actor.tenantId, input.memberIds);
          if (!input.id) {
            const { rows } = await client.query<{ id: string }>(
              sql`INSERT INTO bidding_group (tenant_id, dept_id, group_name, member_ids, leader_id, remark, create_user, update_user)
               VALUES (${actor.tenantId}, ${input.deptId ?? actor.deptId}, ${input.groupName}, ${input.memberIds}::bigint[], ${input.leaderId}, ${input.remark}, ${actor.userId}, ${actor.userId}) RETURNING id::text`,
            );
            return rows[0]!.id;
          }
          await client.query(
            sql`UPDATE bidding_group SET group_name = ${input.groupName}, dept_id = COALESCE(${input.deptId ?? null}::bigint, dept_id), member_ids = ${input.memberIds}::bigint[], leader_id = ${input.leaderId}, remark = ${input.remark},
                    update_user = ${actor.userId}, update_time = app_now(), version = version + 1 WHERE id = ${input.id}`,
          );
          return input.id;
        });
        return ok((await db.query(sql`${GROUP_DETAIL} WHERE g.id = ${id}`)).rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('该评标小组名称已存在');
        throw error;
      }
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2 (panels of the caller’s subtree; all or none)',
        description: 'Button `bidding_group_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'bidding_group_delete'),
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      const actor = await tenderer(db, claims);
      await transaction(db, async (client) => {
        const { rowCount } = await client.query(
          sql`${scopeDepts(actor)} UPDATE bidding_group SET is_deleted = 1, update_user = ${actor.userId}, update_time = app_now(), version = version + 1
            WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND tenant_id = ${actor.tenantId} AND dept_id IN (SELECT id FROM scope)`,
        );
        if (rowCount !== ids.length) throw notFound(NOT_FOUND);
      });
      return ok(null);
    },
  );

  app.get(
    `${experts}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the tenant’s expert library (the personnel picker), by number; ?name=, ?number=, ?unit= contain',
        description: 'This product’s own endpoint. Rows: id, number, name, sex (1 男, 2 女), unit, post, synopsis, hasLogin, updateTime, version.',
        querystring: ExpertList,
        response: answers(paged(Expert)),
      },
    },
    async (request) => {
      const actor = await tenderer(db, await authenticate(ctx, request));
      const { name, number, unit, ...page } = request.query;
      const like = (text: string) => (text ? containing(text) : null);
      const [byName, byNumber, byUnit] = [like(name), like(number), like(unit)];
      const filter = sql`e.tenant_id = ${actor.tenantId} AND e.is_deleted = 0 AND (${byName}::text IS NULL OR e.name LIKE ${byName})
                      AND (${byNumber}::text IS NULL OR e.number LIKE ${byNumber}) AND (${byUnit}::text IS NULL OR e.unit LIKE ${byUnit})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${EXPERT} WHERE ${filter} ORDER BY e.number, e.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM expert e WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${experts}/submit`,
    {
      schema: {
        tags,
        summary: 'Adds (no id) or edits (id and version) an expert: number, name, sex (1|2), unit, post, synopsis (≤ 300)',
        description:
          'This product’s own endpoint. Buttons `bidding_group_add` or `bidding_group_edit`; an edit only of an expert added within the caller’s subtree. 409 for a number already used, 409 on a stale version.',
        body: ExpertInput,
        response: answers(Expert),
      },
      preValidation: async (request) => requireAnyButton(db, await authenticate(ctx, request), WRITE_BUTTONS),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const actor = await tenderer(db, claims);
      const { id, version, number, name, sex, unit, post, synopsis } = request.body;
      try {
        if (!id) {
          const { rows } = await db.query<{ id: string }>(
            sql`INSERT INTO expert (tenant_id, number, name, sex, unit, post, synopsis, create_user) VALUES (${actor.tenantId}, ${number}, ${name}, ${sex}, ${unit}, ${post}, ${synopsis}, ${actor.userId}) RETURNING id::text`,
          );
          return ok((await db.query(sql`${EXPERT} WHERE e.id = ${rows[0]!.id}`)).rows[0]);
        }
        const { rows } = await db.query<{ id: string }>(
          sql`${scopeDepts(actor)} UPDATE expert e SET number = ${number}, name = ${name}, sex = ${sex}, unit = ${unit}, post = ${post}, synopsis = ${synopsis},
                  update_time = app_now(), version = e.version + 1
            WHERE e.id = ${id} AND e.version = ${version} AND e.tenant_id = ${actor.tenantId} AND e.is_deleted = 0 AND ${addedInScope(actor)} RETURNING e.id::text`,
        );
        if (!rows[0]) throw await expertRefusal(db, actor, id);
        return ok((await db.query(sql`${EXPERT} WHERE e.id = ${id}`)).rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('该专家编号已存在');
        throw error;
      }
    },
  );

  app.post(
    `${experts}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2 (experts added within the caller’s subtree; all or none) — refused while an expert sits on a panel',
        description: 'This product’s own endpoint. Button `bidding_group_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'bidding_group_delete'),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      const actor = await tenderer(db, claims);
      await transaction(db, async (client) => {
        // locked first, so that a panel saved meanwhile either sees them removed or is seen here
        const { rows } = await client.query<{ id: string; own: boolean }>(
          sql`${scopeDepts(actor)} SELECT e.id::text, ${addedInScope(actor)} AS own FROM expert e
               WHERE e.id = ANY(${ids}::bigint[]) AND e.tenant_id = ${actor.tenantId} AND e.is_deleted = 0 FOR UPDATE OF e`,
        );
        if (rows.length !== ids.length) throw notFound(NOT_FOUND);
        if (rows.some((row) => !row.own)) throw forbidden('只能删除本单位及下级单位添加的专家');
        const seated = await client.query<{ name: string; groupName: string }>(
          sql`SELECT e.name, g.group_name AS "groupName" FROM bidding_group g JOIN expert e ON e.id = ANY(g.member_ids)
            WHERE g.tenant_id = ${actor.tenantId} AND g.is_deleted = 0 AND e.id = ANY(${ids}::bigint[]) ORDER BY e.number, g.group_name LIMIT 1`,
        );
        const first = seated.rows[0];
        if (first) throw badRequest(`专家“${first.name}”是评标小组“${first.groupName}”的成员，不能删除`);
        await client.query(sql`UPDATE expert SET is_deleted = 1, update_time = app_now(), version = version + 1 WHERE id = ANY(${ids}::bigint[])`);
      });
      return ok(null);
    },
  );
}

/** Why an expert edit changed nothing: not of the tenant (404), added outside the caller's subtree (403), or a stale version (409). */
async function expertRefusal(db: Queryable, actor: StaffActor, id: string) {
  const { rows } = await db.query<{ own: boolean }>(
    sql`${scopeDepts(actor)} SELECT ${addedInScope(actor)} AS own FROM expert e WHERE e.id = ${id} AND e.tenant_id = ${actor.tenantId} AND e.is_deleted = 0`,
  );
  if (!rows[0]) return notFound(NOT_FOUND);
  if (!rows[0].own) return forbidden('只能修改本单位及下级单位添加的专家');
  return staleVersion();
}
