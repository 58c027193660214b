// 餐别设置 (/api/rabbit-personnel/personnel/…): a school's meal plans and their prices per meal (integer fen), the
// import template, the upload that changes people's plans through the task engine (MEAL_CATEGORY_UPLOAD) and the
// bulk change (docs/product-rules.md#meal-plans). Keepers of diners only (platform/access/policy.ts SYSTEM_PERSONNEL_KEEPERS);
// another school's plan or person is 404 数据不存在. The list is in routes/system-personnel.ts (mealCategory/list).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyButton, requireButton } from '../../../platform/access/buttons.ts';
import { ownSchoolOf } from '../../../platform/access/reach.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { sendWorkbook } from '../../../platform/xlsx/export.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { answers, answersWorkbook } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, id, ids, nullAsAbsent, optionalId, text } from '../../../platform/http/fields.ts';
import { lockDiners } from '../diners.ts';
import { changePlans, queueUpload, type RefundType } from '../meal-plans.ts';
import { NOT_XLSX, readSheet, TEMPLATE_NAME, templateOf } from '../meal-sheet.ts';
import { CLOSED, PLAN } from '../queries.ts';
import { keeperScope, NOT_FOUND, type DinerScope } from '../scope.ts';
import { XLSX_MIME } from '../../../platform/files/index.ts';
import { accountLimits } from '../../../platform/http/limits.ts';
import { fen } from '../../../platform/http/money.ts';
import { PERSONNEL_BASE } from './diners.ts';
import { sql } from '../../../platform/db/sql.ts';
import { MealPlan, QueuedTask, Updated } from '../answers.ts';

const PRICE = '每餐价格须为 0–1000 元';
const price = fen({ required: PRICE, invalid: PRICE, tooLarge: PRICE, min: 0, max: 100_000 });
const refundType = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '退款方式不正确' })
  .optional()
  .transform((value) => Number(value ?? 0) as RefundType);

export const MealPlanInput = editable(NOT_FOUND, {
  schoolId: nullAsAbsent(optionalId('请选择所属学校')),
  name: text('请输入餐别名称', 50),
  prices: z.array(price, { error: '请输入每餐价格' }).length(4, '请输入早餐、午餐、晚餐、夜宵的价格'),
});
const SchoolBody = z.object({ schoolId: nullAsAbsent(optionalId('请选择所属学校')) }).optional();
const UploadQuery = z.object({
  url: z.string({ error: '请上传文件' }).trim().min(1, '请上传文件').max(500, '文件地址不正确'),
  refundType,
  schoolId: nullAsAbsent(optionalId('请选择所属学校')),
});
const BatchMeal = z.object({
  ids: z.array(id('请选择人员')).min(1, '请选择人员').max(1000, '一次最多修改 1000 人'),
  mealCategoryId: id('请选择餐别'),
  refundType,
});

const USED = (name: string, people: number) => `餐别“${name}”下还有 ${people} 人，不能删除`;

/** The school a call is about: the one sent, else the caller's own; 404 for a school the caller does not keep. */
export function schoolOf(scope: DinerScope, sent: string | undefined): string {
  const chosen = sent ?? ownSchoolOf(scope.actor) ?? (scope.schoolIds.length === 1 ? scope.schoolIds[0] : undefined);
  if (!chosen) throw badRequest('请选择所属学校');
  if (!scope.schoolIds.includes(chosen)) throw notFound(NOT_FOUND);
  return chosen;
}

/** The caller's own upload the link `url` names (`…downloadFile?id=&key=`), or 400. */
export async function uploadOf(db: Queryable, scope: DinerScope, url: string): Promise<Buffer> {
  const link = URL.canParse(url, 'http://console') ? new URL(url, 'http://console') : undefined;
  const fileId = link?.searchParams.get('id') ?? '';
  const key = link?.searchParams.get('key') ?? '';
  const { rows } =
    /^\d{1,19}$/.test(fileId) && key
      ? await db.query<{ mime: string; content: Buffer }>(
          sql`SELECT mime, content FROM stored_file WHERE id = ${fileId} AND access_key = ${key} AND tenant_id = ${scope.actor.tenantId} AND owner_kind = 'user' AND owner_id = ${scope.actor.userId}`,
        )
      : { rows: [] };
  if (!rows[0]) throw badRequest('导入文件不存在，请重新上传');
  if (rows[0].mime !== XLSX_MIME) throw badRequest(NOT_XLSX);
  return rows[0].content;
}

export function mealCategoryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];
  const edit = async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), 'meal_category_edit');

  const save = async (scope: DinerScope, input: z.infer<typeof MealPlanInput>) => {
    const [price1, price2, price3, price4] = input.prices;
    try {
      const planId = await transaction(db, async (client) => {
        if (!input.id) {
          const schoolId = schoolOf(scope, input.schoolId);
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO sys_meal_category (tenant_id, school_id, name, price1, price2, price3, price4, create_user, update_user)
             VALUES (${scope.actor.tenantId}, ${schoolId}, ${input.name}, ${price1}, ${price2}, ${price3}, ${price4}, ${scope.actor.userId}, ${scope.actor.userId}) RETURNING id::text`,
          );
          return rows[0]!.id;
        }
        const { rows } = await client.query<{ version: number }>(
          sql`SELECT version FROM sys_meal_category WHERE id = ${input.id} AND school_id = ANY(${scope.schoolIds}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0 FOR UPDATE`,
        );
        if (!rows[0]) throw notFound(NOT_FOUND);
        if (rows[0].version !== input.version) throw staleVersion();
        await client.query(
          sql`UPDATE sys_meal_category SET name = ${input.name}, price1 = ${price1}, price2 = ${price2}, price3 = ${price3}, price4 = ${price4}, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1
            WHERE id = ${input.id}`,
        );
        return input.id;
      });
      return ok((await db.query(sql`${PLAN} WHERE m.id = ${planId}`)).rows[0]);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('该餐别名称已存在');
      throw error;
    }
  };

  const saveSchema = (summary: string) => ({
    tags,
    summary,
    description:
      'JSON `{ id?, version?, schoolId? (the caller’s own when absent), name (≤ 50, once per school), prices: [早餐, 午餐, 晚餐, 夜宵] (integer fen, 0–100000) }`. ' +
      'Button `meal_category_edit`. 409 `该餐别名称已存在`, 409 on a stale version. Answers `{ id, schoolId, schoolName, name, prices, people, version }`.',
    body: MealPlanInput,
    response: answers(MealPlan),
  });

  app.post(
    `${PERSONNEL_BASE}/mealCategory/submit`,
    { schema: saveSchema('Creates (no id) or edits (id and version) a meal plan of the caller’s schools'), preValidation: edit },
    async (request) => save(await keeperScope(db, await authenticate(ctx, request)), request.body),
  );

  app.post(
    `${PERSONNEL_BASE}/mealCategory/update`,
    { schema: saveSchema('Edits (id and version) a meal plan of the caller’s schools'), preValidation: edit },
    async (request) => {
      if (!request.body.id) throw badRequest('请选择要修改的餐别');
      return save(await keeperScope(db, await authenticate(ctx, request)), request.body);
    },
  );

  app.post(
    `${PERSONNEL_BASE}/mealCategory/remove`,
    {
      schema: {
        tags,
        summary: 'Deletes the meal plans ?ids=1,2 of the caller’s schools (all or none)',
        description: 'Button `meal_category_edit`. Refused (400 `餐别“{name}”下还有 {n} 人，不能删除`) while people (closed ones too) are on a plan.',
        querystring: z.object({ ids: ids('请选择要删除的餐别') }),
        response: answers(z.null()),
      },
      preValidation: edit,
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const planIds = [...new Set(request.query.ids)];
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ id: string; name: string; people: number }>(
          sql`SELECT m.id::text, m.name, (SELECT count(*)::int FROM sys_personnel p WHERE p.meal_category_id = m.id AND p.is_deleted = 0) AS people
             FROM sys_meal_category m WHERE m.id = ANY(${planIds}::bigint[]) AND m.school_id = ANY(${scope.schoolIds}::bigint[]) AND m.tenant_id = ${scope.actor.tenantId} AND m.is_deleted = 0
            ORDER BY m.id FOR UPDATE OF m`,
        );
        if (rows.length !== planIds.length) throw notFound(NOT_FOUND);
        const used = rows.find((row) => row.people > 0);
        if (used) throw badRequest(USED(used.name, used.people));
        await client.query(
          sql`UPDATE sys_meal_category SET is_deleted = 1, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${planIds}::bigint[])`,
        );
      });
      return ok(null);
    },
  );

  app.post(
    `${PERSONNEL_BASE}/downloadForMealCategory`,
    {
      schema: {
        tags,
        summary: `The 餐别 import template (${TEMPLATE_NAME}): columns 人员编号, 姓名, 餐别, and a second sheet listing the school’s plans`,
        description: 'JSON `{ schoolId? }` (the caller’s own school when absent). Button `meal_category_upload`.',
        body: SchoolBody,
        response: answersWorkbook(),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'meal_category_upload'),
    },
    async (request, reply) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const schoolId = schoolOf(scope, request.body?.schoolId);
      const { rows } = await db.query<{ name: string; prices: number[] }>(
        sql`SELECT name, ARRAY[price1, price2, price3, price4] AS prices FROM sys_meal_category WHERE school_id = ${schoolId} AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0 ORDER BY id`,
      );
      return sendWorkbook(reply, TEMPLATE_NAME, await templateOf(rows));
    },
  );

  app.get(
    `${PERSONNEL_BASE}/uploadFileForMealCategory`,
    {
      schema: {
        tags,
        summary: 'Changes people’s meal plans from an uploaded sheet, as a task (MEAL_CATEGORY_UPLOAD): answers `{ taskId }`',
        description:
          '`url`: the link of the caller’s own upload (`/api/rabbit-file/file/upload?kind=sheet`); `refundType` 0 keeps the balances, 1 pays the subsidy out to cash when a ' +
          'person’s plan changes; `schoolId` (the caller’s own when absent). A file that is not an .xlsx, or lacks one of 人员编号, 姓名, 餐别, is refused whole (400). ' +
          'Each row is an item: 人员编号 not of the school, a closed person, a 姓名 that does not match, an unknown 餐别 or a repeated 人员编号 fails with its row and reason; ' +
          'the good rows change, the failed ones go to the task’s error file. Button `meal_category_upload`. Poll `uploadTaskStatus?taskId=`.',
        querystring: UploadQuery,
        response: answers(QueuedTask),
      },
      ...accountLimits(fastify, ctx).sheets,
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'meal_category_upload'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const schoolId = schoolOf(scope, request.query.schoolId);
      const rows = await readSheet(await uploadOf(db, scope, request.query.url));
      const taskId = await transaction(db, (client) =>
        queueUpload(client, { tenantId: scope.actor.tenantId, schoolId, userId: scope.actor.userId }, rows, request.query.refundType),
      );
      ctx.runner?.wake();
      return ok({ taskId });
    },
  );

  app.post(
    `${PERSONNEL_BASE}/batchForMealCategoryUpdate`,
    {
      schema: {
        tags,
        summary: 'Puts several people of one school on a meal plan (refundType as the upload’s)',
        description:
          'JSON `{ ids, mealCategoryId, refundType (0 keep, 1 subsidy to cash) }` — people of the caller’s schools, none closed, all of one school; a plan of that school. ' +
          'All or none. Buttons `meal_category_upload` or `personnel_edit`. Answers `{ updated }` (the people whose plan changed).',
        body: BatchMeal,
        response: answers(Updated),
      },
      // with refundType 1 it moves subsidy to cash: a money write
      ...accountLimits(fastify, ctx).wallet,
      preValidation: async (request) => requireAnyButton(db, await authenticate(ctx, request), ['meal_category_upload', 'personnel_edit']),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { mealCategoryId } = request.body;
      const personIds = [...new Set(request.body.ids)];
      const updated = await transaction(db, async (client) => {
        const diners = await lockDiners(client, scope, personIds);
        const closed = diners.find((diner) => diner.status === CLOSED);
        if (closed) throw badRequest(`${closed.name} 已销户，不能修改`);
        const { rows: schools } = await client.query<{ school_id: string }>(
          sql`SELECT DISTINCT school_id::text FROM sys_personnel WHERE id = ANY(${personIds}::bigint[])`,
        );
        if (schools.length > 1) throw badRequest('批量修改餐别时，所选人员须属于同一学校');
        const { rows } = await client.query(
          sql`SELECT 1 FROM sys_meal_category WHERE id = ${mealCategoryId} AND school_id = ${schools[0]!.school_id} AND is_deleted = 0`,
        );
        if (!rows[0]) throw badRequest('餐别须为本校的餐别');
        return changePlans(
          client,
          { tenantId: scope.actor.tenantId, userId: scope.actor.userId },
          personIds,
          mealCategoryId,
          request.body.refundType,
          `b${randomBytes(8).toString('hex')}`,
        );
      });
      return ok({ updated });
    },
  );
}
