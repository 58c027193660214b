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

async function checkReferences(db: Queryable, caller: StaffCaller, form: BiddingFormInput): Promise<Map<string, { name: string; unit: string }>> {
  const { tenantId } = caller;
  // a draft may not have chosen these yet: what is given is checked, the submission's schema asks for the rest
  if (form.category !== undefined) {
    const category = await db.query('SELECT 1 FROM school_goods WHERE code = $1 AND parent_code = $2', [form.category, '']);
    if (!category.rows.length) throw badRequest('招标品类不存在');
  }
  const goods = await db.query<{ code: string; name: string; unit: string }>(
    'SELECT code, name, unit FROM school_goods WHERE parent_code = $1 AND code = ANY($2)',
    [form.category ?? '', form.lines.map((line) => line.goodsCode)],
  );
  if (goods.rows.length !== form.lines.length) throw badRequest('清单商品须属于所选品类');
  if (form.approverId !== undefined && !(await isApproverInReach(db, caller.actor, form.approverId))) throw badRequest(APPROVER_OUT_OF_REACH);
  if (form.biddingGroupId !== undefined) {
    const group = await db.query('SELECT 1 FROM bidding_group WHERE id = $1 AND tenant_id = $2 AND is_deleted = 0', [form.biddingGroupId, tenantId]);
    if (!group.rows.length) throw badRequest('评标小组不存在');
  }
  return new Map(goods.rows.map((row) => [row.code, { name: row.name, unit: row.unit }]));
}

/** The approver named is not one the tenderer may choose (its own unit's, or a unit's above it). */
export const APPROVER_OUT_OF_REACH = '审批人须为本单位或上级单位的招标审批人';

const COLUMNS = `title = $3, category = $4, budget = $5, supply_start = $6::date, supply_end = $7::date, content = $8, qualification_req = $9,
  required_doc_types = $10::smallint[], sign_up_start = ($11::timestamp AT TIME ZONE current_setting('shian.time_zone')),
  sign_up_end = ($12::timestamp AT TIME ZONE current_setting('shian.time_zone')), opening_time = ($13::timestamp AT TIME ZONE current_setting('shian.time_zone')),
  min_bidders = $14, winner_count = $15, price_weight = $16, score_items = $17::jsonb, bidding_group_id = $18, approver_id = $19,
  dept_id = (SELECT dept_id FROM app_user WHERE id = $19), publicity_days = $20`;

const values = (form: BiddingFormInput) => [
  form.title,
  form.category ?? null,
  form.budget ?? null,
  form.supplyStart ?? null,
  form.supplyEnd ?? null,
  form.content,
  form.qualificationReq,
  form.requiredDocTypes,
  form.signUpStart ?? null,
  form.signUpEnd ?? null,
  form.openingTime ?? null,
  form.minBidders,
  form.winnerCount,
  form.priceWeight,
  JSON.stringify(form.scoreItems),
  form.biddingGroupId ?? null,
  form.approverId ?? null,
  form.publicityDays,
];

/** Creates or edits the tender (in the caller's transaction) and, for biddingProgress 1, submits it. Returns its id. */
export async function saveForm(db: Queryable, caller: StaffCaller, who: Who, form: BiddingFormInput): Promise<string> {
  const goods = await checkReferences(db, caller, form);
  if (form.approverId === caller.actor.userId) throw badRequest('审批人不能是创建人本人');
  if (form.biddingProgress === PROGRESS.pending) {
    // the submission's schema made every field present
    const { rows } = await db.query<{ future: boolean }>(`SELECT ($1::timestamp AT TIME ZONE current_setting('shian.time_zone')) > app_now() AS future`, [
      form.signUpStart,
    ]);
    if (!rows[0]!.future) throw badRequest('报名开始时间须晚于当前时间');
  }
  let id = form.id;
  let from: number = PROGRESS.draft;
  if (!id) {
    const zone = "AT TIME ZONE current_setting('shian.time_zone')";
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO bidding (tenant_id, bidding_no, school_id, create_user, title, category, budget, supply_start, supply_end, content, qualification_req,
                            required_doc_types, sign_up_start, sign_up_end, opening_time, min_bidders, winner_count, price_weight, score_items,
                            bidding_group_id, approver_id, dept_id, publicity_days)
       VALUES ($1, 'ZB' || to_char(app_now() ${zone}, 'YYYYMMDD') || lpad(nextval('bidding_no_seq')::text, 5, '0'), $2, $3, $4, $5, $6, $7::date, $8::date,
               $9, $10, $11::smallint[], ($12::timestamp ${zone}), ($13::timestamp ${zone}), ($14::timestamp ${zone}), $15, $16, $17, $18::jsonb,
               $19, $20, (SELECT dept_id FROM app_user WHERE id = $20), $21)
       RETURNING id::text`,
      [caller.tenantId, caller.actor.deptId, caller.actor.userId, ...values(form)],
    );
    id = rows[0]!.id;
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'created', to: PROGRESS.draft });
  } else {
    const current = await visibleBidding(db, caller, id, true);
    if (!EDITABLE.includes(current.progress as 0 | 2)) throw badRequest('只有草稿或已驳回的招标可以修改');
    if (current.version !== form.version) throw staleVersion();
    from = current.progress;
    await db.query(`UPDATE bidding SET ${COLUMNS}, version = version + 1, update_time = app_now(), update_user = $21 WHERE id = $1 AND version = $2`, [
      id,
      form.version,
      ...values(form),
      caller.actor.userId,
    ]);
    await db.query('DELETE FROM bidding_line WHERE bidding_id = $1', [id]);
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'edited', from, to: from });
  }
  for (const [index, line] of form.lines.entries()) {
    const item = goods.get(line.goodsCode)!;
    await db.query(
      'INSERT INTO bidding_line (bidding_id, goods_code, goods_name, spec, unit, est_qty, max_price, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [id, line.goodsCode, item.name, line.spec, item.unit, line.estQty, line.maxPrice ?? null, index],
    );
  }
  if (form.biddingProgress === PROGRESS.pending) {
    const { rows } = await db.query(
      `UPDATE bidding SET bidding_progress = 1, version = version + 1 WHERE id = $1 AND bidding_progress = ANY($2::smallint[]) RETURNING id`,
      [id, EDITABLE],
    );
    if (!rows.length) throw movedOn();
    await audit(db, who, { biddingId: id, entity: 'bidding', action: 'submitted', from, to: PROGRESS.pending });
  }
  return id;
}
