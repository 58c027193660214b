// 停餐 (/api/rabbit-kaoqin/mealStop/…): days on which a diner — a member of a canteen's staff or a student — eats none
// of the chosen meals: a date range, the meals (早餐, 午餐, 晚餐) and a reason, entered by hand (a leave will add its
// own, source 2) — and their cancellation (docs/product-rules.md#attendance). One diner's meal stops never overlap: the
// diner is locked while the others are looked at, so two entries at once cannot both pass.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { MealStopInput } from '../input.ts';
import { logWrite } from '../log.ts';
import { attendanceActor, missing, within } from '../scope.ts';
import { DATE, PERSON_JSON, TIME, TODAY } from '../sql.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { ids, offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { KAOQIN } from './groups.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MealStop, MealStopStaff } from '../answers.ts';

const BASE = `${KAOQIN}/mealStop`;

/** upcoming 未开始 · running 停餐中 · ended 已结束 · cancelled 已取消 */
const STATE = sql`CASE WHEN s.status = 2 THEN 'cancelled' WHEN s.start_date > ${TODAY} THEN 'upcoming' WHEN s.end_date < ${TODAY} THEN 'ended' ELSE 'running' END`;

/** The diner of a meal stop: a member of the staff (p) or a student (st). */
const DINERS = sql`LEFT JOIN work_personnel p ON p.id = s.person_id LEFT JOIN sys_personnel st ON st.id = s.student_id`;
const KIND = sql`CASE WHEN s.student_id IS NULL THEN 'staff' ELSE 'student' END`;
const NAME = sql`COALESCE(p.name, st.name)`;

/** Where each kind of diner is kept: its table, its column in attendance_meal_stop, and the refusal of one who is gone. */
const DINER = {
  staff: { table: 'work_personnel', column: 'person_id', where: 'TRUE', gone: 3, goneMessage: '已离职，不能停餐' },
  student: { table: 'sys_personnel', column: 'student_id', where: 'type = 2', gone: 2, goneMessage: '已销户，不能停餐' },
} as const;

const RECORD = sql`
  SELECT s.id::text, s.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", COALESCE(s.person_id, s.student_id)::text AS "personId",
         ${KIND} AS "personKind", ${NAME} AS "personName", COALESCE(p.number, st.personnel_no) AS "personNumber", COALESCE(st.class_name, '') AS "className",
         ${DATE('s.start_date')} AS "startDate", ${DATE('s.end_date')} AS "endDate", s.dinner_types::int[] AS "dinnerTypes",
         s.reason, s.source, s.status, ${STATE} AS state, COALESCE(a.real_name, '') AS "createUser", ${TIME('s.create_time')} AS "createTime",
         COALESCE(x.real_name, '') AS "cancelUser", ${TIME('s.cancel_time')} AS "cancelTime", s.version
    FROM attendance_meal_stop s JOIN dept c ON c.id = s.canteen_id ${DINERS}
    LEFT JOIN app_user a ON a.id = s.create_user LEFT JOIN app_user x ON x.id = s.cancel_user`;

const RECORD_DOC =
  'A meal stop: `{ id, canteenId, canteenName, personId, personKind (staff, student), personName, personNumber, className (students), startDate, endDate, dinnerTypes: [1 早餐, 2 午餐, 3 晚餐], reason, ' +
  'source (1 manual, 2 leave), status (1 生效, 2 已取消), state (upcoming, running, ended, cancelled), createUser, createTime, cancelUser, cancelTime, version }`.';

const ListQuery = z.object({
  ...paging(),
  canteenId: optionalId('食堂不正确'),
  personName: optionalText('姓名', 50),
  personKind: optionalText('停餐对象', 10).describe('staff or student'),
  state: optionalText('状态', 10).describe('upcoming, running, ended or cancelled'),
});

const StaffQuery = z.object({ ...paging(), canteenId: optionalId('食堂不正确'), name: optionalText('姓名', 50) });

const MEALS = ['', '早餐', '午餐', '晚餐'];

export function attendanceMealStopRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary:
          'A page of meal stops of the canteens the caller reads, latest start first; ?canteenId=, ?personName= contains, ?personKind= staff or student, ?state=',
        description: RECORD_DOC,
        querystring: ListQuery,
        response: answers(paged(MealStop)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { canteenId, personName, personKind, state, ...page } = request.query;
      const name = personName ? containing(personName) : null;
      const stateIs = ['upcoming', 'running', 'ended', 'cancelled'].includes(state) ? state : null;
      const kind = personKind in DINER ? personKind : null;
      const where = sql`s.canteen_id = ANY(${within(actor.readable, canteenId)}::bigint[]) AND (${name}::text IS NULL OR ${NAME} LIKE ${name})
        AND (${stateIs}::text IS NULL OR ${STATE} = ${stateIs}) AND (${kind}::text IS NULL OR ${KIND} = ${kind})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${where} ORDER BY s.status, s.start_date DESC, s.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM attendance_meal_stop s ${DINERS} WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${BASE}/staff`,
    {
      schema: {
        tags,
        summary:
          'The meal-stop staff picker: a page of the staff (not left) of the canteens the caller keeps, by canteen and number; ?canteenId=, ?name= contains',
        description:
          'Rows `{ id, number, name, post, canteenName, mealStop }`: mealStop the person’s current or next meal stop (`2026-11-02 至 2026-11-06`), or empty.',
        querystring: StaffQuery,
        response: unchecked(answers(paged(MealStopStaff))),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { canteenId, name, ...page } = request.query;
      const like = name ? containing(name) : null;
      const where = sql`p.canteen_id = ANY(${within(actor.writable, canteenId)}::bigint[]) AND p.is_deleted = 0 AND p.status <> 3 AND (${like}::text IS NULL OR p.name LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query<{ person: Record<string, unknown>; canteenName: string; mealStop: string | null }>(
          sql`SELECT ${PERSON_JSON('p')} AS person, c.dept_name AS "canteenName",
                  (SELECT ${DATE('s.start_date')} || ' 至 ' || ${DATE('s.end_date')} FROM attendance_meal_stop s
                    WHERE s.person_id = p.id AND s.status = 1 AND s.end_date >= ${TODAY} ORDER BY s.start_date LIMIT 1) AS "mealStop"
             FROM work_personnel p JOIN dept c ON c.id = p.canteen_id WHERE ${where} ORDER BY c.sort, p.number, p.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM work_personnel p WHERE ${where}`),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => ({ ...row.person, canteenName: row.canteenName, mealStop: row.mealStop ?? '' })),
          total.rows[0]!.total,
          page,
        ),
      );
    },
  );

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary:
          'Stops meals for staff (personIds) or students (studentIds): startDate, endDate, dinnerTypes (1 早餐, 2 午餐, 3 晚餐), reason — one meal stop per person, all or none',
        description:
          'Button `meal_stop_add`; staff who have not left, or students whose accounts are open, eating in the canteens the caller keeps (404 `数据不存在` otherwise). ' +
          'The end not before today, at most 366 days. ' +
          'A stop overlapping another of the same person: 400 `…在 YYYY-MM-DD 至 YYYY-MM-DD 已有停餐，停餐时间不能重叠`. Answers the meal stops created.',
        body: MealStopInput,
        response: answers(z.array(MealStop)),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'meal_stop_add'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const input = request.body;
      const kind = input.studentIds.length ? 'student' : 'staff';
      const diner = DINER[kind];
      const dinerIds = kind === 'student' ? input.studentIds : input.personIds;
      const created = await transaction(db, async (client) => {
        const today = (await client.query<{ today: string }>(`SELECT ${DATE(TODAY)} AS today`)).rows[0]!.today;
        if (input.endDate < today) throw badRequest('停餐结束日期不能早于今天');
        // locked in id order: a second entry for one of them waits, then sees this one
        const people = await client.query<{ id: string; name: string; canteen: string; status: number }>(
          sql`SELECT id::text, name, canteen_id::text AS canteen, status FROM ${sql.raw(diner.table)}
            WHERE id = ANY(${dinerIds}::bigint[]) AND tenant_id = ${actor.tenantId} AND is_deleted = 0 AND ${sql.raw(diner.where)} AND canteen_id = ANY(${actor.writable}::bigint[]) ORDER BY id FOR UPDATE`,
        );
        if (people.rows.length !== dinerIds.length) throw missing();
        const gone = people.rows.find((person) => person.status === diner.gone);
        if (gone) throw badRequest(`${gone.name}${diner.goneMessage}`);
        const overlap = await client.query<{ name: string; start: string; end: string }>(
          sql`SELECT d.name, ${DATE('s.start_date')} AS start, ${DATE('s.end_date')} AS end FROM attendance_meal_stop s JOIN ${sql.raw(diner.table)} d ON d.id = s.${sql.raw(diner.column)}
            WHERE s.${sql.raw(diner.column)} = ANY(${dinerIds}::bigint[]) AND s.status = 1 AND s.start_date <= ${input.endDate}::date AND s.end_date >= ${input.startDate}::date
            ORDER BY array_position(${dinerIds}::bigint[], s.${sql.raw(diner.column)}), s.start_date LIMIT 1`,
        );
        const clash = overlap.rows[0];
        if (clash) throw badRequest(`${clash.name}在 ${clash.start} 至 ${clash.end} 已有停餐，停餐时间不能重叠`);
        const byId = new Map(people.rows.map((person) => [person.id, person]));
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO attendance_meal_stop (tenant_id, canteen_id, ${sql.raw(diner.column)}, start_date, end_date, dinner_types, reason, create_user)
           SELECT ${actor.tenantId}, canteen, person, ${input.startDate}::date, ${input.endDate}::date, ${input.dinnerTypes}::smallint[], ${input.reason}, ${actor.userId} FROM unnest(${dinerIds}::bigint[], ${dinerIds.map((person) => byId.get(person)!.canteen)}::bigint[]) WITH ORDINALITY AS x(person, canteen, n)
            ORDER BY n RETURNING id::text`,
        );
        const made = rows.map((row) => row.id);
        await logWrite(client, actor, 'mealStop', made, 'create', {
          startDate: input.startDate,
          endDate: input.endDate,
          meals: input.dinnerTypes.map((type) => MEALS[type]),
        });
        return made;
      });
      return ok((await db.query(sql`${RECORD} WHERE s.id = ANY(${created}::bigint[]) ORDER BY s.id`)).rows);
    },
  );

  app.post(
    `${BASE}/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancels ?ids=1,2 (meal stops of the caller’s canteens not yet ended; all or none)',
        description: 'Button `meal_stop_delete`. 400 `停餐已取消` or `已结束的停餐不能取消`; 404 `数据不存在` outside the caller’s canteens.',
        querystring: z.object({ ids: ids('请选择要取消的停餐') }),
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'meal_stop_delete'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const { ids: stopIds } = request.query;
      await transaction(db, async (client) => {
        const found = await client.query<{ status: number; ended: boolean }>(
          sql`SELECT status, end_date < ${TODAY} AS ended FROM attendance_meal_stop WHERE id = ANY(${stopIds}::bigint[]) AND canteen_id = ANY(${actor.writable}::bigint[]) ORDER BY id FOR UPDATE`,
        );
        if (found.rows.length !== stopIds.length) throw missing();
        if (found.rows.some((row) => row.status === 2)) throw badRequest('停餐已取消');
        if (found.rows.some((row) => row.ended)) throw badRequest('已结束的停餐不能取消');
        await client.query(
          sql`UPDATE attendance_meal_stop SET status = 2, cancel_user = ${actor.userId}, cancel_time = now(), version = version + 1 WHERE id = ANY(${stopIds}::bigint[])`,
        );
        await logWrite(client, actor, 'mealStop', stopIds, 'cancel');
      });
      return ok(null);
    },
  );
}
