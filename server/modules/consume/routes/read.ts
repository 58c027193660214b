// 消费记录 (/api/rabbit-consume/…): the wallet transactions read as 消费流水 (every row, with the balance it left),
// 充值记录, 退款记录 (refunds, reversals and 销户 refunds) and 补贴发放, each a paged list with the same filters and
// an .xlsx export, and 消费汇总 (consumptions per day × meal and per school). Keepers and banks read the lists;
// the supervising units read the summary's counts only (platform/access/policy.ts CONSUME_*). docs/product-rules.md#consume.
// The writes: routes/consume-write.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { SummaryQuery, TxnExport, TxnList } from '../input.ts';
import { dayStart, ORDER, present, ROW, txnWhere, type Kind, type TxnRow } from '../queries.ts';
import { readerScope, summaryScope } from '../scope.ts';
import { DINNER_TYPE_NAMES } from '../../system-personnel/index.ts';
import { DB_TODAY, zonedText } from '../../../platform/db/zoned.ts';
import { sql } from '../../../platform/db/sql.ts';
import { yuan } from '../../../platform/http/money.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { DailySummary, SchoolSummaries, TxnListRow } from '../answers.ts';

export const CONSUME_BASE = '/api/rabbit-consume';

type Presented = ReturnType<typeof present>;
const PERSON: Column<Presented>[] = [
  { header: '时间', width: 20, value: (row) => row.createTime },
  { header: '人员编号', value: (row) => row.personnelNo },
  { header: '姓名', value: (row) => row.name },
  { header: '人员类型', value: (row) => row.personnelTypeName },
  { header: '班级', value: (row) => row.className },
  { header: '所属学校', width: 24, value: (row) => row.schoolName },
  { header: '卡号', value: (row) => row.cardNo },
];
const BALANCE: Column<Presented>[] = [
  { header: '现金余额（元）', value: (row) => yuan(row.cashAfter) },
  { header: '补贴余额（元）', value: (row) => yuan(row.subsidyAfter) },
];
const LISTS: Record<Kind, { title: string; summary: string; columns: Column<Presented>[] }> = {
  detail: {
    title: '消费流水',
    summary: 'every wallet transaction (txnType narrows it to one type), newest first, with the balances it left',
    columns: [
      ...PERSON,
      { header: '类型', value: (row) => row.txnTypeName },
      { header: '餐别', value: (row) => row.dinnerTypeName },
      { header: '金额（元）', value: (row) => yuan(row.amount) },
      ...BALANCE,
      { header: '设备编号', value: (row) => row.deviceSn },
      { header: '备注', width: 24, value: (row) => row.remark },
    ],
  },
  recharge: {
    title: '充值记录',
    summary: 'the recharges (RECHARGE), newest first',
    columns: [...PERSON, { header: '充值金额（元）', value: (row) => yuan(row.amount) }, ...BALANCE, { header: '备注', width: 24, value: (row) => row.remark }],
  },
  refund: {
    title: '退款记录',
    summary: 'the refunds: cash paid out and reversed consumptions (REFUND) and 销户 refunds (CLOSE_REFUND), newest first',
    columns: [
      ...PERSON,
      { header: '类型', value: (row) => (row.reversesId ? '撤销消费' : row.txnTypeName) },
      { header: '退款金额（元）', value: (row) => yuan(-row.amount) },
      ...BALANCE,
      { header: '备注', width: 24, value: (row) => row.remark },
    ],
  },
  subsidy: {
    title: '补贴发放',
    summary: 'the subsidy grants (SUBSIDY_GRANT), newest first',
    columns: [...PERSON, { header: '补贴金额（元）', value: (row) => yuan(row.amount) }, ...BALANCE, { header: '备注', width: 24, value: (row) => row.remark }],
  },
};

const ROW_DOC =
  'Rows `{ id, createTime, personnelId, personnelNo, name, personnelType (1 教师, 2 学生, 3 职工), personnelTypeName, className, schoolName, cardNo, ' +
  'txnType, txnTypeName, amount (signed fen: + in, − out), cashAmount, subsidyAmount, cashAfter, subsidyAfter, balanceAfter, dinnerType (1–4), dinnerTypeName, ' +
  'deviceSn, remark, reversesId (a reversal: the consumption), reversedBy (a consumption: its reversal) }`. Filters: startDate, endDate (YYYY-MM-DD), ' +
  'schoolId, name, personnelNo, cardNo, className, personnelType, dinnerType, deviceSn.';

/** The summary's day range: the one asked, else the 30 days up to today (at most 366 days). */
const RANGE = (start: string | null, end: string | null) =>
  sql`WITH range AS (SELECT COALESCE(${end}::date, ${DB_TODAY}) AS last)
   SELECT COALESCE(${start}::date, last - 29) AS first, last FROM range`;

export function consumeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['consume'];

  for (const kind of Object.keys(LISTS) as Kind[]) {
    const { title, summary, columns } = LISTS[kind];
    app.get(
      `${CONSUME_BASE}/${kind}/list`,
      {
        schema: {
          tags,
          summary: `${title}: a page of ${summary}`,
          description: `Keepers and banks, the schools of their reach. ${ROW_DOC}`,
          querystring: TxnList,
          response: answers(paged(TxnListRow)),
        },
      },
      async (request) => {
        const scope = await readerScope(db, await authenticate(ctx, request));
        const { current, size, ...filters } = request.query;
        const where = txnWhere(scope.actor.tenantId, scope.schoolIds, kind, filters);
        const [rows, total] = await Promise.all([
          db.query<TxnRow>(sql`${ROW} WHERE ${where} ${ORDER} LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
          db.query<{ total: string }>(sql`SELECT count(*) AS total FROM sys_wallet_txn x JOIN sys_personnel p ON p.id = x.personnel_id WHERE ${where}`),
        ]);
        return ok(pageOf(rows.rows.map(present), total.rows[0]!.total, { current, size }));
      },
    );
    app.post(
      `${CONSUME_BASE}/${kind}/export`,
      {
        schema: {
          tags,
          summary: `${title}.xlsx: ${summary}, amounts in yuan (at most ${EXPORT_LIMIT.toLocaleString('en')} rows)`,
          description: 'The list’s filters as a JSON body. Keepers and banks.',
          body: TxnExport,
          response: answersWorkbook(),
        },
      },
      async (request, reply) => {
        const scope = await readerScope(db, await authenticate(ctx, request));
        const where = txnWhere(scope.actor.tenantId, scope.schoolIds, kind, request.body);
        const { rows } = await db.query<TxnRow>(sql`${ROW} WHERE ${where} ${ORDER} LIMIT ${EXPORT_LIMIT}`);
        return sendWorkbook(reply, `${title}.xlsx`, await workbookOf(title, columns, rows.map(present)));
      },
    );
  }

  const summaryParts = async (
    request: { query: { startDate?: string; endDate?: string; schoolId?: string } },
    claims: Awaited<ReturnType<typeof authenticate>>,
  ) => {
    const scope = await summaryScope(db, claims);
    const { startDate, endDate, schoolId } = request.query;
    const range = (await db.query<{ first: string; last: string }>(sql`SELECT first::text, last::text FROM (${RANGE(startDate ?? null, endDate ?? null)}) r`))
      .rows[0]!;
    if (range.first > range.last) throw badRequest('结束日期不能早于开始日期');
    if ((Date.parse(range.last) - Date.parse(range.first)) / 86_400_000 > 365) throw badRequest('查询范围不能超过 366 天');
    const schools = schoolId ? scope.schoolIds.filter((id) => id === schoolId) : scope.schoolIds;
    return { scope, range, schools };
  };
  const CONSUMED = sql`x.type = 'CONSUME' AND r.id IS NULL`;

  app.get(
    `${CONSUME_BASE}/summary/daily`,
    {
      schema: {
        tags,
        summary: '消费汇总 by day × meal: the consumptions (not reversed) of each day of the range, per dinnerType',
        description:
          'startDate, endDate (YYYY-MM-DD; the 30 days up to today by default, at most 366), schoolId. Answers `{ startDate, endDate, days: [{ date, count, amount, ' +
          'meals: [{ dinnerType, dinnerTypeName, count, amount }] ×4 }] (newest first, days without consumption left out), total: { count, amount, meals } }`. ' +
          'Amounts in fen; null for the supervising units (counts only).',
        querystring: SummaryQuery,
        response: answers(DailySummary),
      },
    },
    async (request) => {
      const { scope, range, schools } = await summaryParts(request, await authenticate(ctx, request));
      const { rows } = await db.query<{ date: string; dinnerType: number; count: number; amount: number }>(
        sql`SELECT ${zonedText('x.create_time', 'YYYY-MM-DD')} AS date, x.dinner_type AS "dinnerType",
                count(*)::int AS count, (-sum(x.amount))::int AS amount
           FROM sys_wallet_txn x JOIN sys_personnel p ON p.id = x.personnel_id LEFT JOIN sys_wallet_txn r ON r.reverses_id = x.id
          WHERE x.tenant_id = ${scope.actor.tenantId} AND p.school_id = ANY(${schools}::bigint[]) AND ${CONSUMED}
            AND x.create_time >= ${dayStart(sql`${range.first}`)} AND x.create_time < ${dayStart(sql`${range.last}::date + 1`)}
          GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
      );
      const shown = (fen: number) => (scope.amounts ? fen : null);
      const blank = () => [1, 2, 3, 4].map((dinnerType) => ({ dinnerType, dinnerTypeName: DINNER_TYPE_NAMES[dinnerType]!, count: 0, amount: 0 }));
      const days = new Map<string, ReturnType<typeof blank>>();
      const total = blank();
      for (const row of rows) {
        if (!days.has(row.date)) days.set(row.date, blank());
        const slot = row.dinnerType ? row.dinnerType - 1 : 1;
        for (const meals of [days.get(row.date)!, total]) {
          meals[slot]!.count += row.count;
          meals[slot]!.amount += row.amount;
        }
      }
      const figures = (meals: ReturnType<typeof blank>) => ({
        count: meals.reduce((sum, meal) => sum + meal.count, 0),
        amount: shown(meals.reduce((sum, meal) => sum + meal.amount, 0)),
        meals: meals.map((meal) => ({ ...meal, amount: shown(meal.amount) })),
      });
      return ok({
        startDate: range.first,
        endDate: range.last,
        days: [...days].map(([date, meals]) => ({ date, ...figures(meals) })),
        total: figures(total),
      });
    },
  );

  app.get(
    `${CONSUME_BASE}/summary/school`,
    {
      schema: {
        tags,
        summary: '消费汇总 by school: consumptions (not reversed), recharges, refunds and subsidy grants of each school of the caller’s reach over the range',
        description:
          'The filters of summary/daily. Rows `{ schoolId, schoolName, count, amount, recharge, refund, subsidy }` (fen; the amounts null for the supervising units), ' +
          'ordered by school.',
        querystring: SummaryQuery,
        response: answers(SchoolSummaries),
      },
    },
    async (request) => {
      const { scope, range, schools } = await summaryParts(request, await authenticate(ctx, request));
      const { rows } = await db.query<{
        schoolId: string;
        schoolName: string;
        count: number;
        amount: number;
        recharge: number;
        refund: number;
        subsidy: number;
      }>(
        sql`SELECT s.id::text AS "schoolId", s.dept_name AS "schoolName",
                count(x.id) FILTER (WHERE ${CONSUMED})::int AS count,
                COALESCE(-sum(x.amount) FILTER (WHERE ${CONSUMED}), 0)::int AS amount,
                COALESCE(sum(x.amount) FILTER (WHERE x.type = 'RECHARGE'), 0)::int AS recharge,
                COALESCE(-sum(x.amount) FILTER (WHERE x.type IN ('REFUND', 'CLOSE_REFUND') AND x.reverses_id IS NULL), 0)::int AS refund,
                COALESCE(sum(x.amount) FILTER (WHERE x.type = 'SUBSIDY_GRANT'), 0)::int AS subsidy
           FROM dept s
           LEFT JOIN sys_personnel p ON p.school_id = s.id
           LEFT JOIN sys_wallet_txn x ON x.personnel_id = p.id AND x.create_time >= ${dayStart(sql`${range.first}`)} AND x.create_time < ${dayStart(sql`${range.last}::date + 1`)}
           LEFT JOIN sys_wallet_txn r ON r.reverses_id = x.id
          WHERE s.tenant_id = ${scope.actor.tenantId} AND s.id = ANY(${schools}::bigint[])
          GROUP BY s.id, s.dept_name, s.sort ORDER BY s.sort, s.id`,
      );
      return ok(
        rows.map((row) =>
          scope.amounts
            ? row
            : { schoolId: row.schoolId, schoolName: row.schoolName, count: row.count, amount: null, recharge: null, refund: null, subsidy: null },
        ),
      );
    },
  );
}
