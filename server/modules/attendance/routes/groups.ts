// 考勤组 (/api/rabbit-kaoqin/attendanceGroup/…): a canteen's attendance groups — type, shifts, workdays, members,
// exempt people, supervisors, the monthly make-up limit (docs/product-rules.md#attendance; the attendance-group check
// of the work-personnel picker: routes/group-check.ts). One person is in at most one group (modules/attendance/groups.ts); a save that
// would take people from another group needs moveFromOtherGroups, else it is a 400 and nothing changes. The reads are
// queries.ts's, the writes service.ts's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { flag, GroupCreate, GroupList, GroupPeopleQuery, GroupUpdate } from '../input.ts';
import { registerLeavingRules } from '../people.ts';
import { canteensOf, groupDetail, groupPage, groupPeople } from '../queries.ts';
import { attendanceActor } from '../scope.ts';
import { createGroup, removeGroups, SAME_NAME, updateGroup } from '../service.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { ids, lookupId } from '../../../platform/http/fields.ts';
import { AttendanceCanteen, AttendanceGroup, AttendanceGroupDetail, GroupPerson } from '../answers.ts';
import { answers, paged, unchecked } from '../../../platform/http/answers.ts';

export const KAOQIN = '/api/rabbit-kaoqin';
export const GROUP_BASE = `${KAOQIN}/attendanceGroup`;
const BASE = GROUP_BASE;

const GROUP_DOC =
  'A group: `{ id, groupName, canteenId, canteenName, schoolName, groupType (1 固定班制, 2 排班制, 3 自由工时), shifts: [{ name, start, end }], ' +
  'workdays: [1–7], makeUpLimit, memberCount, exemptCount, supervisorIds, supervisorNames, deviceSns, deviceNames, remark, updateTime, version }`.';

export function attendanceGroupRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  registerLeavingRules();
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));
  const button = (code: string) => async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), code);

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
    async (request) => ok(await canteensOf(db, await actorOf(request), request.query.read)),
  );

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the groups of the canteens the caller reads, by canteen and name; ?groupName= contains, ?canteenId=, ?groupType=',
        description: GROUP_DOC,
        querystring: GroupList,
        response: answers(paged(AttendanceGroup)),
      },
    },
    async (request) => ok(await groupPage(db, await actorOf(request), request.query)),
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
    async (request) => ok(await groupDetail(db, await actorOf(request), request.query.id)),
  );

  app.get(
    `${BASE}/people`,
    {
      schema: {
        tags,
        summary: 'A page of the members of ?groupId= who punch (not the exempt), by number: the patching picker; ?name= contains',
        description: 'Rows `{ id, number, name, post }`. 404 `数据不存在` for a group outside the caller’s canteens.',
        querystring: GroupPeopleQuery,
        response: unchecked(answers(paged(GroupPerson))),
      },
    },
    async (request) => ok(await groupPeople(db, await actorOf(request), request.query)),
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
      preValidation: button('attendance_group_add'),
    },
    async (request) => ok(await createGroup(db, await actorOf(request), request.body)),
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
      preValidation: button('attendance_group_edit'),
    },
    async (request) => ok(await updateGroup(db, await actorOf(request), request.body)),
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
      preValidation: button('attendance_group_delete'),
    },
    async (request) => {
      await removeGroups(db, await actorOf(request), request.query.ids);
      return ok(null);
    },
  );
}
