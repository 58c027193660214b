// The commands that move a tender (docs/product-rules.md#bidding), each inside the caller's transaction: the
// tenderer's withdrawal, shortlist confirmation, award and termination, removal of a draft, and the approver's
// decision. Each checks the state with its own message, then makes the guarded move (transition.ts), so a
// second user acting at the same moment is told the tender moved on.
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/envelope.ts';
import type { StaffCaller } from './caller.ts';
import { at, visibleBidding } from './records.ts';
import { BID, EDITABLE, movedOn, NOTICE, PROGRESS, SHORT, TERMINABLE } from './states.ts';
import { audit, publishNotice, transition, type Who } from './transition.ts';
import { sql } from '../../platform/db/sql.ts';

interface Versioned {
  id: string;
  version: number;
}

/** 撤回: a submitted tender back to a draft. */
export async function withdraw(db: Queryable, caller: StaffCaller, who: Who, input: Versioned): Promise<void> {
  await visibleBidding(db, caller, input.id, true);
  await transition(db, who, { id: input.id, from: [PROGRESS.pending], to: PROGRESS.draft, version: input.version, action: 'withdrawn' });
}

/** 确认入围: every sign-up reviewed and enough of them in; publishes the 入围公示. */
export async function confirmShortlist(db: Queryable, caller: StaffCaller, who: Who, input: Versioned): Promise<void> {
  const bidding = await visibleBidding(db, caller, input.id, true);
  if (bidding.progress !== PROGRESS.review) throw badRequest('只能在资格审查阶段确认入围');
  const { rows } = await db.query<{ pending: number; chosen: number; names: string | null }>(
    sql`SELECT count(*) FILTER (WHERE u.short_status = ${sql.number(SHORT.pending)})::int AS pending, count(*) FILTER (WHERE u.short_status = ${sql.number(SHORT.in)})::int AS chosen,
            string_agg(c.supplier_name, '、' ORDER BY c.supplier_name) FILTER (WHERE u.short_status = ${sql.number(SHORT.in)}) AS names
       FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id WHERE u.bidding_id = ${input.id}`,
  );
  const counts = rows[0]!;
  if (counts.pending > 0) throw badRequest(`还有 ${counts.pending} 家报名未审查`);
  if (counts.chosen < bidding.minBidders) throw badRequest(`入围单位不足 ${bidding.minBidders} 家，不能确认入围，可终止招标`);
  await transition(db, who, { id: input.id, from: [PROGRESS.review], to: PROGRESS.quoting, version: input.version, action: 'shortlistConfirmed' });
  await db.query(sql`UPDATE bidding_shortlist SET status = 1, confirm_user = ${caller.actor.userId}, confirm_time = app_now() WHERE bidding_id = ${input.id}`);
  await publishNotice(db, input.id, NOTICE.shortlist, `${bidding.title}入围公示`, `入围单位：${counts.names}`);
}

/** 定标: the winners among the ranked bids (a reason when they are not the top ranks); publicity starts. */
export async function award(db: Queryable, caller: StaffCaller, who: Who, input: Versioned & { ids: string[]; awardReason: string }): Promise<void> {
  const bidding = await visibleBidding(db, caller, input.id, true);
  if (bidding.progress !== PROGRESS.awaitingAward) throw badRequest('只能在待定标阶段定标');
  if (input.ids.length !== bidding.winnerCount) throw badRequest(`请选择 ${bidding.winnerCount} 家中标单位`);
  const { rows } = await db.query<{ id: string; rank: number; name: string }>(
    sql`SELECT m.id::text, m.rank, c.supplier_name AS name FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id
      WHERE m.bidding_id = ${input.id} AND m.status = ${sql.number(BID.submitted)} AND m.rank IS NOT NULL`,
  );
  const chosen = input.ids.map((bid) => rows.find((row) => row.id === bid));
  if (chosen.some((row) => !row)) throw badRequest('中标单位须为有效投标');
  if (!chosen.every((row) => row!.rank <= bidding.winnerCount) && !input.awardReason) throw badRequest('未按排名选择中标单位时请填写定标理由');
  await transition(db, who, {
    id: input.id,
    from: [PROGRESS.awaitingAward],
    to: PROGRESS.publicity,
    version: input.version,
    action: 'awarded',
    opinion: input.awardReason,
    set: { winner_ids: input.ids, award_reason: input.awardReason },
  });
  const { rows: ends } = await db.query<{ end: string; shown: string }>(
    sql`UPDATE bidding SET publicity_end = app_now() + make_interval(days => publicity_days) WHERE id = ${input.id} RETURNING publicity_end::text AS end, ${at('publicity_end')} AS shown`,
  );
  await db.query(
    sql`UPDATE my_bidding SET status = CASE WHEN id = ANY(${input.ids}::bigint[]) THEN ${sql.number(BID.won)} ELSE ${sql.number(BID.lost)} END, update_time = app_now() WHERE bidding_id = ${input.id} AND status = ${sql.number(BID.submitted)}`,
  );
  const names = chosen.map((row) => row!.name).join('、');
  await publishNotice(db, input.id, NOTICE.award, `${bidding.title}中标公示`, `中标单位：${names}。公示期至 ${ends[0]!.shown}。`, ends[0]!.end);
}

/** 终止: from any state but the draft's, the rejected and the finished, with a reason; a published tender says so. */
export async function terminate(db: Queryable, caller: StaffCaller, who: Who, input: Versioned & { terminateReason: string }): Promise<void> {
  const bidding = await visibleBidding(db, caller, input.id, true);
  if (!TERMINABLE.includes(bidding.progress as 1)) throw badRequest('当前状态的招标不能终止');
  await transition(db, who, {
    id: input.id,
    from: TERMINABLE,
    to: PROGRESS.terminated,
    version: input.version,
    action: 'terminated',
    opinion: input.terminateReason,
    set: { terminate_reason: input.terminateReason },
  });
  if (bidding.progress >= PROGRESS.signUp)
    await publishNotice(db, input.id, NOTICE.terminated, `${bidding.title}终止公告`, `终止原因：${input.terminateReason}`);
}

/** Removes a draft or a rejected tender (soft), audited. */
export async function remove(db: Queryable, caller: StaffCaller, who: Who, id: string): Promise<void> {
  const bidding = await visibleBidding(db, caller, id, true);
  if (!EDITABLE.includes(bidding.progress as 0 | 2)) throw badRequest('只能删除草稿或已驳回的招标');
  await db.query(sql`UPDATE bidding SET is_deleted = 1, version = version + 1, update_time = app_now() WHERE id = ${id}`);
  await audit(db, who, { biddingId: id, entity: 'bidding', action: 'removed', from: bidding.progress, to: bidding.progress });
}

/** 审核: a bid approver (never the creator) publishes a submitted tender — 报名中, its notice and shortlist — or returns it with an opinion. */
export async function decide(
  db: Queryable,
  caller: StaffCaller,
  who: Who,
  input: { id: string; pass: boolean; opinion: string; version?: number },
): Promise<void> {
  const { id, pass, opinion, version } = input;
  const bidding = await visibleBidding(db, caller, id);
  if (bidding.createUser === caller.actor.userId) throw forbidden('不能审核自己创建的招标');
  if (bidding.progress !== PROGRESS.pending) throw movedOn();
  const set = { approve_opinion: opinion, approve_user: caller.actor.userId };
  if (!pass) {
    await transition(db, who, { id, from: [PROGRESS.pending], to: PROGRESS.rejected, version, action: 'rejected', opinion, set });
    return;
  }
  const { rows } = await db.query<{ enough: boolean }>(sql`SELECT sign_up_end > app_now() + interval '1 day' AS enough FROM bidding WHERE id = ${id}`);
  if (!rows[0]!.enough) throw badRequest('距报名截止已不足1天，请驳回修改');
  await transition(db, who, { id, from: [PROGRESS.pending], to: PROGRESS.signUp, version, action: 'approved', opinion, set });
  await db.query(sql`UPDATE bidding SET approve_time = app_now(), publish_time = app_now() WHERE id = ${id}`);
  await db.query(sql`INSERT INTO bidding_shortlist (bidding_id) VALUES (${id})`);
  const detail = (await db.query<{ content: string; end: string }>(sql`SELECT content, ${at('sign_up_end')} AS end FROM bidding WHERE id = ${id}`)).rows[0]!;
  await publishNotice(db, id, NOTICE.tender, `${bidding.title}招标公告`, detail.content || `报名截止：${detail.end}`);
}
