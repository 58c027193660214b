// The one task engine (docs/decisions/0012-task-engine.md): a task and its items in the database (015_devices.sql),
// claimed with a lease by whichever server instance gets there first (FOR UPDATE SKIP LOCKED), so exactly one
// instance runs an item; an item whose lease expired (its server died) is claimed again, and one interrupted twice
// fails. The items of one lane (a device) run one at a time in id order. Each kind of task has one handler. A big task
// (an import) is written in chunks of short transactions under a loading lease; its items are claimed once all are in.
import type pg from 'pg';
import { conflict } from '../http/crud-errors.ts';
import { transaction, type Queryable } from '../db/database.ts';
import { sql, type Sql } from '../db/sql.ts';

export type TaskKind = 'DEVICE_DOWN' | 'DEVICE_DELETE' | 'MEAL_CATEGORY_UPLOAD' | 'PERSONNEL_IMPORT';
export const TASK = { queued: 0, running: 1, succeeded: 2, partlyFailed: 3, failed: 4, cancelled: 5 } as const;
export const ITEM = { waiting: 0, running: 1, succeeded: 2, failed: 3, cancelled: 5 } as const;

/** How long a claimed item is its instance's (app clock); after that another instance may take it over. */
export const LEASE_SECONDS = 30;
/** An item interrupted this many times (its lease expired, its device rebooted) fails. */
export const MAX_ATTEMPTS = 2;
export const INTERRUPTED = '执行中断（已重试一次）';

export interface Item {
  id: string;
  taskId: string;
  kind: TaskKind;
  tenantId: string;
  deviceSn: string | null;
  personnelId: string | null;
  rowNo: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What running an item came to: done, failed with a reason, or put back to wait (not counted as a try). */
export type Outcome = { ok: true } | { ok: false; reason: string } | { wait: true };

/** An item and what running it came to. */
export interface Settled {
  item: Item;
  outcome: Outcome;
}

/** Items whose run went well but whose effect could not be written after all (item id → reason): they fail. */
export type Refused = Map<string, string>;

export interface Handler {
  /** Marks claimed items as started (on the claiming transaction). */
  started?: (client: pg.PoolClient, items: Item[]) => Promise<void>;
  /** Runs one item (it may take time, as a device does); writes nothing. */
  run: (db: Queryable, item: Item) => Promise<Outcome>;
  /**
   * Writes the outcomes' effects, on the transaction that records them (a round's items of this kind at once). It may
   * refuse items that ran well (what they would write was taken meanwhile): they are recorded and counted as failed.
   */
  settle: (client: pg.PoolClient, settled: Settled[]) => Promise<Refused | void>;
  /** Tasks of this kind that reached their final state on this transaction, every item recorded (an error file). */
  finished?: (client: pg.PoolClient, taskIds: string[]) => Promise<void>;
}

const HANDLERS = new Map<TaskKind, Handler>();
export const registerHandler = (kind: TaskKind, handler: Handler) => void HANDLERS.set(kind, handler);
export const handlerOf = (kind: TaskKind) => {
  const handler = HANDLERS.get(kind);
  if (!handler) throw new Error(`no task handler for ${kind}`);
  return handler;
};

export interface NewItem {
  lane?: string;
  deviceSn?: string;
  personnelId?: string;
  rowNo?: number;
  payload?: Record<string, unknown>;
  /** Seconds (app clock) after which a waiting item fails (a device offline too long). */
  expiresInSeconds?: number;
}

export interface NewTask {
  tenantId: string;
  schoolId: string | null;
  kind: TaskKind;
  userId: string;
  items: NewItem[];
}

/** Queues a task and its items on the caller's transaction; answers its id. A task of no items is done at once. */
export async function queueTask(client: pg.PoolClient, task: NewTask): Promise<string> {
  const taskId = await insertTask(client, task, false);
  await insertItems(client, taskId, task.items);
  return taskId;
}

/** The imports of a sheet (导入人员, the 餐别 upload): a school has one of them queued or running at a time. */
export const SHEET_IMPORTS: readonly TaskKind[] = ['MEAL_CATEGORY_UPLOAD', 'PERSONNEL_IMPORT'];
export const IMPORT_BUSY = '该学校有导入正在进行，请稍后再试';

/**
 * 409 IMPORT_BUSY when the task is a sheet import and one of its school's is still queued or running. Checked under a
 * lock on the school's imports held to the end of the caller's transaction, so two imports at once (on any
 * instance) cannot both pass before either is written.
 */
async function requireNoOpenImport(client: pg.PoolClient, task: NewTask): Promise<void> {
  if (!SHEET_IMPORTS.includes(task.kind) || !task.schoolId) return;
  await client.query(sql`SELECT pg_advisory_xact_lock(hashtext('sheet-import:' || ${task.schoolId}))`);
  const { rows } = await client.query(
    sql`SELECT 1 FROM task WHERE tenant_id = ${task.tenantId} AND school_id = ${task.schoolId} AND kind = ANY(${SHEET_IMPORTS}::text[]) AND status IN (${sql.number(TASK.queued)}, ${sql.number(TASK.running)}) LIMIT 1`,
  );
  if (rows.length) throw conflict(IMPORT_BUSY);
}

/** The task row: its total is all its items; `loading` sets the loader's lease (its items are still being written). */
async function insertTask(client: pg.PoolClient, task: NewTask, loading: boolean): Promise<string> {
  await requireNoOpenImport(client, task);
  const empty = task.items.length === 0;
  const { rows } = await client.query<{ id: string }>(
    sql`INSERT INTO task (tenant_id, school_id, kind, status, total, create_user, finish_time, loading_until)
     VALUES (${task.tenantId}, ${task.schoolId}, ${task.kind}, ${empty ? TASK.succeeded : TASK.queued}, ${task.items.length}, ${task.userId}, CASE WHEN ${empty} THEN app_now() END, CASE WHEN ${loading} THEN app_now() + interval '${sql.number(LOADING_SECONDS)} seconds' END) RETURNING id::text`,
  );
  return rows[0]!.id;
}

async function insertItems(client: pg.PoolClient, taskId: string, items: NewItem[]): Promise<void> {
  if (!items.length) return;
  await client.query(
    sql`INSERT INTO task_item (task_id, lane, device_sn, personnel_id, row_no, payload, expires_at)
     SELECT ${taskId}::bigint, COALESCE(lane, 'task-' || ${taskId}::text), sn, person, row_no, payload, CASE WHEN expires IS NOT NULL THEN app_now() + expires * interval '1 second' END
       FROM unnest(${items.map((item) => item.lane ?? item.deviceSn ?? null)}::text[], ${items.map((item) => item.deviceSn ?? null)}::text[], ${items.map((item) => item.personnelId ?? null)}::bigint[], ${items.map((item) => item.rowNo ?? null)}::int[], ${items.map((item) => JSON.stringify(item.payload ?? {}))}::jsonb[], ${items.map((item) => item.expiresInSeconds ?? null)}::int[]) WITH ORDINALITY AS t(lane, sn, person, row_no, payload, expires, n)
      ORDER BY n`,
  );
}

/**
 * How long (app clock) a loader holds a task whose items it is still writing; each chunk renews it. A task whose
 * loading lease ran out — its loader died with its server — is ended 失败 by the sweep.
 */
export const LOADING_SECONDS = 30;
export const LOAD_INTERRUPTED = '导入中断，请重新导入';

export interface ChunkOptions {
  /** Items written per transaction. */
  chunk: number;
  /** Every item is in (the runner may claim them now): wake the runner. */
  onLoaded?: () => void;
  /** A chunk failed (the task is then ended 失败 at once, or by the sweep if that fails too). */
  onError: (error: unknown) => void;
  /** Tests only: the loader stops after this many chunks, as if its server died. */
  stopAfter?: number;
  /** Tests only: the chunk after this many fails, as if the database had refused it. */
  failAfter?: number;
}

export interface Queued {
  taskId: string;
  /** Settles once the loader is done: every item in, or the task ended. Never rejects. */
  loaded: Promise<void>;
}

/**
 * Queues a big task in chunks, each in its own short transaction, so that other requests get the embedded engine's
 * one connection between them. The first transaction writes the task (its total is all the items) with a loading
 * lease and the first chunk, and the id is answered at once; the rest are written in the background, each chunk
 * renewing the lease, the last one clearing it. While the lease is set no item of the task is claimed, so a task runs
 * only once it is whole. A chunk that fails ends the task 失败, every item failed with LOAD_INTERRUPTED.
 */
export async function queueTaskInChunks(pool: pg.Pool, task: NewTask, options: ChunkOptions): Promise<Queued> {
  const size = Math.max(1, Math.floor(options.chunk));
  const more = task.items.length > size;
  const taskId = await transaction(pool, async (client) => {
    const id = await insertTask(client, task, more);
    await insertItems(client, id, task.items.slice(0, size));
    return id;
  });
  if (!more) {
    options.onLoaded?.();
    return { taskId, loaded: Promise.resolve() };
  }
  return { taskId, loaded: load(pool, taskId, task.items, size, options) };
}

async function load(pool: pg.Pool, taskId: string, items: NewItem[], size: number, options: ChunkOptions): Promise<void> {
  try {
    for (let start = size, written = 1; start < items.length; start += size, written += 1) {
      if (options.stopAfter !== undefined && written >= options.stopAfter) return;
      if (options.failAfter !== undefined && written >= options.failAfter) throw new Error(`chunk ${written + 1} of task ${taskId} refused (test)`);
      const last = start + size >= items.length;
      const going = await transaction(pool, async (client) => {
        // the task row is the loader's while it writes: the sweep skips it, and one the sweep ended stops the loader
        const { rowCount } = await client.query(
          sql`UPDATE task SET loading_until = CASE WHEN ${last} THEN NULL ELSE app_now() + interval '${sql.number(LOADING_SECONDS)} seconds' END
            WHERE id = ${taskId} AND loading_until IS NOT NULL`,
        );
        if (!rowCount) return false;
        await insertItems(client, taskId, items.slice(start, start + size));
        return true;
      });
      if (!going) return;
    }
    options.onLoaded?.();
  } catch (error) {
    options.onError(error);
    await transaction(pool, (client) => endLoading(client, [taskId])).catch(options.onError);
  }
}

/**
 * Ends tasks still loading (on the caller's transaction, the tasks locked by it): 失败, every item written so far
 * failed with LOAD_INTERRUPTED, fail = total (the items never written count too). None of their items ran — they are
 * not claimed while loading — so nothing was written for them and the handlers are not asked. Answers the items ended.
 */
async function endLoading(client: pg.PoolClient, taskIds: string[]): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    sql`UPDATE task SET status = ${sql.number(TASK.failed)}, success = 0, fail = total, loading_until = NULL, finish_time = app_now()
      WHERE id = ANY(${taskIds}::bigint[]) AND loading_until IS NOT NULL RETURNING id::text`,
  );
  if (!rows.length) return 0;
  const { rowCount } = await client.query(
    sql`UPDATE task_item SET status = ${sql.number(ITEM.failed)}, reason = ${LOAD_INTERRUPTED}, finish_time = app_now() WHERE task_id = ANY(${rows.map((row) => row.id)}::bigint[]) AND status = ${sql.number(ITEM.waiting)}`,
  );
  return rowCount ?? 0;
}

/**
 * The condition on the lane's device (`d`, its face_device row) under which its items may be claimed; lanes of no
 * device always may. modules/devices/sync.ts sets it: online and switched on.
 */
let laneReady = sql`TRUE`;
export const setLaneReady = (condition: Sql) => void (laneReady = condition);

interface ItemRow {
  id: string;
  task_id: string;
  kind: TaskKind;
  tenant_id: string;
  device_sn: string | null;
  personnel_id: string | null;
  row_no: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}
const itemOf = (row: ItemRow): Item => ({
  id: row.id,
  taskId: row.task_id,
  kind: row.kind,
  tenantId: row.tenant_id,
  deviceSn: row.device_sn,
  personnelId: row.personnel_id,
  rowNo: row.row_no,
  payload: row.payload,
  attempts: row.attempts,
});

/** The lanes (devices) one claim looks at: the walk from lane to lane is bounded like every recursive query. */
export const MAX_LANES = 100_000;

/**
 * Claims up to `limit` items for `owner`: the first open item of each lane (found lane by lane in the index
 * task_item_open, so a long queue costs one look-up per lane, not a scan) whose device is ready, waiting or with an
 * expired lease (tried fewer than MAX_ATTEMPTS times), of a task no longer loading (queueTaskInChunks). Another instance's claim in flight is skipped, and the
 * conditions on the item itself are checked again on the locked row, so no item is claimed twice.
 */
export async function claim(pool: pg.Pool, owner: string, limit: number): Promise<Item[]> {
  return transaction(pool, async (client) => {
    const { rows } = await client.query<ItemRow>(
      sql`WITH RECURSIVE heads AS (
         (SELECT lane, id, 1 AS depth FROM task_item WHERE status IN (0, 1) ORDER BY lane, id LIMIT 1)
         UNION ALL
         SELECT next.lane, next.id, heads.depth + 1 FROM heads,
                LATERAL (SELECT lane, id FROM task_item WHERE status IN (0, 1) AND lane > heads.lane ORDER BY lane, id LIMIT 1) next
          WHERE heads.depth < ${MAX_LANES}
       ), pick AS (
         SELECT i.id FROM task_item i JOIN heads h ON h.id = i.id JOIN task lt ON lt.id = i.task_id LEFT JOIN face_device d ON d.sn = i.device_sn
          WHERE lt.loading_until IS NULL AND (i.status = 0 OR (i.status = 1 AND i.lease_until < app_now() AND i.attempts < ${sql.number(MAX_ATTEMPTS)}))
            AND (i.device_sn IS NULL OR (${laneReady}))
          ORDER BY i.id LIMIT ${limit}
          FOR UPDATE OF i SKIP LOCKED
       )
       UPDATE task_item i SET status = 1, lease_owner = ${owner}, lease_until = app_now() + interval '${sql.number(LEASE_SECONDS)} seconds', attempts = i.attempts + 1
         FROM pick, task t WHERE i.id = pick.id AND t.id = i.task_id
       RETURNING i.id::text, i.task_id::text, t.kind, t.tenant_id, i.device_sn, i.personnel_id::text, i.row_no, i.payload, i.attempts`,
    );
    if (!rows.length) return [];
    await client.query(
      sql`UPDATE task SET status = ${sql.number(TASK.running)} WHERE id = ANY(${[...new Set(rows.map((row) => row.task_id))]}::bigint[]) AND status = ${sql.number(TASK.queued)}`,
    );
    const items = rows.map(itemOf);
    for (const [kind, group] of groupByKind(items)) await handlerOf(kind).started?.(client, group);
    return items;
  });
}

const groupByKind = (items: Item[]) => {
  const groups = new Map<TaskKind, Item[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  return groups;
};

const groupSettled = (settled: Settled[]) => {
  const groups = new Map<TaskKind, Settled[]>();
  for (const entry of settled) groups.set(entry.item.kind, [...(groups.get(entry.item.kind) ?? []), entry]);
  return groups;
};

/**
 * Counts final items into their tasks and ends each task whose items are all final (on the caller's transaction);
 * then the handlers hear of the tasks that ended.
 */
async function countIn(client: pg.PoolClient, settled: Settled[]): Promise<void> {
  const counts = new Map<string, { success: number; fail: number; kind: TaskKind }>();
  for (const { item, outcome } of settled) {
    const count = counts.get(item.taskId) ?? { success: 0, fail: 0, kind: item.kind };
    if ('ok' in outcome && outcome.ok) count.success += 1;
    else count.fail += 1;
    counts.set(item.taskId, count);
  }
  const ids = [...counts.keys()].sort();
  if (!ids.length) return;
  // the tasks are locked in one order, so two instances counting into the same tasks never deadlock
  await client.query(sql`SELECT 1 FROM task WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`);
  const { rows } = await client.query<{ id: string; ended: boolean }>(
    sql`UPDATE task SET success = success + c.s, fail = fail + c.f,
            status = CASE WHEN success + fail + c.s + c.f < total THEN ${sql.number(TASK.running)}
                          WHEN fail + c.f = 0 THEN ${sql.number(TASK.succeeded)} WHEN success + c.s = 0 THEN ${sql.number(TASK.failed)} ELSE ${sql.number(TASK.partlyFailed)} END,
            finish_time = CASE WHEN success + fail + c.s + c.f >= total THEN app_now() END
       FROM unnest(${ids}::bigint[], ${ids.map((id) => counts.get(id)!.success)}::int[], ${ids.map((id) => counts.get(id)!.fail)}::int[]) AS c(id, s, f) WHERE task.id = c.id
     RETURNING task.id::text, task.finish_time IS NOT NULL AS ended`,
  );
  const byKind = new Map<TaskKind, string[]>();
  for (const { id } of rows.filter((row) => row.ended)) {
    const kind = counts.get(id)!.kind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  }
  for (const [kind, taskIds] of byKind) await handlerOf(kind).finished?.(client, taskIds);
}

/** Records items a handler refused on settling as failed, with the reason; answers the outcomes as they now stand. */
async function refuse(client: pg.PoolClient, settled: Settled[], refused: Refused | void): Promise<Settled[]> {
  if (!refused?.size) return settled;
  await client.query(
    sql`UPDATE task_item i SET status = ${sql.number(ITEM.failed)}, reason = t.reason FROM unnest(${[...refused.keys()]}::bigint[], ${[...refused.values()]}::text[]) AS t(id, reason) WHERE i.id = t.id`,
  );
  return settled.map((entry) => (refused.has(entry.item.id) ? { item: entry.item, outcome: { ok: false, reason: refused.get(entry.item.id)! } } : entry));
}

/**
 * Records the outcomes of the items `owner` ran, in one transaction — each only if the item is still its own (a
 * reboot or another instance may have taken it back meanwhile: then its outcome is dropped). Items put back to wait
 * are not counted; items their handler refused on settling count as failed. Answers how many items ended.
 */
export async function finish(pool: pg.Pool, owner: string, results: Settled[]): Promise<number> {
  if (!results.length) return 0;
  return transaction(pool, async (client) => {
    const waits = results.filter((entry) => 'wait' in entry.outcome);
    const finals = results.filter((entry) => !('wait' in entry.outcome));
    const kept = new Set<string>();
    if (waits.length) {
      const { rows } = await client.query<{ id: string }>(
        sql`UPDATE task_item SET status = 0, lease_owner = NULL, lease_until = NULL, attempts = attempts - 1 WHERE id = ANY(${waits.map((entry) => entry.item.id)}::bigint[]) AND status = 1 AND lease_owner = ${owner} RETURNING id::text`,
      );
      for (const row of rows) kept.add(row.id);
    }
    if (finals.length) {
      const { rows } = await client.query<{ id: string }>(
        sql`UPDATE task_item i SET status = t.status, reason = t.reason, lease_until = NULL, finish_time = app_now()
           FROM unnest(${finals.map((entry) => entry.item.id)}::bigint[], ${finals.map(({ outcome }) => ('ok' in outcome && outcome.ok ? ITEM.succeeded : ITEM.failed))}::smallint[], ${finals.map(({ outcome }) => ('reason' in outcome ? outcome.reason : ''))}::text[]) AS t(id, status, reason)
          WHERE i.id = t.id AND i.status = 1 AND i.lease_owner = ${owner} RETURNING i.id::text`,
      );
      for (const row of rows) kept.add(row.id);
    }
    let recorded = results.filter((entry) => kept.has(entry.item.id));
    for (const [kind, group] of groupSettled(recorded)) recorded = await refuse(client, recorded, await handlerOf(kind).settle(client, group));
    const ended = recorded.filter((entry) => !('wait' in entry.outcome));
    await countIn(client, ended);
    return ended.length;
  });
}

/**
 * Ends what can no longer run, a few at a time: tasks whose loading lease ran out (endLoading), waiting items past
 * their expiry, and items whose lease expired after MAX_ATTEMPTS tries — each fails with its reason and is counted
 * in. Answers how many items it ended.
 */
export async function sweep(pool: pg.Pool, limit: number, expiredReason: string): Promise<number> {
  return transaction(pool, async (client) => {
    // a loader renewing its lease holds its task's row: skipped, and the lease is checked again on the locked row
    const { rows: dead } = await client.query<{ id: string }>(
      'SELECT id::text FROM task WHERE loading_until < app_now() ORDER BY id LIMIT 8 FOR UPDATE SKIP LOCKED',
    );
    const interrupted = dead.length
      ? await endLoading(
          client,
          dead.map((task) => task.id),
        )
      : 0;
    const { rows } = await client.query<ItemRow & { reason: string }>(
      sql`WITH pick AS (
         SELECT id FROM task_item
          WHERE (status = 0 AND expires_at < app_now()) OR (status = 1 AND lease_until < app_now() AND attempts >= ${sql.number(MAX_ATTEMPTS)})
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
       )
       UPDATE task_item i SET reason = CASE WHEN i.status = 0 THEN ${expiredReason} ELSE ${INTERRUPTED} END, status = 3, lease_owner = NULL, lease_until = NULL, finish_time = app_now()
         FROM pick, task t WHERE i.id = pick.id AND t.id = i.task_id
       RETURNING i.id::text, i.task_id::text, t.kind, t.tenant_id, i.device_sn, i.personnel_id::text, i.row_no, i.payload, i.attempts, i.reason`,
    );
    const settled = rows.map((row) => ({ item: itemOf(row), outcome: { ok: false as const, reason: row.reason } }));
    for (const [kind, group] of groupSettled(settled)) await handlerOf(kind).settle(client, group);
    await countIn(client, settled);
    return interrupted + rows.length;
  });
}

/** Whether any item is open: the idle runner's only question. */
export async function anyOpen(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM task_item WHERE status IN (0, 1) LIMIT 1');
  return rows.length > 0;
}
