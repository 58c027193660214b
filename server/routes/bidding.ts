// 招标 (/api/rabbit-backendBidding/bidding/…): the tender's lists, detail and form, its approval and its moves
// through the state machine (server/bidding/, docs/product-rules.md#bidding). The supplier's side is in
// bidding-supplier.ts, scoring in bidding-evaluation.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../auth/guard.ts';
import { requireButton } from '../auth/buttons.ts';
import { BID_APPROVERS, BIDDING_OVERSEERS, TENDERERS } from '../auth/policy.ts';
import { asTenderer, biddingCaller, visibleTo, type BiddingCaller } from '../bidding/caller.ts';
import { applyDueMoves } from '../bidding/clock.ts';
import { COMMANDS, IssueInput, ListQuery, parseCommand, SubmitEnvelope } from '../bidding/input.ts';
import { openBids, openingRecord } from '../bidding/opening.ts';
import { at, DETAIL, LINES, SUMMARY, visibleBidding } from '../bidding/records.ts';
import { Sql } from '../bidding/sql.ts';
import { BID, EDITABLE, NOTICE, PROGRESS, SHORT, TERMINABLE } from '../bidding/states.ts';
import { saveForm } from '../bidding/tender-form.ts';
import { audit, publishNotice, transition, type Who } from '../bidding/transition.ts';
import type { AppContext } from '../context.ts';
import { containing, pageOf } from '../crud/request.ts';
import { transaction, type Queryable } from '../db/database.ts';
import { badRequest, forbidden, ok } from '../http/envelope.ts';
import { ids, lookupId, offsetOf, optionalId, optionalText, paging, whole } from '../http/fields.ts';

export const whoIs = (caller: BiddingCaller, request: FastifyRequest): Who =>
  caller.kind === 'supplier'
    ? { userId: caller.accountId, kind: 'supplier', name: `${caller.supplierName}（${caller.name}）`, ip: request.ip }
    : { userId: caller.actor.userId, kind: 'user', name: caller.actor.name, ip: request.ip };

/** The caller, with the tenant's time-driven moves applied first (so every read sees the tender where the clock has it). */
export async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<BiddingCaller> {
  const db = ctx.db.pool;
  const caller = await biddingCaller(db, await authenticate(ctx, request));
  await applyDueMoves(db, caller.tenantId);
  return caller;
}

const isApprover = (caller: BiddingCaller) => caller.kind === 'staff' && (BID_APPROVERS as readonly string[]).includes(caller.actor.role);

/** The next deadline of a tender, for the home lists: sign-up end, opening, publicity end. */
const NEXT_DEADLINE = `CASE b.bidding_progress WHEN 3 THEN b.sign_up_end WHEN 4 THEN b.opening_time WHEN 5 THEN b.opening_time WHEN 8 THEN b.publicity_end END`;

async function listPage(db: Queryable, caller: BiddingCaller, query: z.infer<typeof ListQuery>, progressIn?: readonly number[]) {
  const sql = new Sql();
  const where = [visibleTo(caller, sql)];
  if (query.title) where.push(`b.title ILIKE ${sql.param(containing(query.title))}`);
  if (query.category) where.push(`b.category = ${sql.param(query.category)}`);
  if (query.biddingProgress !== null) where.push(`b.bidding_progress = ${sql.param(query.biddingProgress)}`);
  if (query.schoolId) where.push(`b.school_id = ${sql.param(query.schoolId)}`);
  if (progressIn) where.push(`b.bidding_progress = ANY(${sql.param(progressIn)}::smallint[])`);
  const filter = where.join(' AND ');
  const count = sql.args.length;
  const [rows, total] = await Promise.all([
    db.query(
      `${SUMMARY} WHERE ${filter} ORDER BY ${progressIn ? `${NEXT_DEADLINE} ASC NULLS LAST,` : ''} b.create_time DESC, b.id DESC LIMIT ${sql.param(query.size)} OFFSET ${sql.param(offsetOf(query))}`,
      sql.args,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM bidding b WHERE ${filter}`, sql.args.slice(0, count)),
  ]);
  return pageOf(rows.rows, total.rows[0]!.total, query);
}

const ById = z.object({ id: lookupId() });
/** A withdrawal is a submit with biddingProgress 0, an id and no form. */
const WithdrawShape = z.looseObject({ id: z.unknown().optional(), title: z.unknown().optional() });
const HomeQuery = z.object({ ...paging(50) });
const NoticeQuery = z.object({
  ...paging(),
  type: whole('公告类型', 0, 1, 4).optional(),
  title: optionalText('公告标题', 100),
});

export function biddingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const base = '/api/rabbit-backendBidding/bidding';

  app.get(`${base}/list`, { schema: { tags, summary: 'The tenders the caller runs (or may see), newest first', querystring: ListQuery } }, async (request) =>
    ok(await listPage(db, await callerOf(ctx, request), request.query)),
  );

  app.get(
    `${base}/allList`,
    {
      schema: {
        tags,
        summary: 'The tenders of one state the caller may see: approvers 1, the suppliers’ hall 3, experts 6; every state when absent',
        querystring: ListQuery,
      },
    },
    async (request) => ok(await listPage(db, await callerOf(ctx, request), request.query)),
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'The whole tender with its goods lines; a supplier also gets its own sign-up and bid', querystring: ById } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { id } = await visibleBidding(db, caller, request.query.id);
      const record = (await db.query<Record<string, unknown>>(`${DETAIL} WHERE b.id = $1`, [id])).rows[0]!;
      const lines = (await db.query(LINES, [id])).rows;
      let mine = {};
      if (caller.kind === 'supplier') {
        const { rows } = await db.query(
          `SELECT u.id::text AS "signUpId", u.short_status AS "shortStatus", u.review_reason AS "reviewReason", m.id::text AS "myBiddingId", m.status AS "myBiddingStatus"
           FROM supplier_sign_up u LEFT JOIN my_bidding m ON m.sign_up_id = u.id WHERE u.bidding_id = $1 AND u.supplier_id = $2`,
          [id, caller.supplierId],
        );
        mine = rows[0] ?? { signUpId: null, shortStatus: null, myBiddingId: null, myBiddingStatus: null };
        // a supplier reads the tender, not the office's approval notes
        delete record.approveOpinion;
        delete record.approverId;
        delete record.approverName;
      }
      return ok({ ...record, lines, ...mine });
    },
  );

  app.get(
    `${base}/draftDetail`,
    { schema: { tags, summary: 'The tender’s form, for editing (a draft or a rejected tender)', querystring: ById } },
    async (request) => {
      const caller = asTenderer(await callerOf(ctx, request));
      const { id, progress } = await visibleBidding(db, caller, request.query.id);
      if (!EDITABLE.includes(progress as 0 | 2)) throw badRequest('只有草稿或已驳回的招标可以修改');
      const record = (await db.query(`${DETAIL} WHERE b.id = $1`, [id])).rows[0];
      return ok({ ...record, lines: (await db.query(LINES, [id])).rows });
    },
  );

  app.get(`${base}/biddingQingdangById`, { schema: { tags, summary: 'The goods lines (清单) of a tender', querystring: ById } }, async (request) => {
    const { id } = await visibleBidding(db, await callerOf(ctx, request), request.query.id);
    return ok((await db.query(LINES, [id])).rows);
  });

  app.get(
    `${base}/getBiddingNoticList1`,
    { schema: { tags, summary: 'The notices a tender published, oldest first', querystring: z.object({ biddingId: lookupId() }) } },
    async (request) => {
      const { id } = await visibleBidding(db, await callerOf(ctx, request), request.query.biddingId);
      const { rows } = await db.query(
        `SELECT id::text, type, title, content, ${at('publish_time')} AS "publishTime", ${at('end_time')} AS "endTime" FROM bidding_notice WHERE bidding_id = $1 ORDER BY publish_time, id`,
        [id],
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/noticeList`,
    {
      schema: {
        tags,
        summary: 'The notices of every tender the caller may see, newest first, with their tender (招标公告); filters type (1–4) and title',
        querystring: NoticeQuery,
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { type, title } = request.query;
      const sql = new Sql();
      const where = [visibleTo(caller, sql)];
      if (type) where.push(`n.type = ${sql.param(type)}`);
      if (title) where.push(`n.title ILIKE ${sql.param(containing(title))}`);
      const filter = where.join(' AND ');
      const count = sql.args.length;
      const from = 'FROM bidding_notice n JOIN bidding b ON b.id = n.bidding_id';
      const [rows, total] = await Promise.all([
        db.query(
          `SELECT n.id::text, n.type, n.title, n.content, ${at('n.publish_time')} AS "publishTime", ${at('n.end_time')} AS "endTime",
                  b.id::text AS "biddingId", b.title AS "biddingTitle", b.bidding_no AS "biddingNo", s.dept_name AS "schoolName"
             ${from} JOIN dept s ON s.id = b.school_id
            WHERE ${filter} ORDER BY n.publish_time DESC, n.id DESC LIMIT ${sql.param(request.query.size)} OFFSET ${sql.param(offsetOf(request.query))}`,
          sql.args,
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total ${from} WHERE ${filter}`, sql.args.slice(0, count)),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${base}/auditList`,
    {
      schema: { tags, summary: 'The tender’s operation record (操作记录), oldest first; not for suppliers', querystring: z.object({ biddingId: lookupId() }) },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const { id } = await visibleBidding(db, caller, request.query.biddingId);
      const { rows } = await db.query(
        `SELECT id::text, entity, entity_id::text AS "entityId", action, from_progress AS "fromProgress", to_progress AS "toProgress", opinion,
                user_kind AS "userKind", user_name AS "userName", ${at('create_time')} AS "createTime"
           FROM bidding_audit WHERE bidding_id = $1 ORDER BY id`,
        [id],
      );
      return ok(rows);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary:
          'The tenderer’s commands, by biddingProgress: 0/1 save the form (1 also submits it for approval), 0 from 待审核 withdraws, 5 confirms the shortlist, 8 awards, 10 terminates',
        description: 'Buttons `bidding_add` / `bidding_edit` / `bidding_submit`, `bidding_shortlist`, `bidding_award`, `bidding_terminate`.',
        body: SubmitEnvelope,
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = asTenderer(await callerOf(ctx, request));
      const who = whoIs(caller, request);
      const { biddingProgress } = request.body;
      const body: unknown = request.body;
      const id = await transaction(db, async (client) => {
        if (biddingProgress === PROGRESS.draft || biddingProgress === PROGRESS.pending) {
          const raw = WithdrawShape.parse(body);
          if (biddingProgress === PROGRESS.draft && raw.id !== undefined && raw.title === undefined) {
            // 撤回: back to a draft from 待审核
            const input = parseCommand(COMMANDS.withdraw, body);
            await requireButton(client, claims, 'bidding_submit');
            await visibleBidding(client, caller, input.id, true);
            await transition(client, who, { id: input.id, from: [PROGRESS.pending], to: PROGRESS.draft, version: input.version, action: 'withdrawn' });
            return input.id;
          }
          const form = parseCommand(COMMANDS.form, body);
          await requireButton(client, claims, form.id ? 'bidding_edit' : 'bidding_add');
          if (form.biddingProgress === PROGRESS.pending) await requireButton(client, claims, 'bidding_submit');
          return saveForm(client, caller, who, form);
        }
        if (biddingProgress === PROGRESS.quoting) {
          const input = parseCommand(COMMANDS.confirm, body);
          await requireButton(client, claims, 'bidding_shortlist');
          const bidding = await visibleBidding(client, caller, input.id, true);
          if (bidding.progress !== PROGRESS.review) throw badRequest('只能在资格审查阶段确认入围');
          const { rows } = await client.query<{ pending: number; chosen: number; names: string | null }>(
            `SELECT count(*) FILTER (WHERE u.short_status = ${SHORT.pending})::int AS pending, count(*) FILTER (WHERE u.short_status = ${SHORT.in})::int AS chosen,
                    string_agg(c.supplier_name, '、' ORDER BY c.supplier_name) FILTER (WHERE u.short_status = ${SHORT.in}) AS names
               FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id WHERE u.bidding_id = $1`,
            [input.id],
          );
          const counts = rows[0]!;
          if (counts.pending > 0) throw badRequest(`还有 ${counts.pending} 家报名未审查`);
          if (counts.chosen < bidding.minBidders) throw badRequest(`入围单位不足 ${bidding.minBidders} 家，不能确认入围，可终止招标`);
          await transition(client, who, { id: input.id, from: [PROGRESS.review], to: PROGRESS.quoting, version: input.version, action: 'shortlistConfirmed' });
          await client.query('UPDATE bidding_shortlist SET status = 1, confirm_user = $2, confirm_time = now() WHERE bidding_id = $1', [
            input.id,
            caller.actor.userId,
          ]);
          await publishNotice(client, input.id, NOTICE.shortlist, `${bidding.title}入围公示`, `入围单位：${counts.names}`);
          return input.id;
        }
        if (biddingProgress === PROGRESS.publicity) {
          const input = parseCommand(COMMANDS.award, body);
          await requireButton(client, claims, 'bidding_award');
          const bidding = await visibleBidding(client, caller, input.id, true);
          if (bidding.progress !== PROGRESS.awaitingAward) throw badRequest('只能在待定标阶段定标');
          if (input.ids.length !== bidding.winnerCount) throw badRequest(`请选择 ${bidding.winnerCount} 家中标单位`);
          const { rows } = await client.query<{ id: string; rank: number; name: string }>(
            `SELECT m.id::text, m.rank, c.supplier_name AS name FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id
              WHERE m.bidding_id = $1 AND m.status = ${BID.submitted} AND m.rank IS NOT NULL`,
            [input.id],
          );
          const chosen = input.ids.map((bid) => rows.find((row) => row.id === bid));
          if (chosen.some((row) => !row)) throw badRequest('中标单位须为有效投标');
          const topRanks = chosen.every((row) => row!.rank <= bidding.winnerCount);
          if (!topRanks && !input.awardReason) throw badRequest('未按排名选择中标单位时请填写定标理由');
          await transition(client, who, {
            id: input.id,
            from: [PROGRESS.awaitingAward],
            to: PROGRESS.publicity,
            version: input.version,
            action: 'awarded',
            opinion: input.awardReason,
            set: { winner_ids: input.ids, award_reason: input.awardReason },
          });
          const { rows: ends } = await client.query<{ end: string }>(
            `UPDATE bidding SET publicity_end = app_now() + make_interval(days => publicity_days) WHERE id = $1 RETURNING ${at('publicity_end')} AS end`,
            [input.id],
          );
          await client.query(
            `UPDATE my_bidding SET status = CASE WHEN id = ANY($2::bigint[]) THEN ${BID.won} ELSE ${BID.lost} END, update_time = now() WHERE bidding_id = $1 AND status = ${BID.submitted}`,
            [input.id, input.ids],
          );
          const names = chosen.map((row) => row!.name).join('、');
          await publishNotice(client, input.id, NOTICE.award, `${bidding.title}中标公示`, `中标单位：${names}。公示期至 ${ends[0]!.end}。`, null);
          await client.query(
            `UPDATE bidding_notice SET end_time = (SELECT publicity_end FROM bidding WHERE id = $1) WHERE bidding_id = $1 AND type = ${NOTICE.award}`,
            [input.id],
          );
          return input.id;
        }
        const input = parseCommand(COMMANDS.terminate, body);
        await requireButton(client, claims, 'bidding_terminate');
        const bidding = await visibleBidding(client, caller, input.id, true);
        if (!TERMINABLE.includes(bidding.progress as 1)) throw badRequest('当前状态的招标不能终止');
        await transition(client, who, {
          id: input.id,
          from: TERMINABLE,
          to: PROGRESS.terminated,
          version: input.version,
          action: 'terminated',
          opinion: input.terminateReason,
          set: { terminate_reason: input.terminateReason },
        });
        if (bidding.progress >= PROGRESS.signUp)
          await publishNotice(client, input.id, NOTICE.terminated, `${bidding.title}终止公告`, `终止原因：${input.terminateReason}`);
        return input.id;
      });
      return ok((await db.query(`${DETAIL} WHERE b.id = $1`, [id])).rows[0]);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes drafts and rejected tenders (soft): ids',
        description: 'Button `bidding_delete`.',
        querystring: z.object({ ids: ids() }),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_delete');
      const caller = asTenderer(await callerOf(ctx, request));
      await transaction(db, async (client) => {
        for (const id of request.query.ids) {
          const bidding = await visibleBidding(client, caller, id, true);
          if (!EDITABLE.includes(bidding.progress as 0 | 2)) throw badRequest('只能删除草稿或已驳回的招标');
          await client.query('UPDATE bidding SET is_deleted = 1, version = version + 1, update_time = now() WHERE id = $1', [id]);
          await audit(client, whoIs(caller, request), { biddingId: id, entity: 'bidding', action: 'removed', from: bidding.progress, to: bidding.progress });
        }
      });
      return ok(null);
    },
  );

  app.post(
    `${base}/issue`,
    {
      schema: {
        tags,
        summary: 'A bid approver decides a submitted tender: { id, pass, opinion } — 通过 publishes it (报名中), 驳回 (opinion required) returns it',
        description:
          'Button `bidding_approve`; not the tender’s creator. Two approvers at once: the first decides, the other is told 该招标已被其他人处理，请刷新.',
        body: IssueInput,
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = await callerOf(ctx, request);
      if (!isApprover(caller) || caller.kind !== 'staff') throw forbidden('只有招标审批人可以审核');
      await requireButton(db, claims, 'bidding_approve');
      const { id, pass, opinion, version } = request.body;
      const who = whoIs(caller, request);
      await transaction(db, async (client) => {
        const bidding = await visibleBidding(client, caller, id);
        if (bidding.createUser === caller.actor.userId) throw forbidden('不能审核自己创建的招标');
        if (bidding.progress !== PROGRESS.pending) throw badRequest('该招标已被其他人处理，请刷新');
        const set = { approve_opinion: opinion, approve_user: caller.actor.userId };
        if (!pass) {
          await transition(client, who, { id, from: [PROGRESS.pending], to: PROGRESS.rejected, version, action: 'rejected', opinion, set });
          return;
        }
        const { rows } = await client.query<{ enough: boolean }>(`SELECT sign_up_end > app_now() + interval '1 day' AS enough FROM bidding WHERE id = $1`, [
          id,
        ]);
        if (!rows[0]!.enough) throw badRequest('距报名截止已不足1天，请驳回修改');
        await transition(client, who, { id, from: [PROGRESS.pending], to: PROGRESS.signUp, version, action: 'approved', opinion, set });
        await client.query('UPDATE bidding SET approve_time = app_now(), publish_time = app_now() WHERE id = $1', [id]);
        await client.query('INSERT INTO bidding_shortlist (bidding_id) VALUES ($1)', [id]);
        const detail = (
          await client.query<{ content: string; sign_up_end: string }>(`SELECT content, ${at('sign_up_end')} AS sign_up_end FROM bidding WHERE id = $1`, [id])
        ).rows[0]!;
        await publishNotice(client, id, NOTICE.tender, `${bidding.title}招标公告`, detail.content || `报名截止：${detail.sign_up_end}`);
      });
      return ok((await db.query(`${DETAIL} WHERE b.id = $1`, [id])).rows[0]);
    },
  );

  app.get(
    `${base}/isApprovor`,
    {
      schema: {
        tags,
        summary: 'Whether the caller is a bid approver (of the role and department given, when given) — the 招标审核 menu shows only then',
        querystring: z.object({ roleId: optionalId('角色不正确'), deptId: optionalId('机构不正确') }),
      },
    },
    async (request) => {
      const caller = await biddingCaller(db, await authenticate(ctx, request));
      const { roleId, deptId } = request.query;
      return ok(isApprover(caller) && caller.kind === 'staff' && (!roleId || roleId === caller.actor.roleId) && (!deptId || deptId === caller.actor.deptId));
    },
  );

  app.get(
    `${base}/project/opening`,
    {
      schema: {
        tags,
        summary: 'Opens the quotes (开标) at the opening time: unquoted bids become invalid; too few valid bids end the tender (流标). Idempotent',
        description: 'Button `bidding_opening`. Answers the opening record: every bid with its supplier, total, submit time and status.',
        querystring: ById,
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_opening');
      const caller = asTenderer(await callerOf(ctx, request));
      const id = await transaction(db, async (client) => {
        const bidding = await visibleBidding(client, caller, request.query.id, true);
        await openBids(client, whoIs(caller, request), bidding);
        return bidding.id;
      });
      return ok(await openingRecord(db, id));
    },
  );

  app.get(
    `${base}/getOpenBiddingList`,
    {
      schema: {
        tags,
        summary: 'The opening record (唱标) after opening: of one bid (myBiddingId) or of every bid of a tender (biddingId)',
        querystring: z.object({ myBiddingId: lookupId(), biddingId: lookupId() }),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { myBiddingId, biddingId } = request.query;
      const found = myBiddingId ? await db.query<{ bidding_id: string }>('SELECT bidding_id::text FROM my_bidding WHERE id = $1', [myBiddingId]) : { rows: [] };
      const bidding = await visibleBidding(db, caller, biddingId ?? found.rows[0]?.bidding_id);
      const record = await openingRecord(db, bidding.id);
      if (!record.opened) throw badRequest('未开标，报价不可查看');
      return ok(myBiddingId ? record.bids.filter((bid) => bid.myBiddingId === myBiddingId) : record.bids);
    },
  );

  app.get(
    `${base}/getSuccessfulBidding`,
    { schema: { tags, summary: 'The result: the ranked valid bids, the winners and, once completed, the supply catalogue', querystring: ById } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const bidding = await visibleBidding(db, caller, request.query.id);
      if (bidding.progress < PROGRESS.awaitingAward || bidding.progress === PROGRESS.terminated) throw badRequest('评标尚未完成');
      if (caller.kind === 'supplier' && bidding.progress < PROGRESS.publicity) throw badRequest('评标尚未完成');
      const { rows: bids } = await db.query(
        `SELECT m.id::text AS "myBiddingId", c.supplier_name AS "supplierName", m.total_amount::float8 AS "totalAmount", m.price_score::float8 AS "priceScore",
                m.total_score::float8 AS "totalScore", m.rank, m.status
           FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id
          WHERE m.bidding_id = $1 AND m.rank IS NOT NULL AND ($2::boolean OR m.status = ${BID.won}) ORDER BY m.rank`,
        [bidding.id, caller.kind === 'staff'],
      );
      const { rows: catalogue } = await db.query(
        `SELECT id::text, goods_code AS "goodsCode", goods_name AS "goodsName", unit, price::float8 AS price, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
                to_char(valid_to, 'YYYY-MM-DD') AS "validTo" FROM bidding_commodity WHERE bidding_id = $1 AND is_deleted = 0 ORDER BY goods_code`,
        [bidding.id],
      );
      const { rows: winners } = await db.query<{ ids: string[] }>('SELECT winner_ids::text[] AS ids FROM bidding WHERE id = $1', [bidding.id]);
      return ok({ bids, ids: winners[0]!.ids, catalogue });
    },
  );

  app.get(
    `${base}/getBiddingSupplierList`,
    {
      schema: {
        tags,
        summary: 'A supplier’s tender history in this tenant: its sign-ups with the tender, review and bid result',
        querystring: z.object({ supplierId: lookupId(), ...paging() }),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const supplierId = caller.kind === 'supplier' ? caller.supplierId : request.query.supplierId;
      if (caller.kind === 'staff' && !isTendererOrOverseer(caller)) throw forbidden();
      const sql = new Sql();
      const where = `${visibleTo(caller, sql)} AND u.supplier_id = ${sql.param(supplierId ?? '0')}`;
      const n = sql.args.length;
      const [rows, total] = await Promise.all([
        db.query(
          `SELECT b.id::text AS "biddingId", b.title, b.bidding_no AS "biddingNo", s.dept_name AS "schoolName", b.bidding_progress AS "biddingProgress",
                  u.short_status AS "shortStatus", m.status AS "myBiddingStatus", m.total_amount::float8 AS "totalAmount", m.rank, ${at('u.create_time')} AS "signUpTime"
             FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id JOIN dept s ON s.id = b.school_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id
            WHERE ${where} ORDER BY u.create_time DESC LIMIT ${sql.param(request.query.size)} OFFSET ${sql.param(offsetOf(request.query))}`,
          sql.args,
        ),
        db.query<{ total: string }>(
          `SELECT count(*) AS total FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id WHERE ${where}`,
          sql.args.slice(0, n),
        ),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, request.query));
    },
  );

  const homeList = (caller: BiddingCaller, query: z.infer<typeof HomeQuery>) =>
    listPage(db, caller, { ...query, title: '', category: '', biddingProgress: null, schoolId: undefined }, [1, 2, 3, 4, 5, 6, 7, 8]);
  app.get(
    `${base}/schoolHome/biddingList2`,
    { schema: { tags, summary: 'The tenderer’s five open tenders with the nearest deadline first (待办提醒)' } },
    async (request) => {
      const caller = asTenderer(await callerOf(ctx, request));
      return ok((await homeList(caller, { current: 1, size: 5 })).records);
    },
  );
  app.get(
    `${base}/schoolHome/biddingLists`,
    { schema: { tags, summary: 'The tenderer’s open tenders, nearest deadline first, paged (更多)', querystring: HomeQuery } },
    async (request) => ok(await homeList(asTenderer(await callerOf(ctx, request)), request.query)),
  );
}

const isTendererOrOverseer = (caller: BiddingCaller) =>
  caller.kind === 'staff' && ([...TENDERERS, ...BIDDING_OVERSEERS, ...BID_APPROVERS] as readonly string[]).includes(caller.actor.role);
