// 溯源管理 (/api/rabbit-trace/…, docs/product-rules.md#traceability): 批次溯源 — a batch picked by goods, supplier,
// canteen and day, and its whole chain both ways; 溯源查询 — the 出库 of a meal or a day range with where each came
// from and what was cooked of it; 资质证照 — every paper with an expiry the caller reaches, and its Excel export;
// 供应商档案 — the suppliers serving the reach and one's profile. Read-only, in the caller's reach (caller.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY, TIME, zonedDay } from '../../platform/db/zoned.ts';
import { answers, answersWorkbook, paged } from '../../platform/http/answers.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import { ok } from '../../platform/http/envelope.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../platform/xlsx/export.ts';
import { MOVEMENT } from '../supply/index.ts';
import { batchesVisibleTo, reachOf, traceCaller } from './caller.ts';
import { DISH_NAMES, downstreamOf } from './downstream.ts';
import {
  BatchQuery,
  BatchRow,
  CertificateQuery,
  CertificateRow,
  IssueQuery,
  IssueRow,
  Profile,
  ProfileQuery,
  SupplierQuery,
  SupplierRow,
  Trace,
  TraceQuery,
  type IssueFilters,
} from './input.ts';
import { CERTIFICATE_ORDER, CERTIFICATES } from './papers.ts';
import { COMPANY, FIGURES, QUALIFICATIONS, RECENT_ORDERS, SCHOOLS, SUPPLIERS } from './profile.ts';
import { BATCH_FROM, BATCH_ROW, batchWhere, since, until, UPSTREAM } from './upstream.ts';
import { containing } from '../../platform/http/paging.ts';

export const TRACE_BASE = '/api/rabbit-trace';

type Certificate = z.infer<typeof CertificateRow>;
const STATE_NAMES: Record<Certificate['state'], string> = { valid: '有效', expiring: '30 天内到期', expired: '已过期' };
const KIND_NAMES: Record<Certificate['kind'], string> = { qualification: '供应商资质', driver: '驾驶员健康证', staff: '从业人员健康证' };
const EXPORT_COLUMNS: Column<Certificate>[] = [
  { header: '类别', width: 16, value: (row) => KIND_NAMES[row.kind] },
  { header: '证照名称', width: 20, value: (row) => row.name },
  { header: '持证人', width: 24, value: (row) => row.holder },
  { header: '所属单位', width: 28, value: (row) => row.owner },
  { header: '证照编号', width: 24, value: (row) => row.docNo },
  { header: '有效期至', width: 14, value: (row) => row.expireDate ?? '长期有效' },
  { header: '剩余天数', width: 10, value: (row) => row.daysLeft },
  { header: '状态', width: 14, value: (row) => STATE_NAMES[row.state] },
];

/** 溯源查询's filters over an issue (`m` stock_movement of kind 出库, `b` its batch). */
const issueWhere = (filters: IssueFilters) => sql`
  m.kind = ${sql.number(MOVEMENT.issue)}
  AND (${filters.keyword || null}::text IS NULL OR b.goods_name LIKE ${containing(filters.keyword)} OR b.goods_code = ${filters.keyword})
  AND (${filters.supplierId ?? null}::bigint IS NULL OR b.supplier_id = ${filters.supplierId ?? null}::bigint)
  AND (${filters.canteenId ?? null}::bigint IS NULL OR m.canteen_id = ${filters.canteenId ?? null}::bigint)
  AND (${filters.meal ?? null}::int IS NULL OR m.meal = ${filters.meal ?? null}::int)
  AND ${since('m.create_time', filters.startDate)} AND ${until('m.create_time', filters.endDate)}`;

export function traceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['trace'];

  app.get(
    `${TRACE_BASE}/batch/list`,
    {
      schema: {
        tags,
        summary: '批次溯源’s picker: the batches the caller traces, newest first, by goods, supplier, canteen and the day received',
        querystring: BatchQuery,
        response: answers(paged(BatchRow)),
      },
    },
    async (request) => {
      const caller = await traceCaller(ctx, request);
      const where = sql`${batchesVisibleTo(caller)} AND ${batchWhere(request.query)}`;
      const [page, count] = await Promise.all([
        db.query<z.infer<typeof BatchRow>>(
          sql`${BATCH_ROW} ${BATCH_FROM} WHERE ${where} ORDER BY b.create_time DESC, b.id DESC LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM stock_batch b WHERE ${where}`),
      ]);
      return ok(pageOf(page.rows, count.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${TRACE_BASE}/batch/trace`,
    {
      schema: {
        tags,
        summary: 'A batch’s whole chain: up to its supplier, award, order, delivery and acceptance, down to its movements, dishes and samples',
        description: '404 批次不存在 for a batch the caller does not trace (a supplier traces only the batches it supplied).',
        querystring: TraceQuery,
        response: answers(Trace),
      },
    },
    async (request) => {
      const caller = await traceCaller(ctx, request);
      const { id } = request.query;
      const { rows } = await db.query<z.infer<typeof Trace>['batch'] & z.infer<typeof Trace>['upstream']>(
        sql`SELECT * FROM (${UPSTREAM(id)} AND ${batchesVisibleTo(caller)}) t`,
      );
      const row = rows[0];
      if (!row) throw notFound('批次不存在');
      const { supplier, award, order, delivery, acceptance, ...batch } = row;
      return ok({ batch, upstream: { supplier, award, order, delivery, acceptance }, downstream: await downstreamOf(db, id) });
    },
  );

  app.get(
    `${TRACE_BASE}/issue/list`,
    {
      schema: {
        tags,
        summary: '溯源查询: the 出库 the caller traces by goods, day range, meal, supplier and canteen, with the supplier, acceptance and dishes of each',
        querystring: IssueQuery,
        response: answers(paged(IssueRow)),
      },
    },
    async (request) => {
      const caller = await traceCaller(ctx, request);
      const where = sql`${batchesVisibleTo(caller)} AND ${issueWhere(request.query)}`;
      const [page, count] = await Promise.all([
        db.query<z.infer<typeof IssueRow>>(
          sql`SELECT m.id::text, b.id::text AS "batchId", to_char(${zonedDay('m.create_time')}, 'YYYY-MM-DD') AS day, ${TIME('m.create_time')} AS time,
                     m.meal::int AS meal, m.purpose, (-m.quantity)::float8 AS quantity, b.goods_code AS "goodsCode", b.goods_name AS "goodsName",
                     b.base_unit AS "baseUnit", cd.dept_name AS "canteenName", c.supplier_name AS "supplierName", o.order_no AS "orderNo",
                     ${TIME('a.create_time')} AS "acceptedTime", a.decision::int AS decision, a.receiver, ${DISH_NAMES} AS dishes
                FROM (SELECT m.* FROM stock_movement m JOIN stock_batch b ON b.id = m.batch_id WHERE ${where}
                       ORDER BY m.create_time DESC, m.id DESC LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}) m
                JOIN stock_batch b ON b.id = m.batch_id JOIN dept cd ON cd.id = m.canteen_id LEFT JOIN supplier_company c ON c.id = b.supplier_id
                LEFT JOIN supply_acceptance a ON a.id = b.acceptance_id LEFT JOIN supply_order o ON o.id = a.order_id
               ORDER BY m.create_time DESC, m.id DESC`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM stock_movement m JOIN stock_batch b ON b.id = m.batch_id WHERE ${where}`),
      ]);
      return ok(pageOf(page.rows, count.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${TRACE_BASE}/certificate/list`,
    {
      schema: {
        tags,
        summary:
          '资质证照: the papers with an expiry the caller reaches — suppliers’ qualifications, drivers’ and canteen staff’s health certificates — soonest to lapse first',
        querystring: CertificateQuery,
        response: answers(paged(CertificateRow)),
      },
    },
    async (request) => {
      const caller = await traceCaller(ctx, request);
      const papers = CERTIFICATES(caller, request.query);
      const [page, count] = await Promise.all([
        db.query<Certificate>(sql`SELECT * FROM (${papers} ${CERTIFICATE_ORDER} LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}) p`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM (${papers}) p`),
      ]);
      return ok(pageOf(page.rows.map(withoutSort), count.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${TRACE_BASE}/certificate/export`,
    {
      schema: {
        tags,
        summary: `资质证照 of the current filter as an .xlsx file (at most ${EXPORT_LIMIT.toLocaleString('en')})`,
        querystring: CertificateQuery,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const caller = await traceCaller(ctx, request);
      const { rows } = await db.query<Certificate>(sql`${CERTIFICATES(caller, request.query)} ${CERTIFICATE_ORDER} LIMIT ${EXPORT_LIMIT}`);
      return sendWorkbook(reply, '资质证照.xlsx', await workbookOf('资质证照', EXPORT_COLUMNS, rows));
    },
  );

  app.get(
    `${TRACE_BASE}/supplier/list`,
    {
      schema: {
        tags,
        summary: '供应商档案: the suppliers serving the schools of the caller’s reach, by name (suppliers are refused)',
        querystring: SupplierQuery,
        response: answers(paged(SupplierRow)),
      },
    },
    async (request) => {
      const reach = reachOf(await traceCaller(ctx, request));
      const { keyword } = request.query;
      const [page, count] = await Promise.all([
        db.query<z.infer<typeof SupplierRow>>(
          sql`SELECT id, "supplierName", "contactsName", mobile, "creditCode", status, schools, "licenseState" FROM (${SUPPLIERS(reach, keyword)}) s
               ORDER BY s.sort_name, s.id LIMIT ${request.query.size} OFFSET ${offsetOf(request.query)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM (${SUPPLIERS(reach, keyword)}) s`),
      ]);
      return ok(pageOf(page.rows, count.rows[0]!.total, request.query));
    },
  );

  app.get(
    `${TRACE_BASE}/supplier/profile`,
    {
      schema: {
        tags,
        summary:
          'A supplier’s profile: company, papers, the schools of the reach bound to it and their catalogues, its record over a period (90 days to today by default)',
        description: '404 供应商不存在 for a supplier not serving the caller’s reach.',
        querystring: ProfileQuery,
        response: answers(Profile),
      },
    },
    async (request) => {
      const reach = reachOf(await traceCaller(ctx, request));
      const { id } = request.query;
      const company = (await db.query<z.infer<typeof Profile>['company']>(COMPANY(reach, id))).rows[0];
      if (!company) throw notFound('供应商不存在');
      const today = (
        await db.query<{ today: string; from: string }>(
          sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today, to_char(${APP_TODAY} - 89, 'YYYY-MM-DD') AS from`,
        )
      ).rows[0]!;
      const startDate = request.query.startDate ?? (request.query.endDate && request.query.endDate < today.from ? request.query.endDate : today.from);
      const endDate = request.query.endDate ?? (startDate > today.today ? startDate : today.today);
      const [qualifications, schools, figures, orders] = await Promise.all([
        db.query<Certificate>(QUALIFICATIONS(id)),
        db.query<z.infer<typeof Profile>['schools'][number]>(SCHOOLS(reach, id)),
        db.query<Omit<z.infer<typeof Profile>['figures'], 'refusalRate'>>(FIGURES(reach, id, startDate, endDate)),
        db.query<z.infer<typeof Profile>['orders'][number]>(RECENT_ORDERS(reach, id, startDate, endDate)),
      ]);
      const counted = figures.rows[0]!;
      const refusalRate = counted.inspectedLines ? Math.round((counted.refusedLines * 1000) / counted.inspectedLines) / 10 : null;
      return ok({
        company,
        qualifications: qualifications.rows,
        schools: schools.rows,
        period: { startDate, endDate },
        figures: { ...counted, refusalRate },
        orders: orders.rows,
      });
    },
  );
}

/** A certificate row without its sort column. */
function withoutSort(row: Certificate & { expire_date?: unknown }): Certificate {
  const { expire_date: _sort, ...rest } = row;
  return rest;
}
