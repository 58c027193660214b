// Sign-up and its review (/api/rabbit-signUp/supplierSignUp/…, and the review tabs' reads under bidding/): a supplier
// signs up with its contact, shop and documents (kept as they were), the tenderer reviews the sign-ups during 资格审查
// (docs/product-rules.md#bidding).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { asSupplier, asTenderer, type BiddingCaller } from '../caller.ts';
import { ReviewInput } from '../input.ts';
import { at, visibleBidding } from '../records.ts';
import { callerOf, whoIs } from '../request.ts';
import { NOT_FOUND, PROGRESS, SHORT } from '../states.ts';
import { audit } from '../transition.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { isUniqueViolation } from '../../../platform/http/crud-errors.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, unchecked } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, optionalText, phone, text } from '../../../platform/http/fields.ts';
import { missingDocuments, snapshotDocuments } from '../../supplier/index.ts';
import { sql } from '../../../platform/db/sql.ts';
import { DictPair, DocumentSnapshot, ShortListed, SignUp, SignUpCompany, SignUpForm } from '../answers.ts';

const SignUpQuery = z.object({
  contactsName: text('请输入联系人', 20),
  mobile: phone('请输入联系电话'),
  coldStorageArea: optionalText('冷库面积', 10),
  vehicles: optionalText('配送车辆数', 10),
  distanceKm: optionalText('距学校距离', 10),
  minutes: optionalText('送达时间', 10),
});

const SIGN_UP = sql`
  SELECT u.id::text, u.bidding_id::text AS "biddingId", u.short_id::text AS "shortId", u.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         u.contacts_name AS "contactsName", u.mobile, u.short_status AS "shortStatus", u.review_reason AS "reviewReason", ${at('u.create_time')} AS "signUpTime",
         u.docs, u.shop, c.status AS "supplierStatus"
    FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id`;

export function biddingSignUpRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const signUp = '/api/rabbit-signUp/supplierSignUp';
  const bidding = '/api/rabbit-backendBidding/bidding';

  /** The sign-up if the caller may read it: the supplier its own, staff those of tenders they see. */
  async function visibleSignUp(caller: BiddingCaller, signUpId: string | undefined) {
    const { rows } = signUpId
      ? await db.query<{ bidding_id: string; supplier_id: string }>(
          sql`SELECT bidding_id::text, supplier_id::text FROM supplier_sign_up WHERE id = ${signUpId}`,
        )
      : { rows: [] };
    const found = rows[0];
    const bid = await visibleBidding(db, caller, found?.bidding_id);
    // another supplier's sign-up is as unknown as no sign-up: a 403 would confirm a competitor's
    if (caller.kind === 'supplier' && found!.supplier_id !== caller.supplierId) throw notFound(NOT_FOUND);
    return { biddingId: bid.id, supplyStart: bid.supplyStart, signUpId: signUpId! };
  }

  app.get(
    `${signUp}/supplierUser`,
    {
      schema: {
        tags,
        summary: 'What the sign-up form is pre-filled with: the company, its contact and its documents on file',
        response: unchecked(answers(SignUpForm)),
      },
    },
    async (request) => {
      const caller = asSupplier(await callerOf(ctx, request));
      const { rows } = await db.query<{ contactsName: string; mobile: string }>(
        sql`SELECT c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.status FROM supplier_company c WHERE c.id = ${caller.supplierId}`,
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
        response: answers(SignUp),
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
        const { rows: window } = await client.query<{ before: boolean }>(sql`SELECT app_now() < sign_up_start AS before FROM bidding WHERE id = ${tender.id}`);
        if (tender.progress !== PROGRESS.signUp) throw badRequest(tender.progress < PROGRESS.signUp ? '报名尚未开始' : '报名已截止');
        if (window[0]!.before) throw badRequest('报名尚未开始');
        if (!tender.signUpOpen) throw badRequest('报名已截止');
        const mine = await client.query(sql`SELECT 1 FROM supplier_sign_up WHERE bidding_id = ${tender.id} AND supplier_id = ${caller.supplierId}`);
        if (mine.rows.length) throw badRequest('已报名');
        const missing = await missingDocuments(client, caller.supplierId, tender.requiredDocTypes, tender.supplyStart);
        if (missing.length)
          throw badRequest(`资质证照不全或已过期：${missing.map((doc) => `${doc.name}（${doc.reason === 'expired' ? '已过期' : '未上传'}）`).join('、')}`);
        const docs = await snapshotDocuments(client, caller.supplierId, tender.requiredDocTypes);
        try {
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO supplier_sign_up (tenant_id, bidding_id, short_id, supplier_id, account_id, contacts_name, mobile, docs, shop)
             SELECT ${caller.tenantId}, ${tender.id}, s.id, ${caller.supplierId}, ${caller.accountId}, ${contactsName}, ${mobile}, ${JSON.stringify(docs)}::jsonb, ${JSON.stringify(shop)}::jsonb FROM bidding_shortlist s WHERE s.bidding_id = ${tender.id} RETURNING id::text`,
          );
          await audit(client, whoIs(caller, request), { biddingId: tender.id, entity: 'signUp', entityId: rows[0]!.id, action: 'signedUp' });
          return rows[0]!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest('已报名');
          throw error;
        }
      });
      return ok((await db.query(sql`${SIGN_UP} WHERE u.id = ${saved}`)).rows[0]);
    },
  );

  app.get(
    `${signUp}/shortList`,
    {
      schema: {
        tags,
        summary: 'The sign-ups of a shortlist (shortId) with their review status',
        querystring: z.object({ shortId: lookupId() }),
        response: unchecked(answers(z.array(ShortListed))),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const { rows: found } = request.query.shortId
        ? await db.query<{ bidding_id: string }>(sql`SELECT bidding_id::text FROM bidding_shortlist WHERE id = ${request.query.shortId}`)
        : { rows: [] };
      const tender = await visibleBidding(db, caller, found[0]?.bidding_id);
      const { rows } = await db.query<{ docs: { expireDate: string | null }[] }>(
        sql`${SIGN_UP} WHERE u.bidding_id = ${tender.id} ORDER BY u.create_time, u.id`,
      );
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
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'bidding_shortlist');
      const caller = asTenderer(await callerOf(ctx, request));
      const { ids: signUpIds, shortStatus, reason } = request.body;
      await transaction(db, async (client) => {
        // the caller's tenant's sign-ups only: another tenant's ids are as unknown as none
        const { rows } = await client.query<{ bidding_id: string }>(
          sql`SELECT DISTINCT bidding_id::text FROM supplier_sign_up WHERE id = ANY(${signUpIds}::bigint[]) AND tenant_id = ${caller.tenantId}`,
        );
        if (!rows.length) throw notFound(NOT_FOUND);
        if (rows.length !== 1) throw badRequest('请选择同一招标的报名记录');
        const tender = await visibleBidding(client, caller, rows[0]!.bidding_id, true);
        if (tender.progress !== PROGRESS.review) throw badRequest('只能在资格审查阶段审查报名');
        const updated = await client.query<{ id: string }>(
          sql`UPDATE supplier_sign_up SET short_status = ${shortStatus}, review_reason = ${shortStatus === SHORT.out ? reason : ''}, review_user = ${caller.actor.userId}, review_time = app_now() WHERE id = ANY(${signUpIds}::bigint[]) RETURNING id::text`,
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
        response: answers(z.array(DictPair)),
      },
    },
    async (request) => {
      const { rows } = await db.query(
        sql`SELECT d.dict_key AS "dictKey", d.dict_value AS "dictValue" FROM dict d JOIN dict p ON p.id = d.parent_id AND p.parent_id = 0
          WHERE p.code = ${request.params.code} AND d.is_deleted = 0 AND p.is_deleted = 0 ORDER BY d.sort, d.id`,
      );
      return ok(rows);
    },
  );

  for (const [path, summary, column, answer] of [
    ['supplierInformation', 'The company of a sign-up (id: signUpId), as it signed up', 'company', SignUpCompany],
    ['getShopInformation', 'The shop of a sign-up (id: signUpId): cold store, vehicles, distance and time to the school', 'shop', SignUp.shape.shop],
    [
      'qualificationInformation',
      'The documents of a sign-up (id: signUpId), as they stood at sign-up, with those expiring before supply starts marked',
      'docs',
      z.array(DocumentSnapshot.extend({ expired: z.boolean() })),
    ],
  ] as const) {
    app.get(
      `${bidding}/${path}`,
      { schema: { tags, summary, querystring: z.object({ id: lookupId() }), response: unchecked(answers(answer)) } },
      async (request) => {
        const caller = await callerOf(ctx, request);
        const { signUpId, supplyStart, biddingId } = await visibleSignUp(caller, request.query.id);
        const { rows } = await db.query<{ docs: { expireDate: string | null }[]; shop: unknown; company: unknown }>(
          sql`SELECT u.docs, u.shop, json_build_object('supplierId', c.id::text, 'supplierName', c.supplier_name, 'creditCode', c.credit_code, 'address', c.address,
                'legalPerson', c.legal_person, 'contactsName', u.contacts_name, 'mobile', u.mobile) AS company
           FROM supplier_sign_up u JOIN supplier_company c ON c.id = u.supplier_id WHERE u.id = ${signUpId}`,
        );
        const row = rows[0]!;
        if (column === 'docs') {
          // who opened a supplier's papers is on the tender's record
          if (caller.kind === 'staff') await audit(db, whoIs(caller, request), { biddingId, entity: 'signUp', entityId: signUpId, action: 'documentsViewed' });
          return ok(row.docs.map((doc) => ({ ...doc, expired: doc.expireDate !== null && doc.expireDate < supplyStart })));
        }
        return ok(row[column]);
      },
    );
  }
}
