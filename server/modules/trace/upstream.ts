// 批次溯源's way up and the batch lists (docs/product-rules.md#traceability): a batch with where it came from — the
// supplier and its licence, the award or approved quote it was priced from, the order, the delivery with its
// cold-chain readings and alerts, the acceptance with its certificates and any return. Every join follows a key the
// chain keeps (stock_batch.acceptance_id → supply_acceptance → supply_order_line → supply_order → supply_delivery), so a
// batch's trace reads a handful of rows by primary key or by an index on the parent's id.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY, fromZoned, TIME, zonedDay } from '../../platform/db/zoned.ts';
import { DOWNLOAD_PATH } from '../../platform/files/index.ts';
import { EXPIRES_SOON_DAYS } from '../supplier/index.ts';
import { DELIVERY_LIMIT } from '../supply/index.ts';
import type { BatchFilters } from './input.ts';
import { containing } from '../../platform/http/paging.ts';

const DAY = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** The state of a paper expiring on `column` (NULL: 长期有效). */
export const PAPER_STATE = (column: string) =>
  sql`CASE WHEN ${sql.raw(column)} IS NULL THEN 'valid' WHEN ${sql.raw(column)} < ${APP_TODAY} THEN 'expired'
           WHEN ${sql.raw(column)} <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int THEN 'expiring' ELSE 'valid' END`;

/**
 * A supplier's 食品经营许可证 (`c` is supplier_company): the qualification of that type on file, else the licence kept on
 * the company (licence_no, licence_expiry); 'missing' when neither is.
 */
export const LICENSE = sql`
  SELECT COALESCE(q.doc_no, NULLIF(c.license_no, ''), '') AS no, COALESCE(q.expire_date, c.license_expiry) AS expiry,
         (q.id IS NOT NULL OR c.license_no <> '') AS held
    FROM (SELECT 1) one LEFT JOIN supplier_qualification q ON q.supplier_id = c.id AND q.doc_type = 2 AND q.is_deleted = 0`;

/** One row a batch: what the picker and the trace's head show (`b` stock_batch, `s` its balance). */
export const BATCH_ROW = sql`
  SELECT b.id::text, b.goods_code AS "goodsCode", b.goods_name AS "goodsName", b.base_unit AS "baseUnit", b.source::int AS source,
         b.canteen_id::text AS "canteenId", cd.dept_name AS "canteenName", b.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         o.order_no AS "orderNo", to_char(${zonedDay('b.create_time')}, 'YYYY-MM-DD') AS "receivedDate",
         ${DAY('b.production_date')} AS "productionDate", ${DAY('b.expiry_date')} AS "expiryDate", COALESCE(s.on_hand, 0)::float8 AS "onHand"`;

export const BATCH_FROM = sql`
    FROM stock_batch b JOIN dept cd ON cd.id = b.canteen_id LEFT JOIN stock_balance s ON s.batch_id = b.id
    LEFT JOIN supplier_company c ON c.id = b.supplier_id
    LEFT JOIN supply_acceptance a ON a.id = b.acceptance_id LEFT JOIN supply_order o ON o.id = a.order_id`;

/** The picker's filters over a batch (`b`): goods by name or code, supplier, canteen, the day it came into stock. */
export const batchWhere = (filters: Omit<BatchFilters, 'current' | 'size'>): Sql => sql`
  (${filters.keyword || null}::text IS NULL OR b.goods_name LIKE ${containing(filters.keyword)} OR b.goods_code = ${filters.keyword})
  AND (${filters.supplierId ?? null}::bigint IS NULL OR b.supplier_id = ${filters.supplierId ?? null}::bigint)
  AND (${filters.canteenId ?? null}::bigint IS NULL OR b.canteen_id = ${filters.canteenId ?? null}::bigint)
  AND ${since('b.create_time', filters.startDate)} AND ${until('b.create_time', filters.endDate)}`;

/** Time `column` on or after day `start` (local), or true without one. */
export const since = (column: string, start: string | undefined): Sql => (start ? sql`${sql.raw(column)} >= ${fromZoned(sql`${start}::date`)}` : sql`true`);
/** Time `column` on or before day `end` (local), or true without one. */
export const until = (column: string, end: string | undefined): Sql => (end ? sql`${sql.raw(column)} < ${fromZoned(sql`${end}::date + 1`)}` : sql`true`);

const link = (file: string) => sql.raw(`'${DOWNLOAD_PATH}?id=' || ${file}.id || '&key=' || ${file}.access_key`);

/** The trace's head and its way up, one row for batch `id` (already known visible). */
export const UPSTREAM = (id: string) => sql`
  ${BATCH_ROW}, b.unit_price::float8 AS "unitPrice", w.name AS "warehouseName",
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
      'id', c.id::text, 'name', c.supplier_name, 'creditCode', c.credit_code, 'contactsName', c.contacts_name, 'mobile', c.mobile,
      'licenseNo', lic.no, 'licenseExpiry', ${DAY('lic.expiry')},
      'licenseState', CASE WHEN NOT lic.held THEN 'missing' ELSE ${PAPER_STATE('lic.expiry')} END) END AS supplier,
    CASE WHEN l.id IS NULL THEN NULL
         WHEN k.id IS NOT NULL THEN json_build_object('kind', 'award', 'no', bd.bidding_no, 'title', bd.title, 'unitPrice', l.unit_price::float8,
                                                      'validFrom', ${DAY('k.valid_from')}, 'validTo', ${DAY('k.valid_to')})
         WHEN qt.id IS NOT NULL THEN json_build_object('kind', 'quote', 'no', qt.quote_no, 'title', qt.goods_name, 'unitPrice', l.unit_price::float8,
                                                       'validFrom', ${DAY('qt.valid_from')}, 'validTo', ${DAY('qt.valid_to')})
         ELSE json_build_object('kind', 'emergency', 'no', '', 'title', o.emergency_reason, 'unitPrice', l.unit_price::float8, 'validFrom', NULL, 'validTo', NULL) END AS award,
    CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object(
      'id', o.id::text, 'orderNo', o.order_no, 'deliveryDate', ${DAY('o.delivery_date')}, 'meal', o.meal, 'status', o.status, 'emergency', o.emergency,
      'emergencyReason', o.emergency_reason, 'quantity', l.quantity::float8, 'unitPrice', l.unit_price::float8, 'amount', l.amount::float8,
      'createTime', ${TIME('o.create_time')}, 'confirmTime', ${TIME('o.confirm_time')}) END AS "order",
    CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object(
      'id', v.id::text, 'status', v.status, 'plate', h.plate, 'refrigerated', h.refrigerated, 'driverName', d.name, 'driverCertNo', d.health_cert_no,
      'driverCertExpiry', ${DAY('d.health_cert_expiry')}, 'departTime', ${TIME('v.depart_time')}, 'arriveTime', ${TIME('v.arrive_time')}, 'limit', lim.tenths,
      'readings', COALESCE((SELECT json_agg(json_build_object('temp', r.temp_tenths, 'time', ${TIME('r.read_time')}) ORDER BY r.read_time, r.id)
                              FROM supply_delivery_reading r WHERE r.delivery_id = v.id), '[]'),
      'alerts', COALESCE((SELECT json_agg(json_build_object('firstTime', ${TIME('x.first_time')}, 'lastTime', ${TIME('x.last_time')}, 'warmest', x.warmest_tenths,
                                                            'limit', x.limit_tenths, 'readings', x.readings, 'ackName', x.ack_name, 'ackTime', ${TIME('x.ack_time')},
                                                            'ackNote', x.ack_note) ORDER BY x.first_time, x.id)
                            FROM supply_cold_chain_alert x WHERE x.delivery_id = v.id), '[]')) END AS delivery,
    CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
      'id', a.id::text, 'receivedQty', a.received_qty::float8, 'acceptedQty', a.accepted_qty::float8, 'arrivalTemp', a.arrival_temp_tenths,
      'productionDate', ${DAY('a.production_date')}, 'expiryDate', ${DAY('a.expiry_date')}, 'decision', a.decision, 'reason', a.reason,
      'receiver', a.receiver, 'witness', a.witness, 'createTime', ${TIME('a.create_time')},
      'certificates', COALESCE((SELECT json_agg(json_build_object('kind', sc.kind, 'fileId', f.id::text, 'name', f.name, 'link', ${link('f')}) ORDER BY sc.kind, f.id)
                                  FROM supply_certificate sc JOIN stored_file f ON f.id = sc.file_id WHERE sc.acceptance_id = a.id), '[]'),
      'returned', (SELECT json_build_object('quantity', rt.quantity::float8, 'reason', rt.reason, 'status', rt.status)
                     FROM supply_return rt WHERE rt.acceptance_id = a.id)) END AS acceptance
  ${BATCH_FROM}
    LEFT JOIN supply_warehouse w ON w.id = b.warehouse_id
    LEFT JOIN LATERAL (${LICENSE}) lic ON true
    LEFT JOIN supply_order_line l ON l.id = a.line_id
    LEFT JOIN bidding_commodity k ON k.id = l.commodity_id LEFT JOIN bidding bd ON bd.id = k.bidding_id
    LEFT JOIN supply_quote qt ON qt.id = l.quote_id
    LEFT JOIN supply_delivery v ON v.order_id = o.id LEFT JOIN supply_vehicle h ON h.id = v.vehicle_id LEFT JOIN supply_driver d ON d.id = v.driver_id
    LEFT JOIN LATERAL (${DELIVERY_LIMIT}) lim ON true
   WHERE b.id = ${id}`;
