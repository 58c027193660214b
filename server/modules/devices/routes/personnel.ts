// Who is on which device (/api/rabbit-personnel/personnel/…): a window's people with their state on each of its
// devices (getPersonneDevicelList), one device's people (getPersonnelData, 设备人员), and the state of a task
// (uploadTaskStatus) that every task-queuing call answers with. docs/product-rules.md#face-devices-and-tasks.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { DevicePeopleList, TaskQuery, WindowPeopleList } from '../input.ts';
import { DEVICE_PERSONNEL_SELECT, groupBy } from '../queries.ts';
import { deviceOf, deviceScope, devicesOfWindow, NOT_FOUND, windowOf } from '../scope.ts';
import { taskView } from '../../../platform/tasks/view.ts';
import { PERSONNEL_BASE } from '../../system-personnel/index.ts';
import { sql } from '../../../platform/db/sql.ts';
import { DevicePerson, PersonDevices, TaskState } from '../answers.ts';

const TASK_DOC =
  'A task: `{ taskId, kind (DEVICE_DOWN, DEVICE_DELETE, MEAL_CATEGORY_UPLOAD, PERSONNEL_IMPORT), status (0 排队, 1 执行中, 2 成功, 3 部分失败, 4 失败, 5 取消), ' +
  'total, success, fail, errors: [{ name?, deviceSn?, row?, reason }] (the first 500), errorFileUrl, createTime, finishTime }`.';

export function devicePersonnelRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['devices'];

  app.get(
    `${PERSONNEL_BASE}/getPersonneDevicelList`,
    {
      schema: {
        tags,
        summary: 'A page of the people of a window’s school (not closed) with their state on each device of the window',
        description:
          'Filters name (contains), syncStatus (0–4: people with that state on a device of the window). Rows `{ personnelId, personnelNo, name, type, className, hasFace, ' +
          'devices: [{ deviceSn, deviceName, syncStatus, error }] }` (a device the person is not on is absent).',
        querystring: WindowPeopleList,
        response: answers(paged(PersonDevices)),
      },
    },
    async (request) => {
      const scope = await deviceScope(db, await authenticate(ctx, request));
      const { current, size, windowId, name, syncStatus } = request.query;
      const window = await windowOf(db, scope, windowId);
      const sns = await devicesOfWindow(db, window.id);
      const like = name ? containing(name) : null;
      const status = syncStatus ?? null;
      const where = sql`p.school_id = ${window.school_id} AND p.is_deleted = 0 AND p.status = 1 AND (${like}::text IS NULL OR p.name LIKE ${like})
        AND (${status}::int IS NULL OR EXISTS (SELECT 1 FROM device_personnel dp WHERE dp.personnel_id = p.id AND dp.device_sn = ANY(${sns}::text[]) AND dp.sync_status = ${status}))`;
      const [people, total] = await Promise.all([
        db.query<{ personnelId: string; personnelNo: string; name: string; type: number; className: string; hasFace: boolean }>(
          sql`SELECT p.id::text AS "personnelId", p.personnel_no AS "personnelNo", p.name, p.type, p.class_name AS "className", p.face_file_id IS NOT NULL AS "hasFace"
             FROM sys_personnel p WHERE ${where} ORDER BY p.type, p.personnel_no, p.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`),
      ]);
      const states = await db.query<{ personnel_id: string; deviceSn: string; deviceName: string; syncStatus: number; error: string }>(
        sql`SELECT dp.personnel_id::text, dp.device_sn AS "deviceSn", d.name AS "deviceName", dp.sync_status AS "syncStatus", dp.error
           FROM device_personnel dp JOIN face_device d ON d.sn = dp.device_sn
          WHERE dp.personnel_id = ANY(${people.rows.map((row) => row.personnelId)}::bigint[]) AND dp.device_sn = ANY(${sns}::text[]) ORDER BY dp.device_sn`,
      );
      const byPerson = groupBy(states.rows, (row) => row.personnel_id);
      const records = people.rows.map((person) => ({
        ...person,
        devices: (byPerson.get(person.personnelId) ?? []).map(({ personnel_id: _, ...state }) => state),
      }));
      return ok(pageOf(records, total.rows[0]!.total, { current, size }));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/getPersonnelData`,
    {
      schema: {
        tags,
        summary: 'A page of the people on one device (设备人员)',
        description:
          'Filters name (contains), syncStatus 0–4. Rows `{ id, deviceSn, personnelId, personnelNo, name, type, className, hasFace, syncStatus (0 待下发, 1 下发中, ' +
          '2 成功, 3 失败, 4 待删除), error, updateTime }`.',
        querystring: DevicePeopleList,
        response: answers(paged(DevicePerson)),
      },
    },
    async (request) => {
      const scope = await deviceScope(db, await authenticate(ctx, request));
      const { current, size, deviceSn, name, syncStatus } = request.query;
      const device = await deviceOf(db, scope, deviceSn);
      const like = name ? containing(name) : null;
      const status = syncStatus ?? null;
      const where = sql`dp.device_sn = ${device.sn} AND (${like}::text IS NULL OR p.name LIKE ${like}) AND (${status}::int IS NULL OR dp.sync_status = ${status})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${DEVICE_PERSONNEL_SELECT} WHERE ${where} ORDER BY p.type, p.personnel_no, dp.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM device_personnel dp JOIN sys_personnel p ON p.id = dp.personnel_id WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/uploadTaskStatus`,
    {
      schema: {
        tags,
        summary: 'The state of a task of the caller’s schools (poll every 2 s until the status is final: 2–5)',
        description: `${TASK_DOC} A task of another school or tenant is 404 \`数据不存在\`.`,
        querystring: TaskQuery,
        response: answers(TaskState),
      },
    },
    async (request) => {
      const scope = await deviceScope(db, await authenticate(ctx, request));
      return ok(await taskView(db, request.query.taskId, scope.actor.tenantId, scope.schoolIds, NOT_FOUND));
    },
  );
}
