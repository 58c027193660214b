// The organisation as the other domains read it (src/domains/org): the schools of the caller's scope (the school
// picker and 学校一览, /api/rabbit-system/dept/schoolList) and the department trees the pickers stand on (/api/rabbit-setting/…):
// the whole tenant and the caller's own scope. Maintaining departments is the dept module's business; the tree
// queries are its (modules/dept/index.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { reachOf } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { scopeDepts, scopeDeptsOf } from '../../../platform/access/reach.ts';
import { sql } from '../../../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf, optionalText, paging } from '../../../platform/http/fields.ts';
import { CERT_STATE_OF, FIGURE_COLUMNS, SchoolFigures } from '../school-figures.ts';
import { DeptTree, scopeTree, TREE_COLUMNS, treeOf, type TreeRow } from '../../dept/index.ts';

export function orgRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['dept'];
  const base = '/api/rabbit-system/dept';
  const actorOf = async (request: FastifyRequest) => staffActor(db, await authenticate(ctx, request));

  app.get(
    `${base}/schoolList`,
    {
      schema: {
        tags,
        summary:
          'A page of the schools of the scope (a role of tenant-wide reach: of the tenant) with 学校一览’s figures; ?schoolName= contains, ?districtId= the unit above, ?certState= 0–3',
        description:
          '{ id, schoolName, realName (contact), phone } — the school picker’s — and the figures of server/modules/org/school-figures.ts, computed for the page’s schools.',
        querystring: z.object({
          ...paging(100),
          schoolName: optionalText('学校名称', 50),
          // a malformed unit simply matches no school
          districtId: lookupId(),
          certState: z
            .string({ error: '证照状态不正确' })
            .trim()
            .refine((state) => !state || ['0', '1', '2', '3'].includes(state), '证照状态不正确')
            .optional()
            .transform((state) => (state ? Number(state) : null))
            .describe('0 无, 1 有效, 2 即将到期, 3 已过期; all when absent'),
        }),
        response: answers(paged(z.object({ id: z.string(), schoolName: z.string(), realName: z.string(), phone: z.string(), ...SchoolFigures }))),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { schoolName: name, districtId = null, certState, ...page } = request.query;
      // a role of tenant-wide reach (纪委, 市场监管, the bank) picks any school of the tenant (the 函询 school picker), others their scope
      const scope = reachOf(actor.role) === 'tenant' ? scopeDeptsOf(actor.tenantId, null) : scopeDepts(actor);
      const where = sql`d.id IN (SELECT id FROM scope) AND d.dept_category = ${DEPT_CATEGORY.school}${name ? sql` AND lower(d.dept_name) LIKE ${containing(name.toLowerCase())}` : sql.empty}
        AND (${districtId}::bigint IS NULL OR d.parent_id = ${districtId}::bigint)${certState === null ? sql.empty : sql` AND ${CERT_STATE_OF} = ${certState}`}`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`${scope} SELECT d.id::text, d.dept_name AS "schoolName", d.contact_name AS "realName", d.contact_phone AS phone, ${FIGURE_COLUMNS}
                FROM dept d LEFT JOIN dept up ON up.id = d.parent_id WHERE ${where}
              ORDER BY d.sort, d.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`${scope} SELECT count(*) AS total FROM dept d WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  // The trees the pickers stand on: the whole tenant, and the caller's own scope.
  app.get(
    '/api/rabbit-setting/dept/systemDeptSetting/tree',
    { schema: { tags, summary: 'The tenant’s whole department tree (pickers)', response: answers(DeptTree) } },
    async (request) => {
      const actor = await actorOf(request);
      const { rows } = await db.query<TreeRow>(
        sql`SELECT ${TREE_COLUMNS} FROM dept d WHERE d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0 ORDER BY d.sort, d.id`,
      );
      return ok(treeOf(rows));
    },
  );

  app.get(
    '/api/rabbit-setting/dept/systemDeptSetting/tree/scope',
    { schema: { tags, summary: 'The department tree of the caller’s scope (pickers)', response: answers(DeptTree) } },
    async (request) => {
      return ok(treeOf(await scopeTree(db, await actorOf(request))));
    },
  );
}
