// Departments (/api/rabbit-system/dept/…) — reads: lazy list and lazy tree under a parent, whole trees,
// a school's subtree, a department's agency type and a canteen's type. Everything is limited to the caller's
// scope: the administrator the tenant, anyone else their own department and below. Writes: routes/write.ts; the
// school picker and the picker trees of /api/rabbit-setting: modules/org.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { requireDeptInScope, scopeArgs, scopeDepts } from '../../../platform/access/reach.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { forbidden, ok } from '../../../platform/http/envelope.ts';
import { optionalId, optionalText } from '../../../platform/http/fields.ts';
import { DEPT_COLUMNS, DEPT_RECORD, scopeTree, TREE_COLUMNS, treeOf } from '../queries.ts';
import { Dept, DeptLazyNode, DeptTree } from '../answers.ts';

const CATEGORY_OF_USER_TYPE: Record<string, number> = { school: DEPT_CATEGORY.school, canteen: DEPT_CATEGORY.canteen };

/** `?name=`: a department's id, none when absent, '' or '0'; a malformed one is refused naming it. */
const deptParam = <N extends string>(name: N) => z.object({ [name]: optionalId(`${name} 不正确`) } as Record<N, ReturnType<typeof optionalId>>);

/** Children of `parentId` in the scope; without a parent, the scope's top departments. */
async function children(db: Queryable, actor: StaffActor, parentId: string | undefined, columns: Sql) {
  if (parentId) {
    await requireDeptInScope(db, actor, parentId);
    return (
      await db.query(
        sql`SELECT ${columns} FROM dept d LEFT JOIN dept p ON p.id = d.parent_id WHERE d.parent_id = ${parentId} AND d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0 ORDER BY d.sort, d.id`,
      )
    ).rows;
  }
  const [tenant, own] = scopeArgs(actor);
  const { rows } = await db.query(
    sql`SELECT ${columns} FROM dept d LEFT JOIN dept p ON p.id = d.parent_id WHERE d.tenant_id = ${tenant} AND d.is_deleted = 0
        AND (CASE WHEN ${own}::bigint IS NULL THEN d.parent_id = 0 ELSE d.id = ${own}::bigint END) ORDER BY d.sort, d.id`,
  );
  return rows;
}

const HAS_CHILDREN = sql`EXISTS (SELECT 1 FROM dept c WHERE c.parent_id = d.id AND c.is_deleted = 0) AS "hasChildren"`;

export function deptRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['dept'];
  const base = '/api/rabbit-system/dept';
  const actorOf = async (request: FastifyRequest) => staffActor(db, await authenticate(ctx, request));

  app.get(
    `${base}/lazy-list`,
    {
      schema: {
        tags,
        summary: 'The departments under ?parentId= (the scope’s top when absent), each with hasChildren',
        querystring: deptParam('parentId'),
        response: answers(z.array(Dept)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok(await children(db, actor, request.query.parentId, DEPT_COLUMNS));
    },
  );

  app.get(
    `${base}/lazy-tree`,
    {
      schema: {
        tags,
        summary: 'Tree nodes under ?parentId= (the scope’s top when absent), each with hasChildren',
        querystring: deptParam('parentId'),
        response: answers(z.array(DeptLazyNode)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const rows = await children(db, actor, request.query.parentId, sql`${TREE_COLUMNS}, d.id::text AS key, d.id::text AS value, ${HAS_CHILDREN}`);
      return ok(rows);
    },
  );

  app.get(
    `${base}/tree`,
    {
      schema: {
        tags,
        summary: 'The whole department tree of the caller’s scope; ?tenantId= may name the caller’s own tenant, another is 403',
        description: 'The tenant comes from the token: no role may read another tenant’s departments (docs/contract.md#parameter-places).',
        querystring: z.object({ tenantId: optionalText('tenantId', 12) }),
        response: answers(DeptTree),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { tenantId } = request.query;
      if (tenantId && tenantId !== actor.tenantId) throw forbidden('无权查看其他租户的机构');
      return ok(treeOf(await scopeTree(db, actor)));
    },
  );

  app.get(
    `${base}/tenant/tree`,
    { schema: { tags, summary: 'The department tree of the caller’s scope (alias of /tree)', response: answers(DeptTree) } },
    async (request) => {
      return ok(treeOf(await scopeTree(db, await actorOf(request))));
    },
  );

  app.get(
    `${base}/deptTree`,
    {
      schema: {
        tags,
        summary: 'The subtree of ?schoolId= (else the scope), down to ?userType= school|canteen',
        querystring: deptParam('schoolId').extend({ userType: optionalText('userType', 50) }),
        response: answers(DeptTree),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { schoolId, userType } = request.query;
      if (schoolId) await requireDeptInScope(db, actor, schoolId);
      return ok(
        treeOf(await scopeTree(db, actor, schoolId ?? null, Object.hasOwn(CATEGORY_OF_USER_TYPE, userType) ? CATEGORY_OF_USER_TYPE[userType] : undefined)),
      );
    },
  );

  app.get(
    `${base}/getDeptAgencyType`,
    {
      schema: {
        tags,
        summary: 'The agency type of ?deptId= (the caller’s own department when absent): 0 none, 1 bureau, 2 centre, 3 other',
        querystring: deptParam('deptId'),
        response: answers(z.number().int().describe('0 none, 1 bureau, 2 centre, 3 other')),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const deptId = request.query.deptId ?? actor.deptId;
      if (deptId !== actor.deptId) await requireDeptInScope(db, actor, deptId);
      const { rows } = await db.query<{ agency: number }>(sql`SELECT agency_type AS agency FROM dept WHERE id = ${deptId} AND tenant_id = ${actor.tenantId}`);
      return ok(rows[0]?.agency ?? 0);
    },
  );

  app.get(
    `${base}/getCanteenTypeById`,
    {
      schema: {
        tags,
        summary: 'The canteen type of ?id=: 1 self-run, 2 contracted, 3 delivered meals (0 not a canteen)',
        querystring: deptParam('id'),
        response: answers(z.number().int().describe('1 self-run, 2 contracted, 3 delivered meals, 0 not a canteen')),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const id = request.query.id ?? actor.deptId;
      if (id !== actor.deptId) await requireDeptInScope(db, actor, id);
      const { rows } = await db.query<{ type: number }>(
        sql`SELECT canteen_type AS type FROM dept WHERE id = ${id} AND tenant_id = ${actor.tenantId} AND dept_category = ${DEPT_CATEGORY.canteen}`,
      );
      return ok(rows[0]?.type ?? 0);
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One department of the scope; 404 `机构不存在` otherwise', querystring: deptParam('id'), response: answers(Dept) } },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.query;
      if (!id) throw notFound('机构不存在');
      const { rows } = await db.query(sql`${scopeDepts(actor)} ${DEPT_RECORD} WHERE d.id = ${id} AND d.id IN (SELECT id FROM scope)`);
      if (!rows[0]) throw notFound('机构不存在');
      return ok(rows[0]);
    },
  );
}
