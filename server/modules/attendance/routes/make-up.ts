// 补卡 (/api/rabbit-kaoqin/makeUpPunch/…): a make-up punch applied for members of one group — a day, a shift (or a
// time, for free hours) and a reason — then approved, which writes the punch, or rejected with an opinion
// (docs/product-rules.md#attendance). The group's monthly limit counts pending and approved make-ups; the people are
// locked while it is counted, so two applications at once cannot pass it together.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { GROUP_TYPES, MakeUpAudit, MakeUpInput, month, type Shift } from '../input.ts';
import { logWrite } from '../log.ts';
import { attendanceActor, missing, within, type AttendanceActor } from '../scope.ts';
import { DATE, TIME, TODAY } from '../sql.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { KAOQIN } from './groups.ts';
import { sql } from '../../../platform/db/sql.ts';
import { fromZoned } from '../../../platform/db/zoned.ts';
import { MakeUpPunch } from '../answers.ts';

const BASE = `${KAOQIN}/makeUpPunch`;
/** Nobody decides their own make-up, as nobody approves their own tender. */
export const OWN_MAKE_UP = '不能审批自己申请的补卡';
/** How far back a make-up may go, in days. */
export const MAKE_UP_DAYS_BACK = 31;

const RECORD = sql`
  SELECT u.id::text, u.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", u.group_id::text AS "groupId", g.group_name AS "groupName",
         u.person_id::text AS "personId", p.name AS "personName", p.number AS "personNumber", ${DATE('u.punch_date')} AS "punchDate",
         u.shift_name AS "shiftName", to_char(u.punch_clock, 'HH24:MI') AS "punchClock", u.reason, u.status, u.opinion,
         COALESCE(a.real_name, '') AS "applicant", ${TIME('u.create_time')} AS "createTime",
         COALESCE(d.real_name, '') AS "decider", ${TIME('u.decide_time')} AS "decideTime", u.version
    FROM attendance_make_up u JOIN dept c ON c.id = u.canteen_id JOIN attendance_group g ON g.id = u.group_id JOIN work_personnel p ON p.id = u.person_id
    LEFT JOIN app_user a ON a.id = u.create_user LEFT JOIN app_user d ON d.id = u.decide_user`;

const RECORD_DOC =
  'A make-up: `{ id, canteenId, canteenName, groupId, groupName, personId, personName, personNumber, punchDate, shiftName, punchClock (HH:mm), reason, ' +
  'status (0 待审批, 1 已通过, 2 已驳回), opinion, applicant, createTime, decider, decideTime, version }`.';

const ListQuery = z.object({
  ...paging(),
  canteenId: optionalId('食堂不正确'),
  groupId: optionalId('考勤组不正确'),
  status: optionalText('状态', 1),
  personName: optionalText('姓名', 50),
  month: month().describe('YYYY-MM: make-ups of days of that month'),
});

interface Group {
  id: string;
  canteen: string;
  type: number;
  shifts: Shift[];
  workdays: number[];
  limit: number;
}

async function groupFor(client: pg.PoolClient, actor: AttendanceActor, groupId: string): Promise<Group> {
  const { rows } = await client.query<Group>(
    sql`SELECT id::text, canteen_id::text AS canteen, group_type AS type, shifts, workdays::int[] AS workdays, make_up_limit AS limit
       FROM attendance_group WHERE id = ${groupId} AND is_deleted = 0 AND canteen_id = ANY(${actor.writable}::bigint[]) FOR SHARE`,
  );
  if (!rows[0]) throw missing();
  return rows[0];
}

export function attendanceMakeUpRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of make-ups of the canteens the caller reads, newest first; ?canteenId=, ?groupId=, ?status=, ?personName= contains, ?month=',
        description: RECORD_DOC,
        querystring: ListQuery,
        response: answers(paged(MakeUpPunch)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { canteenId, groupId, status, personName, month: monthText, ...page } = request.query;
      const group = groupId ?? null;
      const statusIs = /^[012]$/.test(status) ? Number(status) : null;
      const name = personName ? containing(personName) : null;
      const month = monthText ? `${monthText}-01` : null;
      const where = sql`u.canteen_id = ANY(${within(actor.readable, canteenId)}::bigint[]) AND (${group}::bigint IS NULL OR u.group_id = ${group})
        AND (${statusIs}::int IS NULL OR u.status = ${statusIs}) AND (${name}::text IS NULL OR p.name LIKE ${name})
        AND (${month}::date IS NULL OR (u.punch_date >= ${month}::date AND u.punch_date < ${month}::date + interval '1 month'))`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${where} ORDER BY u.status = 0 DESC, u.create_time DESC, u.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM attendance_make_up u JOIN work_personnel p ON p.id = u.person_id WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Applies for a make-up for members of one group: groupId, personIds, punchDate, shiftName (or punchClock for free hours), reason',
        description:
          `Button \`patch_add\`; one make-up per person, all or none. A past or today’s day of the last ${MAKE_UP_DAYS_BACK}, a workday of the group; ` +
          'at most the group’s monthly limit per person (400 `… 本月补卡已达上限（n 次）`); one per person, day and shift. Answers the make-ups created.',
        body: MakeUpInput,
        response: answers(z.array(MakeUpPunch)),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'patch_add'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const input = request.body;
      const created = await transaction(db, async (client) => {
        const group = await groupFor(client, actor, input.groupId);
        const dates = await client.query<{ today: string; weekday: number; past: boolean }>(
          sql`SELECT ${DATE(TODAY)} AS today, extract(isodow FROM ${input.punchDate}::date)::int AS weekday, ${input.punchDate}::date < ${TODAY} - ${sql.number(MAKE_UP_DAYS_BACK)} AS past`,
        );
        const { today, weekday, past } = dates.rows[0]!;
        if (input.punchDate > today) throw badRequest('不能为今天之后的日期补卡');
        if (past) throw badRequest(`只能为最近 ${MAKE_UP_DAYS_BACK} 天内的日期补卡`);
        if (!group.workdays.includes(weekday)) throw badRequest('补卡日期不是该考勤组的工作日');
        let shiftName = '';
        let clock = input.punchClock;
        if (group.type === GROUP_TYPES.free) {
          if (!clock) throw badRequest('请选择补卡时间');
        } else {
          const shift = group.shifts.find((item) => item.name === input.shiftName);
          if (!shift) throw badRequest('请选择补卡班次');
          shiftName = shift.name;
          clock = shift.start;
        }
        // the people locked, in id order, while their month is counted
        const people = await client.query<{ id: string; name: string; group: string | null; exempt: boolean | null }>(
          sql`SELECT p.id::text, p.name, m.group_id::text AS group, m.exempt FROM work_personnel p LEFT JOIN attendance_group_member m ON m.person_id = p.id
            WHERE p.id = ANY(${input.personIds}::bigint[]) AND p.tenant_id = ${actor.tenantId} AND p.canteen_id = ${group.canteen} AND p.is_deleted = 0 ORDER BY p.id FOR UPDATE OF p`,
        );
        const byId = new Map(people.rows.map((row) => [row.id, row]));
        for (const personId of input.personIds) {
          const person = byId.get(personId);
          if (!person || person.group !== group.id || person.exempt) throw badRequest(`${person?.name ?? '补卡人员'}不是该考勤组需考勤的成员`);
        }
        const counts = await client.query<{ person: string; count: number; same: boolean }>(
          sql`SELECT person_id::text AS person, count(*)::int AS count, bool_or(punch_date = ${input.punchDate}::date AND shift_name = ${shiftName}) AS same FROM attendance_make_up
            WHERE person_id = ANY(${input.personIds}::bigint[]) AND status IN (0, 1) AND date_trunc('month', punch_date) = date_trunc('month', ${input.punchDate}::date) GROUP BY person_id`,
        );
        const month = new Map(counts.rows.map((row) => [row.person, row]));
        for (const personId of input.personIds) {
          const { name } = byId.get(personId)!;
          const counted = month.get(personId);
          if (counted?.same) throw badRequest(`${name}已申请过该日${shiftName ? '该班次' : ''}的补卡`);
          if ((counted?.count ?? 0) + 1 > group.limit) throw badRequest(`${name}本月补卡已达上限（${group.limit} 次）`);
        }
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO attendance_make_up (tenant_id, canteen_id, group_id, person_id, punch_date, shift_name, punch_clock, reason, create_user)
           SELECT ${actor.tenantId}, ${group.canteen}, ${group.id}, person, ${input.punchDate}::date, ${shiftName}, ${clock}::time, ${input.reason}, ${actor.userId} FROM unnest(${input.personIds}::bigint[]) WITH ORDINALITY AS x(person, n) ORDER BY n RETURNING id::text`,
        );
        const made = rows.map((row) => row.id);
        await logWrite(client, actor, 'makeUp', made, 'apply', { punchDate: input.punchDate, shiftName });
        return made;
      });
      return ok((await db.query(sql`${RECORD} WHERE u.id = ANY(${created}::bigint[]) ORDER BY u.id`)).rows);
    },
  );

  app.post(
    `${BASE}/audit`,
    {
      schema: {
        tags,
        summary: 'Approves (pass true: the punch is written at the day and the shift’s start) or rejects (pass false, an opinion) a pending make-up',
        description:
          'Button `patch_approve`; a make-up of the caller’s canteens (404 `数据不存在` otherwise), not the caller’s own (403 `不能审批自己申请的补卡`), with the version it was loaded at (409 when someone decided first). ' +
          `Answers the make-up. ${RECORD_DOC}`,
        body: MakeUpAudit,
        response: answers(MakeUpPunch),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'patch_approve'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id, version, pass, opinion } = request.body;
      await transaction(db, async (client) => {
        const found = await client.query<{ version: number; status: number; applicant: string | null }>(
          sql`SELECT version, status, create_user::text AS applicant FROM attendance_make_up WHERE id = ${id} AND canteen_id = ANY(${actor.writable}::bigint[]) FOR UPDATE`,
        );
        const row = found.rows[0];
        if (!row) throw missing();
        if (row.version !== version) throw staleVersion();
        if (row.status !== 0) throw badRequest('该补卡已审批');
        if (row.applicant === actor.userId) throw forbidden(OWN_MAKE_UP);
        await client.query(
          sql`UPDATE attendance_make_up SET status = ${pass ? 1 : 2}, opinion = ${opinion}, decide_user = ${actor.userId}, decide_time = now(), version = version + 1 WHERE id = ${id}`,
        );
        if (pass)
          await client.query(
            sql`INSERT INTO attendance_punch (tenant_id, canteen_id, person_id, group_id, punch_time, punch_date, source, make_up_id)
             SELECT tenant_id, canteen_id, person_id, group_id, ${fromZoned('punch_date + punch_clock')}, punch_date, 2, id
               FROM attendance_make_up WHERE id = ${id}`,
          );
        await logWrite(client, actor, 'makeUp', [id], pass ? 'approve' : 'reject', { opinion });
      });
      return ok((await db.query(sql`${RECORD} WHERE u.id = ${id}`)).rows[0]);
    },
  );
}
