// 人员信息 (/api/rabbit-personnel/personnel/…): the diners of a school — teachers, students, staff — with their face
// photo, card and meal plan (docs/product-rules.md#system-personnel). Keepers (platform/access/policy.ts
// SYSTEM_PERSONNEL_KEEPERS) read and change the diners of the schools of their reach; the supervising units read
// the counts (list/canteen) only. A diner of another school or tenant is 404 数据不存在. Cards and wallets:
// routes/system-personnel-wallet.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyButton, requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { answers, answersWorkbook, paged, unchecked } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf } from '../../../platform/http/fields.ts';
import { fileVisible, linkOf } from '../../../platform/files/index.ts';
import { PLAN } from '../meal-plans.ts';
import { BatchUpdate, DinerExport, DinerInput, DinerList, IdsQuery, ResetPassword, type DinerValues } from '../input.ts';
import { CARD, CLOSED, listWhere, pageQuery, present, RECORD, TYPE_NAMES, type DinerRow } from '../queries.ts';
import { addDiners, CARD_TAKEN, duplicate, lockDiners, NUMBER_TAKEN } from '../diners.ts';
import { countScope, keeperScope, NOT_FOUND, type DinerScope } from '../scope.ts';
import { Diner, DinerChoice, DinerCount, FaceFile, MealPlan, Updated } from '../answers.ts';

export const PERSONNEL_BASE = '/api/rabbit-personnel/personnel';
const WRITE_BUTTONS = ['personnel_add', 'personnel_edit'];
export const CLOSED_NO_CHANGE = '该人员已销户，不能修改';
export const HAS_TXNS = (name: string) => `${name} 已有充值或消费记录，不能删除，请办理销户`;

const RECORD_DOC =
  'A record: `{ id, schoolId, schoolName, canteenId, canteenName, personnelNo, name, type (1 教师, 2 学生, 3 职工), typeName, className, phone, ' +
  'faceFileId, faceFileLink, cardNo, cardStatus (1 正常, 2 挂失, 3 冻结, 4 注销), cardStatusName, mealCategoryId, mealCategoryName, ' +
  'cash, subsidy (fen), status (1 正常, 2 销户), statusName, closedTime, remark, updateTime, version }`.';

/** The school a save puts the person in: the one sent, else the caller's own; within the caller's schools. */
async function schoolOf(db: Queryable, scope: DinerScope, input: DinerValues, current?: string): Promise<string> {
  const { actor } = scope;
  const own = actor.role === 'school' ? actor.deptId : actor.role === 'canteen' ? actor.deptParentId : undefined;
  const chosen = input.schoolId ?? current ?? own;
  if (!chosen) throw badRequest('请选择所属学校');
  if (!scope.schoolIds.includes(chosen)) throw forbidden('只能管理本校的人员');
  if (input.canteenId) {
    const { rows } = await db.query('SELECT 1 FROM dept WHERE id = $1 AND parent_id = $2 AND dept_category = 3 AND is_deleted = 0', [input.canteenId, chosen]);
    if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
  }
  if (input.mealCategoryId) {
    const { rows } = await db.query('SELECT 1 FROM sys_meal_category WHERE id = $1 AND school_id = $2 AND is_deleted = 0', [input.mealCategoryId, chosen]);
    if (!rows[0]) throw badRequest('餐别须为本校的餐别');
  }
  return chosen;
}

const EXPORT_COLUMNS: Column<ReturnType<typeof present>>[] = [
  { header: '人员编号', value: (row) => row.personnelNo },
  { header: '姓名', value: (row) => row.name },
  { header: '人员类型', value: (row) => row.typeName },
  { header: '班级', value: (row) => row.className },
  { header: '所属学校', width: 24, value: (row) => row.schoolName },
  { header: '所属食堂', width: 24, value: (row) => row.canteenName },
  { header: '卡号', value: (row) => row.cardNo },
  { header: '卡状态', value: (row) => row.cardStatusName },
  { header: '餐别', value: (row) => row.mealCategoryName },
  { header: '人脸照片', value: (row) => (row.faceFileId ? '已上传' : '未上传') },
  { header: '状态', value: (row) => row.statusName },
];

export function systemPersonnelRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];

  /** One diner of the caller's schools, or 404. */
  const dinerOf = async (scope: DinerScope, id: string | undefined) => {
    const { rows } = id
      ? await db.query<DinerRow>(`${RECORD} WHERE p.id = $1 AND p.school_id = ANY($2::bigint[]) AND p.tenant_id = $3 AND p.is_deleted = 0`, [
          id,
          scope.schoolIds,
          scope.actor.tenantId,
        ])
      : { rows: [] };
    if (!rows[0]) throw notFound(NOT_FOUND);
    return rows[0];
  };

  app.get(
    `${PERSONNEL_BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the diners of the caller’s schools, by school, type and number',
        description: `Keepers only. Filters: name, personnelNo, className, cardNo (contain), type 1–3, status 1–2, schoolId, canteenId. ${RECORD_DOC}`,
        querystring: DinerList,
        response: answers(paged(Diner)),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { current, size, ...filters } = request.query;
      const { where, args } = listWhere(scope.actor.tenantId, scope.schoolIds, filters);
      const n = args.length;
      const [rows, total] = await Promise.all([
        db.query<DinerRow>(pageQuery(where, n + 1), [...args, size, offsetOf({ current, size })]),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`, args),
      ]);
      return ok(pageOf(rows.rows.map(present), total.rows[0]!.total, { current, size }));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/list/canteen`,
    {
      schema: {
        tags,
        summary: 'The counts of diners per school and canteen: what the supervising units see',
        description:
          'Keepers and the supervising units. Rows `{ schoolId, schoolName, canteenId, canteenName, teachers, students, staff, closed, total }` — people not closed by type, ' +
          'closed (销户) apart; canteenId null for the people who have no canteen.',
        response: answers(z.array(DinerCount)),
      },
    },
    async (request) => {
      const scope = await countScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        `SELECT p.school_id::text AS "schoolId", s.dept_name AS "schoolName", p.canteen_id::text AS "canteenId", COALESCE(c.dept_name, '') AS "canteenName",
                count(*) FILTER (WHERE p.type = 1 AND p.status = 1)::int AS teachers, count(*) FILTER (WHERE p.type = 2 AND p.status = 1)::int AS students,
                count(*) FILTER (WHERE p.type = 3 AND p.status = 1)::int AS staff, count(*) FILTER (WHERE p.status = ${CLOSED})::int AS closed, count(*)::int AS total
           FROM sys_personnel p JOIN dept s ON s.id = p.school_id LEFT JOIN dept c ON c.id = p.canteen_id
          WHERE p.school_id = ANY($1::bigint[]) AND p.tenant_id = $2 AND p.is_deleted = 0
          GROUP BY p.school_id, s.dept_name, s.sort, p.canteen_id, c.dept_name ORDER BY s.sort, p.school_id, p.canteen_id NULLS LAST`,
        [scope.schoolIds, scope.actor.tenantId],
      );
      return ok(rows);
    },
  );

  app.get(
    `${PERSONNEL_BASE}/mealCategory/list`,
    {
      schema: {
        tags,
        summary: 'The meal plans (餐别) of the caller’s schools, for the person form and the bulk edit (this product’s own call)',
        description:
          'Keepers. ?schoolId= narrows to one school. Rows `{ id, schoolId, schoolName, name, prices: [早餐, 午餐, 晚餐, 夜宵] (fen), people (on the plan), version }`; ' +
          'changed by routes/meal-categories.ts.',
        querystring: z.object({ schoolId: lookupId() }),
        response: answers(z.array(MealPlan)),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        `${PLAN} WHERE m.school_id = ANY($1::bigint[]) AND m.tenant_id = $2 AND m.is_deleted = 0 AND ($3::bigint IS NULL OR m.school_id = $3) ORDER BY m.school_id, m.id`,
        [scope.schoolIds, scope.actor.tenantId, request.query.schoolId ?? null],
      );
      return ok(rows);
    },
  );

  app.get(
    `${PERSONNEL_BASE}/detail`,
    {
      schema: {
        tags,
        summary: 'One diner of the caller’s schools; 404 `数据不存在` otherwise',
        description: RECORD_DOC,
        querystring: z.object({ id: lookupId() }),
        response: answers(Diner),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      return ok(present(await dinerOf(scope, request.query.id)));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/getFileDetail`,
    {
      schema: {
        tags,
        summary: 'The face photo of diner ?id=: `{ id, name, link }`, or null when none was uploaded',
        querystring: z.object({ id: lookupId() }),
        response: answers(FaceFile.nullable()),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const diner = await dinerOf(scope, request.query.id);
      if (!diner.faceFileId) return ok(null);
      const { rows } = await db.query<{ name: string; access_key: string }>('SELECT name, access_key FROM stored_file WHERE id = $1', [diner.faceFileId]);
      return ok(rows[0] ? { id: diner.faceFileId, name: rows[0].name, link: linkOf(diner.faceFileId, rows[0].access_key) } : null);
    },
  );

  /** Creates (no id) or edits a diner in one transaction; answers the detail. */
  const save = async (claims: AccessClaims, input: DinerValues) => {
    await requireButton(db, claims, input.id ? 'personnel_edit' : 'personnel_add');
    const scope = await keeperScope(db, claims);
    try {
      const id = await transaction(db, async (client) => {
        let current: { school_id: string; status: number; card_no: string | null } | undefined;
        if (input.id) {
          const found = await client.query<{ version: number; school_id: string; status: number; card_no: string | null }>(
            `SELECT p.version, p.school_id::text, p.status, (SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${CARD.cancelled}) AS card_no
               FROM sys_personnel p WHERE p.id = $1 AND p.school_id = ANY($2::bigint[]) AND p.tenant_id = $3 AND p.is_deleted = 0 FOR UPDATE`,
            [input.id, scope.schoolIds, scope.actor.tenantId],
          );
          current = found.rows[0];
          if (!current) throw notFound(NOT_FOUND);
          if (found.rows[0]!.version !== input.version) throw staleVersion();
          if (current.status === CLOSED) throw badRequest(CLOSED_NO_CHANGE);
          if (input.cardNo && current.card_no && input.cardNo !== current.card_no) throw badRequest('更换卡号请在卡务管理中补卡');
        }
        const schoolId = await schoolOf(client, scope, input, current?.school_id);
        if (input.faceFileId && !(await fileVisible(client, claims, input.faceFileId))) throw badRequest('人脸照片不存在');
        if (!input.id) {
          const [added] = await addDiners(client, [
            { ...input, tenantId: scope.actor.tenantId, schoolId, canteenId: input.canteenId ?? null, userId: scope.actor.userId },
          ]);
          if ('taken' in added!) throw conflict(added.taken === 'cardNo' ? CARD_TAKEN : NUMBER_TAKEN);
          return added!.id;
        }
        const id = input.id;
        await client.query(
          `UPDATE sys_personnel SET school_id = $2, canteen_id = $3, personnel_no = $4, name = $5, type = $6, class_name = $7, phone = $8, face_file_id = $9,
                  meal_category_id = $10, remark = $11, update_user = $12, update_time = now(), version = version + 1 WHERE id = $1`,
          [
            id,
            schoolId,
            input.canteenId ?? null,
            input.personnelNo,
            input.name,
            input.type,
            input.className,
            input.phone,
            input.faceFileId,
            input.mealCategoryId,
            input.remark,
            scope.actor.userId,
          ],
        );
        if (input.cardNo && !current?.card_no)
          await client.query('INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES ($1, $2, $3, $4)', [
            scope.actor.tenantId,
            id,
            input.cardNo,
            scope.actor.userId,
          ]);
        return id;
      });
      return ok(present(await dinerOf(scope, id)));
    } catch (error) {
      throw duplicate(error) ?? error;
    }
  };

  const saveDoc = (what: string) => ({
    tags,
    summary: what,
    description:
      'JSON `{ id?, version?, schoolId (the caller’s own when absent), canteenId?, personnelNo, name, type (1 教师, 2 学生, 3 职工), className?, phone?, faceFileId?, ' +
      'cardNo? (issues a card when the person has none; a different number is a replacement: edit/card/status), mealCategoryId?, remark? }`. ' +
      'Buttons `personnel_add` / `personnel_edit`. 409 for a number of the school or a card number of the tenant already used, 409 on a stale version; ' +
      '400 for a closed (销户) person. Answers the detail.',
    body: DinerInput,
    response: answers(Diner),
  });

  app.post(
    `${PERSONNEL_BASE}/submit`,
    {
      schema: saveDoc('Creates (no id) or edits (id and version) a diner of the caller’s schools'),
      preValidation: async (request) => requireAnyButton(db, await authenticate(ctx, request), WRITE_BUTTONS),
    },
    async (request) => save(await authenticate(ctx, request), request.body),
  );

  app.post(
    `${PERSONNEL_BASE}/update`,
    {
      schema: saveDoc('Edits (id and version) a diner of the caller’s schools'),
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_edit'),
    },
    async (request) => {
      if (!request.body.id) throw badRequest('请选择要修改的人员');
      return save(await authenticate(ctx, request), request.body);
    },
  );

  app.post(
    `${PERSONNEL_BASE}/remove`,
    {
      schema: {
        tags,
        summary: 'Deletes ?ids=1,2 (diners of the caller’s schools; all or none)',
        description:
          'Button `personnel_delete`. Refused (400 `{name} 已有充值或消费记录，不能删除，请办理销户`) for a person with any wallet transaction: such a person is closed (logout) instead. Their cards are cancelled.',
        querystring: IdsQuery,
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_delete'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { ids } = request.query;
      await transaction(db, async (client) => {
        const diners = await lockDiners(client, scope, ids);
        const { rows } = await client.query<{ id: string }>(
          'SELECT DISTINCT personnel_id::text AS id FROM sys_wallet_txn WHERE personnel_id = ANY($1::bigint[])',
          [ids],
        );
        const withTxns = diners.find((diner) => rows.some((row) => row.id === diner.id));
        if (withTxns) throw badRequest(HAS_TXNS(withTxns.name));
        await client.query(
          `UPDATE sys_card SET status = ${CARD.cancelled}, update_time = now() WHERE personnel_id = ANY($1::bigint[]) AND status <> ${CARD.cancelled}`,
          [ids],
        );
        await client.query(
          'UPDATE sys_personnel SET is_deleted = 1, update_user = $2, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])',
          [ids, scope.actor.userId],
        );
      });
      return ok(null);
    },
  );

  app.post(
    `${PERSONNEL_BASE}/exportExcle`,
    {
      schema: {
        tags,
        summary: `The diners of the filter (JSON body, the list’s filters) as an .xlsx file (at most ${EXPORT_LIMIT.toLocaleString('en')})`,
        description: 'Button `personnel_export`.',
        body: DinerExport,
        response: answersWorkbook(),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_export'),
    },
    async (request, reply) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { where, args } = listWhere(scope.actor.tenantId, scope.schoolIds, request.body);
      const { rows } = await db.query<DinerRow>(`${RECORD} WHERE ${where} ORDER BY p.school_id, p.type, p.personnel_no, p.id LIMIT ${EXPORT_LIMIT}`, args);
      return sendWorkbook(reply, '人员信息.xlsx', await workbookOf('人员信息', EXPORT_COLUMNS, rows.map(present)));
    },
  );

  app.post(
    `${PERSONNEL_BASE}/batch/update`,
    {
      schema: {
        tags,
        summary: 'Sets the meal plan, class or canteen of several diners at once',
        description:
          'JSON `{ ids, mealCategoryId?, className?, canteenId? }` — the fields sent are set on every person (of the caller’s schools, none closed; all or none). ' +
          'Button `personnel_edit`. Answers `{ updated }`.',
        body: BatchUpdate,
        response: answers(Updated),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_edit'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { ids, mealCategoryId, className, canteenId } = request.body;
      if (mealCategoryId === undefined && className === undefined && canteenId === undefined) throw badRequest('请选择要修改的内容');
      const updated = await transaction(db, async (client) => {
        const diners = await lockDiners(client, scope, [...new Set(ids)]);
        const closed = diners.find((diner) => diner.status === CLOSED);
        if (closed) throw badRequest(`${closed.name} 已销户，不能修改`);
        const { rows: schools } = await client.query<{ school_id: string }>('SELECT DISTINCT school_id::text FROM sys_personnel WHERE id = ANY($1::bigint[])', [
          diners.map((diner) => diner.id),
        ]);
        if ((mealCategoryId || canteenId) && schools.length > 1) throw badRequest('批量修改餐别或食堂时，所选人员须属于同一学校');
        const schoolId = schools[0]!.school_id;
        if (mealCategoryId) {
          const { rows } = await client.query('SELECT 1 FROM sys_meal_category WHERE id = $1 AND school_id = $2 AND is_deleted = 0', [
            mealCategoryId,
            schoolId,
          ]);
          if (!rows[0]) throw badRequest('餐别须为本校的餐别');
        }
        if (canteenId) {
          const { rows } = await client.query('SELECT 1 FROM dept WHERE id = $1 AND parent_id = $2 AND dept_category = 3 AND is_deleted = 0', [
            canteenId,
            schoolId,
          ]);
          if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
        }
        const result = await client.query(
          `UPDATE sys_personnel SET meal_category_id = COALESCE($2, meal_category_id), class_name = COALESCE($3, class_name), canteen_id = COALESCE($4, canteen_id),
                  update_user = $5, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])`,
          [diners.map((diner) => diner.id), mealCategoryId ?? null, className ?? null, canteenId ?? null, scope.actor.userId],
        );
        return result.rowCount ?? 0;
      });
      return ok({ updated });
    },
  );

  app.get(
    `${PERSONNEL_BASE}/getPersonnelList`,
    {
      schema: {
        tags,
        summary: 'A page of diners not closed, for the pickers (the student picker of 停餐)',
        description:
          'Keepers only. The list’s filters (name, personnelNo, className, type, schoolId, canteenId). Rows `{ id, personnelNo, name, type, typeName, className, schoolName, cardNo, hasFace (a face photo is on file: a push to a face device needs one) }`.',
        querystring: DinerList,
        response: unchecked(answers(paged(DinerChoice))),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { current, size, ...filters } = request.query;
      const { where, args } = listWhere(scope.actor.tenantId, scope.schoolIds, { ...filters, status: 1 });
      const n = args.length;
      const [rows, total] = await Promise.all([
        db.query<{ type: number }>(
          `SELECT p.id::text, p.personnel_no AS "personnelNo", p.name, p.type, p.class_name AS "className", s.dept_name AS "schoolName",
                  p.face_file_id IS NOT NULL AS "hasFace", COALESCE((SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${CARD.cancelled}), '') AS "cardNo"
             FROM sys_personnel p JOIN dept s ON s.id = p.school_id WHERE ${where}
            ORDER BY p.school_id, p.type, p.class_name, p.personnel_no, p.id LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...args, size, offsetOf({ current, size })],
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`, args),
      ]);
      return ok(
        pageOf(
          rows.rows.map((row) => ({ ...row, typeName: TYPE_NAMES[row.type] })),
          total.rows[0]!.total,
          { current, size },
        ),
      );
    },
  );

  app.post(
    `${PERSONNEL_BASE}/reset/password`,
    {
      schema: {
        tags,
        summary: 'Sets the diners’ own-app password back to the initial one (their personnel number)',
        description: 'JSON `{ ids }` (diners of the caller’s schools; all or none). Button `personnel_edit`. Answers `{ reset }`.',
        body: ResetPassword,
        response: answers(z.object({ reset: z.number().int() })),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_edit'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const ids = [...new Set(request.body.ids)];
      const reset = await transaction(db, async (client) => {
        await lockDiners(client, scope, ids);
        const result = await client.query(
          'UPDATE sys_personnel SET password_hash = NULL, update_user = $2, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])',
          [ids, scope.actor.userId],
        );
        return result.rowCount ?? 0;
      });
      return ok({ reset });
    },
  );
}
