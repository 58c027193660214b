// The supplier's side of a tender and its review: sign-up (/api/rabbit-signUp/supplierSignUp/…), the review of
// sign-ups and the shortlist, quotes (bidding/addBidding, detailedList, myBiddingList) and the supplier's home
// lists (docs/product-rules.md#bidding).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../auth/guard.ts';
import { requireButton } from '../auth/buttons.ts';
import { asTenderer, isTenderer, type BiddingCaller, type SupplierCaller, visibleTo } from '../bidding/caller.ts';
import { money, ReviewInput } from '../bidding/input.ts';
import { at, visibleBidding } from '../bidding/records.ts';
import { Sql } from '../bidding/sql.ts';
import { BID, PROGRESS, SHORT } from '../bidding/states.ts';
import { audit } from '../bidding/transition.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../crud/errors.ts';
import { pageOf } from '../crud/request.ts';
import { transaction } from '../db/database.ts';
import { badRequest, forbidden, ok } from '../http/envelope.ts';
import { id, lookupId, offsetOf, optionalText, paging, phone, text } from '../http/fields.ts';
import { missingDocuments, snapshotDocuments } from '../supplier/qualifications.ts';
import { callerOf, whoIs } from './bidding.ts';

const asSupplier = (caller: BiddingCaller): SupplierCaller => {
  if (caller.kind !== 'supplier') throw forbidden();
  return caller;
};

const SignUpQuery = z.object({
  contactsName: text('请输入联系人', 20),
  mobile: phone('请输入联系电话'),
  coldStorageArea: optionalText('冷库面积', 10),
  vehicles: optionalText('配送车辆数', 10),
  distanceKm: optionalText('距学校距离', 10),
  minutes: optionalText('送达时间', 10),
});

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
        unitPrice: money('单价', 0.01, 9_999_999, '请输入单价'),
        brand: optionalText('品牌', 50),
        origin: optionalText('产地', 50),
      }),
      { error: '请填写报价' },
    )
    .min(1, '请填写报价')
    .max(200, '报价最多 200 项'),
});

const SIGN_UP = `
  SELECT u.id::text, u.bidding_id::text AS "biddingId", u.short_id::text AS "shortId", u.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         u.contacts_name AS "contactsName", u.mobile, u.short_status AS "shortStatus", u.review_reason AS "reviewReason", ${at('u.create_time')} AS "signUpTime",
         u.docs, u.shop, c.status AS "supplierStatus"
    FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id`;

export function biddingSupplierRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const signUp = '/api/rabbit-signUp/supplierSignUp';
  const bidding = '/api/rabbit-backendBidding/bidding';

  /** The sign-up if the caller may read it: the supplier its own, staff those of tenders they see. */
  async function visibleSignUp(caller: BiddingCaller, signUpId: string | undefined) {
    const { rows } = signUpId
      ? await db.query<{ bidding_id: string; supplier_id: string }>('SELECT bidding_id::text, supplier_id::text FROM supplier_sign_up WHERE id = $1', [
          signUpId,
        ])
      : { rows: [] };
    const found = rows[0];
    const bid = await visibleBidding(db, caller, found?.bidding_id);
    if (caller.kind === 'supplier' && found!.supplier_id !== caller.supplierId) throw forbidden();
    return { biddingId: bid.id, supplyStart: bid.supplyStart, signUpId: signUpId! };
  }

  app.get(
    `${signUp}/supplierUser`,
    { schema: { tags, summary: 'What the sign-up form is pre-filled with: the company, its contact and its documents on file' } },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      const { rows } = await db.query<{ contactsName: string; mobile: string }>(
        `SELECT c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.status FROM supplier_company c WHERE c.id = $1`,
        [caller.supplierId],
      );
      return ok({ ...rows[0], supplierId: caller.supplierId, documents: await snapshotDocuments(db, caller.supplierId, [1, 2, 3, 4, 5, 6]) });
    },
  );

  app.get(
    `${signUp}/singUp/:id`,
    {
      schema: {
        tags,
        summary: 'Signs the supplier up for tender :id (a GET that acts, as the contract has it), with its contact and shop',
        description:
          'Button `bidding_signup`. Refused: not approved, outside the window (报名尚未开始 / 报名已截止), twice (已报名), documents missing or expired.',
        params: z.object({ id: id('数据不存在') }),
        querystring: SignUpQuery,
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = asSupplier(await callerOf(ctx, request));
      await requireButton(db, claims, 'bidding_signup');
      if (caller.status === 0) throw badRequest('供应商尚未通过审核，不能报名');
      if (caller.status !== 1) throw badRequest('供应商已被禁用，不能报名');
      const { contactsName, mobile, ...shop } = request.query;
      const saved = await transaction(db, async (client) => {
        const tender = await visibleBidding(client, caller, request.params.id, true);
        const { rows: window } = await client.query<{ before: boolean }>('SELECT app_now() < sign_up_start AS before FROM bidding WHERE id = $1', [tender.id]);
        if (tender.progress !== PROGRESS.signUp) throw badRequest(tender.progress < PROGRESS.signUp ? '报名尚未开始' : '报名已截止');
        if (window[0]!.before) throw badRequest('报名尚未开始');
        if (!tender.signUpOpen) throw badRequest('报名已截止');
        const mine = await client.query('SELECT 1 FROM supplier_sign_up WHERE bidding_id = $1 AND supplier_id = $2', [tender.id, caller.supplierId]);
        if (mine.rows.length) throw badRequest('已报名');
        const missing = await missingDocuments(client, caller.supplierId, tender.requiredDocTypes, tender.supplyStart);
        if (missing.length)
          throw badRequest(`资质证照不全或已过期：${missing.map((doc) => `${doc.name}（${doc.reason === 'expired' ? '已过期' : '未上传'}）`).join('、')}`);
        const docs = await snapshotDocuments(client, caller.supplierId, tender.requiredDocTypes);
        try {
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO supplier_sign_up (tenant_id, bidding_id, short_id, supplier_id, account_id, contacts_name, mobile, docs, shop)
             SELECT $1, $2, s.id, $3, $4, $5, $6, $7::jsonb, $8::jsonb FROM bidding_shortlist s WHERE s.bidding_id = $2 RETURNING id::text`,
            [caller.tenantId, tender.id, caller.supplierId, caller.accountId, contactsName, mobile, JSON.stringify(docs), JSON.stringify(shop)],
          );
          await audit(client, whoIs(caller, request), { biddingId: tender.id, entity: 'signUp', entityId: rows[0]!.id, action: 'signedUp' });
          return rows[0]!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest('已报名');
          throw error;
        }
      });
      return ok((await db.query(`${SIGN_UP} WHERE u.id = $1`, [saved])).rows[0]);
    },
  );

  app.get(
    `${signUp}/shortList`,
    { schema: { tags, summary: 'The sign-ups of a shortlist (shortId) with their review status', querystring: z.object({ shortId: lookupId() }) } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const { rows: found } = request.query.shortId
        ? await db.query<{ bidding_id: string }>('SELECT bidding_id::text FROM bidding_shortlist WHERE id = $1', [request.query.shortId])
        : { rows: [] };
      const tender = await visibleBidding(db, caller, found[0]?.bidding_id);
      const { rows } = await db.query<{ docs: { expireDate: string | null }[] }>(`${SIGN_UP} WHERE u.bidding_id = $1 ORDER BY u.create_time, u.id`, [
        tender.id,
      ]);
      return ok(rows.map((row) => ({ ...row, expiredDocs: row.docs.filter((doc) => doc.expireDate !== null && doc.expireDate < tender.supplyStart).length })));
    },
  );

  app.post(
    `${signUp}/updateShortStatus`,
    {
      schema: {
        tags,
        summary: 'Reviews sign-ups during 资格审查: { ids, shortStatus 1 入围 | 2 未入围, reason (required for 未入围) }',
        description: 'Button `bidding_shortlist`; the sign-ups of one tender.',
        body: ReviewInput,
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_shortlist');
      const caller = asTenderer(await callerOf(ctx, request));
      const { ids: signUpIds, shortStatus, reason } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ bidding_id: string }>('SELECT DISTINCT bidding_id::text FROM supplier_sign_up WHERE id = ANY($1::bigint[])', [
          signUpIds,
        ]);
        if (rows.length !== 1) throw badRequest('请选择同一招标的报名记录');
        const tender = await visibleBidding(client, caller, rows[0]!.bidding_id, true);
        if (tender.progress !== PROGRESS.review) throw badRequest('只能在资格审查阶段审查报名');
        const updated = await client.query<{ id: string }>(
          `UPDATE supplier_sign_up SET short_status = $2, review_reason = $3, review_user = $4, review_time = now() WHERE id = ANY($1::bigint[]) RETURNING id::text`,
          [signUpIds, shortStatus, shortStatus === SHORT.out ? reason : '', caller.actor.userId],
        );
        if (updated.rows.length !== signUpIds.length) throw badRequest('报名记录不存在');
        for (const row of updated.rows)
          await audit(client, whoIs(caller, request), {
            biddingId: tender.id,
            entity: 'signUp',
            entityId: row.id,
            action: shortStatus === SHORT.in ? 'shortlisted' : 'notShortlisted',
            opinion: shortStatus === SHORT.out ? reason : '',
          });
      });
      return ok(null);
    },
  );

  app.get(
    `${signUp}/dict/:code`,
    {
      schema: {
        tags,
        summary: 'A dictionary the sign-up screens read (short_status, qualification_type, …)',
        params: z.object({ code: text('请输入字典编码', 40) }),
      },
    },
    async (request) => {
      const { rows } = await db.query(
        `SELECT d.dict_key AS "dictKey", d.dict_value AS "dictValue" FROM dict d JOIN dict p ON p.id = d.parent_id AND p.parent_id = 0
          WHERE p.code = $1 AND d.is_deleted = 0 AND p.is_deleted = 0 ORDER BY d.sort, d.id`,
        [request.params.code],
      );
      return ok(rows);
    },
  );

  for (const [path, summary, column] of [
    ['supplierInformation', 'The company of a sign-up (id: signUpId), as it signed up', 'company'],
    ['getShopInformation', 'The shop of a sign-up (id: signUpId): cold store, vehicles, distance and time to the school', 'shop'],
    [
      'qualificationInformation',
      'The documents of a sign-up (id: signUpId), as they stood at sign-up, with those expiring before supply starts marked',
      'docs',
    ],
  ] as const) {
    app.get(`${bidding}/${path}`, { schema: { tags, summary, querystring: z.object({ id: lookupId() }) } }, async (request) => {
      const caller = await callerOf(ctx, request);
      const { signUpId, supplyStart } = await visibleSignUp(caller, request.query.id);
      const { rows } = await db.query<{ docs: { expireDate: string | null }[]; shop: unknown; company: unknown }>(
        `SELECT u.docs, u.shop, json_build_object('supplierId', c.id::text, 'supplierName', c.supplier_name, 'creditCode', c.credit_code, 'address', c.address,
                'legalPerson', c.legal_person, 'contactsName', u.contacts_name, 'mobile', u.mobile) AS company
           FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id WHERE u.id = $1`,
        [signUpId],
      );
      const row = rows[0]!;
      if (column === 'docs') return ok(row.docs.map((doc) => ({ ...doc, expired: doc.expireDate !== null && doc.expireDate < supplyStart })));
      return ok(row[column]);
    });
  }

  app.post(
    `${bidding}/addBidding`,
    {
      schema: {
        tags,
        summary:
          'A shortlisted supplier’s quote (投标): { biddingId, lines: [{ qingdanId, unitPrice, brand, origin }], submit } — 暂存 or 递交, until the opening',
        description: 'Button `bidding_quote`. A quote submitted again before the opening replaces the earlier one (audited).',
        body: QuoteInput,
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
          'SELECT id::text, short_status FROM supplier_sign_up WHERE bidding_id = $1 AND supplier_id = $2',
          [tender.id, caller.supplierId],
        );
        const signUpRow = signUps[0];
        if (!signUpRow || signUpRow.short_status !== SHORT.in || tender.progress < PROGRESS.quoting) throw badRequest('未入围，不能投标');
        if (tender.progress !== PROGRESS.quoting || tender.openingPassed) throw badRequest('已过投标截止时间');
        const { rows: tenderLines } = await client.query<{ id: string; est_qty: string; max_price: string | null }>(
          'SELECT id::text, est_qty, max_price FROM bidding_line WHERE bidding_id = $1',
          [tender.id],
        );
        const byId = new Map(tenderLines.map((line) => [line.id, line]));
        if (lines.some((line) => !byId.has(line.qingdanId))) throw badRequest('清单商品不存在');
        if (new Set(lines.map((line) => line.qingdanId)).size !== lines.length) throw badRequest('报价中商品重复');
        if (submit && lines.length !== tenderLines.length) throw badRequest('请为全部清单商品报价');
        const total = lines.reduce((sum, line) => sum + Math.round(line.unitPrice * Number(byId.get(line.qingdanId)!.est_qty) * 100), 0) / 100;
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO my_bidding (bidding_id, sign_up_id, supplier_id, status, total_amount, submit_time)
           VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
           ON CONFLICT (bidding_id, supplier_id) DO UPDATE SET status = EXCLUDED.status, total_amount = EXCLUDED.total_amount,
              submit_time = COALESCE(EXCLUDED.submit_time, my_bidding.submit_time), update_time = now(), version = my_bidding.version + 1
           RETURNING id::text`,
          [tender.id, signUpRow.id, caller.supplierId, submit ? BID.submitted : BID.draft, total, submit],
        );
        const myBiddingId = rows[0]!.id;
        await client.query('DELETE FROM my_bidding_line WHERE my_bidding_id = $1', [myBiddingId]);
        for (const line of lines)
          await client.query('INSERT INTO my_bidding_line (my_bidding_id, line_id, unit_price, amount, brand, origin) VALUES ($1, $2, $3, $4, $5, $6)', [
            myBiddingId,
            line.qingdanId,
            line.unitPrice,
            Math.round(line.unitPrice * Number(byId.get(line.qingdanId)!.est_qty) * 100) / 100,
            line.brand,
            line.origin,
          ]);
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
        return { myBiddingId, totalAmount: total, status: submit ? BID.submitted : BID.draft, overCap };
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
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { rows: found } = request.query.myBiddingId
        ? await db.query<{ bidding_id: string; supplier_id: string; opened: boolean; status: number; total: number }>(
            `SELECT m.bidding_id::text, m.supplier_id::text, b.opened_time IS NOT NULL AS opened, m.status, m.total_amount::float8 AS total
               FROM my_bidding m JOIN bidding b ON b.id = m.bidding_id WHERE m.id = $1`,
            [request.query.myBiddingId],
          )
        : { rows: [] };
      const bid = found[0];
      await visibleBidding(db, caller, bid?.bidding_id);
      const own = caller.kind === 'supplier' && caller.supplierId === bid!.supplier_id;
      if (caller.kind === 'supplier' && !own) throw forbidden();
      if (!own && !bid!.opened) throw badRequest('未开标，报价不可查看');
      const { rows } = await db.query(
        `SELECT l.id::text AS "qingdanId", l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.spec, l.unit, l.est_qty::float8 AS "estQty", l.max_price::float8 AS "maxPrice",
                ml.unit_price::float8 AS "unitPrice", ml.amount::float8 AS amount, ml.brand, ml.origin
           FROM bidding_line l LEFT JOIN my_bidding_line ml ON ml.line_id = l.id AND ml.my_bidding_id = $2 WHERE l.bidding_id = $1 ORDER BY l.sort, l.id`,
        [bid!.bidding_id, request.query.myBiddingId],
      );
      return ok({ myBiddingId: request.query.myBiddingId, status: bid!.status, totalAmount: bid!.total, lines: rows });
    },
  );

  const MY_TABS = {
    signedUp: 'true',
    shortlisted: `u.short_status = ${SHORT.in}`,
    quoted: `m.status IN (${BID.submitted}, ${BID.won}, ${BID.lost})`,
    won: `m.status = ${BID.won}`,
    lost: `(m.status IN (${BID.lost}, ${BID.invalid}) OR u.short_status = ${SHORT.out})`,
  } as const;
  const MyQuery = z.object({
    ...paging(),
    tab: z.enum(['signedUp', 'shortlisted', 'quoted', 'won', 'lost'], { error: '标签不正确' }).optional().default('signedUp'),
  });

  const myList = async (caller: SupplierCaller, where: string, order: string, query: { current: number; size: number }) => {
    const sql = new Sql();
    const filter = `${visibleTo(caller, sql)} AND u.supplier_id = ${sql.param(caller.supplierId)} AND ${where}`;
    const n = sql.args.length;
    const [rows, total] = await Promise.all([
      db.query(
        `SELECT b.id::text AS "biddingId", b.title, b.bidding_no AS "biddingNo", s.dept_name AS "schoolName", b.bidding_progress AS "biddingProgress",
                ${at('b.opening_time')} AS "openingTime", GREATEST(0, floor(extract(epoch FROM b.opening_time - app_now())))::int AS "secondsToOpening",
                u.id::text AS "signUpId", u.short_status AS "shortStatus", u.review_reason AS "reviewReason", m.id::text AS "myBiddingId", m.status AS "myBiddingStatus",
                m.total_amount::float8 AS "totalAmount", ${at('u.create_time')} AS "signUpTime"
           FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id JOIN dept s ON s.id = b.school_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id
          WHERE ${filter} ORDER BY ${order} LIMIT ${sql.param(query.size)} OFFSET ${sql.param(offsetOf(query))}`,
        sql.args,
      ),
      db.query<{ total: string }>(
        `SELECT count(*) AS total FROM supplier_sign_up u JOIN bidding b ON b.id = u.bidding_id LEFT JOIN my_bidding m ON m.sign_up_id = u.id WHERE ${filter}`,
        sql.args.slice(0, n),
      ),
    ]);
    return pageOf(rows.rows, total.rows[0]!.total, query);
  };

  app.get(
    `${bidding}/myBiddingList`,
    { schema: { tags, summary: 'The supplier’s tenders by tab: signedUp, shortlisted, quoted, won, lost', querystring: MyQuery } },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      return ok(await myList(caller, MY_TABS[request.query.tab], 'u.create_time DESC, u.id DESC', request.query));
    },
  );

  const SHORTLISTED_OPEN = `u.short_status = ${SHORT.in} AND b.bidding_progress IN (${PROGRESS.quoting}, ${PROGRESS.evaluating})`;
  app.get(
    `${bidding}/supplierHome/shortBiddingList`,
    { schema: { tags, summary: 'The supplier’s five shortlisted tenders, the nearest opening first' } },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      return ok((await myList(caller, SHORTLISTED_OPEN, 'b.opening_time, b.id', { current: 1, size: 5 })).records);
    },
  );
  app.get(
    `${bidding}/supplierHome/shortBiddingLists`,
    { schema: { tags, summary: 'The supplier’s shortlisted tenders, the nearest opening first, paged (更多)', querystring: z.object({ ...paging(50) }) } },
    async (request) => ok(await myList(asSupplier(await callerOf(ctx, request)), SHORTLISTED_OPEN, 'b.opening_time, b.id', request.query)),
  );

  app.get(
    '/api/rabbit-liancan/schoolGoods/getGoodsList',
    { schema: { tags, summary: 'A supplier’s last quoted price of each goods item, as hints for quoting', querystring: z.object({ supplierId: lookupId() }) } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const supplierId = caller.kind === 'supplier' ? caller.supplierId : request.query.supplierId;
      if (caller.kind === 'staff' && !isTenderer(caller)) throw forbidden();
      const { rows } = await db.query(
        `SELECT DISTINCT ON (l.goods_code) l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.unit, ml.unit_price::float8 AS "lastPrice", ml.brand, ml.origin
           FROM my_bidding m JOIN my_bidding_line ml ON ml.my_bidding_id = m.id JOIN bidding_line l ON l.id = ml.line_id JOIN bidding b ON b.id = m.bidding_id
          WHERE m.supplier_id = $1 AND b.tenant_id = $2 AND m.status <> ${BID.draft} ORDER BY l.goods_code, m.update_time DESC`,
        [supplierId ?? '0', caller.tenantId],
      );
      return ok(rows);
    },
  );
}
