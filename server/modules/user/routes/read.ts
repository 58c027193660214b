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
import { requireDeptInScope, SCOPE_DEPTS, scopeArgs } from '../../../platform/access/reach.ts';
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
      const n = filter.args.length;
      const [rows, total] = await Promise.all([
        db.query(`${filter.cte} ${USER_RECORD} WHERE ${filter.where} ORDER BY ${filter.order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...filter.args,
          size,
          offsetOf({ current, size }),
        ]),
        db.query<{ total: string }>(`${filter.cte} SELECT count(*) AS total FROM app_user u WHERE ${filter.where}`, filter.args),
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
        `${filter.cte} ${USER_RECORD} WHERE ${filter.where} ORDER BY ${filter.order} LIMIT ${EXPORT_LIMIT}`,
        filter.args,
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
            `${SCOPE_DEPTS} ${USER_RECORD} WHERE u.id = $3 AND u.tenant_id = $1 AND u.is_deleted = 0 AND (u.dept_id IN (SELECT id FROM scope) OR $2::bigint IS NULL)`,
            [...scopeArgs(actor), id],
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
      const args = [actor.tenantId, deptId, roleId, realName ? containing(realName.toLowerCase()) : null];
      const where = `u.tenant_id = $1 AND u.is_deleted = 0 AND u.role_id = $3 AND u.dept_id IN (SELECT id FROM scope) AND ($4::text IS NULL OR lower(u.real_name) LIKE $4)`;
      const [rows, total] = await Promise.all([
        db.query(`${SCOPE_DEPTS} ${USER_RECORD} WHERE ${where} ORDER BY u.real_name, u.id LIMIT $5 OFFSET $6`, [...args, page.size, offsetOf(page)]),
        db.query<{ total: string }>(`${SCOPE_DEPTS} SELECT count(*) AS total FROM app_user u WHERE ${where}`, args),
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
        'SELECT id::text, role_name AS "roleName", role_alias AS "roleAlias", sort FROM role WHERE tenant_id = $1 AND role_alias = $2 AND is_deleted = 0',
        [claims.tenantId, alias],
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
        `SELECT id::text, id::text AS key, id::text AS value, role_name AS title, role_alias AS "roleAlias" FROM role
        WHERE tenant_id = $1 AND is_deleted = 0 AND role_alias = ANY($2::text[]) ORDER BY sort, id`,
        [actor.tenantId, GRANTABLE[actor.role as RoleAlias] ?? []],
      );
      return ok(rows);
    },
  );
}
