// Changing people's meal plans (餐别; docs/product-rules.md#meal-plans), by the bulk update and by the upload's task
// (MEAL_CATEGORY_UPLOAD, one item per row of the sheet). refundType 1 (退还原餐别余额) pays the subsidy the old plan
// was granted out to cash when the plan changes — one ADJUST row (subsidy −s, cash +s) through wallet.ts; 0 keeps
// the balances as they are.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../../platform/db/database.ts';
import { queueTask, type Item, type Refused, type Settled, type Handler } from '../../platform/tasks/engine.ts';
import { writeErrorFiles } from '../../platform/tasks/error-file.ts';
import { errorBookOf, type SheetRow } from './meal-sheet.ts';
import { applyChange } from './wallet.ts';
import { CLOSED } from './queries.ts';
import { sql } from '../../platform/db/sql.ts';

export const REFUND = { keep: 0, toCash: 1 } as const;
export type RefundType = 0 | 1;
/** Items of one upload run this many side by side (lanes of their own). */
const LANES = 8;

interface RowPayload {
  schoolId: string;
  personnelNo: string;
  name: string;
  mealName: string;
  refundType: RefundType;
  /** A reason known when the file was read (a duplicate row). */
  error?: string;
}

/**
 * Sets `mealCategoryId` on the people `ids` (locked by the caller) and, for refundType 1, pays out the subsidy of
 * each whose plan changes; answers how many changed. `requestKey` (short: a request id is ≤ 64 characters) makes the
 * wallet rows' request ids.
 */
export async function changePlans(
  client: pg.PoolClient,
  who: { tenantId: string; userId: string | null },
  ids: string[],
  mealCategoryId: string,
  refundType: RefundType,
  requestKey: string,
): Promise<number> {
  const { rows } = await client.query<{ id: string; old: string | null; subsidy: string }>(
    sql`SELECT p.id::text, p.meal_category_id::text AS old, COALESCE(w.subsidy, 0)::text AS subsidy
       FROM sys_personnel p LEFT JOIN sys_wallet w ON w.personnel_id = p.id WHERE p.id = ANY(${ids}::bigint[]) ORDER BY p.id FOR UPDATE OF p`,
  );
  const changed = rows.filter((row) => row.old !== mealCategoryId);
  if (!changed.length) return 0;
  await client.query(
    sql`UPDATE sys_personnel SET meal_category_id = ${mealCategoryId}, update_user = ${who.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${changed.map((row) => row.id)}::bigint[])`,
  );
  if (refundType === REFUND.toCash)
    for (const row of changed.filter((entry) => entry.old && Number(entry.subsidy) > 0))
      await applyChange(client, {
        tenantId: who.tenantId,
        personnelId: row.id,
        type: 'ADJUST',
        cash: Number(row.subsidy),
        subsidy: -Number(row.subsidy),
        requestId: `meal:${requestKey}:${row.id}`,
        remark: '更换餐别，原餐别补贴余额退还至现金',
        userId: who.userId,
      });
  return changed.length;
}

/** Queues the upload's rows as a MEAL_CATEGORY_UPLOAD task (on the caller's transaction); answers its id. */
export async function queueUpload(
  client: pg.PoolClient,
  who: { tenantId: string; schoolId: string; userId: string },
  rows: SheetRow[],
  refundType: RefundType,
): Promise<string> {
  const seen = new Map<string, number>();
  const lanes = randomUUID();
  return queueTask(client, {
    ...who,
    kind: 'MEAL_CATEGORY_UPLOAD',
    items: rows.map((row, index) => {
      const earlier = row.personnelNo ? seen.get(row.personnelNo) : undefined;
      if (row.personnelNo && earlier === undefined) seen.set(row.personnelNo, row.rowNo);
      const payload: RowPayload = { schoolId: who.schoolId, ...row, refundType, ...(earlier !== undefined && { error: `与第 ${earlier} 行重复` }) };
      return { lane: `meal:${lanes}:${index % LANES}`, rowNo: row.rowNo, payload: payload as unknown as Record<string, unknown> };
    }),
  });
}

interface Found {
  personId: string | null;
  personName: string | null;
  status: number | null;
  mealId: string | null;
}

async function lookUp(db: Queryable, tenantId: string, row: RowPayload): Promise<Found> {
  const { rows } = await db.query<Found>(
    sql`SELECT (SELECT id::text FROM sys_personnel WHERE school_id = ${row.schoolId} AND tenant_id = ${tenantId} AND personnel_no = ${row.personnelNo} AND is_deleted = 0) AS "personId",
            (SELECT name FROM sys_personnel WHERE school_id = ${row.schoolId} AND tenant_id = ${tenantId} AND personnel_no = ${row.personnelNo} AND is_deleted = 0) AS "personName",
            (SELECT status FROM sys_personnel WHERE school_id = ${row.schoolId} AND tenant_id = ${tenantId} AND personnel_no = ${row.personnelNo} AND is_deleted = 0) AS status,
            (SELECT id::text FROM sys_meal_category WHERE school_id = ${row.schoolId} AND tenant_id = ${tenantId} AND name = ${row.mealName} AND is_deleted = 0) AS "mealId"`,
  );
  return rows[0]!;
}

/** Why a row cannot be applied, or undefined. */
function reasonOf(row: RowPayload, found: Found): string | undefined {
  if (row.error) return row.error;
  if (!row.personnelNo) return '人员编号不能为空';
  if (!found.personId) return `人员编号 ${row.personnelNo} 不存在`;
  if (row.name && found.personName !== row.name) return '姓名与人员编号不符';
  if (found.status === CLOSED) return '该人员已销户';
  if (!row.mealName) return '餐别不能为空';
  if (!found.mealId) return `餐别“${row.mealName}”不存在`;
  return undefined;
}

const payloadOf = (item: Item) => item.payload as unknown as RowPayload;

export const mealCategoryUploadHandler: Handler = {
  // reading only: the row is checked here and applied, checked again under lock, when it is recorded
  run: async (db, item) => {
    const row = payloadOf(item);
    const reason = reasonOf(row, await lookUp(db, item.tenantId, row));
    return reason ? { ok: false, reason } : { ok: true };
  },
  settle: async (client, settled: Settled[]) => {
    const refused: Refused = new Map();
    for (const { item, outcome } of settled) {
      if (!('ok' in outcome) || !outcome.ok) continue;
      const row = payloadOf(item);
      const found = await lookUp(client, item.tenantId, row);
      // a row checked a moment ago whose person or plan went meanwhile fails with what is wrong now
      const reason = reasonOf(row, found);
      if (reason) {
        refused.set(item.id, reason);
        continue;
      }
      const { rows: task } = await client.query<{ create_user: string | null }>(sql`SELECT create_user::text FROM task WHERE id = ${item.taskId}`);
      await changePlans(
        client,
        { tenantId: item.tenantId, userId: task[0]?.create_user ?? null },
        [found.personId!],
        found.mealId!,
        row.refundType,
        `t${item.id}`,
      );
    }
    return refused;
  },
  finished: (client, taskIds) =>
    writeErrorFiles<RowPayload>(client, taskIds, '餐别导入错误数据.xlsx', (failed) =>
      errorBookOf(
        failed.map((row) => ({
          rowNo: row.rowNo,
          personnelNo: row.payload.personnelNo,
          name: row.payload.name,
          mealName: row.payload.mealName,
          reason: row.reason,
        })),
      ),
    ),
};
