// 人员信息 (/api/rabbit-personnel/personnel/…): the diners of a school — teachers, students, staff — with their face
// photo, card and meal plan (docs/product-rules.md#system-personnel). Keepers (platform/access/policy.ts
// SYSTEM_PERSONNEL_KEEPERS) read and change the diners of the schools of their reach; the supervising units read
// the counts (list/canteen) only. A diner of another school or tenant is 404 数据不存在. The reads here (queries.ts);
// the writes: routes/diner-writes.ts (service.ts); cards and wallets: routes/wallet.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { lookupId } from '../../../platform/http/fields.ts';
import { DinerExport, DinerList } from '../input.ts';
import { canteenCounts, dinerOf, dinerPage, exportRows, faceFileOf, mealPlans, pickerPage, present } from '../queries.ts';
import { countScope, keeperScope } from '../scope.ts';
import { answers, answersWorkbook, paged, unchecked } from '../../../platform/http/answers.ts';
import { Diner, DinerChoice, DinerCount, FaceFile, MealPlan } from '../answers.ts';

export const PERSONNEL_BASE = '/api/rabbit-personnel/personnel';

const RECORD_DOC =
  'A record: `{ id, schoolId, schoolName, canteenId, canteenName, personnelNo, name, type (1 教师, 2 学生, 3 职工), typeName, className, phone, ' +
  'faceFileId, faceFileLink, cardNo, cardStatus (1 正常, 2 挂失, 3 冻结, 4 注销), cardStatusName, mealCategoryId, mealCategoryName, ' +
  'cash, subsidy (fen), status (1 正常, 2 销户), statusName, closedTime, remark, updateTime, version }`.';

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
    async (request) => ok(await dinerPage(db, await keeperScope(db, await authenticate(ctx, request)), request.query)),
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
    async (request) => ok(await canteenCounts(db, await countScope(db, await authenticate(ctx, request)))),
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
    async (request) => ok(await mealPlans(db, await keeperScope(db, await authenticate(ctx, request)), request.query.schoolId)),
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
      return ok(present(await dinerOf(db, scope, request.query.id)));
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
      return ok(await faceFileOf(db, await dinerOf(db, scope, request.query.id)));
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
      return sendWorkbook(reply, '人员信息.xlsx', await workbookOf('人员信息', EXPORT_COLUMNS, await exportRows(db, scope, request.body)));
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
    async (request) => ok(await pickerPage(db, await keeperScope(db, await authenticate(ctx, request)), request.query)),
  );
}
