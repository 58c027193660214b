// 导入人员 (docs/product-rules.md#personnel-import): the rows of an uploaded sheet, queued as a PERSONNEL_IMPORT task
// (one item per row, in as many lanes as a round of the engine takes, so a round takes a block of rows), written in
// chunks of short transactions so a 50,000-row sheet never holds the embedded engine's one connection for long; the
// task runs once all its rows are in (queueTaskInChunks). Each row is checked on its own when it is queued — every
// value through its field of the form's schema (DinerInput: length, hidden and direction characters, phone, card),
// the type, duplicates within the file — all its problems named, and a value that failed kept only by its start; a
// row with problems fails when it runs. A round's good rows are then
// checked against the database and saved at once on the transaction that records them — the 人员编号 and card numbers
// already used, the 餐别 — new people with their wallet and card, as `submit` makes them (addDiners). A row whose
// number or card another writer took after all is refused there and counted failed with its reason. When the task
// ends, its refused rows go to its error file with their row number and reason.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../../platform/db/database.ts';
import { problemsOf, shortened } from '../../platform/xlsx/sheet-guard.ts';
import { optionalText } from '../../platform/http/fields.ts';
import { writeErrorFiles } from '../../platform/tasks/error-file.ts';
import { queueTaskInChunks, type ChunkOptions, type Queued, type Item, type Refused, type Settled, type Handler } from '../../platform/tasks/engine.ts';
import { BATCH } from '../../platform/tasks/runner.ts';
import { addDiners } from './diners.ts';
import { COLUMNS, errorBookOf, TYPES, type Column, type ImportRow } from './import-sheet.ts';
import { DinerInput } from './input.ts';
import { CARD } from './queries.ts';
import { sql } from '../../platform/db/sql.ts';

/** One lane per item a round takes: a round checks and saves a block of BATCH rows. */
const LANES = BATCH;

/** Each column's check: the diner form's field (DinerInput); 餐别 by name, as long as a plan's name may be. */
const FIELDS = {
  人员编号: DinerInput.shape.personnelNo,
  姓名: DinerInput.shape.name,
  班级: DinerInput.shape.className,
  手机号码: DinerInput.shape.phone,
  卡号: DinerInput.shape.cardNo,
  餐别: optionalText('餐别', 50),
};
const REQUIRED_MESSAGE: Partial<Record<Column, string>> = { 人员编号: '人员编号不能为空', 姓名: '姓名不能为空' };

type RowPayload = ImportRow & { schoolId: string; error?: string };

/**
 * Rows per transaction while an import is written: about 30 ms each on the embedded engine, which a request waits at
 * most per query. Measured with 50,000 rows: chunks of 2,000 let a diner list wait up to 1.2 s on a loaded machine
 * (its queries each waited a chunk), chunks of 500 up to 0.7 s, at no cost to the import's total.
 */
export const IMPORT_CHUNK = 500;

/**
 * How an import's rows are written. The test routes may change it — smaller chunks, a loader that stops after some
 * chunks (as if its server died) or whose next chunk fails; nothing else does.
 */
export const importLoading: Pick<ChunkOptions, 'chunk' | 'stopAfter' | 'failAfter'> = { chunk: IMPORT_CHUNK };

/**
 * Queues the rows as a PERSONNEL_IMPORT task: the task and its first chunk at once (its id then known), the rest in
 * the background; `onLoaded` when every row is in (wake the runner), `onError` when a chunk failed (the task ended 失败).
 */
export async function queueImport(
  pool: pg.Pool,
  who: { tenantId: string; schoolId: string; userId: string },
  rows: ImportRow[],
  events: Pick<ChunkOptions, 'onLoaded' | 'onError'>,
): Promise<Queued> {
  const numbers = new Map<string, number>();
  const cards = new Map<string, number>();
  const lanes = randomUUID();
  const task = {
    ...who,
    kind: 'PERSONNEL_IMPORT' as const,
    items: rows.map((row, index) => {
      const sameNo = row.人员编号 ? numbers.get(row.人员编号) : undefined;
      if (row.人员编号 && sameNo === undefined) numbers.set(row.人员编号, row.rowNo);
      const sameCard = row.卡号 ? cards.get(row.卡号) : undefined;
      if (row.卡号 && sameCard === undefined) cards.set(row.卡号, row.rowNo);
      const { values, problems } = checkRow(row);
      if (sameNo !== undefined) problems.unshift(`人员编号与第 ${sameNo} 行重复`);
      if (sameCard !== undefined) problems.push(`卡号与第 ${sameCard} 行重复`);
      const payload: RowPayload = { ...values, schoolId: who.schoolId, ...(problems.length && { error: problems.join('；') }) };
      return { lane: `import:${lanes}:${index % LANES}`, rowNo: row.rowNo, payload: payload as unknown as Record<string, unknown> };
    }),
  };
  return queueTaskInChunks(pool, task, { ...events, ...importLoading });
}

/**
 * A row's problems by itself (the database not asked), column by column, every one named; the row as it is kept —
 * each value that failed cut to its start (the task and its error file never hold more of it).
 */
function checkRow(row: ImportRow): { values: ImportRow; problems: string[] } {
  const values = { ...row };
  const problems: string[] = [];
  for (const column of COLUMNS) {
    const value = row[column];
    const found =
      !value && REQUIRED_MESSAGE[column]
        ? [REQUIRED_MESSAGE[column]]
        : column === '类型'
          ? Object.hasOwn(TYPES, value)
            ? []
            : ['类型须为教师、学生或职工']
          : problemsOf(FIELDS[column], value);
    if (!found.length) continue;
    problems.push(...found);
    if (value) values[column] = shortened(value);
  }
  return { values, problems };
}

/** Why a row cannot be saved, by itself, or undefined (a row queued before the checks moved to queueing is checked here). */
function reasonOf(row: RowPayload): string | undefined {
  if (row.error) return row.error;
  const { problems } = checkRow(row);
  return problems.length ? problems.join('；') : undefined;
}

const numberTaken = (row: RowPayload) => `人员编号 ${row.人员编号} 已存在`;
// the same words whoever holds the number (see CARD_TAKEN in diners.ts)
const cardTaken = (row: RowPayload) => `卡号 ${row.卡号} 不可用`;

interface Found {
  personExists: boolean;
  cardUsed: boolean;
  mealId: string | null;
}

/** The database's side of each row, in one query for all of them: its number or card already used, its 餐别's id. */
async function lookUp(db: Queryable, items: Item[], rows: RowPayload[]): Promise<Found[]> {
  const { rows: found } = await db.query<Found>(
    sql`SELECT EXISTS (SELECT 1 FROM sys_personnel p WHERE p.school_id = r.school AND p.tenant_id = r.tenant AND p.personnel_no = r.no AND p.is_deleted = 0) AS "personExists",
            r.card <> '' AND EXISTS (SELECT 1 FROM sys_card c WHERE c.tenant_id = r.tenant AND c.card_no = r.card AND c.status <> ${sql.number(CARD.cancelled)}) AS "cardUsed",
            (SELECT m.id::text FROM sys_meal_category m WHERE m.school_id = r.school AND m.tenant_id = r.tenant AND m.name = r.meal AND m.is_deleted = 0) AS "mealId"
       FROM unnest(${items.map((item) => item.tenantId)}::text[], ${rows.map((row) => row.schoolId)}::bigint[], ${rows.map((row) => row.人员编号)}::text[], ${rows.map((row) => row.卡号)}::text[], ${rows.map((row) => row.餐别)}::text[]) WITH ORDINALITY AS r(tenant, school, no, card, meal, n)
      ORDER BY r.n`,
  );
  return found;
}

const payloadOf = (item: Item) => item.payload as unknown as RowPayload;

/**
 * Checks the round's good rows against the database and saves the ones that pass (on the recording transaction);
 * answers the rows refused, with their reason.
 */
async function save(client: pg.PoolClient, items: Item[]): Promise<Refused> {
  const refused: Refused = new Map();
  if (!items.length) return refused;
  const rows = items.map(payloadOf);
  const found = await lookUp(client, items, rows);
  const { rows: tasks } = await client.query<{ id: string; create_user: string | null }>(
    sql`SELECT id::text, create_user::text FROM task WHERE id = ANY(${[...new Set(items.map((item) => item.taskId))]}::bigint[])`,
  );
  const userOf = new Map(tasks.map((task) => [task.id, task.create_user]));
  const passing = items.flatMap((item, n) => {
    const row = rows[n]!;
    const reason = found[n]!.personExists
      ? numberTaken(row)
      : row.卡号 && found[n]!.cardUsed
        ? cardTaken(row)
        : row.餐别 && !found[n]!.mealId
          ? `餐别“${row.餐别}”不存在`
          : undefined;
    if (reason) refused.set(item.id, reason);
    return reason ? [] : [{ item, row, mealId: found[n]!.mealId }];
  });
  const added = await addDiners(
    client,
    passing.map(({ item, row, mealId }) => ({
      tenantId: item.tenantId,
      schoolId: row.schoolId,
      personnelNo: row.人员编号,
      name: row.姓名,
      type: TYPES[row.类型]!,
      className: row.班级,
      phone: row.手机号码,
      mealCategoryId: mealId,
      cardNo: row.卡号 || null,
      userId: userOf.get(item.taskId) ?? null,
    })),
  );
  added.forEach((answer, n) => {
    // taken between the look-up and the save: another writer (PostgreSQL's other instance, a submit) got there first
    if ('taken' in answer) refused.set(passing[n]!.item.id, answer.taken === 'cardNo' ? cardTaken(passing[n]!.row) : numberTaken(passing[n]!.row));
  });
  return refused;
}

export const personnelImportHandler: Handler = {
  // the row by itself; what the database holds is checked when the round is recorded, where the row is saved
  run: async (_db, item) => {
    const reason = reasonOf(payloadOf(item));
    return reason ? { ok: false, reason } : { ok: true };
  },
  settle: async (client, settled: Settled[]) =>
    save(
      client,
      settled.filter(({ outcome }) => 'ok' in outcome && outcome.ok).map(({ item }) => item),
    ),
  finished: (client, taskIds) =>
    writeErrorFiles<RowPayload>(client, taskIds, '人员导入错误数据.xlsx', (failed) =>
      errorBookOf(failed.map((row) => ({ ...row.payload, reason: row.reason }))),
    ),
};
