// 供应商绑定 (/api/rabbit-binding/supplierBinding/…): which suppliers a school or canteen buys from. The
// department is the caller's own unless they name one of their scope; suppliers come from the tenant.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import { requireButton } from '../auth/buttons.ts';
import type { AppContext } from '../context.ts';
import { requireDeptInScope, SCOPE_DEPTS, scopeArgs, staffActor, type StaffActor } from '../crud/actor.ts';
import { asBody, idList, optionalText } from '../crud/body.ts';
import { conflict, isUniqueViolation, notFound } from '../crud/errors.ts';
import { idOf, idsOf, pageOf, pagingOf } from '../crud/request.ts';
import { transaction } from '../db/database.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

const RECORD = `
  SELECT b.id::text, b.dept_id::text AS "deptId", d.dept_name AS "deptName", b.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         c.contacts_name AS "contactsName", c.mobile, b.remark, to_char(b.create_time AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
    FROM supplier_binding b JOIN dept d ON d.id = b.dept_id JOIN supplier_company c ON c.id = b.supplier_id`;

export function bindingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;
  const tags = ['binding'];
  const base = '/api/rabbit-binding/supplierBinding';

  const deptOf = async (actor: StaffActor, request: FastifyRequest, raw?: unknown) => {
    const text = raw !== undefined ? String(raw ?? '') : field(request, 'deptId');
    if (!text) return actor.deptId;
    const id = idOf(text);
    if (!id) throw badRequest('请选择学校');
    await requireDeptInScope(db, actor, id);
    return id;
  };

  app.get(
    `${base}/list`,
    { schema: { tags, summary: 'A page of the suppliers bound to ?deptId= (the caller’s own department when absent)' } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const deptId = await deptOf(actor, request);
      const paging = pagingOf(request);
      const [page, total] = await Promise.all([
        db.query(`${RECORD} WHERE b.dept_id = $1 AND b.is_deleted = 0 ORDER BY b.create_time DESC, b.id DESC LIMIT $2 OFFSET $3`, [
          deptId,
          paging.size,
          paging.offset,
        ]),
        db.query<{ total: string }>('SELECT count(*) AS total FROM supplier_binding b WHERE b.dept_id = $1 AND b.is_deleted = 0', [deptId]),
      ]);
      return ok(pageOf(page.rows, total.rows[0]!.total, paging));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Binds suppliers (supplierIds=1,2) to deptId (the caller’s own when absent)',
        description: 'Button `binding_add`; 409 naming a supplier already bound.',
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'binding_add');
      const actor = await staffActor(db, claims);
      const body = asBody(request.body);
      const deptId = await deptOf(actor, request, body.deptId ?? '');
      const supplierIds = idList(body, 'supplierIds', '供应商不存在');
      if (!supplierIds.length) throw badRequest('请选择供应商');
      if (supplierIds.length > 100) throw badRequest('一次最多绑定 100 家供应商');
      const remark = optionalText(body, 'remark', '备注', 200);
      await transaction(db, async (client) => {
        const { rows: suppliers } = await client.query<{ id: string; name: string; bound: boolean }>(
          `SELECT c.id::text, c.supplier_name AS name,
                EXISTS (SELECT 1 FROM supplier_binding b WHERE b.dept_id = $3 AND b.supplier_id = c.id AND b.is_deleted = 0) AS bound
           FROM supplier_company c WHERE c.id = ANY($1::bigint[]) AND c.tenant_id = $2 AND c.is_deleted = 0`,
          [supplierIds, actor.tenantId, deptId],
        );
        if (suppliers.length !== supplierIds.length) throw badRequest('供应商不存在');
        const bound = suppliers.filter((supplier) => supplier.bound);
        if (bound.length) throw conflict(`已绑定：${bound.map((supplier) => supplier.name).join('、')}`);
        await client.query('INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, remark, create_user) SELECT $1, $2, unnest($3::bigint[]), $4, $5', [
          actor.tenantId,
          deptId,
          supplierIds,
          remark,
          actor.userId,
        ]);
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('该供应商已绑定') : error;
      });
      return ok(null);
    },
  );

  app.post(
    `${base}/remove`,
    { schema: { tags, summary: 'Unbinds ?ids=1,2 (bindings of the caller’s scope; soft)', description: 'Button `binding_delete`.' } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const ids = idsOf(request);
      await requireButton(db, claims, 'binding_delete');
      const actor = await staffActor(db, claims);
      await transaction(db, async (client) => {
        const { rowCount } = await client.query(
          `${SCOPE_DEPTS} UPDATE supplier_binding SET is_deleted = 1 WHERE id = ANY($3::bigint[]) AND is_deleted = 0 AND tenant_id = $1 AND dept_id IN (SELECT id FROM scope)`,
          [...scopeArgs(actor), ids],
        );
        // all or nothing: one binding outside the scope leaves every one of them bound
        if (rowCount !== ids.length) throw notFound('绑定记录不存在');
      });
      return ok(null);
    },
  );
}
