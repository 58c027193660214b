// Every change of a tender's state: one guarded UPDATE (… WHERE the state it leaves AND the version the caller
// saw) with its audit row, inside the caller's transaction. Zero rows updated means another user (or the clock)
// moved the tender first: the caller is told so and nothing is written.
import type { Queryable } from '../../platform/db/database.ts';
import { movedOn, type Progress } from './states.ts';
import { sql } from '../../platform/db/sql.ts';

/** Who acts, as the audit records it. */
export interface Who {
  userId: string | null;
  kind: 'user' | 'supplier' | 'system';
  name: string;
  ip: string;
}

export const SYSTEM: Who = { userId: null, kind: 'system', name: '系统', ip: '' };

export interface AuditEntry {
  biddingId: string;
  entity: string;
  entityId?: string | null;
  action: string;
  from?: number | null;
  to?: number | null;
  opinion?: string;
}

export async function audit(db: Queryable, who: Who, entry: AuditEntry): Promise<void> {
  await db.query(
    sql`INSERT INTO bidding_audit (bidding_id, entity, entity_id, action, from_progress, to_progress, opinion, user_id, user_kind, user_name, ip)
     VALUES (${entry.biddingId}, ${entry.entity}, ${entry.entityId ?? entry.biddingId}, ${entry.action}, ${entry.from ?? null}, ${entry.to ?? null}, ${entry.opinion ?? ''}, ${who.userId}, ${who.kind}, ${who.name}, ${who.ip})`,
  );
}

export interface Move {
  id: string;
  from: readonly Progress[];
  to: Progress;
  /** The version the caller saw; absent for moves that need not (the clock's). */
  version?: number;
  action: string;
  opinion?: string;
  /** Further columns to set, by name (names are the code's own, never input). */
  set?: Record<string, unknown>;
}

/** Moves the tender; 400 MOVED_ON when it is no longer where the caller saw it. Returns the state it left. */
export async function transition(db: Queryable, who: Who, move: Move): Promise<Progress> {
  // the column names are the code's own, never input
  const sets = Object.entries(move.set ?? {}).map(([column, value]) => sql`, ${sql.raw(column)} = ${value}`);
  const { rows } = await db.query<{ old: Progress }>(
    sql`UPDATE bidding b SET bidding_progress = ${move.to}, version = b.version + 1, update_time = app_now(), update_user = ${who.userId}
            ${sql.join(sets, '')}
       FROM (SELECT id, bidding_progress AS old FROM bidding WHERE id = ${move.id} FOR UPDATE) o
      WHERE b.id = o.id AND b.is_deleted = 0 AND b.bidding_progress = ANY(${move.from}::smallint[])
            ${move.version === undefined ? sql.empty : sql`AND b.version = ${move.version}`}
      RETURNING o.old`,
  );
  const from = rows[0]?.old;
  if (from === undefined) throw movedOn();
  await audit(db, who, { biddingId: move.id, entity: 'bidding', action: move.action, from, to: move.to, opinion: move.opinion });
  return from;
}

/** Publishes a notice of the tender (on the transitions that make one). */
export async function publishNotice(db: Queryable, biddingId: string, type: number, title: string, content: string, endTime: string | null = null) {
  await db.query(
    sql`INSERT INTO bidding_notice (bidding_id, type, title, content, publish_time, end_time) VALUES (${biddingId}, ${type}, ${title}, ${content}, app_now(), ${endTime})`,
  );
}
