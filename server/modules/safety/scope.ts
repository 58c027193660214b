// Which inspections and hazards a caller sees, and the log every state change writes: the one rule of the safety
// routes and of their 待办提醒 items. A record is seen by the callers whose reach holds its canteen (policy.ts
// SAFETY_READERS; a canteen user its own canteen, a school its canteens, a bureau its schools').
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { scopeFor, type Scope } from '../../platform/access/scope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';

export const readScope = scopeFor('safety.read');
export const inspectScope = scopeFor('safety.inspect');
export const rectifyScope = scopeFor('safety.rectify');
export const templateScope = scopeFor('safety.templates');
export const callScope = scopeFor('safety.calls');
export const planScope = scopeFor('safety.plans');
export const trainScope = scopeFor('safety.train');

/** Hazard statuses: 0 待整改, 1 待确认, 2 已确认. */
export const HAZARD_STATUS = { open: 0, rectified: 1, confirmed: 2 } as const;
/** Checklist results: 1 符合, 2 不符合, 3 不适用. */
export const RESULT = { pass: 1, fail: 2, na: 3 } as const;

/** The records (alias `alias`, with a canteen_id) of the caller's reach. */
export const inReach = (scope: Scope, alias: string): Sql =>
  sql`${sql.raw(alias)}.tenant_id = ${scope.actor.tenantId} AND ${sql.raw(alias)}.canteen_id = ANY(${scope.canteenIds}::bigint[])`;

/** A hazard (alias h) past its deadline and not yet rectified. */
/** (the day read once per query, an InitPlan, not once per row) */
export const OVERDUE = sql`(h.status = ${HAZARD_STATUS.open} AND h.deadline < (SELECT ${APP_TODAY}))`;

/** The hazard list's filters, shared by the list and the to-do counts so they agree. */
export interface HazardFilter {
  status?: number | null;
  overdue?: boolean;
  /** Only the hazards of the caller's unit's inspections (the ones it confirms). */
  mine?: boolean;
  canteenId?: string | null;
}

export const hazardFilter = (scope: Scope, filter: HazardFilter): Sql => sql`${inReach(scope, 'h')}
  AND (${filter.status ?? null}::int IS NULL OR h.status = ${filter.status ?? null})
  AND (${filter.canteenId ?? null}::bigint IS NULL OR h.canteen_id = ${filter.canteenId ?? null})
  ${filter.overdue ? sql`AND ${OVERDUE}` : sql.empty}
  ${filter.mine ? sql`AND EXISTS (SELECT 1 FROM safety_inspection i WHERE i.id = h.inspection_id AND i.inspect_dept = ${scope.actor.deptId})` : sql.empty}`;

export async function countHazards(db: Queryable, scope: Scope, filter: HazardFilter): Promise<number> {
  const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM safety_hazard h WHERE ${hazardFilter(scope, filter)}`);
  return rows[0]!.count;
}

export type Entity = 'template' | 'inspection' | 'hazard' | 'call' | 'article' | 'plan' | 'drill' | 'course' | 'training' | 'setting';

/** One row of safety_log: who did what to which record. */
export const logAction = (db: Queryable, scope: Scope, entity: Entity, entityId: string, action: string, detail: object = {}) =>
  db.query(
    sql`INSERT INTO safety_log (tenant_id, entity, entity_id, action, detail, user_id)
        VALUES (${scope.actor.tenantId}, ${entity}, ${entityId}, ${action}, ${JSON.stringify(detail)}::jsonb, ${scope.actor.userId})`,
  );

export type ScopeOf = (db: Queryable, claims: AccessClaims) => Promise<Scope>;
