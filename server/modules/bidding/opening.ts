// 开标: at the opening time the tenderer opens the quotes. Shortlisted suppliers who did not submit a quote
// (or left it 暂存) are invalid; with fewer valid bids than the tender's minimum it ends as 流标 (10, with its
// notice), otherwise it goes to 评标中 (6) with the panel as it stands then. Opening again answers the same
// record and changes nothing.
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { at, type BiddingRow } from './records.ts';
import { BID, NOTICE, PROGRESS, SHORT } from './states.ts';
import { publishNotice, transition, type Who } from './transition.ts';
import { sql } from '../../platform/db/sql.ts';
import { yuanOf } from '../../platform/http/money.ts';

export async function openBids(db: Queryable, who: Who, bidding: BiddingRow): Promise<void> {
  const { rows: opened } = await db.query<{ opened: boolean }>(sql`SELECT opened_time IS NOT NULL AS opened FROM bidding WHERE id = ${bidding.id}`);
  if (opened[0]!.opened) return;
  if (bidding.progress !== PROGRESS.quoting) throw badRequest('只能在投标阶段开标');
  if (!bidding.openingPassed) throw badRequest('未到开标时间');
  // every shortlisted supplier has a bid row from here on: an absent or unfinished quote is invalid
  await db.query(
    sql`INSERT INTO my_bidding (bidding_id, sign_up_id, supplier_id, status)
     SELECT u.bidding_id, u.id, u.supplier_id, ${sql.number(BID.invalid)} FROM supplier_sign_up u
      WHERE u.bidding_id = ${bidding.id} AND u.short_status = ${sql.number(SHORT.in)} AND NOT EXISTS (SELECT 1 FROM my_bidding m WHERE m.sign_up_id = u.id)`,
  );
  await db.query(
    sql`UPDATE my_bidding SET status = ${sql.number(BID.invalid)}, update_time = app_now() WHERE bidding_id = ${bidding.id} AND status = ${sql.number(BID.draft)}`,
  );
  const { rows } = await db.query<{ valid: number }>(
    sql`SELECT count(*)::int AS valid FROM my_bidding WHERE bidding_id = ${bidding.id} AND status = ${sql.number(BID.submitted)}`,
  );
  const valid = rows[0]!.valid;
  await db.query(sql`UPDATE bidding SET opened_time = app_now() WHERE id = ${bidding.id}`);
  if (valid < bidding.minBidders) {
    const reason = `有效投标不足 ${bidding.minBidders} 家（${valid} 家），流标`;
    await transition(db, who, {
      id: bidding.id,
      from: [PROGRESS.quoting],
      to: PROGRESS.terminated,
      action: 'failedTender',
      opinion: reason,
      set: { terminate_reason: reason },
    });
    await publishNotice(db, bidding.id, NOTICE.terminated, `${bidding.title}流标公告`, reason);
    return;
  }
  await transition(db, who, {
    id: bidding.id,
    from: [PROGRESS.quoting],
    to: PROGRESS.evaluating,
    action: 'opened',
    set: {
      panel_ids: (await db.query<{ ids: string[] }>(sql`SELECT member_ids::text[] AS ids FROM bidding_group WHERE id = ${bidding.biddingGroupId}`)).rows[0]!
        .ids,
    },
  });
}

export interface OpeningRecord {
  opened: boolean;
  openedTime: string | null;
  bids: { myBiddingId: string; supplierName: string; totalAmount: number; submitTime: string | null; status: number }[];
}

export async function openingRecord(db: Queryable, biddingId: string): Promise<OpeningRecord> {
  const { rows } = await db.query<{ opened_time: string | null }>(sql`SELECT ${at('opened_time')} AS opened_time FROM bidding WHERE id = ${biddingId}`);
  const openedTime = rows[0]?.opened_time ?? null;
  if (!openedTime) return { opened: false, openedTime: null, bids: [] };
  const bids = await db.query<OpeningRecord['bids'][number]>(
    sql`SELECT m.id::text AS "myBiddingId", c.supplier_name AS "supplierName", ${yuanOf('m.total_amount')} AS "totalAmount", ${at('m.submit_time')} AS "submitTime", m.status
       FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id WHERE m.bidding_id = ${biddingId} ORDER BY m.status, m.submit_time NULLS LAST, m.id`,
  );
  return { opened: true, openedTime, bids: bids.rows };
}
