// 考勤记录 and 考勤统计 (/api/rabbit-kaoqin/attendanceRecord/…, attendanceReport/…): the punches of the canteens the
// caller reads, and the monthly report per person computed from the punches and the group's shifts and workdays
// (modules/attendance/month.ts), with its Excel export built on the server (docs/decisions/0005).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { month, optionalDay } from '../input.ts';
import { reportRows, reportTotal, type ReportFilter, type ReportRow } from '../report.ts';
import { attendanceActor, within } from '../scope.ts';
import { PUNCH, TODAY } from '../sql.ts';
import { sql } from '../../../platform/db/sql.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { KAOQIN } from './groups.ts';
import { MonthReport, Punch } from '../answers.ts';

const RecordQuery = z.object({
  ...paging(),
  canteenId: optionalId('食堂不正确'),
  groupId: optionalId('考勤组不正确'),
  personName: optionalText('姓名', 50),
  from: optionalDay('开始日期'),
  to: optionalDay('结束日期'),
  source: optionalText('打卡方式', 1).describe('1 device, 2 make-up'),
});

const ReportQuery = z.object({
  ...paging(),
  month: month().describe('YYYY-MM; this month when absent'),
  canteenId: optionalId('食堂不正确'),
  groupId: optionalId('考勤组不正确'),
  personName: optionalText('姓名', 50),
});

const GROUP_TYPE_NAMES = ['', '固定班制', '排班制', '自由工时'];
const REPORT_COLUMNS: Column<ReportRow>[] = [
  { header: '编号', width: 12, value: (row) => row.personNumber },
  { header: '姓名', width: 12, value: (row) => row.personName },
  { header: '食堂', width: 22, value: (row) => row.canteenName },
  { header: '考勤组', width: 18, value: (row) => row.groupName },
  { header: '考勤类型', width: 12, value: (row) => GROUP_TYPE_NAMES[row.groupType] },
  { header: '应出勤天数', width: 12, value: (row) => row.daysDue },
  { header: '出勤天数', width: 10, value: (row) => row.present },
  { header: '迟到天数', width: 10, value: (row) => row.late },
  { header: '缺勤天数', width: 10, value: (row) => row.absent },
  { header: '补卡次数', width: 10, value: (row) => row.makeUps },
  { header: '停餐天数', width: 10, value: (row) => row.mealStopDays },
];

const REPORT_DOC =
  'Rows `{ id (the person’s), personId, personNumber, personName, canteenName, groupId, groupName, groupType, daysDue, present, late, absent, makeUps, mealStopDays }` — ' +
  'the members who punch (not the exempt) of the groups of the canteens the caller reads, by canteen, group and number.';

async function monthOf(db: Queryable, given: string | null): Promise<string> {
  if (given) return given;
  return (await db.query<{ month: string }>(`SELECT to_char(${TODAY}, 'YYYY-MM') AS month`)).rows[0]!.month;
}

export function attendanceRecordRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));
  const filterOf = (canteens: string[], query: { canteenId?: string; groupId?: string; personName: string }): ReportFilter => ({
    canteens: within(canteens, query.canteenId),
    groupId: query.groupId ?? null,
    personName: query.personName ? containing(query.personName) : null,
  });

  app.get(
    `${KAOQIN}/attendanceRecord/list`,
    {
      schema: {
        tags,
        summary:
          'A page of punches of the canteens the caller reads, latest first; ?canteenId=, ?groupId=, ?personName= contains, ?from=, ?to= (days), ?source=',
        description:
          'Rows `{ id, personId, personName, personNumber, canteenName, groupId, groupName, punchTime, punchDate, source (1 device, 2 make-up), deviceSn, deviceName, makeUpId }`.',
        querystring: RecordQuery,
        response: answers(paged(Punch)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { canteenId, groupId, personName, from, to, source, ...page } = request.query;
      const group = groupId ?? null;
      const name = personName ? containing(personName) : null;
      const sourceIs = /^[12]$/.test(source) ? Number(source) : null;
      const where = sql`a.canteen_id = ANY(${within(actor.readable, canteenId)}::bigint[]) AND (${group}::bigint IS NULL OR a.group_id = ${group})
        AND (${name}::text IS NULL OR p.name LIKE ${name}) AND (${from}::date IS NULL OR a.punch_date >= ${from}::date)
        AND (${to}::date IS NULL OR a.punch_date <= ${to}::date) AND (${sourceIs}::int IS NULL OR a.source = ${sourceIs})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${PUNCH} WHERE ${where} ORDER BY a.punch_time DESC, a.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM attendance_punch a JOIN work_personnel p ON p.id = a.person_id WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${KAOQIN}/attendanceReport/month`,
    {
      schema: {
        tags,
        summary:
          'The monthly report, a page of people: days due, present, late, absent, make-ups and meal-stop days; ?month=, ?canteenId=, ?groupId=, ?personName=',
        description: `Answers the page with \`month\`. ${REPORT_DOC}`,
        querystring: ReportQuery,
        response: answers(MonthReport),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { month: given, ...query } = request.query;
      const reported = await monthOf(db, given);
      const filter = filterOf(actor.readable, query);
      const [rows, total] = await Promise.all([reportRows(db, reported, filter, query.size, offsetOf(query)), reportTotal(db, filter)]);
      return ok({ ...pageOf(rows, total, query), month: reported });
    },
  );

  app.get(
    `${KAOQIN}/attendanceReport/export`,
    {
      schema: {
        tags,
        summary: 'The monthly report of the filter as an .xlsx file (at most 50,000 rows)',
        querystring: ReportQuery.omit({ current: true, size: true }),
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { month: given, ...query } = request.query;
      const reported = await monthOf(db, given);
      const rows = await reportRows(db, reported, filterOf(actor.readable, query), EXPORT_LIMIT, 0);
      return sendWorkbook(reply, `考勤统计-${reported}.xlsx`, await workbookOf(`考勤统计 ${reported}`, REPORT_COLUMNS, rows));
    },
  );
}
