// Department writes (/api/rabbit-system/dept/…): submit, canteent/submit (a canteen under a school) and
// remove — soft, refused while the department still has departments or users under it. Edits name the
// version they change; full names of the whole subtree follow a rename or a move.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { administersTenant, requireDeptInScope } from '../../../platform/access/reach.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { transaction } from '../../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { CanteenInput, DeptInput, type Approver } from '../input.ts';
import { DEPT_RECORD } from '../queries.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { ids } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { Dept } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';

async function checkParent(client: pg.PoolClient, actor: StaffActor, input: DeptInput): Promise<void> {
  if (!input.parentId) {
    if (!administersTenant(actor)) throw forbidden('只有管理员可以新增顶级机构');
    return;
  }
  await requireDeptInScope(client, actor, input.parentId, '上级机构不存在');
  if (input.deptCategory === DEPT_CATEGORY.canteen) {
    const { rows } = await client.query<{ category: number }>(sql`SELECT dept_category AS category FROM dept WHERE id = ${input.parentId}`);
    if (rows[0]?.category !== DEPT_CATEGORY.school) throw badRequest('食堂须隶属于学校');
  }
  if (input.id) {
    const { rows } = await client.query(
      sql`WITH RECURSIVE below AS (SELECT id, 0 AS depth FROM dept WHERE id = ${input.id}
                                UNION SELECT d.id, b.depth + 1 FROM dept d JOIN below b ON d.parent_id = b.id WHERE b.depth < ${MAX_TREE_DEPTH})
       SELECT 1 FROM below WHERE id = ${input.parentId}`,
    );
    if (rows.length) throw badRequest('上级机构不能是自身或其下级');
  }
}

/** The approvers exist in the tenant; the roster is the one submitted, else read from the users. */
async function approverRoster(client: pg.PoolClient, actor: StaffActor, input: DeptInput): Promise<Approver[]> {
  const ids = input.approverIds;
  if (!ids.length) return [];
  if (ids.length > 20) throw badRequest('审批人最多 20 人');
  const { rows } = await client.query<Approver>(
    sql`SELECT u.id::text AS "userId", u.real_name AS "realName", u.sex, COALESCE(d.dept_name, '') AS "deptName"
       FROM app_user u LEFT JOIN dept d ON d.id = u.dept_id WHERE u.id = ANY(${ids}::bigint[]) AND u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0`,
  );
  if (rows.length !== ids.length) throw badRequest('审批人不存在');
  if (input.approvers) {
    const names = new Map(rows.map((row) => [row.userId, row.realName]));
    return input.approvers.map((item) => ({ ...item, realName: names.get(item.userId)! }));
  }
  return ids.map((id) => rows.find((row) => row.userId === id)!);
}

/** Full names of the department and everything under it, from the parent's full name. */
async function refreshFullNames(client: pg.PoolClient, id: string): Promise<void> {
  await client.query(
    sql`WITH RECURSIVE names AS (
       SELECT d.id, CASE WHEN p.id IS NULL THEN d.dept_name ELSE p.full_name || '/' || d.dept_name END AS full_name, 0 AS depth
         FROM dept d LEFT JOIN dept p ON p.id = d.parent_id WHERE d.id = ${id}
       UNION ALL
       SELECT c.id, n.full_name || '/' || c.dept_name, n.depth + 1 FROM dept c JOIN names n ON c.parent_id = n.id WHERE c.is_deleted = 0 AND n.depth < ${MAX_TREE_DEPTH}
     ) UPDATE dept SET full_name = names.full_name FROM names WHERE dept.id = names.id`,
  );
}

export function deptWriteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['dept'];
  const base = '/api/rabbit-system/dept';

  const save = async (request: FastifyRequest, input: DeptInput) => {
    const claims = await authenticate(ctx, request);
    await requireButton(db, claims, input.id ? 'dept_edit' : 'dept_add');
    const actor = await staffActor(db, claims);
    const id = await transaction(db, async (client) => {
      // one department write of a tenant at a time: two moves at once could each pass the cycle check
      // (neither sees the other's move) and together make A ↔ B
      await client.query(sql`SELECT pg_advisory_xact_lock(hashtext('dept-tree:' || ${actor.tenantId}))`);
      if (input.id) {
        await requireDeptInScope(client, actor, input.id, '机构不存在');
        const { rows } = await client.query<{ parent: string }>(sql`SELECT parent_id::text AS parent FROM dept WHERE id = ${input.id}`);
        // the top of one's own scope stays where it is (moving it would take it out of the scope)
        if (input.id === actor.deptId && !administersTenant(actor) && (input.parentId ?? '0') !== rows[0]!.parent) throw forbidden('不能移动本机构');
        if (!(input.id === actor.deptId && !administersTenant(actor))) await checkParent(client, actor, input);
      } else await checkParent(client, actor, input);
      const roster = JSON.stringify(await approverRoster(client, actor, input));
      const i = input;
      let saved: string;
      if (!input.id) {
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO dept (tenant_id, parent_id, dept_name, dept_category, sort, remark, agency_type, canteen_type, contact_name, contact_phone, approver_ids, update_user, approvers)
           VALUES (${actor.tenantId}, ${i.parentId ?? '0'}, ${i.deptName}, ${i.deptCategory}, ${i.sort}, ${i.remark}, ${i.agencyType}, ${i.canteenType}, ${i.contactName},
                   ${i.contactPhone}, ${i.approverIds}::bigint[], ${actor.userId}, ${roster}::jsonb) RETURNING id::text`,
        );
        saved = rows[0]!.id;
      } else {
        const { rows } = await client.query<{ id: string }>(
          sql`UPDATE dept SET parent_id = ${i.parentId ?? '0'}, dept_name = ${i.deptName}, dept_category = ${i.deptCategory}, sort = ${i.sort}, remark = ${i.remark},
                  agency_type = ${i.agencyType}, canteen_type = ${i.canteenType}, contact_name = ${i.contactName}, contact_phone = ${i.contactPhone},
                  approver_ids = ${i.approverIds}::bigint[], update_user = ${actor.userId}, approvers = ${roster}::jsonb, update_time = now(), version = version + 1
            WHERE id = ${input.id} AND version = ${input.version} RETURNING id::text`,
        );
        if (!rows[0]) throw staleVersion();
        saved = rows[0].id;
      }
      await refreshFullNames(client, saved);
      return saved;
    });
    return ok((await db.query(sql`${DEPT_RECORD} WHERE d.id = ${id}`)).rows[0]);
  };

  const submitDoc = 'Buttons `dept_add` / `dept_edit`; id and version to edit (409 on a stale version).';
  app.post(
    `${base}/submit`,
    { schema: { tags, summary: 'Creates or edits a department of the caller’s scope', description: submitDoc, body: DeptInput, response: answers(Dept) } },
    (request) => save(request, request.body),
  );
  // a canteen keeps its type whichever of the two submits it comes through
  app.post(
    `${base}/canteent/submit`,
    {
      schema: {
        tags,
        summary: 'Creates or edits a canteen (under a school; canteenType 1–3)',
        description: submitDoc,
        body: CanteenInput,
        response: answers(Dept),
      },
    },
    (request) => save(request, request.body),
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2; refused while a department has departments or users under it',
        description: 'Button `dept_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      await requireButton(db, claims, 'dept_delete');
      const actor = await staffActor(db, claims);
      if (ids.includes(actor.deptId)) throw badRequest('不能删除本机构');
      for (const id of ids) await requireDeptInScope(db, actor, id, '机构不存在');
      await transaction(db, async (client) => {
        const children = await client.query(
          sql`SELECT 1 FROM dept WHERE parent_id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND NOT (id = ANY(${ids}::bigint[])) LIMIT 1`,
        );
        if (children.rows.length) throw badRequest('请先删除下级机构');
        const users = await client.query(sql`SELECT 1 FROM app_user WHERE dept_id = ANY(${ids}::bigint[]) AND is_deleted = 0 LIMIT 1`);
        if (users.rows.length) throw badRequest('该机构下还有用户，不能删除');
        const { rowCount } = await client.query(
          sql`UPDATE dept SET is_deleted = 1, update_user = ${actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0`,
        );
        if (rowCount !== ids.length) throw notFound('机构不存在');
      });
      return ok(null);
    },
  );
}
