// A task as the console polls it (uploadTaskStatus): `{ taskId, kind, status, total, success, fail, errors,
// errorFileUrl, createTime, finishTime }`, errors being the failed items (at most 500) with their person, device,
// row and reason.
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/crud-errors.ts';
import { TIME } from '../db/zoned.ts';
import { sql } from '../db/sql.ts';

export const ERRORS_SHOWN = 500;

export interface TaskView {
  taskId: string;
  kind: string;
  status: number;
  total: number;
  success: number;
  fail: number;
  errors: { name?: string; deviceSn?: string; row?: number; reason: string }[];
  errorFileUrl: string | null;
  createTime: string;
  finishTime: string | null;
}

/** The task `taskId` of the tenant and schools given, or 404 `notFoundMessage`. */
export async function taskView(db: Queryable, taskId: string | undefined, tenantId: string, schoolIds: string[], notFoundMessage: string): Promise<TaskView> {
  const { rows } = taskId
    ? await db.query<Omit<TaskView, 'errors' | 'errorFileUrl'> & { errorFileId: string | null; accessKey: string | null }>(
        sql`SELECT t.id::text AS "taskId", t.kind, t.status, t.total, t.success, t.fail, t.error_file_id::text AS "errorFileId", f.access_key AS "accessKey",
                ${TIME('t.create_time')} AS "createTime", ${TIME('t.finish_time')} AS "finishTime"
           FROM task t LEFT JOIN stored_file f ON f.id = t.error_file_id
          WHERE t.id = ${taskId} AND t.tenant_id = ${tenantId} AND (t.school_id IS NULL OR t.school_id = ANY(${schoolIds}::bigint[]))`,
      )
    : { rows: [] };
  const task = rows[0];
  if (!task) throw notFound(notFoundMessage);
  const errors = await db.query<{ name: string | null; deviceSn: string | null; row: number | null; reason: string }>(
    sql`SELECT p.name, i.device_sn AS "deviceSn", i.row_no AS row, i.reason FROM task_item i LEFT JOIN sys_personnel p ON p.id = i.personnel_id
      WHERE i.task_id = ${task.taskId} AND i.status = 3 ORDER BY i.id LIMIT ${sql.number(ERRORS_SHOWN)}`,
  );
  const { errorFileId, accessKey, ...rest } = task;
  return {
    ...rest,
    errors: errors.rows.map((row) => ({
      ...(row.name !== null && { name: row.name }),
      ...(row.deviceSn !== null && { deviceSn: row.deviceSn }),
      ...(row.row !== null && { row: row.row }),
      reason: row.reason,
    })),
    errorFileUrl: errorFileId && accessKey ? `/api/rabbit-file/file/downloadFile?id=${errorFileId}&key=${accessKey}` : null,
  };
}
