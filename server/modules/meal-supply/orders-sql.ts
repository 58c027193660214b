// The order row as every 供餐 screen reads it, and the filter of the lists (one for the school's screens, 校外供餐's
// 验收记录 and the to-dos, so a card's count and the list it opens agree).
import { sql, type Sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';
import { HOT_FOOD_MIN, MEAL_ORDER } from './states.ts';

/** Whether the order's delivery arrived below the hot-food temperature. */
export const COLD = sql`(o.arrival_temp IS NOT NULL AND o.arrival_temp < ${HOT_FOOD_MIN})`;

export const ORDER_RECORD = sql`
  SELECT o.id::text, o.school_id::text AS "schoolId", s.dept_name AS "schoolName", o.provider_id::text AS "providerId", c.supplier_name AS "providerName",
         to_char(o.meal_date, 'YYYY-MM-DD') AS "mealDate", o.meal::int, o.quantity, ${TIME('o.cutoff_at')} AS "cutoffAt",
         (o.status IN (${MEAL_ORDER.placed}, ${MEAL_ORDER.confirmed}) AND app_now() < o.cutoff_at) AS changeable, o.remark, o.status::int,
         ${TIME('o.depart_time')} AS "departTime", ${TIME('o.arrive_time')} AS "arriveTime", o.vehicle_no AS "vehicleNo",
         o.arrival_temp::float8 AS "arrivalTemp", ${COLD} AS cold, o.sample_kept AS "sampleKept", o.photo_ids::text[] AS "photoIds",
         o.refuse_reason AS "refuseReason", a.real_name AS "acceptBy", ${TIME('o.accept_time')} AS "acceptTime",
         (SELECT r.score::int FROM meal_rating r WHERE r.order_id = o.id AND r.source = 'school') AS score, o.version
    FROM meal_order o JOIN dept s ON s.id = o.school_id JOIN meal_provider p ON p.id = o.provider_id JOIN supplier_company c ON c.id = p.supplier_id
    LEFT JOIN app_user a ON a.id = o.accept_user`;

export interface OrderFilter {
  tenantId: string;
  /** The schools of the caller's reach, or (a provider's account) the providers it is. */
  schoolIds?: string[];
  providerIds?: string[];
  schoolId?: string;
  providerId?: string;
  startDate?: string;
  endDate?: string;
  statuses?: number[];
  cold?: boolean;
}

/** The orders of the given schools (or addressed to the given providers), narrowed by the list's filters. */
export function orderFilter(filter: OrderFilter): Sql {
  const statuses = filter.statuses?.length ? filter.statuses : null;
  const reach = filter.providerIds ? sql`o.provider_id = ANY(${filter.providerIds}::bigint[])` : sql`o.school_id = ANY(${filter.schoolIds ?? []}::bigint[])`;
  return sql`o.tenant_id = ${filter.tenantId} AND ${reach}
    AND (${filter.schoolId ?? null}::bigint IS NULL OR o.school_id = ${filter.schoolId ?? null}::bigint)
    AND (${filter.providerId ?? null}::bigint IS NULL OR o.provider_id = ${filter.providerId ?? null}::bigint)
    AND (${filter.startDate ?? null}::date IS NULL OR o.meal_date >= ${filter.startDate ?? null}::date)
    AND (${filter.endDate ?? null}::date IS NULL OR o.meal_date <= ${filter.endDate ?? null}::date)
    AND (${statuses}::int[] IS NULL OR o.status = ANY(${statuses}::int[]))
    AND (NOT ${filter.cold ?? false}::boolean OR ${COLD})`;
}
