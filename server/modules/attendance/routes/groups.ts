// 考勤组 (/api/rabbit-kaoqin/attendanceGroup/…): a canteen's attendance groups — type, shifts, workdays, members,
// exempt people, supervisors, the monthly make-up limit — and the attendance-group check of the work-personnel
// picker (docs/product-rules.md#attendance). One person is in at most one group (modules/attendance/groups.ts); a save that
// would take people from another group needs moveFromOtherGroups, else it is a 400 and nothing changes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { checkCount, elsewhere, GROUP, GROUP_DETAIL, groupValues, writeMembers } from '../groups.ts';
import { checkDevices } from '../devices.ts';
import { CheckQuery, flag, GroupCreate, GroupUpdate, type GroupInput } from '../input.ts';
import { logWrite } from '../log.ts';
import { registerLeavingRules } from '../people.ts';
import { attendanceActor, missing, within, type AttendanceActor } from '../scope.ts';
import { PERSON_JSON } from '../sql.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, isUniqueViolation, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { retrying, type Queryable } from '../../../platform/db/database.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { ids, lookupId, offsetOf, optionalId, optionalText, paging } from '../../../platform/http/fields.ts';
import { AttendanceCanteen, AttendanceGroup, AttendanceGroupDetail, GroupConflict, GroupPerson } from '../answers.ts';

export const KAOQIN = '/api/rabbit-kaoqin';
const BASE = `${KAOQIN}/attendanceGroup`;
const SAME_NAME = '该食堂已有同名考勤组';

const GROUP_DOC =
  'A group: `{ id, groupName, canteenId, canteenName, schoolName, groupType (1 固定班制, 2 排班制, 3 自由工时), shifts: [{ name, start, end }], ' +
  'workdays: [1–7], makeUpLimit, memberCount, exemptCount, supervisorIds, supervisorNames, deviceSns, deviceNames, remark, updateTime, version }`.';

const ListQuery = z.object({
  ...paging(),
  groupName: optionalText('考勤组名称', 50),
  canteenId: optionalId('食堂不正确'),
  groupType: optionalText('考勤类型', 1),
});

const PeopleQuery = z.object({ ...paging(), groupId: lookupId(), name: optionalText('姓名', 50) });

/** The school of a canteen the caller keeps; 404 otherwise. */
async function schoolOf(db: Queryable, actor: AttendanceActor, canteenId: string): Promise<string> {
  if (!actor.writable.includes(canteenId)) throw missing();
  const { rows } = await db.query<{ school: string }>('SELECT parent_id::text AS school FROM dept WHERE id = $1', [canteenId]);
  return rows[0]!.school;
}

export function attendanceGroupRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  registerLeavingRules();
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));
  const detailOf = async (id: string) => (await db.query(`${GROUP_DETAIL} WHERE g.id = $1`, [id])).rows[0];

  app.get(
    `${BASE}/canteens`,
    {
      schema: {
        tags,
        summary: 'The canteens the caller keeps attendance for: [{ id, name, schoolName }] (none for the supervising units); ?read=true: those it reads',
        querystring: z.object({ read: flag() }),
        response: answers(z.array(AttendanceCanteen)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { rows } = await db.query(
        `SELECT c.id::text, c.dept_name AS name, s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
          WHERE c.id = ANY($1::bigint[]) ORDER BY s.sort, c.sort, c.id`,
        [request.query.read ? actor.readable : actor.writable],
      );
      return ok(rows);
    },
  );

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the groups of the canteens the caller reads, by canteen and name; ?groupName= contains, ?canteenId=, ?groupType=',
        description: GROUP_DOC,
        querystring: ListQuery,
        response: answers(paged(AttendanceGroup)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { groupName, canteenId, groupType, ...page } = request.query;
      const args = [within(actor.readable, canteenId), groupName ? containing(groupName) : null, /^[123]$/.test(groupType) ? Number(groupType) : null];
      const where = `g.canteen_id = ANY($1::bigint[]) AND g.is_deleted = 0 AND ($2::text IS NULL OR g.group_name LIKE $2) AND ($3::int IS NULL OR g.group_type = $3)`;
      const [rows, total] = await Promise.all([
        db.query(`${GROUP} WHERE ${where} ORDER BY s.sort, c.sort, g.group_name, g.id LIMIT $4 OFFSET $5`, [...args, page.size, offsetOf(page)]),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM attendance_group g WHERE ${where}`, args),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${BASE}/detail`,
    {
      schema: {
        tags,
        summary:
          'One group with its people: members and exempts [{ id, number, name, post }], supervisors [{ id, name, account }], devices [{ deviceSn, name, windowName, online }]',
        description: `404 \`数据不存在\` outside the caller’s canteens. ${GROUP_DOC}`,
        querystring: z.object({ id: lookupId() }),
        response: answers(AttendanceGroupDetail),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.query;
      const { rows } = id
        ? await db.query(`${GROUP_DETAIL} WHERE g.id = $1 AND g.is_deleted = 0 AND g.canteen_id = ANY($2::bigint[])`, [id, actor.readable])
        : { rows: [] };
      if (!rows[0]) throw missing();
      return ok(rows[0]);
    },
  );

  app.get(
    `${BASE}/check`,
    {
      schema: {
        tags,
        summary: 'The attendance-group check: how many of ?chosenUsers= are in a group other than ?groupId= — 99999 when none is (never 0)',
        description: 'Answers `data` as a number. Only people of the canteens the caller reads are counted.',
        querystring: CheckQuery,
        response: answers(z.number().int().describe('99999 when none is')),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { chosenUsers, groupId } = request.query;
      return ok(await checkCount(db, actor.tenantId, actor.readable, chosenUsers, groupId));
    },
  );

  app.get(
    `${BASE}/conflicts`,
    {
      schema: {
        tags,
        summary: 'Which of ?chosenUsers= are in a group other than ?groupId=: [{ personId, personName, groupId, groupName }] (this product’s own)',
        description: 'What the console drops from the selection when the user declines to move them (取消).',
        querystring: CheckQuery,
        response: answers(z.array(GroupConflict)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { chosenUsers, groupId } = request.query;
      return ok(await elsewhere(db, actor.tenantId, actor.readable, chosenUsers, groupId));
    },
  );

  app.get(
    `${BASE}/people`,
    {
      schema: {
        tags,
        summary: 'A page of the members of ?groupId= who punch (not the exempt), by number: the patching picker; ?name= contains',
        description: 'Rows `{ id, number, name, post }`. 404 `数据不存在` for a group outside the caller’s canteens.',
        querystring: PeopleQuery,
        response: unchecked(answers(paged(GroupPerson))),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { groupId, name, ...page } = request.query;
      const group = groupId
        ? await db.query('SELECT 1 FROM attendance_group WHERE id = $1 AND is_deleted = 0 AND canteen_id = ANY($2::bigint[])', [groupId, actor.readable])
        : { rows: [] };
      if (!group.rows.length) throw missing();
      const args = [groupId, name ? containing(name) : null];
      const where = 'm.group_id = $1 AND NOT m.exempt AND ($2::text IS NULL OR p.name LIKE $2)';
      const [rows, total] = await Promise.all([
        db.query<{ person: unknown }>(
          `SELECT ${PERSON_JSON('p')} AS person FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE ${where}
            ORDER BY p.number, p.id LIMIT $3 OFFSET $4`,
          [...args, page.size, offsetOf(page)],
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE ${where}`, args),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => row.person),
          total.rows[0]!.total,
          page,
        ),
      );
    },
  );

  const saveDoc =
    'Members and exempt people are staff of the canteen who have not left (400 `考勤组成员须为本食堂在职的从业人员`); supervisors accounts of its school; ' +
    'deviceSns (at most 20) face devices of the canteen, not removed (400 `打卡设备不属于该食堂：SN`). ' +
    'People in another group: 400 `共n人在其他考勤组（…），请确认移入此考勤组后再提交` and nothing saved, unless moveFromOtherGroups is true — then they move, in the same transaction. ' +
    `409 \`${SAME_NAME}\`. Answers the detail.`;

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary:
          'Creates a group: groupName, canteenId, groupType, shifts, workdays, memberIds, exemptIds, supervisorIds, deviceSns, makeUpLimit (3), remark, moveFromOtherGroups',
        description: `Button \`attendance_group_add\`; a canteen the caller keeps (404 \`数据不存在\` otherwise). ${saveDoc}`,
        body: GroupCreate,
        response: answers(AttendanceGroupDetail),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'attendance_group_add'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const input: GroupInput = request.body;
      const schoolId = await schoolOf(db, actor, input.canteenId);
      const values = groupValues(input);
      try {
        const id = await retrying(db, async (client) => {
          await checkDevices(client, actor.tenantId, input.canteenId, input.deviceSns);
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO attendance_group (tenant_id, school_id, canteen_id, group_name, group_type, shifts, workdays, make_up_limit, supervisor_ids, remark, create_user, update_user,
                                           device_sns)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::smallint[], $8, $9::bigint[], $10, $11, $11, $12::text[]) RETURNING id::text`,
            [
              actor.tenantId,
              schoolId,
              input.canteenId,
              input.groupName,
              input.groupType,
              values.shifts,
              values.workdays,
              values.makeUpLimit,
              values.supervisors,
              input.remark,
              actor.userId,
              values.devices,
            ],
          );
          const created = rows[0]!.id;
          await writeMembers(client, actor, created, input, schoolId);
          await logWrite(client, actor, 'group', [created], 'create', { groupName: input.groupName, members: input.memberIds.length });
          return created;
        });
        return ok(await detailOf(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SAME_NAME);
        throw error;
      }
    },
  );

  app.post(
    `${BASE}/update`,
    {
      schema: {
        tags,
        summary: 'Edits a group (id and the version it was loaded at); the same fields as submit, the canteen unchanged',
        description: `Button \`attendance_group_edit\`; 404 \`数据不存在\` outside the caller’s canteens; 409 \`该记录已被他人修改，请刷新后再保存\` on a stale version. ${saveDoc}`,
        body: GroupUpdate,
        response: answers(AttendanceGroupDetail),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'attendance_group_edit'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const input: GroupInput = request.body;
      try {
        await retrying(db, async (client) => {
          const found = await client.query<{ version: number; canteen: string; school: string }>(
            `SELECT version, canteen_id::text AS canteen, school_id::text AS school FROM attendance_group
              WHERE id = $1 AND is_deleted = 0 AND canteen_id = ANY($2::bigint[]) FOR UPDATE`,
            [input.id, actor.writable],
          );
          const group = found.rows[0];
          if (!group) throw missing();
          if (group.version !== input.version) throw staleVersion();
          if (group.canteen !== input.canteenId) throw badRequest('不能修改考勤组所属食堂');
          await checkDevices(client, actor.tenantId, group.canteen, input.deviceSns);
          const values = groupValues(input);
          await client.query(
            `UPDATE attendance_group SET group_name = $2, group_type = $3, shifts = $4::jsonb, workdays = $5::smallint[], make_up_limit = $6, supervisor_ids = $7::bigint[],
                    remark = $8, update_user = $9, device_sns = $10::text[], update_time = now(), version = version + 1 WHERE id = $1`,
            [
              input.id,
              input.groupName,
              input.groupType,
              values.shifts,
              values.workdays,
              values.makeUpLimit,
              values.supervisors,
              input.remark,
              actor.userId,
              values.devices,
            ],
          );
          await writeMembers(client, actor, input.id!, input, group.school);
          await logWrite(client, actor, 'group', [input.id!], 'update', { groupName: input.groupName, members: input.memberIds.length });
        });
        return ok(await detailOf(input.id!));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SAME_NAME);
        throw error;
      }
    },
  );

  app.post(
    `${BASE}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes ?ids=1,2 (groups of the caller’s canteens; all or none): their people are then in no group',
        description: 'Button `attendance_group_delete`. 400 `考勤组“…”有待审批的补卡，不能删除` while a make-up of the group waits.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'attendance_group_delete'),
    },
    async (request) => {
      const actor = await actorOf(request);
      const { ids: groupIds } = request.query;
      await retrying(db, async (client) => {
        const found = await client.query<{ id: string }>(
          'SELECT id::text FROM attendance_group WHERE id = ANY($1::bigint[]) AND is_deleted = 0 AND canteen_id = ANY($2::bigint[]) ORDER BY id FOR UPDATE',
          [groupIds, actor.writable],
        );
        if (found.rows.length !== groupIds.length) throw missing();
        const waiting = await client.query<{ name: string }>(
          `SELECT g.group_name AS name FROM attendance_make_up u JOIN attendance_group g ON g.id = u.group_id
            WHERE u.group_id = ANY($1::bigint[]) AND u.status = 0 ORDER BY g.group_name LIMIT 1`,
          [groupIds],
        );
        if (waiting.rows[0]) throw badRequest(`考勤组“${waiting.rows[0].name}”有待审批的补卡，不能删除`);
        await client.query('DELETE FROM attendance_group_member WHERE group_id = ANY($1::bigint[])', [groupIds]);
        await client.query(
          'UPDATE attendance_group SET is_deleted = 1, update_user = $2, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])',
          [groupIds, actor.userId],
        );
        await logWrite(client, actor, 'group', groupIds, 'remove');
      });
      return ok(null);
    },
  );
}
