// 学校一览's figures of a school `d` (dept/schoolList): its canteens, its diners (sys_personnel open), its face devices
// online (a heartbeat within 90 s, platform/tasks/device-state.ts) of all, the meals served today (CONSUME rows of its
// diners since today's midnight by the app clock), and its canteens' health certificates (从业人员 not 离职 holding
// one): the state is the worst — 3 已过期 when one has expired, 2 即将到期 when one expires within 30 days, 1 有效,
// 0 无 when none holds one.
import { z } from 'zod';
import { CERT_STATE } from '../../../contract/work-personnel.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY, fromZoned } from '../../platform/db/zoned.ts';
import { ONLINE } from '../../platform/tasks/device-state.ts';
import { certStateWhere } from '../work-personnel/index.ts';

export const SchoolFigures = {
  districtId: z.string().describe('the unit the school sits under (its parent department)'),
  districtName: z.string(),
  canteens: z.number().int(),
  diners: z.number().int().describe('sys_personnel open (not closed, not removed)'),
  devices: z.number().int().describe('face devices'),
  devicesOnline: z.number().int(),
  mealsToday: z.number().int().describe('CONSUME transactions of its diners today'),
  certExpired: z.number().int().describe('health certificates of its canteens’ staff already expired'),
  certExpiring: z.number().int().describe('… expiring within 30 days'),
  certState: z.number().int().describe('0 无, 1 有效, 2 即将到期, 3 已过期 (the worst of its canteens’ staff)'),
};

/** The staff of school `d`'s canteens, not 离职, holding a certificate (in one state): a FROM … WHERE. */
const held = (state?: number): Sql =>
  sql`FROM work_personnel p WHERE p.school_id = d.id AND p.is_deleted = 0 AND p.status <> 3 AND p.health_cert_expiry IS NOT NULL${
    state === undefined ? sql.empty : sql` AND ${certStateWhere(state)}`
  }`;
const count = (state: number) => sql`(SELECT count(*)::int ${held(state)})`;

/** A school's certificate state, for the state filter and the column alike. */
export const CERT_STATE_OF = sql`CASE WHEN EXISTS (SELECT 1 ${held(CERT_STATE.expired)}) THEN 3 WHEN EXISTS (SELECT 1 ${held(CERT_STATE.expiring)}) THEN 2
  WHEN EXISTS (SELECT 1 ${held()}) THEN 1 ELSE 0 END`;

/** The figures' columns of a school row `d` (with its parent joined as `up`). */
export const FIGURE_COLUMNS = sql`
  d.parent_id::text AS "districtId", COALESCE(up.dept_name, '') AS "districtName",
  (SELECT count(*)::int FROM dept c WHERE c.parent_id = d.id AND c.dept_category = ${DEPT_CATEGORY.canteen} AND c.is_deleted = 0) AS canteens,
  (SELECT count(*)::int FROM sys_personnel sp WHERE sp.school_id = d.id AND sp.is_deleted = 0 AND sp.status = 1) AS diners,
  (SELECT count(*)::int FROM face_device fd WHERE fd.school_id = d.id AND fd.is_deleted = 0) AS devices,
  (SELECT count(*)::int FROM face_device fd WHERE fd.school_id = d.id AND fd.is_deleted = 0 AND ${ONLINE('fd')}) AS "devicesOnline",
  (SELECT count(*)::int FROM sys_wallet_txn t JOIN sys_personnel sp ON sp.id = t.personnel_id
    WHERE sp.school_id = d.id AND t.tenant_id = d.tenant_id AND t.type = 'CONSUME' AND t.create_time >= ${fromZoned(APP_TODAY)}) AS "mealsToday",
  ${count(CERT_STATE.expired)} AS "certExpired",
  ${count(CERT_STATE.expiring)} AS "certExpiring",
  ${CERT_STATE_OF} AS "certState"`;
