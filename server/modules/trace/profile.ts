// 供应商档案 (docs/product-rules.md#traceability): the suppliers serving the schools of a staff caller's reach, and
// one supplier's profile — company data, its papers, the schools of the reach it is bound to with the catalogue each
// buys from it today, and its record with the reach over a period: orders, deliveries (late ones), lines inspected and
// refused, cold-chain alerts and emergency purchases.
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY, zonedDay } from '../../platform/db/zoned.ts';
import { DOWNLOAD_PATH } from '../../platform/files/index.ts';
import { containing } from '../../platform/http/paging.ts';
import { typeName } from '../supplier/index.ts';
import { DECISION, ORDER, SERVED, type Reach } from '../supply/index.ts';
import { LICENSE, PAPER_STATE } from './upstream.ts';

/** The orders of the reach (`o` is supply_order), drafts and cancelled ones left out. */
const ordersOf = (reach: Reach) =>
  sql`o.tenant_id = ${reach.tenantId} AND o.canteen_id = ANY(${reach.canteenIds}::bigint[]) AND o.status NOT IN (${sql.number(ORDER.draft)}, ${sql.number(ORDER.cancelled)})`;

/** 供应商档案's list: the suppliers serving the reach, by name. */
export const SUPPLIERS = (reach: Reach, keyword: string) => sql`
  ${SERVED(reach)}
  SELECT c.id::text, c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.credit_code AS "creditCode", c.status::int AS status,
         COALESCE((SELECT array_agg(s.dept_name ORDER BY s.sort, s.id) FROM bound b JOIN dept s ON s.id = b.school_id WHERE b.supplier_id = c.id), '{}') AS schools,
         CASE WHEN NOT lic.held THEN 'missing' ELSE ${PAPER_STATE('lic.expiry')} END AS "licenseState", c.supplier_name AS sort_name
    FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0
    LEFT JOIN LATERAL (${LICENSE}) lic ON true
   WHERE (${keyword || null}::text IS NULL OR c.supplier_name LIKE ${containing(keyword)})`;

/** Whether supplier `id` serves the reach: its company row, or none. */
export const COMPANY = (reach: Reach, id: string) => sql`
  ${SERVED(reach)}
  SELECT c.id::text, c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.credit_code AS "creditCode", c.address,
         c.legal_person AS "legalPerson", c.business_scope AS "businessScope", c.status::int AS status, lic.no AS "licenseNo",
         to_char(lic.expiry, 'YYYY-MM-DD') AS "licenseExpiry"
    FROM supplier_company c LEFT JOIN LATERAL (${LICENSE}) lic ON true
   WHERE c.id = ${id} AND c.is_deleted = 0 AND c.tenant_id = ${reach.tenantId} AND c.id IN (SELECT supplier_id FROM suppliers)`;

/** The supplier's qualifications, soonest to lapse first. */
export const QUALIFICATIONS = (id: string) => sql`
  SELECT 'qualification:' || q.id AS id, 'qualification' AS kind, ${typeName('q.doc_type')} AS name, c.supplier_name AS holder, c.supplier_name AS owner,
         q.doc_no AS "docNo", to_char(q.expire_date, 'YYYY-MM-DD') AS "expireDate", (q.expire_date - ${APP_TODAY})::int AS "daysLeft",
         ${PAPER_STATE('q.expire_date')} AS state,
         CASE WHEN f.id IS NULL THEN NULL ELSE ${DOWNLOAD_PATH}::text || '?id=' || f.id || '&key=' || f.access_key END AS "fileLink"
    FROM supplier_qualification q JOIN supplier_company c ON c.id = q.supplier_id LEFT JOIN stored_file f ON f.id = q.file_id
   WHERE q.supplier_id = ${id} AND q.is_deleted = 0 ORDER BY q.expire_date NULLS LAST, q.doc_type`;

/** The schools of the reach supplier `id` is bound to, with the catalogue rows in force today each buys from it. */
export const SCHOOLS = (reach: Reach, id: string) => sql`
  ${SERVED(reach)}
  SELECT s.id::text, s.dept_name AS name,
         (SELECT to_char(min(sb.valid_from), 'YYYY-MM-DD') FROM supplier_binding sb JOIN units u ON u.dept_id = sb.dept_id
           WHERE u.school_id = b.school_id AND sb.supplier_id = b.supplier_id AND sb.is_deleted = 0) AS "validFrom",
         (SELECT CASE WHEN bool_or(sb.valid_to IS NULL) THEN NULL ELSE to_char(max(sb.valid_to), 'YYYY-MM-DD') END FROM supplier_binding sb JOIN units u ON u.dept_id = sb.dept_id
           WHERE u.school_id = b.school_id AND sb.supplier_id = b.supplier_id AND sb.is_deleted = 0) AS "validTo",
         COALESCE((SELECT json_agg(json_build_object('goodsCode', k.goods_code, 'goodsName', k.goods_name, 'unit', k.unit, 'price', k.price::float8,
                                                     'validFrom', to_char(k.valid_from, 'YYYY-MM-DD'), 'validTo', to_char(k.valid_to, 'YYYY-MM-DD')) ORDER BY k.goods_code, k.id)
                     FROM bidding_commodity k JOIN units u ON u.dept_id = k.school_id
                    WHERE u.school_id = b.school_id AND k.supplier_id = b.supplier_id AND k.is_deleted = 0 AND ${APP_TODAY} BETWEEN k.valid_from AND k.valid_to), '[]') AS catalogue
    FROM bound b JOIN dept s ON s.id = b.school_id WHERE b.supplier_id = ${id} ORDER BY s.sort, s.id`;

const period = (reach: Reach, id: string, start: string, end: string) =>
  sql`${ordersOf(reach)} AND o.supplier_id = ${id} AND o.delivery_date BETWEEN ${start}::date AND ${end}::date`;

/** The supplier's record with the reach over the days [start, end] of delivery. */
export const FIGURES = (reach: Reach, id: string, start: string, end: string) => sql`
  SELECT count(*)::int AS orders, count(v.id)::int AS deliveries,
         count(*) FILTER (WHERE o.arrived_at IS NOT NULL AND ${zonedDay('o.arrived_at')} > o.delivery_date)::int AS "lateDeliveries",
         COALESCE(sum(a.inspected), 0)::int AS "inspectedLines", COALESCE(sum(a.refused), 0)::int AS "refusedLines", COALESCE(sum(a.partly), 0)::int AS "partlyLines",
         COALESCE(sum(a.amount), 0)::float8 AS "acceptedAmount", COALESCE(sum(k.alerts), 0)::int AS "coldChainAlerts",
         count(*) FILTER (WHERE o.emergency)::int AS "emergencyOrders"
    FROM supply_order o LEFT JOIN supply_delivery v ON v.order_id = o.id
    LEFT JOIN LATERAL (
      SELECT count(*) AS inspected, count(*) FILTER (WHERE x.decision = ${sql.number(DECISION.refuse)}) AS refused,
             count(*) FILTER (WHERE x.decision = ${sql.number(DECISION.partly)}) AS partly,
             sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * x.accepted_qty ELSE (l.unit_price * x.accepted_qty + 500) / 1000 END) AS amount
        FROM supply_acceptance x JOIN supply_order_line l ON l.id = x.line_id WHERE x.order_id = o.id
    ) a ON true
    LEFT JOIN LATERAL (SELECT count(*) AS alerts FROM supply_cold_chain_alert y WHERE y.order_id = o.id) k ON true
   WHERE ${period(reach, id, start, end)}`;

/** The supplier's newest orders with the reach in the period (at most 20). */
export const RECENT_ORDERS = (reach: Reach, id: string, start: string, end: string) => sql`
  SELECT o.id::text, o.order_no AS "orderNo", cd.dept_name AS "canteenName", to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.meal::int AS meal,
         o.status::int AS status, o.total_amount::float8 AS "totalAmount",
         (SELECT count(*)::int FROM supply_cold_chain_alert y WHERE y.order_id = o.id) AS alerts,
         (SELECT count(*)::int FROM supply_acceptance x WHERE x.order_id = o.id AND x.decision = ${sql.number(DECISION.refuse)}) AS "refusedLines"
    FROM supply_order o JOIN dept cd ON cd.id = o.canteen_id
   WHERE ${period(reach, id, start, end)} ORDER BY o.delivery_date DESC, o.id DESC LIMIT 20`;
