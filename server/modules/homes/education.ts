// 监管待办 and 教育局首页's figures: per school of the caller's reach, its warnings — health certificates expired, meals
// served without their samples two hours on (留样超时), kitchen alerts not handled, 函询 letters not answered — and today's
// key figures: meals served (consumptions not reversed), canteens whose ledgers are complete, kitchen alerts detected and
// deliveries accepted. The kitchen cameras' events due are written first (the route, as 明厨亮灶告警 does). Every figure is the one the list its link opens counts, in the same reach (access/scope.ts).
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { fromZoned, localClock, zonedDay, APP_TODAY } from '../../platform/db/zoned.ts';
import type { Scope } from '../../platform/access/scope.ts';
import { allows } from '../../platform/access/policy.ts';
import { completenessOf, lateMeals } from '../ledgers/index.ts';
import { LETTER_STATUS } from '../letter/index.ts';
import { acceptedToday } from '../supply/index.ts';
import { CERT_STATE, certStateWhere, STATUS } from '../work-personnel/index.ts';

export interface SchoolWarnings {
  schoolId: string;
  schoolName: string;
  certExpired: number;
  sampleLate: number;
  kitchenAlerts: number;
  /** null for a role that does not read 函询 (市场监管). */
  letters: number | null;
}

export interface SchoolToday {
  schoolId: string;
  meals: number;
  canteens: number;
  ledgersComplete: number;
  kitchenAlerts: number;
  deliveriesAccepted: number;
}

/** Rows of `{ key, count }` as a map. */
const counted = (rows: { key: string; count: number }[]) => new Map(rows.map((row) => [row.key, row.count]));

/** The schools of the reach, in the tree's order, and each canteen's school. */
async function schoolsOf(db: Queryable, scope: Scope) {
  const [schools, canteens] = await Promise.all([
    db.query<{ id: string; name: string }>(sql`SELECT id::text, dept_name AS name FROM dept WHERE id = ANY(${scope.schoolIds}::bigint[])`),
    db.query<{ id: string; school: string }>(sql`SELECT id::text, parent_id::text AS school FROM dept WHERE id = ANY(${scope.canteenIds}::bigint[])`),
  ]);
  const names = new Map(schools.rows.map((row) => [row.id, row.name]));
  return { names, schoolOf: new Map(canteens.rows.map((row) => [row.id, row.school])) };
}

/** A per-canteen map summed per school. */
function bySchool(perCanteen: Map<string, number>, schoolOf: Map<string, string>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [canteen, count] of perCanteen) {
    const school = schoolOf.get(canteen);
    if (school) sums.set(school, (sums.get(school) ?? 0) + count);
  }
  return sums;
}

export async function schoolWarnings(db: Queryable, scope: Scope): Promise<SchoolWarnings[]> {
  const tenantId = scope.actor.tenantId;
  const { schoolIds, canteenIds } = scope;
  const clock = await localClock(db);
  const [{ names, schoolOf }, certs, late, alerts, letters] = await Promise.all([
    schoolsOf(db, scope),
    // 健康证管理 ?certState=3 (已过期): people not 离职 of the canteens
    db.query<{ key: string; count: number }>(
      sql`SELECT p.canteen_id::text AS key, count(*)::int AS count FROM work_personnel p
           WHERE p.tenant_id = ${tenantId} AND p.canteen_id = ANY(${canteenIds}::bigint[]) AND p.is_deleted = 0 AND p.status <> ${STATUS.left}
             AND p.health_cert_expiry IS NOT NULL AND ${certStateWhere(CERT_STATE.expired)} GROUP BY 1`,
    ),
    db.query<{ key: string; count: number }>(
      sql`SELECT canteen_id::text AS key, count(*)::int AS count FROM (${lateMeals(canteenIds, clock.today, clock.minute)}) l GROUP BY 1`,
    ),
    // 明厨亮灶告警 ?state=0 (未处理)
    db.query<{ key: string; count: number }>(
      sql`SELECT a.canteen_id::text AS key, count(*)::int AS count FROM kitchen_alert a
           WHERE a.canteen_id = ANY(${canteenIds}::bigint[]) AND NOT a.handled AND a.detected_at <= app_now() GROUP BY 1`,
    ),
    // 函询 ?status=0 (待回复)
    db.query<{ key: string; count: number }>(
      sql`SELECT l.school_id::text AS key, count(*)::int AS count FROM inquiry_letter l
           WHERE l.tenant_id = ${tenantId} AND l.school_id = ANY(${schoolIds}::bigint[]) AND l.is_deleted = 0 AND l.status = ${LETTER_STATUS.sent} GROUP BY 1`,
    ),
  ]);
  // 函询 is the senders' and the schools' (letter/scope.ts): 市场监管 reads no letter, so counts none
  const readsLetters = allows('letter.send', scope.actor.role);
  const certBySchool = bySchool(counted(certs.rows), schoolOf);
  const lateBySchool = bySchool(counted(late.rows), schoolOf);
  const alertsBySchool = bySchool(counted(alerts.rows), schoolOf);
  const lettersBySchool = counted(letters.rows);
  return schoolIds.map((schoolId) => ({
    schoolId,
    schoolName: names.get(schoolId) ?? '',
    certExpired: certBySchool.get(schoolId) ?? 0,
    sampleLate: lateBySchool.get(schoolId) ?? 0,
    kitchenAlerts: alertsBySchool.get(schoolId) ?? 0,
    letters: readsLetters ? (lettersBySchool.get(schoolId) ?? 0) : null,
  }));
}

export async function schoolsToday(db: Queryable, scope: Scope): Promise<SchoolToday[]> {
  const tenantId = scope.actor.tenantId;
  const { schoolIds, canteenIds } = scope;
  const clock = await localClock(db);
  const [{ schoolOf }, meals, ledgers, alerts, accepted] = await Promise.all([
    schoolsOf(db, scope),
    // 消费汇总's count of today: consumptions not reversed, by the diner's school
    db.query<{ key: string; count: number }>(
      sql`SELECT p.school_id::text AS key, count(*)::int AS count
            FROM sys_wallet_txn x JOIN sys_personnel p ON p.id = x.personnel_id LEFT JOIN sys_wallet_txn r ON r.reverses_id = x.id
           WHERE x.tenant_id = ${tenantId} AND p.school_id = ANY(${schoolIds}::bigint[]) AND x.type = 'CONSUME' AND r.id IS NULL
             AND x.create_time >= ${fromZoned(sql`${clock.today}::date`)} AND x.create_time < ${fromZoned(sql`${clock.today}::date + 1`)}
           GROUP BY 1`,
    ),
    completenessOf(db, canteenIds, clock.today),
    db.query<{ key: string; count: number }>(
      sql`SELECT a.canteen_id::text AS key, count(*)::int AS count FROM kitchen_alert a
           WHERE a.canteen_id = ANY(${canteenIds}::bigint[]) AND ${zonedDay('a.detected_at')} = ${APP_TODAY} AND a.detected_at <= app_now() GROUP BY 1`,
    ),
    acceptedToday(db, tenantId, canteenIds),
  ]);
  const complete = new Map<string, number>();
  for (const canteen of canteenIds) {
    const owed = ledgers.get(canteen) ?? [];
    if (owed.every((item) => item.done === item.owed)) complete.set(canteen, 1);
  }
  const canteens = bySchool(new Map(canteenIds.map((canteen) => [canteen, 1])), schoolOf);
  const mealsBySchool = counted(meals.rows);
  const completeBySchool = bySchool(complete, schoolOf);
  const alertsBySchool = bySchool(counted(alerts.rows), schoolOf);
  const acceptedBySchool = bySchool(accepted, schoolOf);
  return schoolIds.map((schoolId) => ({
    schoolId,
    meals: mealsBySchool.get(schoolId) ?? 0,
    canteens: canteens.get(schoolId) ?? 0,
    ledgersComplete: completeBySchool.get(schoolId) ?? 0,
    kitchenAlerts: alertsBySchool.get(schoolId) ?? 0,
    deliveriesAccepted: acceptedBySchool.get(schoolId) ?? 0,
  }));
}
