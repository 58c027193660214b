// The finance audit log (fin_audit): every write of the finance module leaves one row — who, what, on which record,
// the change in brief — in the write's own transaction, so a write that fails leaves none.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export interface AuditEntry {
  bookId: string;
  /** a staff user's or a supplier account's id */
  userId: string;
  /** e.g. voucher.submit, voucher.audit, period.close, subject.remove, draft.run, payment.submit */
  action: string;
  targetKind: 'voucher' | 'subject' | 'period' | 'payment' | 'book' | string;
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function writeAudit(tx: Queryable, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await tx.query(
    sql`INSERT INTO fin_audit (book_id, user_id, action, target_kind, target_id, detail) VALUES ${sql.join(
      list.map(
        (entry) =>
          sql`(${entry.bookId}, ${entry.userId}, ${entry.action}, ${entry.targetKind}, ${entry.targetId}, ${JSON.stringify(entry.detail ?? {})}::jsonb)`,
      ),
    )}`,
  );
}
