// 商户配送监管 (/api/rabbit-supply/supervision/…): what the district's supervisors read of the chain — 商户档案 (the
// suppliers serving the schools of their reach), 配送监管 (late deliveries, cold-chain excursions, refusals, emergency
// purchases), 资质预警 (papers lapsed or lapsing within 30 days) and 交易统计 (accepted amounts by month, supplier and
// school). Read-only, by the one policy (supply.supervise): schools, canteens and suppliers are refused (403), and
// nothing outside the caller's reach is counted or shown. docs/product-rules.md#merchant-supervision.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import {
  DeliveryQuery,
  DeliveryRow,
  DeliverySummary,
  DeliverySummaryQuery,
  MAX_RANGE_MONTHS,
  MerchantQuery,
  MerchantRow,
  MONTH_ORDER,
  MONTHS_TOO_LONG,
  QualificationQuery,
  QualificationRow,
  Transactions,
  TransactionQuery,
} from '../supervision-input.ts';
import { DELIVERIES, DELIVERY_COUNT, DELIVERY_SUMMARY, MERCHANTS, TRADE, WARNINGS, type Reach } from '../supervision-queries.ts';
import { SUPPLY_BASE } from './orders.ts';
import { catchUp } from '../logger.ts';

const supervisorScope = scopeFor('supply.supervise');

/** The caller's reach, narrowed to `schoolId` when given (a school outside the reach narrows it to nothing). */
async function reachOf(ctx: AppContext, request: FastifyRequest, schoolId?: string): Promise<Reach> {
  const scope = await supervisorScope(ctx.db.pool, await authenticate(ctx, request));
  const schoolIds = schoolId ? scope.schoolIds.filter((id) => id === schoolId) : scope.schoolIds;
  return { tenantId: scope.actor.tenantId, schoolIds, canteenIds: scope.canteenIds };
}

/** A share in percent with one decimal, half up; null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null => (whole ? Math.round((part * 1000) / whole) / 10 : null);

type Figures = { acceptedAmount: number; inspectedLines: number; refusedLines: number };
const withRate = <T extends Figures>(row: T) => ({ ...row, refusalRate: percent(row.refusedLines, row.inspectedLines) });
const add = (into: Figures, row: Figures) => {
  into.acceptedAmount += row.acceptedAmount;
  into.inspectedLines += row.inspectedLines;
  into.refusedLines += row.refusedLines;
};

export function supervisionRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];
  const base = `${SUPPLY_BASE}/supervision`;
  const who = 'Supervisors (supply.supervise: the administrator, education bureaus, 纪委, 市场监管, banks), the schools of their reach.';

  app.get(
    `${base}/merchant/list`,
    {
      schema: {
        tags,
        summary: '商户档案: a page of the suppliers serving the schools of the caller’s reach (bound, or with orders), worst papers first',
        description: `${who} Filters: schoolId, supplierId, supplierName, qualification (valid, expiring, expired, missing).`,
        querystring: MerchantQuery,
        response: answers(paged(MerchantRow)),
      },
    },
    async (request) => {
      const { current, size, schoolId, supplierId, supplierName, qualification } = request.query;
      const reach = await reachOf(ctx, request, schoolId);
      const { rows } = await db.query<Omit<z.infer<typeof MerchantRow>, 'passRate'> & { total: string }>(
        sql`SELECT m.*, count(*) OVER () AS total FROM (${MERCHANTS(reach)}) m
         WHERE (${supplierId ?? null}::bigint IS NULL OR m."supplierId" = ${supplierId ?? null}::text)
           AND (${supplierName || null}::text IS NULL OR m."supplierName" ILIKE ${supplierName ? containing(supplierName) : null})
           AND (${qualification ?? null}::text IS NULL OR m.qualification = ${qualification ?? null}::text)
         ORDER BY array_position(ARRAY['expired', 'missing', 'expiring', 'valid'], m.qualification), m."supplierName", m."supplierId"::bigint
         LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
      );
      const records = rows.map(({ total: _total, ...row }) => ({ ...row, passRate: percent(row.passedLines, row.inspectedLines) }));
      return ok(pageOf(records, rows[0]?.total ?? 0, { current, size }));
    },
  );

  app.get(
    `${base}/delivery/list`,
    {
      schema: {
        tags,
        summary:
          '配送监管: a page of the orders of the caller’s reach, latest delivery date first, with lateness, cold-chain excursions, refusals and emergency purchases',
        description:
          `${who} Filters: startDate, endDate (delivery dates, YYYY-MM-DD, at most 366 days), schoolId, supplierId, orderNo, ` +
          'issue (any, late, coldChain, refused, partly, emergency). excursions: the cold-chain alerts of the order’s delivery (冷链告警: a run of ' +
          'readings warmer than its cold-chain goods allow, frozen −9 °C, chilled 3 °C over the label), acknowledgedAlerts those its supplier acknowledged.',
        querystring: DeliveryQuery,
        response: answers(paged(DeliveryRow)),
      },
    },
    async (request) => {
      const { current, size, schoolId, issue, ...filters } = request.query;
      const reach = await reachOf(ctx, request, schoolId);
      await catchUp(db);
      type Row = z.infer<typeof DeliveryRow> & { sort_day: unknown; sort_id: unknown };
      const strip = ({ sort_day: _day, sort_id: _id, total: _total, ...row }: Row & { total?: string }) => row;
      const offset = offsetOf({ current, size });
      // the page of orders first (the filters and the finding asked for, each finding a cheap condition), then what is
      // found in those alone; the total from the same conditions
      const [page, count] = await Promise.all([
        db.query<Row>(sql`SELECT x.* FROM (${DELIVERIES(reach, filters, issue, { limit: size, offset })}) x ORDER BY x.sort_day DESC, x.sort_id DESC`),
        db.query<{ total: string }>(DELIVERY_COUNT(reach, filters, issue)),
      ]);
      return ok(pageOf(page.rows.map(strip), count.rows[0]!.total, { current, size }));
    },
  );

  app.get(
    `${base}/delivery/summary`,
    {
      schema: {
        tags,
        summary:
          '配送监管’s counts: the orders of the caller’s reach and those late, with a cold-chain excursion, a refused or partly accepted line, or bought in an emergency',
        description: `${who} The list’s filters but issue.`,
        querystring: DeliverySummaryQuery,
        response: answers(DeliverySummary),
      },
    },
    async (request) => {
      const { schoolId, ...filters } = request.query;
      const reach = await reachOf(ctx, request, schoolId);
      await catchUp(db);
      const { rows } = await db.query<z.infer<typeof DeliverySummary>>(DELIVERY_SUMMARY(reach, filters));
      return ok(rows[0]!);
    },
  );

  app.get(
    `${base}/qualification/list`,
    {
      schema: {
        tags,
        summary: '资质预警: a page of the papers of the suppliers serving the caller’s reach lapsed or lapsing within 30 days, fewest days left first',
        description: `${who} Documents (营业执照, 食品经营许可证 …) and drivers’ health certificates. Filters: schoolId, supplierId, kind (qualification, driver), state (expired, expiring).`,
        querystring: QualificationQuery,
        response: answers(paged(QualificationRow)),
      },
    },
    async (request) => {
      const { current, size, schoolId, supplierId, kind, state } = request.query;
      const reach = await reachOf(ctx, request, schoolId);
      const { rows } = await db.query<z.infer<typeof QualificationRow> & { total: string }>(
        sql`SELECT v.*, count(*) OVER () AS total FROM (${WARNINGS(reach)}) v
         WHERE (${supplierId ?? null}::text IS NULL OR v."supplierId" = ${supplierId ?? null}::text)
           AND (${kind ?? null}::text IS NULL OR v.kind = ${kind ?? null}::text)
           AND (${state ?? null}::text IS NULL OR v.state = ${state ?? null}::text)
         ORDER BY v."daysLeft", v."supplierName", v.kind DESC, v.name LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
      );
      const records = rows.map(({ total: _total, ...row }) => row);
      return ok(pageOf(records, rows[0]?.total ?? 0, { current, size }));
    },
  );

  app.get(
    `${base}/transaction/summary`,
    {
      schema: {
        tags,
        summary: '交易统计: the accepted amounts (fen) and refusal rates of the caller’s reach by month, supplier and school',
        description:
          `${who} Months startMonth, endMonth (YYYY-MM, at most ${MAX_RANGE_MONTHS}; by default the twelve up to this month on the app clock), schoolId, supplierId. ` +
          'A line’s accepted amount is its accepted quantity at its price, rounded half up to the fen; the refusal rate is the lines refused (拒收) of those inspected.',
        querystring: TransactionQuery,
        response: answers(Transactions),
      },
    },
    async (request) => {
      const { schoolId, supplierId, startMonth, endMonth } = request.query;
      const reach = await reachOf(ctx, request, schoolId);
      const { rows: months } = await db.query<{ start: string; end: string; span: number }>(
        sql`WITH e AS (SELECT COALESCE(${endMonth ?? null}::text, to_char(${APP_TODAY}, 'YYYY-MM')) AS m)
         SELECT COALESCE(${startMonth ?? null}::text, to_char((e.m || '-01')::date - interval '11 months', 'YYYY-MM')) AS start, e.m AS end FROM e`,
      );
      const { start, end } = months[0]!;
      // a range open at one end is checked once its other end is known
      if (start > end) throw badRequest(MONTH_ORDER);
      const span = (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5)) - Number(start.slice(5));
      if (span >= MAX_RANGE_MONTHS) throw badRequest(MONTHS_TOO_LONG);
      const { rows } = await db.query<
        Figures & { month: string; supplierId: string; supplierName: string; schoolId: string; schoolName: string; sort: number }
      >(TRADE(reach, start, end, supplierId));
      const total: Figures = { acceptedAmount: 0, inspectedLines: 0, refusedLines: 0 };
      const byMonth = new Map<string, Figures & { month: string }>();
      const bySupplier = new Map<string, Figures & { supplierId: string; supplierName: string }>();
      const bySchool = new Map<string, Figures & { schoolId: string; schoolName: string; sort: number }>();
      const zero = () => ({ acceptedAmount: 0, inspectedLines: 0, refusedLines: 0 });
      // every month of the range, with or without trade, so a chart's axis has no holes
      for (let index = 0; index <= span; index += 1) {
        const serial = Number(start.slice(0, 4)) * 12 + Number(start.slice(5)) - 1 + index;
        const month = `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
        byMonth.set(month, { month, ...zero() });
      }
      for (const row of rows) {
        add(total, row);
        add(byMonth.get(row.month)!, row);
        const supplier = bySupplier.get(row.supplierId) ?? { supplierId: row.supplierId, supplierName: row.supplierName, ...zero() };
        bySupplier.set(row.supplierId, supplier);
        add(supplier, row);
        const school = bySchool.get(row.schoolId) ?? { schoolId: row.schoolId, schoolName: row.schoolName, sort: row.sort, ...zero() };
        bySchool.set(row.schoolId, school);
        add(school, row);
      }
      const byAmount = (a: Figures, b: Figures) => b.acceptedAmount - a.acceptedAmount;
      return ok({
        startMonth: start,
        endMonth: end,
        total: withRate(total),
        byMonth: [...byMonth.values()].map(withRate),
        bySupplier: [...bySupplier.values()].sort((a, b) => byAmount(a, b) || a.supplierName.localeCompare(b.supplierName, 'zh')).map(withRate),
        bySchool: [...bySchool.values()].sort((a, b) => byAmount(a, b) || a.sort - b.sort).map(({ sort: _sort, ...school }) => withRate(school)),
      });
    },
  );
}
