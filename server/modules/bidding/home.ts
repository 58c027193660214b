// The supplier's tenders at a glance (供应商首页 and 供应商待办, server/modules/homes): how many tenders are open to sign
// up, shortlisted, with quotes due and won, and the next few of each list. Each figure counts what the list its link opens
// shows — 招标大厅 (报名中) and 我的投标's tabs — through the same visibility (caller.ts visibleTo).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { biddingCaller, visibleTo, type SupplierCaller } from './caller.ts';
import { at } from './records.ts';
import { BID, PROGRESS, SHORT } from './states.ts';

/** 我的投标 › 已入围 (the tab's condition, on the sign-up `u`). */
export const SHORTLISTED = sql`u.short_status = ${SHORT.in}`;
/** 我的投标 › 已中标. */
export const WON = sql`m.status = ${BID.won}`;
/** Shortlisted, the tender taking quotes, the supplier's bid not yet handed in (none, or a draft). */
export const QUOTE_DUE = sql`u.short_status = ${SHORT.in} AND b.bidding_progress = ${PROGRESS.quoting} AND (m.id IS NULL OR m.status = ${BID.draft})`;

const SIGN_UPS = sql`supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id`;

async function supplierOf(db: Queryable, claims: AccessClaims): Promise<SupplierCaller> {
  const caller = await biddingCaller(db, claims);
  if (caller.kind !== 'supplier') throw forbidden();
  return caller;
}

/** How many of the supplier's sign-ups meet `where` (`u` the sign-up, `b` its tender, `m` its bid). */
export async function signUpsWhere(db: Queryable, claims: AccessClaims, where: Sql): Promise<number> {
  const caller = await supplierOf(db, claims);
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM ${SIGN_UPS} WHERE ${visibleTo(caller)} AND u.supplier_id = ${caller.supplierId} AND ${where}`,
  );
  return rows[0]!.count;
}

/** 招标大厅's default list: the published tenders in 报名中. */
export async function openTenders(db: Queryable, claims: AccessClaims): Promise<number> {
  const caller = await supplierOf(db, claims);
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM bidding b WHERE ${visibleTo(caller)} AND b.bidding_progress = ${PROGRESS.signUp}`,
  );
  return rows[0]!.count;
}

const NEXT = 5;

/** The supplier's tenders: the counts and the next five tenders closing their sign-up and opening with a quote due. */
export async function supplierTenders(db: Queryable, claims: AccessClaims) {
  const caller = await supplierOf(db, claims);
  const visible = visibleTo(caller);
  const mine = sql`${visible} AND u.supplier_id = ${caller.supplierId}`;
  const [counts, open, due] = await Promise.all([
    db.query<{ open: number; shortlisted: number; quoteDue: number; won: number }>(
      sql`SELECT (SELECT count(*)::int FROM bidding b WHERE ${visible} AND b.bidding_progress = ${PROGRESS.signUp}) AS open,
                 count(*) FILTER (WHERE ${SHORTLISTED})::int AS shortlisted, count(*) FILTER (WHERE ${QUOTE_DUE})::int AS "quoteDue",
                 count(*) FILTER (WHERE ${WON})::int AS won
            FROM ${SIGN_UPS} WHERE ${mine}`,
    ),
    db.query<{ biddingId: string; title: string; schoolName: string; time: string; signedUp: boolean }>(
      sql`SELECT b.id::text AS "biddingId", b.title, s.dept_name AS "schoolName", ${at('b.sign_up_end')} AS time,
                 EXISTS (SELECT 1 FROM supplier_sign_up u WHERE u.bidding_id = b.id AND u.supplier_id = ${caller.supplierId}) AS "signedUp"
            FROM bidding b JOIN dept s ON s.id = b.school_id
           WHERE ${visible} AND b.bidding_progress = ${PROGRESS.signUp} ORDER BY b.sign_up_end, b.id LIMIT ${NEXT}`,
    ),
    db.query<{ biddingId: string; title: string; schoolName: string; time: string }>(
      sql`SELECT b.id::text AS "biddingId", b.title, s.dept_name AS "schoolName", ${at('b.opening_time')} AS time
            FROM ${SIGN_UPS} JOIN dept s ON s.id = b.school_id
           WHERE ${mine} AND ${QUOTE_DUE} ORDER BY b.opening_time, b.id LIMIT ${NEXT}`,
    ),
  ]);
  return { ...counts.rows[0]!, openList: open.rows, quoteDueList: due.rows };
}
