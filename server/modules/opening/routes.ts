// 开户统计 (/api/rabbit-opening/…): 学校开户统计 (per school: accounts, cards and their states, balances held), 开卡统计
// and 充值统计 (per month and per school), and 开户明细 (a paged list and its .xlsx export behind `opening_export`).
// All read only, over the schools of the caller's reach. docs/product-rules.md#account-opening.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireButton } from '../../platform/access/buttons.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { answers, answersWorkbook, paged } from '../../platform/http/answers.ts';
import { badRequest, ok } from '../../platform/http/envelope.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { yuan } from '../../platform/http/money.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../platform/xlsx/export.ts';
import { CARD_STATUS_NAMES, TYPE_NAMES } from '../system-personnel/index.ts';
import { CardSeries, DetailRow, RechargeSeries, SchoolFigure } from './answers.ts';
import { DetailExport, DetailList, RangeQuery, SeriesQuery, type RangeValues } from './input.ts';
import { cardRows, DETAIL_FROM, DETAIL_ORDER, DETAIL_ROW, detailWhere, rechargeRows, schoolFigures, schoolsOf, seriesMonths } from './queries.ts';
import { openingScope } from './scope.ts';

export const OPENING_BASE = '/api/rabbit-opening';
export const EXPORT_BUTTON = 'opening_export';
export const TOO_LARGE = `导出数据超过 ${EXPORT_LIMIT} 条，请缩小筛选范围`;

type Row = { schoolId: string; month: string } & Record<string, string | number>;
type Figures = Record<string, string | number>;

/** Folds school × month rows into every month of the range and every school of the reach (zeros where none). */
async function series(db: Queryable, schools: { schoolId: string; schoolName: string }[], range: RangeValues, rowsOf: (months: Sql) => Sql, fields: string[]) {
  const months = seriesMonths(range);
  const [monthRows, rows] = await Promise.all([db.query<{ month: string }>(months), db.query<Row>(rowsOf(months))]);
  const zero = () => Object.fromEntries(fields.map((field) => [field, 0]));
  const byMonth = new Map<string, Figures>(monthRows.rows.map(({ month }) => [month, { month, ...zero() }]));
  const bySchool = new Map<string, Figures>(schools.map((school) => [school.schoolId, { ...school, ...zero() }]));
  for (const row of rows.rows) {
    for (const target of [byMonth.get(row.month), bySchool.get(row.schoolId)]) {
      if (target) for (const field of fields) target[field] = Number(target[field]) + Number(row[field]);
    }
  }
  return { months: [...byMonth.values()], schools: [...bySchool.values()] };
}

type Presented = z.infer<typeof DetailRow>;
type Detail = Omit<Presented, 'personnelTypeName' | 'cardStatusName'>;
const present = (row: Detail): Presented => ({
  ...row,
  personnelTypeName: TYPE_NAMES[row.personnelType]!,
  cardStatusName: CARD_STATUS_NAMES[row.cardStatus] ?? '未发卡',
});
const COLUMNS: Column<Presented>[] = [
  { header: '人员编号', value: (row) => row.personnelNo },
  { header: '姓名', value: (row) => row.name },
  { header: '人员类型', value: (row) => row.personnelTypeName },
  { header: '班级', value: (row) => row.className },
  { header: '所属学校', width: 24, value: (row) => row.schoolName },
  { header: '卡号', value: (row) => row.cardNo },
  { header: '卡状态', value: (row) => row.cardStatusName },
  { header: '账户状态', value: (row) => (row.status === 2 ? '销户' : '正常') },
  { header: '开户时间', width: 20, value: (row) => row.openedAt },
  { header: '现金余额（元）', value: (row) => yuan(row.cash) },
  { header: '补贴余额（元）', value: (row) => yuan(row.subsidy) },
];

export function openingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['opening'];
  const scopeOf = async (request: Parameters<typeof authenticate>[1], schoolId: string | undefined) => {
    const scope = await openingScope(db, await authenticate(ctx, request));
    return { tenantId: scope.actor.tenantId, schoolIds: schoolsOf(scope.schoolIds, schoolId) };
  };
  const schoolNames = async (schoolIds: string[]) =>
    (
      await db.query<{ schoolId: string; schoolName: string }>(
        sql`SELECT id::text AS "schoolId", dept_name AS "schoolName" FROM dept WHERE id = ANY(${schoolIds}::bigint[]) ORDER BY sort, id`,
      )
    ).rows;

  app.get(
    `${OPENING_BASE}/school`,
    {
      schema: {
        tags,
        summary:
          '学校开户统计: each school of the reach — accounts opened in the months by type, cards and their states, accounts without a card, balances held (fen)',
        description:
          'Filters: schoolId, fromMonth, toMonth (YYYY-MM, the accounts’ opening month; none for all). Banks, education bureaus and the administrator.',
        querystring: RangeQuery,
        response: answers(z.array(SchoolFigure)),
      },
    },
    async (request) => {
      const { tenantId, schoolIds } = await scopeOf(request, request.query.schoolId);
      return ok((await db.query(schoolFigures(tenantId, schoolIds, request.query))).rows);
    },
  );

  app.get(
    `${OPENING_BASE}/card`,
    {
      schema: {
        tags,
        summary: '开卡统计: cards issued, replaced, lost, frozen and cancelled per month and per school',
        description: `Filters: schoolId, fromMonth, toMonth (the 12 months up to this one unless chosen; at most 36). Answer \`{ months, schools }\`.`,
        querystring: SeriesQuery,
        response: answers(CardSeries),
      },
    },
    async (request) => {
      const { tenantId, schoolIds } = await scopeOf(request, request.query.schoolId);
      const fields = ['issued', 'replaced', 'lost', 'frozen', 'cancelled'];
      return ok(await series(db, await schoolNames(schoolIds), request.query, (months) => cardRows(tenantId, schoolIds, months), fields));
    },
  );

  app.get(
    `${OPENING_BASE}/recharge`,
    {
      schema: {
        tags,
        summary: '充值统计: recharges and cash refunds (count, fen) per month and per school; the channel is 柜台 (a keeper’s desk) for all',
        description: `Filters of /card. Answer \`{ months, schools, channels }\`.`,
        querystring: SeriesQuery,
        response: answers(RechargeSeries),
      },
    },
    async (request) => {
      const { schoolIds } = await scopeOf(request, request.query.schoolId);
      const fields = ['recharges', 'recharged', 'refunds', 'refunded'];
      const figures = await series(db, await schoolNames(schoolIds), request.query, (months) => rechargeRows(schoolIds, months), fields);
      return ok({ ...figures, channels: [{ channel: 'desk', name: '柜台' }] });
    },
  );

  app.get(
    `${OPENING_BASE}/detail/list`,
    {
      schema: {
        tags,
        summary: '开户明细: a page of the accounts opened, newest first, with school, type, class, live card and its state, opening time and balances',
        description: 'Filters: schoolId, fromMonth, toMonth, name, personnelNo, cardNo, className, personnelType, cardStatus (0 none).',
        querystring: DetailList,
        response: answers(paged(DetailRow)),
      },
    },
    async (request) => {
      const { current, size, ...filters } = request.query;
      const { tenantId, schoolIds } = await scopeOf(request, filters.schoolId);
      const where = detailWhere(tenantId, schoolIds, filters);
      const [rows, total] = await Promise.all([
        db.query<Detail>(sql`${DETAIL_ROW} WHERE ${where} ${DETAIL_ORDER} LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total ${DETAIL_FROM} WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows.map(present), total.rows[0]!.total, { current, size }));
    },
  );

  app.post(
    `${OPENING_BASE}/detail/export`,
    {
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), EXPORT_BUTTON),
      schema: {
        tags,
        summary: `开户明细.xlsx: the list’s filter, amounts in yuan; 400 \`${TOO_LARGE}\` above ${EXPORT_LIMIT.toLocaleString('en')} rows`,
        description: `The list’s filters as a JSON body. Needs the \`${EXPORT_BUTTON}\` button.`,
        body: DetailExport,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const { tenantId, schoolIds } = await scopeOf(request, request.body.schoolId);
      const where = detailWhere(tenantId, schoolIds, request.body);
      const total = Number((await db.query<{ total: string }>(sql`SELECT count(*) AS total ${DETAIL_FROM} WHERE ${where}`)).rows[0]!.total);
      if (total > EXPORT_LIMIT) throw badRequest(TOO_LARGE);
      const { rows } = await db.query<Detail>(sql`${DETAIL_ROW} WHERE ${where} ${DETAIL_ORDER}`);
      return sendWorkbook(reply, '开户明细.xlsx', await workbookOf('开户明细', COLUMNS, rows.map(present)));
    },
  );
}
