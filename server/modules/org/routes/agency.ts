// 机构首页 (GET /api/rabbit-desk/agency/overview): the caller's own agency — an education bureau's department, its
// departments below (schools and canteens counted apart) and its staff: the accounts of every department of its
// scope by role, and the bureau's own accounts listed. Policy `agency.read`; the scope is the departments the
// caller administers (platform/access/reach.ts scopeDepts), never another tenant's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { allows } from '../../../platform/access/policy.ts';
import { scopeDepts } from '../../../platform/access/reach.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { answers } from '../../../platform/http/answers.ts';
import { forbidden, ok } from '../../../platform/http/envelope.ts';

const count = z.number().int();
const Overview = z.object({
  agency: z.object({ id: z.string(), name: z.string() }),
  counts: z.object({ departments: count, schools: count, canteens: count, users: count, ownUsers: count }),
  departments: z
    .array(z.object({ id: z.string(), name: z.string(), category: count, below: count, users: count }))
    .describe('the departments right under the agency: how many departments lie below each, and their accounts'),
  roles: z.array(z.object({ role: z.string(), roleName: z.string(), users: count })).describe('the accounts of the whole scope by role'),
  users: z
    .array(z.object({ id: z.string(), name: z.string(), account: z.string(), roleName: z.string() }))
    .describe('the agency’s own accounts (its department), at most 100'),
});

export function agencyRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;

  app.get(
    '/api/rabbit-desk/agency/overview',
    { schema: { tags: ['dept'], summary: '机构首页: the caller’s agency, its departments and staff', response: answers(Overview) } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      if (!allows('agency.read', actor.role)) throw forbidden();
      const scope = scopeDepts(actor);
      const users = sql`SELECT u.id, u.dept_id, u.role_id, u.real_name, u.account FROM app_user u
                         WHERE u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0 AND u.dept_id IN (SELECT id FROM scope)`;
      const [counts, departments, roles, own] = await Promise.all([
        db.query(
          sql`${scope} SELECT (SELECT count(*)::int FROM scope WHERE depth > 0) AS departments,
                 (SELECT count(*)::int FROM dept d JOIN scope s ON s.id = d.id WHERE d.dept_category = ${DEPT_CATEGORY.school}) AS schools,
                 (SELECT count(*)::int FROM dept d JOIN scope s ON s.id = d.id WHERE d.dept_category = ${DEPT_CATEGORY.canteen}) AS canteens,
                 (SELECT count(*)::int FROM (${users}) u) AS users,
                 (SELECT count(*)::int FROM (${users}) u WHERE u.dept_id = ${actor.deptId}) AS "ownUsers"`,
        ),
        db.query(
          sql`${scope}, below AS (
                SELECT d.id AS top, d.id, 0 AS depth FROM dept d WHERE d.parent_id = ${actor.deptId} AND d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0
                UNION ALL
                SELECT b.top, d.id, b.depth + 1 FROM dept d JOIN below b ON d.parent_id = b.id
                 WHERE d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0 AND b.depth < ${MAX_TREE_DEPTH}
              )
              SELECT d.id::text, d.dept_name AS name, d.dept_category AS category,
                     (SELECT count(*)::int FROM below b WHERE b.top = d.id AND b.id <> d.id) AS below,
                     (SELECT count(*)::int FROM (${users}) u WHERE u.dept_id IN (SELECT b.id FROM below b WHERE b.top = d.id)) AS users
                FROM dept d WHERE d.parent_id = ${actor.deptId} AND d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0 AND d.id IN (SELECT id FROM scope)
               ORDER BY d.sort, d.id`,
        ),
        db.query(
          sql`${scope} SELECT r.role_alias AS role, r.role_name AS "roleName", count(*)::int AS users
                FROM (${users}) u JOIN role r ON r.id = u.role_id GROUP BY r.role_alias, r.role_name, r.sort ORDER BY r.sort, r.role_alias`,
        ),
        db.query(
          sql`${scope} SELECT u.id::text, u.real_name AS name, u.account, COALESCE(r.role_name, '') AS "roleName"
                FROM (${users}) u LEFT JOIN role r ON r.id = u.role_id WHERE u.dept_id = ${actor.deptId} ORDER BY u.real_name, u.id LIMIT 100`,
        ),
      ]);
      return ok({
        agency: { id: actor.deptId, name: actor.deptName },
        counts: counts.rows[0],
        departments: departments.rows,
        roles: roles.rows,
        users: own.rows,
      });
    },
  );
}
