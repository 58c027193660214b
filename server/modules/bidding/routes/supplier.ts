// The supplier's bids (bidding/addBidding, detailedList, myBiddingList), its home lists and its price hints
// (docs/product-rules.md#bidding); signing up is in bidding-signup.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { asSupplier, type SupplierCaller, visibleTo } from '../caller.ts';
import { amount } from '../input.ts';
import { at, visibleBidding } from '../records.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { BID, NOT_FOUND, PROGRESS, quoteClosed, SHORT } from '../states.ts';
import { audit } from '../transition.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, optionalText, paging } from '../../../platform/http/fields.ts';
import { callerOf, whoIs } from '../request.ts';
import { amountFen, hundredthsOf, MAX_TOTAL_FEN, yuan, yuanOf } from '../../../platform/http/money.ts';
import { BidLines, GoodsPrice, SavedBid, SupplierTender } from '../answers.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';

const QuoteInput = z.object({
  biddingId: id('数据不存在'),
  submit: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .optional()
    .transform((value) => value === true || value === 'true'),
  lines: z
    .array(
      z.object({
        qingdanId: id('清单商品不存在'),
        unitPrice: amount('单价', 0.01, 9_999_999, '请输入单价'),
        brand: optionalText('品牌', 50),
        origin: optionalText('产地', 50),
      }),
      { error: '请填写报价' },
    )
    .min(1, '请填写报价')
    .max(200, '报价最多 200 项'),
});

export function biddingSupplierRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const bidding = '/api/rabbit-backendBidding/bidding';

  app.post(
    `${bidding}/addBidding`,
    {
      schema: {
        tags,
        summary:
          'A shortlisted supplier’s quote (投标): { biddingId, lines: [{ qingdanId, unitPrice, brand, origin }], submit } — 暂存 or 递交, until the opening',
        description: 'Button `bidding_quote`. A quote submitted again before the opening replaces the earlier one (audited).',
        body: QuoteInput,
        response: answers(SavedBid),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = asSupplier(await callerOf(ctx, request));
      await requireButton(db, claims, 'bidding_quote');
      const { biddingId, lines, submit } = request.body;
      const saved = await transaction(db, async (client) => {
        const tender = await visibleBidding(client, caller, biddingId, true);
        const { rows: signUps } = await client.query<{ id: string; short_status: number }>(
          sql`SELECT id::text, short_status FROM supplier_sign_up WHERE bidding_id = ${tender.id} AND supplier_id = ${caller.supplierId}`,
        );
        const signUpRow = signUps[0];
        if (caller.status !== 1) throw badRequest('供应商已被禁用，不能投标');
        if (!signUpRow || signUpRow.short_status !== SHORT.in || tender.progress < PROGRESS.quoting) throw badRequest('未入围，不能投标');
        if (tender.progress !== PROGRESS.quoting || tender.openingPassed) throw quoteClosed();
        // the quantities as whole hundredths and the caps in fen: every amount below is an integer
        const { rows: tenderLines } = await client.query<{ id: string; est_qty: string; max_price: string | null }>(
          sql`SELECT id::text, est_qty::text, max_price::text FROM bidding_line WHERE bidding_id = ${tender.id}`,
        );
        const byId = new Map(tenderLines.map((line) => [line.id, line]));
        if (lines.some((line) => !byId.has(line.qingdanId))) throw badRequest('清单商品不存在');
        if (new Set(lines.map((line) => line.qingdanId)).size !== lines.length) throw badRequest('报价中商品重复');
        if (submit && lines.length !== tenderLines.length) throw badRequest('请为全部清单商品报价');
        // each line's amount rounded half up to the fen, the total their sum (docs/product-rules.md#money)
        const amounts = lines.map((line) => amountFen(line.unitPrice, hundredthsOf(byId.get(line.qingdanId)!.est_qty)));
        const sum = amounts.reduce((total, each) => total + each, 0n);
        // the totals' column holds below a trillion yuan; a submitted quote of nothing would divide the price scores by zero
        if (sum > BigInt(MAX_TOTAL_FEN)) throw badRequest('报价总额过大，请核对单价');
        const total = Number(sum);
        if (submit && total <= 0) throw badRequest('报价总额须大于 0');
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO my_bidding (bidding_id, sign_up_id, supplier_id, status, total_amount, submit_time)
           VALUES (${tender.id}, ${signUpRow.id}, ${caller.supplierId}, ${submit ? BID.submitted : BID.draft}, ${total}, CASE WHEN ${submit} THEN app_now() END)
           ON CONFLICT (bidding_id, supplier_id) DO UPDATE SET status = EXCLUDED.status, total_amount = EXCLUDED.total_amount,
              submit_time = COALESCE(EXCLUDED.submit_time, my_bidding.submit_time), update_time = app_now(), version = my_bidding.version + 1
           RETURNING id::text`,
        );
        const myBiddingId = rows[0]!.id;
        await client.query(sql`DELETE FROM my_bidding_line WHERE my_bidding_id = ${myBiddingId}`);
        for (const [index, line] of lines.entries())
          await client.query(
            sql`INSERT INTO my_bidding_line (my_bidding_id, line_id, unit_price, amount, brand, origin) VALUES (${myBiddingId}, ${line.qingdanId}, ${line.unitPrice}, ${Number(amounts[index])}, ${line.brand}, ${line.origin})`,
          );
        await audit(client, whoIs(caller, request), {
          biddingId: tender.id,
          entity: 'myBidding',
          entityId: myBiddingId,
          action: submit ? 'quoteSubmitted' : 'quoteSaved',
        });
        const overCap = lines.filter((line) => {
          const cap = byId.get(line.qingdanId)!.max_price;
          return cap !== null && line.unitPrice > Number(cap);
        }).length;
        return { myBiddingId, totalAmount: yuan(total), status: submit ? BID.submitted : BID.draft, overCap };
      });
      return ok(saved);
    },
  );

  app.get(
    `${bidding}/detailedList`,
    {
      schema: {
        tags,
        summary: 'The lines of a bid (myBiddingId): its supplier at any time, others only after the opening',
        querystring: z.object({ myBiddingId: lookupId() }),
        response: unchecked(answers(BidLines)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { rows: found } = request.query.myBiddingId
        ? await db.query<{ bidding_id: string; supplier_id: string; opened: boolean; status: number; total: number }>(
            sql`SELECT m.bidding_id::text, m.supplier_id::text, b.opened_time IS NOT NULL AS opened, m.status, ${yuanOf('m.total_amount')} AS total
               FROM my_bidding m JOIN bidding b ON b.id = m.bidding_id WHERE m.id = ${request.query.myBiddingId}`,
          )
        : { rows: [] };
      const bid = found[0];
      await visibleBidding(db, caller, bid?.bidding_id);
      const own = caller.kind === 'supplier' && caller.supplierId === bid!.supplier_id;
      // another supplier's bid is as unknown as no bid: a 403 would confirm a competitor's
      if (caller.kind === 'supplier' && !own) throw notFound(NOT_FOUND);
      if (!own && !bid!.opened) throw badRequest('未开标，报价不可查看');
      const { rows } = await db.query(
        sql`SELECT l.id::text AS "qingdanId", l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.spec, l.unit, l.est_qty::float8 AS "estQty", ${yuanOf('l.max_price')} AS "maxPrice",
                ${yuanOf('ml.unit_price')} AS "unitPrice", ${yuanOf('ml.amount')} AS amount, ml.brand, ml.origin
           FROM bidding_line l LEFT JOIN my_bidding_line ml ON ml.line_id = l.id AND ml.my_bidding_id = ${request.query.myBiddingId} WHERE l.bidding_id = ${bid!.bidding_id} ORDER BY l.sort, l.id`,
      );
      return ok({ myBiddingId: request.query.myBiddingId, status: bid!.status, totalAmount: bid!.total, lines: rows });
    },
  );

  const MY_TABS = {
    signedUp: sql`true`,
    shortlisted: sql`u.short_status = ${SHORT.in}`,
    quoted: sql`m.status IN (${BID.submitted}, ${BID.won}, ${BID.lost})`,
    won: sql`m.status = ${BID.won}`,
    lost: sql`(m.status IN (${BID.lost}, ${BID.invalid}) OR u.short_status = ${SHORT.out})`,
  } as const;
  const MyQuery = z.object({
    ...paging(),
    tab: z.enum(['signedUp', 'shortlisted', 'quoted', 'won', 'lost'], { error: '标签不正确' }).optional().default('signedUp'),
  });

  const myList = async (caller: SupplierCaller, where: Sql, order: Sql, query: { current: number; size: number }) => {
    const filter = sql`${visibleTo(caller)} AND u.supplier_id = ${caller.supplierId} AND ${where}`;
    const [rows, total] = await Promise.all([
      db.query(
        sql`SELECT b.id::text AS "biddingId", b.title, b.bidding_no AS "biddingNo", s.dept_name AS "schoolName", b.bidding_progress AS "biddingProgress",
                ${at('b.opening_time')} AS "openingTime", GREATEST(0, floor(extract(epoch FROM b.opening_time - app_now())))::int AS "secondsToOpening",
                u.id::text AS "signUpId", u.short_status AS "shortStatus", u.review_reason AS "reviewReason", m.id::text AS "myBiddingId", m.status AS "myBiddingStatus",
                ${yuanOf('m.total_amount')} AS "totalAmount", ${at('u.create_time')} AS "signUpTime"
           FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id JOIN dept s ON s.id = b.school_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id
          WHERE ${filter} ORDER BY ${order} LIMIT ${query.size} OFFSET ${offsetOf(query)}`,
      ),
      db.query<{ total: string }>(
        sql`SELECT count(*) AS total FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id WHERE ${filter}`,
      ),
    ]);
    return pageOf(rows.rows, total.rows[0]!.total, query);
  };

  app.get(
    `${bidding}/myBiddingList`,
    {
      schema: {
        tags,
        summary: 'The supplier’s tenders by tab: signedUp, shortlisted, quoted, won, lost',
        querystring: MyQuery,
        response: answers(paged(SupplierTender)),
      },
    },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      return ok(await myList(caller, MY_TABS[request.query.tab], sql`u.create_time DESC, u.id DESC`, request.query));
    },
  );

  const SHORTLISTED_OPEN = sql`u.short_status = ${SHORT.in} AND b.bidding_progress IN (${PROGRESS.quoting}, ${PROGRESS.evaluating})`;
  app.get(
    `${bidding}/supplierHome/shortBiddingList`,
    { schema: { tags, summary: 'The supplier’s five shortlisted tenders, the nearest opening first', response: answers(z.array(SupplierTender)) } },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      return ok((await myList(caller, SHORTLISTED_OPEN, sql`b.opening_time, b.id`, { current: 1, size: 5 })).records);
    },
  );
  app.get(
    `${bidding}/supplierHome/shortBiddingLists`,
    {
      schema: {
        tags,
        summary: 'The supplier’s shortlisted tenders, the nearest opening first, paged (更多)',
        querystring: z.object({ ...paging(50) }),
        response: answers(paged(SupplierTender)),
      },
    },
    async (request) => ok(await myList(asSupplier(await callerOf(ctx, request)), SHORTLISTED_OPEN, sql`b.opening_time, b.id`, request.query)),
  );

  app.get(
    '/api/rabbit-liancan/schoolGoods/getGoodsList',
    {
      schema: {
        tags,
        summary: 'A supplier’s last quoted price of each goods item, as hints for quoting',
        querystring: z.object({ supplierId: lookupId() }),
        response: answers(z.array(GoodsPrice)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      // a supplier's own hints only: for staff these would be a competitor's unit prices, unopened bids included
      if (caller.kind !== 'supplier') throw forbidden();
      const { supplierId } = caller;
      const { rows } = await db.query(
        sql`SELECT DISTINCT ON (l.goods_code) l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.unit, ${yuanOf('ml.unit_price')} AS "lastPrice", ml.brand, ml.origin
           FROM my_bidding m JOIN my_bidding_line ml ON ml.my_bidding_id = m.id JOIN bidding_line l ON l.id = ml.line_id JOIN bidding b ON b.id = m.bidding_id
          WHERE m.supplier_id = ${supplierId} AND b.tenant_id = ${caller.tenantId} AND m.status <> ${sql.number(BID.draft)} ORDER BY l.goods_code, m.update_time DESC`,
      );
      return ok(rows);
    },
  );
}
