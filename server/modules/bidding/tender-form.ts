// Saving the tender's form (bidding/submit with biddingProgress 0 or 1): create or edit a draft, and submit it
// for approval. The references the form names are checked against the database here; the pure rules are in
// input.ts.
import type { Queryable } from '../../platform/db/database.ts';
import { staleVersion } from '../../platform/http/crud-errors.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import type { StaffCaller } from './caller.ts';
import type { BiddingFormInput } from './input.ts';
import { visibleBidding } from './records.ts';
import { EDITABLE, movedOn, PROGRESS } from './states.ts';
import { audit, type Who } from './transition.ts';
import { isApproverInReach } from './approvers.ts';
import { sql } from '../../platform/db/sql.ts';
import { fromZoned, zonedText } from '../../platform/db/zoned.ts';

async function checkReferences(db: Queryable, caller: StaffCaller, form: BiddingFormInput): Promise<Map<string, { name: string; unit: string }>> {
  const { tenantId } = caller;
  // a draft may not have chosen these yet: what is given is checked, the submission's schema asks for the rest
  if (form.category !== undefined) {
    const category = await db.query(sql`SELECT 1 FROM school_goods WHERE code = ${form.category} AND parent_code = ${''}`);
    if (!category.rows.length) throw badRequest('招标品类不存在');
  }
  const goods = await db.query<{ code: string; name: string; unit: string }>(
    sql`SELECT code, name, unit FROM school_goods WHERE parent_code = ${form.category ?? ''} AND code = ANY(${form.lines.map((line) => line.goodsCode)})`,
  );
  if (goods.rows.length !== form.lines.length) throw badRequest('清单商品须属于所选品类');
  if (form.approverId !== undefined && !(await isApproverInReach(db, caller.actor, form.approverId))) throw badRequest(APPROVER_OUT_OF_REACH);
  if (form.biddingGroupId !== undefined) {
    const group = await db.query(sql`SELECT 1 FROM bidding_group WHERE id = ${form.biddingGroupId} AND tenant_id = ${tenantId} AND is_deleted = 0`);
    if (!group.rows.length) throw badRequest('评标小组不存在');
  }
  return new Map(goods.rows.map((row) => [row.code, { name: row.name, unit: row.unit }]));
}

/** The approver named is not one the tenderer may choose (its own unit's, or a unit's above it). */
export const APPROVER_OUT_OF_REACH = '审批人须为本单位或上级单位的招标审批人';

/** The tender's fields as the form gives them, for an UPDATE's SET; local times read in the deployment's zone. */
const columns = (form: BiddingFormInput) => sql`title = ${form.title}, category = ${form.category ?? null}, budget = ${form.budget ?? null},
  supply_start = ${form.supplyStart ?? null}::date, supply_end = ${form.supplyEnd ?? null}::date, content = ${form.content}, qualification_req = ${form.qualificationReq},
  required_doc_types = ${form.requiredDocTypes}::smallint[], sign_up_start = ${fromZoned(sql`${form.signUpStart ?? null}`)},
  sign_up_end = ${fromZoned(sql`${form.signUpEnd ?? null}`)}, opening_time = ${fromZoned(sql`${form.openingTime ?? null}`)},
  min_bidders = ${form.minBidders}, winner_count = ${form.winnerCount}, price_weight = ${form.priceWeight}, score_items = ${JSON.stringify(form.scoreItems)}::jsonb,
  bidding_group_id = ${form.biddingGroupId ?? null}, approver_id = ${form.approverId ?? null},
  dept_id = (SELECT dept_id FROM app_user WHERE id = ${form.approverId ?? null}), publicity_days = ${form.publicityDays}`;

/** Creates or edits the tender (in the caller's transaction) and, for biddingProgress 1, submits it. Returns its id. */
export async function saveForm(db: Queryable, caller: StaffCaller, who: Who, form: BiddingFormInput): Promise<string> {
  const goods = await checkReferences(db, caller, form);
  if (form.approverId === caller.actor.userId) throw badRequest('审批人不能是创建人本人');
  if (form.biddingProgress === PROGRESS.pending) {
    // the submission's schema made every field present
    const { rows } = await db.query<{ future: boolean }>(sql`SELECT ${fromZoned(sql`${form.signUpStart}`)} > app_now() AS future`);
    if (!rows[0]!.future) throw badRequest('报名开始时间须晚于当前时间');
  }
  let id = form.id;
  let from: number = PROGRESS.draft;
  if (!id) {
    const { rows } = await db.query<{ id: string }>(
      sql`INSERT INTO bidding (tenant_id, bidding_no, school_id, create_user, title, category, budget, supply_start, supply_end, content, qualification_req,
                            required_doc_types, sign_up_start, sign_up_end, opening_time, min_bidders, winner_count, price_weight, score_items,
                            bidding_group_id, approver_id, dept_id, publicity_days)
       VALUES (${caller.tenantId}, 'ZB' || ${zonedText('app_now()', 'YYYYMMDD')} || lpad(nextval('bidding_no_seq')::text, 5, '0'), ${caller.actor.deptId},
               ${caller.actor.userId}, ${form.title}, ${form.category ?? null}, ${form.budget ?? null}, ${form.supplyStart ?? null}::date, ${form.supplyEnd ?? null}::date,
               ${form.content}, ${form.qualificationReq}, ${form.requiredDocTypes}::smallint[], ${fromZoned(sql`${form.signUpStart ?? null}`)},
               ${fromZoned(sql`${form.signUpEnd ?? null}`)}, ${fromZoned(sql`${form.openingTime ?? null}`)}, ${form.minBidders}, ${form.winnerCount},
               ${form.priceWeight}, ${JSON.stringify(form.scoreItems)}::jsonb, ${form.biddingGroupId ?? null}, ${form.approverId ?? null},
               (SELECT dept_id FROM app_user WHERE id = ${form.approverId ?? null}), ${form.publicityDays})
       RETURNING id::text`,
    );
    id = rows[0]!.id;
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'created', to: PROGRESS.draft });
  } else {
    const current = await visibleBidding(db, caller, id, true);
    if (!EDITABLE.includes(current.progress as 0 | 2)) throw badRequest('只有草稿或已驳回的招标可以修改');
    if (current.version !== form.version) throw staleVersion();
    from = current.progress;
    await db.query(
      sql`UPDATE bidding SET ${columns(form)}, version = version + 1, update_time = app_now(), update_user = ${caller.actor.userId} WHERE id = ${id} AND version = ${form.version}`,
    );
    await db.query(sql`DELETE FROM bidding_line WHERE bidding_id = ${id}`);
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'edited', from, to: from });
  }
  for (const [index, line] of form.lines.entries()) {
    const item = goods.get(line.goodsCode)!;
    await db.query(
      sql`INSERT INTO bidding_line (bidding_id, goods_code, goods_name, spec, unit, est_qty, max_price, sort) VALUES (${id}, ${line.goodsCode}, ${item.name}, ${line.spec}, ${item.unit}, ${line.estQty}, ${line.maxPrice ?? null}, ${index})`,
    );
  }
  if (form.biddingProgress === PROGRESS.pending) {
    const { rows } = await db.query(
      sql`UPDATE bidding SET bidding_progress = 1, version = version + 1 WHERE id = ${id} AND bidding_progress = ANY(${EDITABLE}::smallint[]) RETURNING id`,
    );
    if (!rows.length) throw movedOn();
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'submitted', from, to: PROGRESS.pending });
  }
  return id;
}
