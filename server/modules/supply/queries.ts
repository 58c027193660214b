// The supply chain's reads: the orderable catalogue, orders with their lines, and the record SQL the routes share.
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../platform/db/trees.ts';
import { APP_TODAY, TIME } from '../../platform/db/zoned.ts';
import { ORDER, QUOTE } from './states.ts';
import { failingBatch } from '../ledgers/index.ts';

/**
 * The catalogue rows school `schoolId` may order from on `day` (`k` is bidding_commodity): a row of an award to the
 * school or a unit above it, valid that day, whose supplier is bound — by a binding valid that day — to the school or
 * a unit between it and the award's unit. And (商品报价) the quotes the school approved (`q` is supply_quote), valid
 * that day, of a supplier bound to it that day: goods outside the catalogues at the quoted price (`quoteId` set).
 */
export const ORDERABLE = (tenantId: string, schoolId: string, day: string | Sql) => sql`
  WITH RECURSIVE up AS (
    SELECT id, parent_id, 0 AS depth FROM dept WHERE id = ${schoolId} AND tenant_id = ${tenantId}
    UNION ALL
    SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE up.depth < ${MAX_TREE_DEPTH}
  )
  SELECT k.id::text AS "commodityId", k.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName", k.goods_code AS "goodsCode",
         k.goods_name AS "goodsName", k.unit, g.base_unit AS "baseUnit", g.storage_class AS "storageClass", k.price::float8 AS "unitPrice",
         to_char(k.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(k.valid_to, 'YYYY-MM-DD') AS "validTo", NULL::text AS "quoteId"
    FROM bidding_commodity k JOIN up award ON award.id = k.school_id
    JOIN school_goods g ON g.code = k.goods_code JOIN supplier_company c ON c.id = k.supplier_id AND c.is_deleted = 0
   WHERE k.tenant_id = ${tenantId} AND k.is_deleted = 0 AND (${day})::date BETWEEN k.valid_from AND k.valid_to
     AND EXISTS (SELECT 1 FROM supplier_binding sb JOIN up bound ON bound.id = sb.dept_id
                  WHERE sb.supplier_id = k.supplier_id AND sb.is_deleted = 0 AND bound.depth <= award.depth
                    AND (sb.valid_from IS NULL OR sb.valid_from <= (${day})::date) AND (sb.valid_to IS NULL OR (${day})::date <= sb.valid_to))
  UNION ALL
  SELECT NULL::text, q.supplier_id::text, c.supplier_name, q.goods_code, q.goods_name, g.unit, g.base_unit, g.storage_class, q.unit_price::float8,
         to_char(q.valid_from, 'YYYY-MM-DD'), to_char(q.valid_to, 'YYYY-MM-DD'), q.id::text
    FROM supply_quote q JOIN school_goods g ON g.code = q.goods_code JOIN supplier_company c ON c.id = q.supplier_id AND c.is_deleted = 0
   WHERE q.tenant_id = ${tenantId} AND q.school_id = ${schoolId} AND q.status = ${sql.number(QUOTE.approved)} AND (${day})::date BETWEEN q.valid_from AND q.valid_to
     AND EXISTS (SELECT 1 FROM supplier_binding sb JOIN up bound ON bound.id = sb.dept_id
                  WHERE sb.supplier_id = q.supplier_id AND sb.is_deleted = 0
                    AND (sb.valid_from IS NULL OR sb.valid_from <= (${day})::date) AND (sb.valid_to IS NULL OR (${day})::date <= sb.valid_to))`;

export interface OrderableRow {
  /** the catalogue row (null for an approved quote) */
  commodityId: string | null;
  supplierId: string;
  supplierName: string;
  goodsCode: string;
  goodsName: string;
  unit: string;
  baseUnit: string;
  storageClass: number;
  unitPrice: number;
  validFrom: string;
  validTo: string;
  /** the approved quote (商品报价) it is priced from; null for a catalogue row */
  quoteId: string | null;
}

export async function orderable(db: Queryable, tenantId: string, schoolId: string, day: string | Sql, supplierId?: string): Promise<OrderableRow[]> {
  const { rows } = await db.query<OrderableRow>(
    sql`SELECT * FROM (${ORDERABLE(tenantId, schoolId, day)}) o WHERE (${supplierId ?? null}::bigint IS NULL OR o."supplierId" = ${supplierId ?? null}) ORDER BY o."supplierName", o."goodsCode", o."validFrom" DESC`,
  );
  return rows;
}

export const ORDER_RECORD = sql`
  SELECT o.id::text, o.order_no AS "orderNo", o.canteen_id::text AS "canteenId", cd.dept_name AS "canteenName", o.supplier_id::text AS "supplierId",
         c.supplier_name AS "supplierName", to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.meal, o.emergency, o.emergency_reason AS "emergencyReason",
         o.status, o.total_amount::float8 AS "totalAmount", o.refuse_reason AS "refuseReason", o.cancel_reason AS "cancelReason",
         ${TIME('o.create_time')} AS "createTime", ${TIME('o.submit_time')} AS "submitTime", ${TIME('o.confirm_time')} AS "confirmTime",
         CASE WHEN o.status IN (${sql.number(ORDER.closed)}, ${sql.number(ORDER.cancelled)}) THEN ${TIME('o.update_time')} END AS "endTime", o.version
    FROM supply_order o JOIN dept cd ON cd.id = o.canteen_id JOIN supplier_company c ON c.id = o.supplier_id`;

/** 待验收 (收货验收's tab, the 待验收配送 to-do): an order `o` delivered (已送达), or on the road (配送中) for the app clock's today. */
export const TO_RECEIVE = sql`(o.status = ${sql.number(ORDER.delivered)} OR (o.status = ${sql.number(ORDER.delivering)} AND o.delivery_date = ${APP_TODAY}))`;

export const LINE_RECORD = sql`
  SELECT l.id::text, l.line_no AS "lineNo", l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.base_unit AS "baseUnit", g.storage_class AS "storageClass",
         l.unit_price::float8 AS "unitPrice", l.quantity::float8 AS quantity, l.amount::float8 AS amount, l.confirmed_qty::float8 AS "confirmedQty",
         EXISTS (SELECT 1 FROM supply_acceptance a WHERE a.line_id = l.id) AS accepted
    FROM supply_order_line l JOIN school_goods g ON g.code = l.goods_code`;

export const BATCH_RECORD = sql`
  SELECT b.id::text, b.canteen_id::text AS "canteenId", b.goods_code AS "goodsCode", b.goods_name AS "goodsName", b.base_unit AS "baseUnit", b.source,
         c.supplier_name AS "supplierName", to_char(b.production_date, 'YYYY-MM-DD') AS "productionDate", to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
         COALESCE(b.expiry_date < ${APP_TODAY}, false) AS expired,
         s.on_hand::float8 AS "onHand", b.unit_price::float8 AS "unitPrice", b.warehouse_id::text AS "warehouseId", w.name AS "warehouseName",
         ${failingBatch('b')} AS "testFailed"
    FROM stock_batch b JOIN stock_balance s ON s.batch_id = b.id LEFT JOIN supplier_company c ON c.id = b.supplier_id
    LEFT JOIN supply_warehouse w ON w.id = b.warehouse_id`;
