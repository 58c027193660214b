// 导入人员 (docs/product-rules.md#personnel-import): the rows of an uploaded sheet, queued as a PERSONNEL_IMPORT task
// (one item per row, in lanes), each checked when it runs (name, type, phone, card, 餐别, a 人员编号 or card number
// already used) and saved when it is recorded — a new person with their wallet and card, as `submit` makes them.
// Refused rows go to the task's error file with their row number and reason.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../db/database.ts';
import { PHONE } from '../http/fields.ts';
import { XLSX_MIME } from '../routes/file.ts';
import { queueTask, registerHandler, type Item, type Settled } from '../tasks/engine.ts';
import { errorBookOf, TYPES, type ImportRow } from './import-sheet.ts';
import { CARD } from './queries.ts';

const LANES = 8;
const CARD_NO = /^[0-9A-Za-z]{4,20}$/;

type RowPayload = ImportRow & { schoolId: string; error?: string };

/** Queues the rows as a PERSONNEL_IMPORT task (on the caller's transaction); answers its id. */
export async function queueImport(client: pg.PoolClient, who: { tenantId: string; schoolId: string; userId: string }, rows: ImportRow[]): Promise<string> {
  const numbers = new Map<string, number>();
  const cards = new Map<string, number>();
  const lanes = randomUUID();
  return queueTask(client, {
    ...who,
    kind: 'PERSONNEL_IMPORT',
    items: rows.map((row, index) => {
      const sameNo = row.人员编号 ? numbers.get(row.人员编号) : undefined;
      if (row.人员编号 && sameNo === undefined) numbers.set(row.人员编号, row.rowNo);
      const sameCard = row.卡号 ? cards.get(row.卡号) : undefined;
      if (row.卡号 && sameCard === undefined) cards.set(row.卡号, row.rowNo);
      const error = sameNo !== undefined ? `人员编号与第 ${sameNo} 行重复` : sameCard !== undefined ? `卡号与第 ${sameCard} 行重复` : undefined;
      const payload: RowPayload = { ...row, schoolId: who.schoolId, ...(error && { error }) };
      return { lane: `import:${lanes}:${index % LANES}`, rowNo: row.rowNo, payload: payload as unknown as Record<string, unknown> };
    }),
  });
}

interface Found {
  personExists: boolean;
  cardUsed: boolean;
  mealId: string | null;
}

async function lookUp(db: Queryable, tenantId: string, row: RowPayload): Promise<Found> {
  const { rows } = await db.query<Found>(
    `SELECT EXISTS (SELECT 1 FROM sys_personnel WHERE school_id = $1 AND tenant_id = $2 AND personnel_no = $3 AND is_deleted = 0) AS "personExists",
            EXISTS (SELECT 1 FROM sys_card WHERE tenant_id = $2 AND card_no = $4 AND status <> ${CARD.cancelled}) AS "cardUsed",
            (SELECT id::text FROM sys_meal_category WHERE school_id = $1 AND tenant_id = $2 AND name = $5 AND is_deleted = 0) AS "mealId"`,
    [row.schoolId, tenantId, row.人员编号, row.卡号, row.餐别],
  );
  return rows[0]!;
}

/** Why a row cannot be saved, or undefined. */
function reasonOf(row: RowPayload, found: Found): string | undefined {
  if (row.error) return row.error;
  if (!row.人员编号) return '人员编号不能为空';
  if (row.人员编号.length > 32) return '人员编号不能超过 32 个字符';
  if (!row.姓名) return '姓名不能为空';
  if (row.姓名.length > 50) return '姓名不能超过 50 个字符';
  if (!TYPES[row.类型]) return '类型须为教师、学生或职工';
  if (row.班级.length > 50) return '班级不能超过 50 个字符';
  if (row.手机号码 && !PHONE.test(row.手机号码)) return '请输入正确的手机号码';
  if (row.卡号 && !CARD_NO.test(row.卡号)) return '卡号须为 4–20 位字母或数字';
  if (found.personExists) return `人员编号 ${row.人员编号} 已存在`;
  if (row.卡号 && found.cardUsed) return `卡号 ${row.卡号} 已被使用`;
  if (row.餐别 && !found.mealId) return `餐别“${row.餐别}”不存在`;
  return undefined;
}

const payloadOf = (item: Item) => item.payload as unknown as RowPayload;

/** Saves one checked row: the person, their wallet and card (nothing when the number or card went meanwhile). */
async function save(client: pg.PoolClient, item: Item, row: RowPayload, mealId: string | null, userId: string | null): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO sys_personnel (tenant_id, school_id, personnel_no, name, type, class_name, phone, meal_category_id, create_user, update_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (school_id, personnel_no) WHERE is_deleted = 0 DO NOTHING RETURNING id::text`,
    [item.tenantId, row.schoolId, row.人员编号, row.姓名, TYPES[row.类型], row.班级, row.手机号码, mealId, userId],
  );
  const id = rows[0]?.id;
  if (!id) return;
  await client.query('INSERT INTO sys_wallet (personnel_id, tenant_id) VALUES ($1, $2)', [id, item.tenantId]);
  if (row.卡号)
    await client.query(
      `INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, card_no) WHERE status <> ${CARD.cancelled} DO NOTHING`,
      [item.tenantId, id, row.卡号, userId],
    );
}

/** Builds the error file of each task of `taskIds` that has no open item left and failed rows (settle's transaction). */
async function errorFiles(client: pg.PoolClient, taskIds: string[]): Promise<void> {
  const { rows: tasks } = await client.query<{ id: string }>(
    'SELECT id::text FROM task WHERE id = ANY($1::bigint[]) AND error_file_id IS NULL ORDER BY id FOR UPDATE',
    [taskIds.sort()],
  );
  for (const { id: taskId } of tasks) {
    const { rows: open } = await client.query('SELECT 1 FROM task_item WHERE task_id = $1 AND status IN (0, 1) LIMIT 1', [taskId]);
    if (open.length) continue;
    const { rows: failed } = await client.query<{ payload: RowPayload; reason: string }>(
      'SELECT payload, reason FROM task_item WHERE task_id = $1 AND status = 3 ORDER BY row_no, id',
      [taskId],
    );
    if (!failed.length) continue;
    const content = await errorBookOf(failed.map((row) => ({ ...row.payload, reason: row.reason })));
    const { rows: file } = await client.query<{ id: string }>(
      `INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
       SELECT tenant_id, 'user', COALESCE(create_user, 0), '人员导入错误数据.xlsx', $2, $3, $4, $5, $6 FROM task WHERE id = $1 RETURNING id::text`,
      [taskId, XLSX_MIME, content.length, createHash('sha256').update(content).digest('hex'), randomBytes(18).toString('base64url'), content],
    );
    await client.query('UPDATE task SET error_file_id = $2 WHERE id = $1', [taskId, file[0]!.id]);
  }
}

registerHandler('PERSONNEL_IMPORT', {
  // reading only: the row is checked here, and saved when it is recorded
  run: async (db, item) => {
    const row = payloadOf(item);
    const reason = reasonOf(row, await lookUp(db, item.tenantId, row));
    return reason ? { ok: false, reason } : { ok: true };
  },
  settle: async (client, settled: Settled[]) => {
    for (const { item, outcome } of settled) {
      if (!('ok' in outcome) || !outcome.ok) continue;
      const row = payloadOf(item);
      const found = await lookUp(client, item.tenantId, row);
      const { rows: task } = await client.query<{ create_user: string | null }>('SELECT create_user::text FROM task WHERE id = $1', [item.taskId]);
      await save(client, item, row, found.mealId, task[0]?.create_user ?? null);
    }
    await errorFiles(client, [...new Set(settled.map((entry) => entry.item.taskId))]);
  },
});
