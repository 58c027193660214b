// 从业人员 (/api/rabbit-work/…): the staff of a school's canteens, their health certificates and the day's morning
// check figures (docs/product-rules.md#work-personnel). Readers see the people of the canteens of their reach, the
// supervising units read-only; writers keep their own school's or canteen's (platform/access/policy.ts WORK_PERSONNEL_*).
// A person outside the caller's canteens — another school's, another tenant's — is 404 数据不存在.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyButton, requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { ids, lookupId, nullAsAbsent, offsetOf, optionalId } from '../../../platform/http/fields.ts';
import { MorningCheckInput, PersonInput, PersonList, UserListQuery, type PersonValues } from '../input.ts';
import { listWhere, pageQuery, present, RECORD, STATUS, TODAY, type PersonRow } from '../queries.ts';
import { proposeNumber } from '../numbers.ts';
import { releasePeople } from '../removal.ts';
import { canteenOf, checkPerson, statusMove } from '../rules.ts';
import { canteensUnder, NOT_FOUND, personnelScope, writerScope, type PersonnelScope } from '../scope.ts';
import { sql } from '../../../platform/db/sql.ts';
import { SignedCount, StaffAccount, WorkPerson, WorkPost } from '../answers.ts';

export const WORK_BASE = '/api/rabbit-work/workPersonnel';
const USERS = '/api/rabbit-work/user/list';
const WRITE_BUTTONS = ['work_personnel_add', 'work_personnel_edit'];

const RECORD_DOC =
  'A record: `{ id, schoolId, schoolName, canteenId, canteenName, userId, userAccount, userName, number, name, sex (1 男, 2 女, 0 未知), phone, ' +
  'idCard (masked: 3301**********123X), post, postName, foodHandler, healthCertNo, healthCertExpiry, healthCertFileId, healthCertFileName, ' +
  'healthCertFileLink, faceFileId, faceFileLink, certState (0 无, 1 有效, 2 即将到期 ≤ 30 days, 3 已过期), certStateName, certDaysLeft, ' +
  'status (1 在岗, 2 离岗, 3 离职), statusName, remark, updateTime, version }`.';

/** Which unique index a save ran into, as the 409 says it. */
function duplicate(error: unknown): Error | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  if (constraint.includes('id_card')) return conflict('该身份证号码已在本校登记');
  if (constraint.includes('user')) return conflict('该账号已关联其他从业人员');
  return conflict('该编号已存在');
}

export function workPersonnelRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['work-personnel'];

  /** One person of the caller's canteens, or 404. */
  const personOf = async (scope: PersonnelScope, id: string | undefined) => {
    const { rows } = id
      ? await db.query<PersonRow>(sql`${RECORD} WHERE p.id = ${id} AND p.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND p.is_deleted = 0`)
      : { rows: [] };
    if (!rows[0]) throw notFound(NOT_FOUND);
    return rows[0];
  };

  app.get(
    `${WORK_BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the people of the caller’s canteens: on duty first, by number',
        description: `Filters: name, number (contain), phone (starts with), post (a code of workPersonnel/posts), status 1–3 (or several: 1,2), certState 0–3, canteenId, schoolId, deptId (a node of the department tree). ${RECORD_DOC}`,
        querystring: PersonList,
        response: answers(paged(WorkPerson)),
      },
    },
    async (request) => {
      const scope = await personnelScope(db, await authenticate(ctx, request));
      const { current, size, deptId, ...filters } = request.query;
      const where = listWhere(scope.actor.tenantId, await canteensUnder(db, scope, deptId), filters);
      const [rows, total] = await Promise.all([
        db.query<PersonRow>(pageQuery(where, sql`p.status, p.number, p.id`, { current, size })),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM work_personnel p WHERE ${where}`),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => present(row)),
          total.rows[0]!.total,
          { current, size },
        ),
      );
    },
  );

  app.get(
    `${WORK_BASE}/detail`,
    {
      schema: {
        tags,
        summary: 'One person of the caller’s canteens; 404 `数据不存在` otherwise',
        description: 'The ID card number is whole for a caller who may edit the person (a school or canteen of theirs, the administrator), masked otherwise.',
        querystring: z.object({ id: lookupId() }),
        response: answers(WorkPerson),
      },
    },
    async (request) => {
      const scope = await personnelScope(db, await authenticate(ctx, request));
      return ok(present(await personOf(scope, request.query.id), scope.writes));
    },
  );

  app.get(
    `${WORK_BASE}/posts`,
    { schema: { tags, summary: 'The posts a person may hold: [{ code, name, foodHandler }] (this product’s own)', response: answers(z.array(WorkPost)) } },
    async (request) => {
      await personnelScope(db, await authenticate(ctx, request));
      const { rows } = await db.query('SELECT code, name, food_handler AS "foodHandler" FROM work_post ORDER BY sort, code');
      return ok(rows);
    },
  );

  app.get(
    `${WORK_BASE}/nextNumber`,
    {
      schema: {
        tags,
        summary: 'The number proposed for a new person of a canteen: `{ number }` (新增从业人员 fills it in; still editable)',
        description:
          'Button `work_personnel_add`. ?canteenId= a canteen the caller keeps (a canteen account: its own when absent). The next free number of the school ' +
          'in the style the canteen uses — its most used prefix, the highest number after it plus one, zero-padded (CY007 → CY008) — else the school’s, ' +
          'else 0001. 400 `请选择所属食堂`, 403 `只能管理本单位食堂的从业人员`. Only a proposal: the save still refuses a number taken meanwhile (该编号已存在).',
        querystring: z.object({ canteenId: nullAsAbsent(optionalId('所属食堂不正确')) }),
        response: answers(z.object({ number: z.string() })),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'work_personnel_add');
      const scope = await writerScope(db, claims);
      const { canteenId, schoolId } = await canteenOf(db, scope, request.query.canteenId);
      return ok({ number: await proposeNumber(db, schoolId, canteenId) });
    },
  );

  /** Creates (no id) or edits a person, in one transaction; answers the detail. */
  const save = async (claims: Awaited<ReturnType<typeof authenticate>>, input: PersonValues) => {
    await requireButton(db, claims, input.id ? 'work_personnel_edit' : 'work_personnel_add');
    const scope = await writerScope(db, claims);
    try {
      const id = await transaction(db, async (client) => {
        let from: number | undefined;
        let canteenNow: string | undefined;
        if (input.id) {
          // the person first: one of another school or tenant is not found, whatever else was sent
          const found = await client.query<{ version: number; status: number; canteen_id: string }>(
            sql`SELECT version, status, canteen_id::text FROM work_personnel WHERE id = ${input.id} AND canteen_id = ANY(${scope.canteenIds}::bigint[]) AND is_deleted = 0 FOR UPDATE`,
          );
          if (!found.rows[0]) throw notFound(NOT_FOUND);
          if (found.rows[0].version !== input.version) throw staleVersion();
          from = found.rows[0].status;
          canteenNow = found.rows[0].canteen_id;
        }
        const refusal = statusMove(from, input.status);
        if (refusal) throw badRequest(refusal);
        // an edit that names no canteen keeps the person where they are
        const { canteenId, schoolId } = await canteenOf(client, scope, input.canteenId ?? canteenNow);
        await checkPerson(client, claims, scope.actor.tenantId, schoolId, input);
        const i = input;
        if (!input.id) {
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO work_personnel (tenant_id, canteen_id, school_id, user_id, number, name, sex, phone, id_card, post, health_cert_no, health_cert_expiry,
                                         health_cert_file_id, face_file_id, status, remark, create_user, update_user)
             VALUES (${scope.actor.tenantId}, ${canteenId}, ${schoolId}, ${i.userId}, ${i.number}, ${i.name}, ${i.sex}, ${i.phone}, ${i.idCard}, ${i.post},
                     ${i.healthCertNo}, ${i.healthCertExpiry}::date, ${i.healthCertFileId}, ${i.faceFileId}, ${i.status}, ${i.remark},
                     ${scope.actor.userId}, ${scope.actor.userId}) RETURNING id::text`,
          );
          return rows[0]!.id;
        }
        if (input.status === STATUS.left && from !== STATUS.left)
          await releasePeople(client, { tenantId: scope.actor.tenantId, ids: [input.id], kind: 'leave' });
        // another canteen: out of the old one's attendance group (what holds a leaving holds a move too)
        else if (canteenId !== canteenNow) await releasePeople(client, { tenantId: scope.actor.tenantId, ids: [input.id], kind: 'move' });
        await client.query(
          sql`UPDATE work_personnel SET canteen_id = ${canteenId}, school_id = ${schoolId}, user_id = ${i.userId}, number = ${i.number}, name = ${i.name},
                  sex = ${i.sex}, phone = ${i.phone}, id_card = ${i.idCard}, post = ${i.post}, health_cert_no = ${i.healthCertNo},
                  health_cert_expiry = ${i.healthCertExpiry}::date, health_cert_file_id = ${i.healthCertFileId}, face_file_id = ${i.faceFileId},
                  status = ${i.status}::smallint, remark = ${i.remark}, left_time = CASE WHEN ${i.status}::smallint = 3 THEN COALESCE(left_time, now()) END,
                  update_user = ${scope.actor.userId}, update_time = now(), version = version + 1
            WHERE id = ${input.id}`,
        );
        return input.id;
      });
      return ok(present(await personOf(scope, id), true));
    } catch (error) {
      throw duplicate(error) ?? error;
    }
  };

  const saveDoc = (what: string) => ({
    tags,
    summary: what,
    description:
      'JSON `{ id?, version?, canteenId (when absent: the person’s own on an edit, a canteen user’s own on a create), userId?, number, name, sex, phone, idCard, post, healthCertNo, healthCertExpiry ' +
      '(YYYY-MM-DD), healthCertFileId, faceFileId?, status (1 在岗, 2 离岗, 3 离职), remark }`. Buttons `work_personnel_add` / `work_personnel_edit`. ' +
      'A post that handles food needs the certificate number, expiry and scan; the ID card is checked by its check character (GB 11643); 离职 is final. ' +
      '409 for a number, ID card or linked account already used, 409 on a stale version. Answers the detail.',
    body: PersonInput,
    response: answers(WorkPerson),
  });

  app.post(
    `${WORK_BASE}/submit`,
    {
      schema: saveDoc('Creates (no id) or edits (id and version) a person of the caller’s own canteens'),
      // the button before the body: a caller without it learns nothing of the rules
      preValidation: async (request) => requireAnyButton(db, await authenticate(ctx, request), WRITE_BUTTONS),
    },
    async (request) => save(await authenticate(ctx, request), request.body),
  );

  app.post(
    `${WORK_BASE}/update`,
    {
      schema: saveDoc('Edits (id and version) a person of the caller’s own canteens'),
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'work_personnel_edit'),
    },
    async (request) => {
      if (!request.body.id) throw badRequest('请选择要修改的人员');
      return save(await authenticate(ctx, request), request.body);
    },
  );

  app.post(
    `${WORK_BASE}/remove`,
    {
      schema: {
        tags,
        summary: 'Soft-deletes ?ids=1,2 (people of the caller’s own canteens; all or none)',
        description:
          'Button `work_personnel_delete`. Refused (400, with the reason) while another part of the domain holds a person (server/modules/work-personnel/removal.ts).',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'work_personnel_delete'),
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      const { ids } = request.query;
      await transaction(db, async (client) => {
        const { rows } = await client.query(
          sql`SELECT id FROM work_personnel WHERE id = ANY(${ids}::bigint[]) AND canteen_id = ANY(${scope.canteenIds}::bigint[]) AND is_deleted = 0 FOR UPDATE`,
        );
        if (rows.length !== ids.length) throw notFound(NOT_FOUND);
        await releasePeople(client, { tenantId: scope.actor.tenantId, ids, kind: 'remove' });
        await client.query(
          sql`UPDATE work_personnel SET is_deleted = 1, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[])`,
        );
      });
      return ok(null);
    },
  );

  app.post(
    `${WORK_BASE}/signdNumber`,
    {
      schema: {
        tags,
        summary: 'The morning check (晨检) figures of a day: { date, total, signed, abnormal }',
        description:
          'JSON `{ deptId?, date? }`: the caller’s canteens under deptId (all of them when absent) on date (today when absent). total: the people on duty (在岗) ' +
          'now; signed: those of them with a morning check that day; abnormal: checks found unfit. The checks are the work_morning_check rows.',
        body: MorningCheckInput,
        response: answers(SignedCount),
      },
    },
    async (request) => {
      const scope = await personnelScope(db, await authenticate(ctx, request));
      const canteens = await canteensUnder(db, scope, request.body.deptId);
      const { rows } = await db.query<{ date: string; total: number; signed: number; abnormal: number }>(
        sql`WITH day AS (SELECT COALESCE(${request.body.date}::date, ${TODAY}) AS d)
         SELECT to_char((SELECT d FROM day), 'YYYY-MM-DD') AS date, count(*)::int AS total, count(m.id)::int AS signed,
                count(m.id) FILTER (WHERE m.result = 2)::int AS abnormal
           FROM work_personnel p LEFT JOIN work_morning_check m ON m.personnel_id = p.id AND m.record_date = (SELECT d FROM day) AND m.state = 1
          WHERE p.canteen_id = ANY(${canteens}::bigint[]) AND p.is_deleted = 0 AND p.status = ${sql.number(STATUS.onDuty)}`,
      );
      return ok(rows[0]!);
    },
  );

  app.get(
    USERS,
    {
      schema: {
        tags,
        summary: 'A page of the accounts a person may be linked to: those of the caller’s schools and canteens',
        description:
          'Writers only. ?name= (name or account contains), ?canteenId= (that canteen’s and its school’s accounts). Rows: `{ id, account, realName, phone, deptId, deptName, linkedPersonId, linkedPersonName }`.',
        querystring: UserListQuery,
        response: answers(paged(StaffAccount)),
      },
    },
    async (request) => {
      const scope = await writerScope(db, await authenticate(ctx, request));
      const { current, size, name, canteenId } = request.query;
      let depts = [...scope.schoolIds, ...scope.canteenIds];
      if (canteenId) {
        const { rows } = await db.query<{ parent: string }>(sql`SELECT parent_id::text AS parent FROM dept WHERE id = ${canteenId}`);
        depts = scope.canteenIds.includes(canteenId) ? [canteenId, ...(rows[0] ? [rows[0].parent] : [])] : [];
      }
      const like = name ? containing(name) : null;
      const where = sql`u.tenant_id = ${scope.actor.tenantId} AND u.is_deleted = 0 AND u.dept_id = ANY(${depts}::bigint[])
        AND (${like}::text IS NULL OR u.real_name LIKE ${like} OR u.account LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT u.id::text, u.account, u.real_name AS "realName", COALESCE(u.phone, '') AS phone, u.dept_id::text AS "deptId", d.dept_name AS "deptName",
                  p.id::text AS "linkedPersonId", p.name AS "linkedPersonName"
             FROM app_user u JOIN dept d ON d.id = u.dept_id LEFT JOIN work_personnel p ON p.user_id = u.id AND p.is_deleted = 0
            WHERE ${where} ORDER BY u.account, u.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM app_user u WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );
}
