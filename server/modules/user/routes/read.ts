// Users (/api/rabbit-user/…): the paged list of an administrator's scope by department, detail, approvers for
// the user picker, roles, and the Excel export. Writes are in routes/write.ts; the signed-in user's own record:
// modules/profile.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { GRANTABLE, type RoleAlias } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { administersTenant, requireDeptInScope, scopeDepts, scopeDeptsOf } from '../../../platform/access/reach.ts';
import { sql } from '../../../platform/db/sql.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, optionalText, paging, text } from '../../../platform/http/fields.ts';
import { UserFilterQuery, userFilter } from '../list.ts';
import { SEX_LABEL, USER_RECORD, type UserRecord } from '../queries.ts';
import { Role, RoleNode, UserDetail } from '../answers.ts';

const EXPORT_COLUMNS: Column<UserRecord>[] = [
  { header: '账号', value: (row) => row.account },
  { header: '姓名', value: (row) => row.realName },
  { header: '昵称', value: (row) => row.nickName },
  { header: '性别', width: 8, value: (row) => SEX_LABEL[row.sex] },
  { header: '手机号码', value: (row) => row.phone },
  { header: '邮箱', width: 24, value: (row) => row.email },
  { header: '所属机构', width: 24, value: (row) => row.deptName },
  { header: '角色', value: (row) => row.roleName },
  { header: '创建时间', width: 20, value: (row) => row.createTime },
];

export function userRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['user'];
  const base = '/api/rabbit-user';

  app.get(
    `${base}/page`,
    {
      schema: {
        tags,
        summary: 'A page of the users of the caller’s scope: newest first, or by the column searched',
        querystring: UserFilterQuery.extend(paging()),
        response: answers(paged(UserDetail)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { current, size, ...query } = request.query;
      const filter = await userFilter(db, actor, query);
      const [rows, total] = await Promise.all([
        db.query(sql`${filter.scope} ${USER_RECORD} WHERE ${filter.condition} ORDER BY ${filter.orderBy} LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
        db.query<{ total: string }>(sql`${filter.scope} SELECT count(*) AS total FROM app_user u WHERE ${filter.condition}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );

  app.get(
    `${base}/export-user`,
    {
      schema: { tags, summary: 'The users of the current filter as an .xlsx file (at most 50,000)', querystring: UserFilterQuery, response: answersWorkbook() },
    },
    async (request, reply) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const filter = await userFilter(db, actor, request.query);
      const { rows } = await db.query<UserRecord>(
        sql`${filter.scope} ${USER_RECORD} WHERE ${filter.condition} ORDER BY ${filter.orderBy} LIMIT ${sql.number(EXPORT_LIMIT)}`,
      );
      return sendWorkbook(reply, '用户列表.xlsx', await workbookOf('用户', EXPORT_COLUMNS, rows));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One user of the caller’s scope; 404 `用户不存在` otherwise',
        querystring: z.object({ id: lookupId() }),
        response: answers(UserDetail),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { id } = request.query;
      const { rows } = id
        ? await db.query(
            sql`${scopeDepts(actor)} ${USER_RECORD} WHERE u.id = ${id} AND u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0
                AND (u.dept_id IN (SELECT id FROM scope) OR ${administersTenant(actor)}::boolean)`,
          )
        : { rows: [] };
      if (!rows[0]) throw notFound('用户不存在');
      return ok(rows[0]);
    },
  );

  app.get(
    `${base}/getApprovedBy`,
    {
      schema: {
        tags,
        summary: 'A page of the users holding ?roleId= in the subtree of ?deptId= (the user picker); optional realName contains',
        querystring: z.object({ roleId: id('请选择角色'), deptId: id('请选择部门'), ...paging(100), realName: optionalText('姓名', 50) }),
        response: answers(paged(UserDetail)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { roleId, deptId, realName, ...page } = request.query;
      await requireDeptInScope(db, actor, deptId);
      const scope = scopeDeptsOf(actor.tenantId, deptId);
      const where = sql`u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0 AND u.role_id = ${roleId} AND u.dept_id IN (SELECT id FROM scope)${
        realName ? sql` AND lower(u.real_name) LIKE ${containing(realName.toLowerCase())}` : sql.empty
      }`;
      const [rows, total] = await Promise.all([
        db.query(sql`${scope} ${USER_RECORD} WHERE ${where} ORDER BY u.real_name, u.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`${scope} SELECT count(*) AS total FROM app_user u WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    '/api/rabbit-system/role/detail',
    {
      schema: {
        tags: ['role'],
        summary: 'The role of ?roleAlias= in the caller’s tenant; 404 when none',
        querystring: z.object({ roleAlias: text('请输入角色别名', 50) }),
        response: answers(Role),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const alias = request.query.roleAlias;
      const { rows } = await db.query(
        sql`SELECT id::text, role_name AS "roleName", role_alias AS "roleAlias", sort FROM role WHERE tenant_id = ${claims.tenantId} AND role_alias = ${alias} AND is_deleted = 0`,
      );
      if (!rows[0]) throw notFound('角色不存在');
      return ok(rows[0]);
    },
  );

  app.get(
    '/api/rabbit-system/role/tree',
    { schema: { tags: ['role'], summary: 'The roles the caller may give: [{ id, title, value, key, roleAlias }]', response: answers(z.array(RoleNode)) } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`SELECT id::text, id::text AS key, id::text AS value, role_name AS title, role_alias AS "roleAlias" FROM role
        WHERE tenant_id = ${actor.tenantId} AND is_deleted = 0 AND role_alias = ANY(${GRANTABLE[actor.role as RoleAlias] ?? []}::text[]) ORDER BY sort, id`,
      );
      return ok(rows);
    },
  );
}
