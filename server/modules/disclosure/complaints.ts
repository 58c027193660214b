// 投诉建议's records: one SELECT for every answer (the contact only for the school and its bureau), the insert shared by
// the public form and the staff's entry, and the escalation of the unreplied complaints past their deadline.
import type { Queryable } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/http/crud-errors.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';
import { newReference } from './public-input.ts';

/**
 * The complaints' columns as the routes answer them; `contact` shows the contact, else it is blank; `actionable` (over
 * alias c) tells whether the caller may act on the row.
 */
export const complaintRecord = (contact: boolean, actionable: Sql) => sql`
  SELECT c.id::text, c.ref_no AS "refNo", c.school_id::text AS "schoolId", s.dept_name AS "schoolName", c.kind, c.source, c.title, c.content,
         CASE WHEN ${contact}::boolean THEN c.contact_name ELSE '' END AS "contactName",
         CASE WHEN ${contact}::boolean THEN c.contact_phone ELSE '' END AS "contactPhone",
         c.status, c.handler_user::text AS "handlerId", COALESCE(h.real_name, '') AS "handlerName", ${TIME('c.due_at')} AS "dueAt",
         (c.status < 2 AND c.due_at <= app_now()) AS overdue, c.escalated_time IS NOT NULL AS escalated, ${TIME('c.escalated_time')} AS "escalatedTime",
         c.reply, COALESCE(r.real_name, '') AS "replyBy", ${TIME('c.reply_time')} AS "replyTime", ${TIME('c.close_time')} AS "closeTime",
         ${TIME('c.create_time')} AS "createTime", c.version, (${actionable}) AS actionable
    FROM complaint c JOIN dept s ON s.id = c.school_id LEFT JOIN app_user h ON h.id = c.handler_user LEFT JOIN app_user r ON r.id = c.reply_user`;

export interface NewComplaint {
  tenantId: string;
  schoolId: string;
  kind: number;
  source: 1 | 2;
  title: string;
  content: string;
  contactName: string;
  contactPhone: string;
  createUser: string | null;
}

/** Stores a complaint with a fresh reference number (drawn again on the rare collision); answers its id and reference. */
export async function insertComplaint(db: Queryable, complaint: NewComplaint, replyDays: number): Promise<{ id: string; refNo: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const refNo = newReference();
    try {
      const { rows } = await db.query<{ id: string }>(
        sql`INSERT INTO complaint (tenant_id, school_id, ref_no, kind, source, title, content, contact_name, contact_phone, due_at, create_user)
            VALUES (${complaint.tenantId}, ${complaint.schoolId}, ${refNo}, ${complaint.kind}, ${complaint.source}, ${complaint.title}, ${complaint.content},
                    ${complaint.contactName}, ${complaint.contactPhone}, app_now() + make_interval(days => ${replyDays}), ${complaint.createUser})
            RETURNING id::text`,
      );
      return { id: rows[0]!.id, refNo };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Escalates to the bureau every complaint still unreplied past its deadline (once: a guarded UPDATE, so two instances
 * never escalate one twice). Run by each instance's one-minute sweep and before the lists and counts that show it.
 */
export async function escalateOverdue(db: Queryable, where: Sql = sql`true`): Promise<number> {
  const { rowCount } = await db.query(
    sql`UPDATE complaint c SET escalated_time = app_now() WHERE c.status < 2 AND c.escalated_time IS NULL AND c.due_at <= app_now() AND ${where}`,
  );
  return rowCount ?? 0;
}

export function scheduleEscalation(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void escalateOverdue(db).catch(onError), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
