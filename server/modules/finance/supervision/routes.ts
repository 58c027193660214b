// 财务监管 (/api/rabbit-finance/supervision/…): what the district's supervisors (education, 纪委, 市场监管; the administrator too) read of the
// schools' books — 学校账簿 (each school's book and its closing state; its vouchers and ledgers are the finance
// module's own reads with the book's id), 指标预警 (a month's warnings against the district's thresholds) and 伙食费收支
// (meal income, food cost, what diners paid in and hold, by school and month). Read-only by the one policy
// (finance.supervise); the thresholds are set by the education bureau alone (finance.thresholds). Nothing outside the
// caller's reach is counted or shown. docs/product-rules.md#finance-supervision.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { scopeFor, type Scope } from '../../../platform/access/scope.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import {
  BookRow,
  BooksQuery,
  Indicators,
  IndicatorQuery,
  MealFee,
  MealFeeQuery,
  MONTH_ORDER,
  MONTHS_TOO_LONG,
  MAX_MEAL_FEE_MONTHS,
  monthsBetween,
  Thresholds,
  ThresholdsInput,
} from './input.ts';
import { BOOKS, MEAL_FEE, MONTH_FIGURES, MONTH_PURCHASES } from './queries.ts';
import { percentOf, THRESHOLD_CODES, thresholdsOf, warningsOf, type SchoolMonth } from './thresholds.ts';

export const SUPERVISION_BASE = '/api/rabbit-finance/supervision';

const supervisorScope = scopeFor('finance.supervise');
const setterScope = scopeFor('finance.thresholds');

/** The caller's scope, its schools narrowed to `schoolId` when given (one outside the reach narrows them to none). */
async function reachOf(ctx: AppContext, request: FastifyRequest, schoolId?: string): Promise<Scope> {
  const scope = await supervisorScope(ctx.db.pool, await authenticate(ctx, request));
  return schoolId ? { ...scope, schoolIds: scope.schoolIds.filter((id) => id === schoolId) } : scope;
}

/** The district's thresholds: its own over the defaults. */
export async function districtThresholds(db: Queryable, tenantId: string) {
  const { rows } = await db.query<{ code: string; value: number }>(sql`SELECT code, value FROM fin_indicator_setting WHERE tenant_id = ${tenantId}`);
  return thresholdsOf(rows);
}

/** The month `serial` months after 'YYYY-MM' (before it when negative). */
const shifted = (month: string, by: number) => {
  const serial = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + by;
  return `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
};

export function supervisionRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];
  const who = 'Supervisors (finance.supervise: education bureaus, 纪委, 市场监管, and the administrator), the schools of their reach; anyone else 403.';

  app.get(
    `${SUPERVISION_BASE}/books`,
    {
      schema: {
        tags,
        summary:
          '学校账簿: the schools of the caller’s reach with their book, latest closed month, open months, vouchers not posted and the date of the latest posted one',
        description: `${who} Filters: schoolId; overdue=true keeps the schools with a month left open past the district’s closing day (the 待办 card’s list). A school’s vouchers and ledgers are read with its bookId through voucher/* and ledger/*.`,
        querystring: BooksQuery,
        response: answers(BookRow.array()),
      },
    },
    async (request) => {
      const { schoolId, overdue } = request.query;
      const scope = await reachOf(ctx, request, schoolId);
      const { rows } = await db.query<z.infer<typeof BookRow>>(BOOKS(scope.actor.tenantId, scope.schoolIds));
      return ok(overdue ? rows.filter((row) => row.overdueMonths > 0) : rows);
    },
  );

  app.get(
    `${SUPERVISION_BASE}/indicators`,
    {
      schema: {
        tags,
        summary: '指标预警: a month’s warnings of the schools of the caller’s reach, the most serious first',
        description:
          `${who} month (YYYY-MM; last month on the app clock by default). Warnings: unclosed — the month still open after the closing day ` +
          'of the next month (value: days past it); foodCostHigh / foodCostLow — posted food cost (5001–5003) ÷ posted meal income (4001) above or ' +
          'below the line; emergencyAmount / emergencyShare — a single emergency purchase (by its order’s total) above the amount or the share of the ' +
          'month’s purchases; medianGap — the ratio further from the district’s median (all its schools with income) than the gap. level: high (red), medium.',
        querystring: IndicatorQuery,
        response: answers(Indicators),
      },
    },
    async (request) => {
      const scope = await reachOf(ctx, request);
      const tenantId = scope.actor.tenantId;
      const month = request.query.month ?? shifted((await localClock(db)).month, -1);
      const [thresholds, figures, purchases] = await Promise.all([
        districtThresholds(db, tenantId),
        db.query<Omit<SchoolMonth, 'purchases' | 'emergencies'>>(MONTH_FIGURES(tenantId, month)),
        db.query<{ schoolId: string; orderId: string; orderNo: string; amount: number; emergency: boolean }>(MONTH_PURCHASES(tenantId, scope.schoolIds, month)),
      ]);
      const schools: SchoolMonth[] = figures.rows.map((row) => {
        const orders = purchases.rows.filter((order) => order.schoolId === row.schoolId);
        return {
          ...row,
          purchases: orders.reduce((sum, order) => sum + order.amount, 0),
          emergencies: orders.filter((order) => order.emergency),
        };
      });
      const reach = new Set(scope.schoolIds);
      const { median, warnings } = warningsOf(schools, reach, thresholds);
      return ok({ month, thresholds, median, schools: schools.filter((school) => reach.has(school.schoolId)).length, warnings });
    },
  );

  app.get(
    `${SUPERVISION_BASE}/settings`,
    {
      schema: {
        tags,
        summary: '指标预警’s thresholds of the caller’s district (tenant), the defaults where it set none',
        description: `${who} Defaults: closeDay 10, foodCostHigh 70, foodCostLow 45, emergencyAmount 500000 (fen), emergencyShare 10, medianGap 10.`,
        response: answers(Thresholds),
      },
    },
    async (request) => {
      const scope = await reachOf(ctx, request);
      return ok(await districtThresholds(db, scope.actor.tenantId));
    },
  );

  app.post(
    `${SUPERVISION_BASE}/settings`,
    {
      schema: {
        tags,
        summary: 'Sets the caller’s district’s thresholds (each absent one back to its default); answers them',
        description:
          'Education bureaus only (finance.thresholds, button `indicator_setting`; 纪委 and 市场监管 read them, anyone else 403). closeDay 1–28, foodCostLow below foodCostHigh ' +
          '(食材成本率下限须低于上限), shares and gaps 0–100, emergencyAmount in fen. Only the caller’s tenant is changed.',
        body: ThresholdsInput,
        response: answers(Thresholds),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await setterScope(db, claims);
      await requireButton(db, claims, 'indicator_setting');
      const { tenantId, userId } = scope.actor;
      const input = request.body;
      await transaction(db, async (tx) => {
        for (const code of THRESHOLD_CODES)
          await tx.query(
            sql`INSERT INTO fin_indicator_setting (tenant_id, code, value, update_user, update_time) VALUES (${tenantId}, ${code}, ${input[code]}, ${userId}, now())
                ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value, update_user = EXCLUDED.update_user, update_time = EXCLUDED.update_time`,
          );
      });
      return ok(await districtThresholds(db, tenantId));
    },
  );

  app.get(
    `${SUPERVISION_BASE}/meal-fee`,
    {
      schema: {
        tags,
        summary: '伙食费收支: meal income, food cost and its ratio, what the diners paid in and the balance they hold, by school and month',
        description:
          `${who} from, to (YYYY-MM, at most ${MAX_MEAL_FEE_MONTHS} months; by default the six up to this month on the app clock), schoolId. ` +
          'Posted lines only: meal income 4001 (credit), food cost 5001–5003 (debit), recharges the credits of 2203 预收伙食费, balance 2203 at the month’s end.',
        querystring: MealFeeQuery,
        response: answers(MealFee),
      },
    },
    async (request) => {
      const { schoolId, from: asked, to: askedTo } = request.query;
      const scope = await reachOf(ctx, request, schoolId);
      const to = askedTo ?? (await localClock(db)).month;
      const from = asked ?? shifted(to, -5);
      // a range open at one end is checked once its other end is known
      if (from > to) throw badRequest(MONTH_ORDER);
      if (monthsBetween(from, to) >= MAX_MEAL_FEE_MONTHS) throw badRequest(MONTHS_TOO_LONG);
      type Row = { schoolId: string; schoolName: string; period: string; mealIncome: number; foodCost: number; recharges: number; balance: number };
      const { rows } = await db.query<Row>(MEAL_FEE(scope.actor.tenantId, scope.schoolIds, from, to));
      const byMonth = new Map<string, Omit<Row, 'schoolId' | 'schoolName'>>();
      for (let index = 0; index <= monthsBetween(from, to); index += 1) {
        const period = shifted(from, index);
        byMonth.set(period, { period, mealIncome: 0, foodCost: 0, recharges: 0, balance: 0 });
      }
      for (const row of rows) {
        const month = byMonth.get(row.period)!;
        month.mealIncome += row.mealIncome;
        month.foodCost += row.foodCost;
        month.recharges += row.recharges;
        month.balance += row.balance;
      }
      const withRatio = <T extends { foodCost: number; mealIncome: number }>(row: T) => ({ ...row, ratio: percentOf(row.foodCost, row.mealIncome) });
      return ok({ from, to, rows: rows.map(withRatio), byMonth: [...byMonth.values()].map(withRatio) });
    },
  );
}
