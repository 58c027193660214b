// 供应商绑定 (/api/rabbit-binding/supplierBinding/…): which suppliers a school or canteen buys from. The
// department is the caller's own unless they name one of their scope; suppliers come from the tenant.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { requireDeptInScope, scopeDepts } from '../../../platform/access/reach.ts';
import { conflict, isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { ids, isId, nullAsAbsent, offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { Binding } from '../answers.ts';

const RECORD = sql`
  SELECT b.id::text, b.dept_id::text AS "deptId", d.dept_name AS "deptName", b.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         c.contacts_name AS "contactsName", c.mobile, b.remark, ${TIME('b.create_time')} AS "createTime"
    FROM supplier_binding b JOIN dept d ON d.id = b.dept_id JOIN supplier_company c ON c.id = b.supplier_id`;

/** The department bound to: the caller's own when absent, else one of the caller's scope. */
const deptId = () => nullAsAbsent(optionalId('请选择学校')).describe('the department (the caller’s own when absent)');

const BindingInput = z.object({
  deptId: deptId(),
  // ids comma-joined, or an array of them; every one an id, 1 to 100 of them, duplicates dropped
  supplierIds: z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: '请选择供应商' })
    .nullish()
    .transform((raw) => (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(',')).map((part) => part.trim()).filter(Boolean))
    .refine((parts) => parts.every(isId), '供应商不存在')
    .transform((parts) => [...new Set(parts.map((part) => String(BigInt(part))))])
    .refine((supplierIds) => supplierIds.length > 0, '请选择供应商')
    .refine((supplierIds) => supplierIds.length <= 100, '一次最多绑定 100 家供应商'),
  remark: optionalText('备注', 200),
});

export function bindingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['binding'];
  const base = '/api/rabbit-binding/supplierBinding';

  const deptOf = async (actor: StaffActor, id: string | undefined) => {
    if (!id) return actor.deptId;
    await requireDeptInScope(db, actor, id);
    return id;
  };

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the suppliers bound to ?deptId= (the caller’s own department when absent)',
        querystring: z.object({ ...paging(), deptId: deptId() }),
        response: answers(paged(Binding)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { deptId: asked, ...page } = request.query;
      const deptId = await deptOf(actor, asked);
      const [rows, total] = await Promise.all([
        db.query(
          sql`${RECORD} WHERE b.dept_id = ${deptId} AND b.is_deleted = 0 ORDER BY b.create_time DESC, b.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM supplier_binding b WHERE b.dept_id = ${deptId} AND b.is_deleted = 0`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Binds suppliers (supplierIds=1,2) to deptId (the caller’s own when absent)',
        description: 'Button `binding_add`; 409 naming a supplier already bound.',
        body: BindingInput,
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'binding_add');
      const actor = await staffActor(db, claims);
      const { supplierIds, remark } = request.body;
      const deptId = await deptOf(actor, request.body.deptId);
      await transaction(db, async (client) => {
        const { rows: suppliers } = await client.query<{ id: string; name: string; bound: boolean }>(
          sql`SELECT c.id::text, c.supplier_name AS name,
                EXISTS (SELECT 1 FROM supplier_binding b WHERE b.dept_id = ${deptId} AND b.supplier_id = c.id AND b.is_deleted = 0) AS bound
           FROM supplier_company c WHERE c.id = ANY(${supplierIds}::bigint[]) AND c.tenant_id = ${actor.tenantId} AND c.is_deleted = 0`,
        );
        if (suppliers.length !== supplierIds.length) throw badRequest('供应商不存在');
        const bound = suppliers.filter((supplier) => supplier.bound);
        if (bound.length) throw conflict(`已绑定：${bound.map((supplier) => supplier.name).join('、')}`);
        await client.query(
          sql`INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, remark, create_user) SELECT ${actor.tenantId}, ${deptId}, unnest(${supplierIds}::bigint[]), ${remark}, ${actor.userId}`,
        );
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('该供应商已绑定') : error;
      });
      return ok(null);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Unbinds ?ids=1,2 (bindings of the caller’s scope; soft)',
        description: 'Button `binding_delete`.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { ids } = request.query;
      await requireButton(db, claims, 'binding_delete');
      const actor = await staffActor(db, claims);
      await transaction(db, async (client) => {
        const { rowCount } = await client.query(
          sql`${scopeDepts(actor)} UPDATE supplier_binding SET is_deleted = 1
               WHERE id = ANY(${ids}::bigint[]) AND is_deleted = 0 AND tenant_id = ${actor.tenantId} AND dept_id IN (SELECT id FROM scope)`,
        );
        // all or nothing: one binding outside the scope leaves every one of them bound
        if (rowCount !== ids.length) throw notFound('绑定记录不存在');
      });
      return ok(null);
    },
  );
}
