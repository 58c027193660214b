// What tenders buy and what they leave behind: the goods dictionary (/api/rabbit-liancan/schoolGoods/dict…)
// and the supply catalogue an award writes (/api/rabbit-successfulBidding/biddingCommodity/…).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { asTenderer, visibleTo } from '../caller.ts';
import { sql } from '../../../platform/db/sql.ts';
import { PROGRESS } from '../states.ts';
import { audit } from '../transition.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { ids, offsetOf, optionalId, optionalText, paging, text } from '../../../platform/http/fields.ts';
import { callerOf, whoIs } from '../request.ts';
import { yuanOf } from '../../../platform/http/money.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { CatalogueEntry, GoodsCategory, GoodsItem } from '../answers.ts';
import { anyPlace } from '../../../platform/http/any-place.ts';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';

const CatalogueQuery = z.object({
  ...paging(),
  goodsName: optionalText('商品名称', 50),
  supplierId: optionalId('供应商不存在'),
  biddingId: optionalId('招标不存在'),
});
/**
 * The schools that may order a catalogue row's goods: the schools of its tender's unit (the school itself, or a
 * bureau's schools) bound to its supplier — by a binding of their own or of a unit above them within the tender's.
 */
const BOUND = (dept: string) =>
  sql`EXISTS (SELECT 1 FROM supplier_binding sb WHERE sb.dept_id = ${sql.raw(dept)} AND sb.supplier_id = k.supplier_id AND sb.is_deleted = 0)`;
const ORDERING_SCHOOLS = sql`ARRAY(
  WITH RECURSIVE unit AS (
    SELECT d.id, d.dept_name, d.dept_category, d.sort, 0 AS depth, ${BOUND('d.id')} AS bound FROM dept d WHERE d.id = k.school_id
    UNION ALL
    SELECT d.id, d.dept_name, d.dept_category, d.sort, unit.depth + 1, unit.bound OR ${BOUND('d.id')}
      FROM dept d JOIN unit ON d.parent_id = unit.id WHERE d.is_deleted = 0 AND unit.depth < ${MAX_TREE_DEPTH}
  ) SELECT dept_name FROM unit WHERE bound AND dept_category = ${sql.number(DEPT_CATEGORY.school)} ORDER BY sort, id)`;
const RemoveInput = z.object({ ids: ids('请选择要移除的商品'), reason: text('请填写移除理由', 200) });

export function biddingCatalogueRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];

  app.get(
    '/api/rabbit-liancan/schoolGoods/dict',
    { schema: { tags, summary: 'The goods categories, each with its items (a tree of code, name, unit, spec)', response: answers(z.array(GoodsCategory)) } },
    async () => {
      const { rows } = await db.query<{ code: string; parentCode: string; name: string; unit: string; spec: string }>(
        'SELECT code, parent_code AS "parentCode", name, unit, spec FROM school_goods ORDER BY sort, code',
      );
      return ok(rows.filter((row) => !row.parentCode).map((category) => ({ ...category, children: rows.filter((row) => row.parentCode === category.code) })));
    },
  );

  app.get(
    '/api/rabbit-liancan/schoolGoods/dict/:code',
    { schema: { tags, summary: 'The items of one goods category', params: z.object({ code: text('请选择品类', 40) }), response: answers(z.array(GoodsItem)) } },
    async (request) => {
      const { rows } = await db.query(sql`SELECT code, name, unit, spec FROM school_goods WHERE parent_code = ${request.params.code} ORDER BY sort, code`);
      return ok(rows);
    },
  );

  app.get(
    '/api/rabbit-successfulBidding/biddingCommodity/list',
    {
      schema: {
        tags,
        summary:
          'The supply catalogue of the tenders the caller sees (供货目录): goods, supplier, price, validity and the schools that may order (orderingSchools)',
        querystring: CatalogueQuery,
        response: answers(paged(CatalogueEntry)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const where = [visibleTo(caller), sql`k.is_deleted = 0`];
      if (caller.kind === 'supplier') where.push(sql`k.supplier_id = ${caller.supplierId}`);
      const { goodsName, supplierId, biddingId } = request.query;
      if (goodsName) where.push(sql`k.goods_name ILIKE ${containing(goodsName)}`);
      if (supplierId) where.push(sql`k.supplier_id = ${supplierId}`);
      if (biddingId) where.push(sql`k.bidding_id = ${biddingId}`);
      const filter = sql.join(where, ' AND ');
      const from = sql`bidding_commodity k JOIN bidding b ON b.id = k.bidding_id`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT k.id::text, k.bidding_id::text AS "biddingId", b.title AS "biddingTitle", k.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
                  k.school_id::text AS "schoolId", s.dept_name AS "schoolName", k.goods_code AS "goodsCode", k.goods_name AS "goodsName", k.unit, ${yuanOf('k.price')} AS price,
                  to_char(k.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(k.valid_to, 'YYYY-MM-DD') AS "validTo", ${ORDERING_SCHOOLS} AS "orderingSchools"
             FROM ${from} JOIN supplier_company c ON c.id = k.supplier_id JOIN dept s ON s.id = k.school_id
            WHERE ${filter} ORDER BY k.valid_from DESC, k.goods_code, k.id LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM ${from} WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, request.query));
    },
  );

  app.post(
    '/api/rabbit-successfulBidding/biddingCommodity/remove',
    {
      schema: {
        tags,
        summary: 'Removes goods from the supply catalogue of a completed tender: { ids, reason }',
        description: 'Button `bidding_commodity_delete`; the tenderer only. Soft removal, audited with the reason.',
        body: RemoveInput,
        response: answers(z.null()),
      },
      config: anyPlace(),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_commodity_delete');
      const caller = asTenderer(await callerOf(ctx, request));
      const { ids: itemIds, reason } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ id: string; bidding_id: string; progress: number }>(
          sql`UPDATE bidding_commodity k SET is_deleted = 1, remove_reason = ${reason}, remove_user = ${caller.actor.userId}, remove_time = app_now()
             FROM bidding b WHERE b.id = k.bidding_id AND ${visibleTo(caller)} AND k.id = ANY(${itemIds}::bigint[]) AND k.is_deleted = 0
              AND b.bidding_progress = ${PROGRESS.done}
           RETURNING k.id::text, k.bidding_id::text, b.bidding_progress AS progress`,
        );
        if (rows.length !== itemIds.length) throw badRequest('商品不存在或已移除');
        for (const row of rows)
          await audit(client, whoIs(caller, request), {
            biddingId: row.bidding_id,
            entity: 'commodity',
            entityId: row.id,
            action: 'commodityRemoved',
            opinion: reason,
          });
      });
      return ok(null);
    },
  );
}
