// The error file of a task whose items came from the rows of a sheet (an import, a meal-plan upload): its failed
// items with their row number and reason, written as one .xlsx the task's creator may download (errorFileUrl).
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { XLSX_MIME } from '../files/index.ts';
import { sql } from '../db/sql.ts';

export interface FailedRow<P> {
  rowNo: number | null;
  payload: P;
  reason: string;
}

/**
 * For each of `taskIds` (ended on the caller's transaction) that has failed items, builds the workbook `bookOf`
 * makes of them (in row order), stores it as `name` owned by the task's creator and links it to the task.
 */
export async function writeErrorFiles<P>(
  client: pg.PoolClient,
  taskIds: string[],
  name: string,
  bookOf: (failed: FailedRow<P>[]) => Promise<Buffer>,
): Promise<void> {
  for (const taskId of taskIds) {
    const { rows: failed } = await client.query<FailedRow<P>>(
      sql`SELECT row_no AS "rowNo", payload, reason FROM task_item WHERE task_id = ${taskId} AND status = 3 ORDER BY row_no, id`,
    );
    if (!failed.length) continue;
    const content = await bookOf(failed);
    const { rows: file } = await client.query<{ id: string }>(
      sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
       SELECT tenant_id, 'user', COALESCE(create_user, 0), ${name}, ${XLSX_MIME}, ${content.length}, ${createHash('sha256').update(content).digest('hex')}, ${randomBytes(18).toString('base64url')}, ${content} FROM task WHERE id = ${taskId} RETURNING id::text`,
    );
    await client.query(sql`UPDATE task SET error_file_id = ${file[0]!.id} WHERE id = ${taskId}`);
  }
}
