// 招标 (/api/rabbit-backendBidding/bidding/…): what a tender reads — its lists, detail, form, lines, notices, record,
// opening record and result (server/modules/bidding/, docs/product-rules.md#bidding). The commands that move it are in
// bidding-commands.ts, the supplier's side in bidding-supplier.ts, scoring in bidding-evaluation.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { allows } from '../../../platform/access/policy.ts';
import { approverDepts, approverPage } from '../approvers.ts';
import { asTenderer, biddingCaller, isApprover, visibleTo, type BiddingCaller } from '../caller.ts';
import { ListQuery } from '../input.ts';
import { openingRecord } from '../opening.ts';
import { at, DETAIL, LINES, SUMMARY, visibleBidding } from '../records.ts';
import { callerOf } from '../request.ts';
import { sql } from '../../../platform/db/sql.ts';
import { toScoreWhere } from '../todo.ts';
import { BID, EDITABLE, PROGRESS } from '../states.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf, optionalId, optionalText, paging, whole } from '../../../platform/http/fields.ts';
import { yuanOf } from '../../../platform/http/money.ts';
import {
  Approver,
  ApproverDept,
  AuditEntry,
  Notice,
  NoticeWithTender,
  OpenedBid,
  SupplierHistory,
  Tender,
  TenderForCaller,
  TenderLine,
  TenderResult,
  TenderSummary,
} from '../answers.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';

/** The next deadline of a tender, for the home lists: sign-up end, opening, publicity end. */
const NEXT_DEADLINE = sql`CASE b.bidding_progress WHEN 3 THEN b.sign_up_end WHEN 4 THEN b.opening_time WHEN 5 THEN b.opening_time WHEN 8 THEN b.publicity_end END`;

async function listPage(db: Queryable, caller: BiddingCaller, query: z.infer<typeof ListQuery>, progressIn?: readonly number[]) {
  const where = [visibleTo(caller)];
  if (query.title) where.push(sql`b.title ILIKE ${containing(query.title)}`);
  if (query.category) where.push(sql`b.category = ${query.category}`);
  if (query.biddingProgress !== null) where.push(sql`b.bidding_progress = ${query.biddingProgress}`);
  if (query.schoolId) where.push(sql`b.school_id = ${query.schoolId}`);
  if (query.toScore) where.push(toScoreWhere(caller));
  if (progressIn) where.push(sql`b.bidding_progress = ANY(${progressIn}::smallint[])`);
  const filter = sql.join(where, ' AND ');
  const [rows, total] = await Promise.all([
    db.query(
      sql`${SUMMARY} WHERE ${filter} ORDER BY ${progressIn ? sql`${NEXT_DEADLINE} ASC NULLS LAST,` : sql.empty} b.create_time DESC, b.id DESC LIMIT ${query.size} OFFSET ${offsetOf(query)}`,
    ),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM bidding b WHERE ${filter}`),
  ]);
  return pageOf(rows.rows, total.rows[0]!.total, query);
}

const ById = z.object({ id: lookupId() });
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

  app.get(
    `${base}/list`,
    { schema: { tags, summary: 'The tenders the caller runs (or may see), newest first', querystring: ListQuery, response: answers(paged(TenderSummary)) } },
    async (request) => ok(await listPage(db, await callerOf(ctx, request), request.query)),
  );

  app.get(
    `${base}/allList`,
    {
      schema: {
        tags,
        summary: 'The tenders of one state the caller may see: approvers 1, the suppliers’ hall 3, experts 6; every state when absent',
        querystring: ListQuery,
        response: answers(paged(TenderSummary)),
      },
    },
    async (request) => ok(await listPage(db, await callerOf(ctx, request), request.query)),
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'The whole tender with its goods lines; a supplier also gets its own sign-up and bid',
        querystring: ById,
        response: unchecked(answers(TenderForCaller)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { id } = await visibleBidding(db, caller, request.query.id);
      const record = (await db.query<Record<string, unknown>>(sql`${DETAIL} WHERE b.id = ${id}`)).rows[0]!;
      const lines = (await db.query(LINES(id))).rows;
      let mine = {};
      if (caller.kind === 'supplier') {
        const { rows } = await db.query(
          sql`SELECT u.id::text AS "signUpId", u.short_status AS "shortStatus", u.review_reason AS "reviewReason", m.id::text AS "myBiddingId", m.status AS "myBiddingStatus"
           FROM supplier_sign_up u LEFT JOIN my_bidding m ON m.sign_up_id = u.id WHERE u.bidding_id = ${id} AND u.supplier_id = ${caller.supplierId}`,
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
    { schema: { tags, summary: 'The tender’s form, for editing (a draft or a rejected tender)', querystring: ById, response: answers(Tender) } },
    async (request) => {
      const caller = asTenderer(await callerOf(ctx, request));
      const { id, progress } = await visibleBidding(db, caller, request.query.id);
      if (!EDITABLE.includes(progress as 0 | 2)) throw badRequest('只有草稿或已驳回的招标可以修改');
      const record = (await db.query(sql`${DETAIL} WHERE b.id = ${id}`)).rows[0];
      return ok({ ...record, lines: (await db.query(LINES(id))).rows });
    },
  );

  app.get(
    `${base}/biddingQingdangById`,
    { schema: { tags, summary: 'The goods lines (清单) of a tender', querystring: ById, response: answers(z.array(TenderLine)) } },
    async (request) => {
      const { id } = await visibleBidding(db, await callerOf(ctx, request), request.query.id);
      return ok((await db.query(LINES(id))).rows);
    },
  );

  app.get(
    `${base}/getBiddingNoticList1`,
    {
      schema: {
        tags,
        summary: 'The notices a tender published, oldest first',
        querystring: z.object({ biddingId: lookupId() }),
        response: answers(z.array(Notice)),
      },
    },
    async (request) => {
      const { id } = await visibleBidding(db, await callerOf(ctx, request), request.query.biddingId);
      const { rows } = await db.query(
        sql`SELECT id::text, type, title, content, ${at('publish_time')} AS "publishTime", ${at('end_time')} AS "endTime" FROM bidding_notice WHERE bidding_id = ${id} ORDER BY publish_time, id`,
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
        response: answers(paged(NoticeWithTender)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { type, title } = request.query;
      const where = [visibleTo(caller)];
      if (type) where.push(sql`n.type = ${type}`);
      if (title) where.push(sql`n.title ILIKE ${containing(title)}`);
      const filter = sql.join(where, ' AND ');
      const from = sql`FROM bidding_notice n JOIN bidding b ON b.id = n.bidding_id`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT n.id::text, n.type, n.title, n.content, ${at('n.publish_time')} AS "publishTime", ${at('n.end_time')} AS "endTime",
                  b.id::text AS "biddingId", b.title AS "biddingTitle", b.bidding_no AS "biddingNo", s.dept_name AS "schoolName"
             ${from} JOIN dept s ON s.id = b.school_id
            WHERE ${filter} ORDER BY n.publish_time DESC, n.id DESC LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total ${from} WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${base}/auditList`,
    {
      schema: {
        tags,
        summary:
          'The tender’s operation record (操作记录), oldest first; a score sheet’s row names its expert (expertName) and whether someone else entered it (onBehalf); not for suppliers',
        querystring: z.object({ biddingId: lookupId() }),
        response: answers(z.array(AuditEntry)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const { id } = await visibleBidding(db, caller, request.query.biddingId);
      const { rows } = await db.query(
        // a score sheet names its expert; one entered by someone else (a clerk from the signed paper form) says for whom
        sql`SELECT a.id::text, a.entity, a.entity_id::text AS "entityId", a.action, a.from_progress AS "fromProgress", a.to_progress AS "toProgress", a.opinion,
                a.user_kind AS "userKind", a.user_name AS "userName", ${at('a.create_time')} AS "createTime", x.name AS "expertName",
                (x.id IS NOT NULL AND a.user_id IS DISTINCT FROM x.user_id) AS "onBehalf"
           FROM bidding_audit a LEFT JOIN expert x ON a.entity = 'evaluation' AND x.id = a.entity_id
          WHERE a.bidding_id = ${id} ORDER BY a.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/approvers`,
    {
      schema: {
        tags,
        summary:
          'A page of the bid approvers (role approvebid) a tenderer may name for a tender: its own department’s, the departments’ above it (a school’s bureau) and below it, nearest first; optional deptId (one of approverDepts) and realName contains',
        querystring: z.object({ ...paging(100), deptId: optionalId('机构不正确'), realName: optionalText('姓名', 50) }),
        response: answers(paged(Approver)),
      },
    },
    async (request) => {
      const caller = asTenderer(await callerOf(ctx, request));
      const { deptId, realName, ...page } = request.query;
      const { rows, total } = await approverPage(db, caller.actor, { deptId, realName, ...page });
      return ok(pageOf(rows, total, page));
    },
  );

  app.get(
    `${base}/approverDepts`,
    {
      schema: {
        tags,
        summary: 'The departments of the tenderer’s reach that hold bid approvers, nearest first: [{ id, deptName, approvers }]',
        response: answers(z.array(ApproverDept)),
      },
    },
    async (request) => ok(await approverDepts(db, asTenderer(await callerOf(ctx, request)).actor)),
  );

  app.get(
    `${base}/isApprovor`,
    {
      schema: {
        tags,
        summary: 'Whether the caller is a bid approver (of the role and department given, when given) — the 招标审核 menu shows only then',
        querystring: z.object({ roleId: optionalId('角色不正确'), deptId: optionalId('机构不正确') }),
        response: answers(z.boolean()),
      },
    },
    async (request) => {
      const caller = await biddingCaller(db, await authenticate(ctx, request));
      const { roleId, deptId } = request.query;
      return ok(isApprover(caller) && (!roleId || roleId === caller.actor.roleId) && (!deptId || deptId === caller.actor.deptId));
    },
  );

  app.get(
    `${base}/getOpenBiddingList`,
    {
      schema: {
        tags,
        summary: 'The opening record (唱标) after opening: of one bid (myBiddingId) or of every bid of a tender (biddingId)',
        querystring: z.object({ myBiddingId: lookupId(), biddingId: lookupId() }),
        response: answers(z.array(OpenedBid)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { myBiddingId, biddingId } = request.query;
      const found = myBiddingId ? await db.query<{ bidding_id: string }>(sql`SELECT bidding_id::text FROM my_bidding WHERE id = ${myBiddingId}`) : { rows: [] };
      const bidding = await visibleBidding(db, caller, biddingId ?? found.rows[0]?.bidding_id);
      const record = await openingRecord(db, bidding.id);
      if (!record.opened) throw badRequest('未开标，报价不可查看');
      return ok(myBiddingId ? record.bids.filter((bid) => bid.myBiddingId === myBiddingId) : record.bids);
    },
  );

  app.get(
    `${base}/getSuccessfulBidding`,
    {
      schema: {
        tags,
        summary: 'The result: the ranked valid bids, the winners and, once completed, the supply catalogue',
        querystring: ById,
        response: answers(TenderResult),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const bidding = await visibleBidding(db, caller, request.query.id);
      if (bidding.progress < PROGRESS.awaitingAward || bidding.progress === PROGRESS.terminated) throw badRequest('评标尚未完成');
      if (caller.kind === 'supplier' && bidding.progress < PROGRESS.publicity) throw badRequest('评标尚未完成');
      const { rows: bids } = await db.query(
        sql`SELECT m.id::text AS "myBiddingId", c.supplier_name AS "supplierName", ${yuanOf('m.total_amount')} AS "totalAmount", m.price_score::float8 AS "priceScore",
                m.total_score::float8 AS "totalScore", m.rank, m.status
           FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id
          WHERE m.bidding_id = ${bidding.id} AND m.rank IS NOT NULL AND (${caller.kind === 'staff'}::boolean OR m.status = ${sql.number(BID.won)}) ORDER BY m.rank`,
      );
      const { rows: catalogue } = await db.query(
        sql`SELECT id::text, goods_code AS "goodsCode", goods_name AS "goodsName", unit, ${yuanOf('price')} AS price, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
                to_char(valid_to, 'YYYY-MM-DD') AS "validTo" FROM bidding_commodity WHERE bidding_id = ${bidding.id} AND is_deleted = 0 ORDER BY goods_code`,
      );
      const { rows: winners } = await db.query<{ ids: string[] }>(sql`SELECT winner_ids::text[] AS ids FROM bidding WHERE id = ${bidding.id}`);
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
        response: answers(paged(SupplierHistory)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const supplierId = caller.kind === 'supplier' ? caller.supplierId : request.query.supplierId;
      if (caller.kind === 'staff' && !isTendererOrOverseer(caller)) throw forbidden();
      const where = sql`${visibleTo(caller)} AND u.supplier_id = ${supplierId ?? '0'}`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT b.id::text AS "biddingId", b.title, b.bidding_no AS "biddingNo", s.dept_name AS "schoolName", b.bidding_progress AS "biddingProgress",
                  u.short_status AS "shortStatus",
                  -- a bid's state and amount are the supplier's own until the opening: staff see them from then on
                  CASE WHEN ${caller.kind === 'supplier'}::boolean OR b.opened_time IS NOT NULL THEN m.status END AS "myBiddingStatus",
                  CASE WHEN ${caller.kind === 'supplier'}::boolean OR b.opened_time IS NOT NULL THEN ${yuanOf('m.total_amount')} END AS "totalAmount",
                  m.rank, ${at('u.create_time')} AS "signUpTime"
             FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id JOIN dept s ON s.id = b.school_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id
            WHERE ${where} ORDER BY u.create_time DESC LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, request.query));
    },
  );

  const homeList = (caller: BiddingCaller, query: z.infer<typeof HomeQuery>) =>
    listPage(db, caller, { ...query, title: '', category: '', biddingProgress: null, schoolId: undefined, toScore: false }, [1, 2, 3, 4, 5, 6, 7, 8]);
  app.get(
    `${base}/schoolHome/biddingList2`,
    { schema: { tags, summary: 'The tenderer’s five open tenders with the nearest deadline first (待办提醒)', response: answers(z.array(TenderSummary)) } },
    async (request) => {
      const caller = asTenderer(await callerOf(ctx, request));
      return ok((await homeList(caller, { current: 1, size: 5 })).records);
    },
  );
  app.get(
    `${base}/schoolHome/biddingLists`,
    {
      schema: {
        tags,
        summary: 'The tenderer’s open tenders, nearest deadline first, paged (更多)',
        querystring: HomeQuery,
        response: answers(paged(TenderSummary)),
      },
    },
    async (request) => ok(await homeList(asTenderer(await callerOf(ctx, request)), request.query)),
  );
}

const isTendererOrOverseer = (caller: BiddingCaller) => caller.kind === 'staff' && allows('bidding.supplierHistory', caller.actor.role);
