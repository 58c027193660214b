// 导入人员 (/api/rabbit-import/…): the template the server builds and the import of an uploaded sheet as a
// PERSONNEL_IMPORT task (docs/product-rules.md#personnel-import). Button `personnel_import`; a school the caller does
// not keep is 404 数据不存在; a file that is not an .xlsx or lacks a column is refused whole.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sendWorkbook } from '../../../platform/xlsx/export.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers, answersWorkbook } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { accountLimits } from '../../../platform/http/limits.ts';
import { nullAsAbsent, optionalId } from '../../../platform/http/fields.ts';
import { readSheet, REQUIRED, TEMPLATE_NAME, templateOf } from '../import-sheet.ts';
import { queueImport } from '../personnel-import.ts';
import { syncAmounts, syncCards, syncPeople } from '../sync.ts';
import { keeperScope } from '../scope.ts';
import { schoolOf, uploadOf } from './meal-categories.ts';
import { PERSONNEL_BASE } from './diners.ts';
import { QueuedTask, SyncedAmounts, SyncedPeople, Updated } from '../answers.ts';

export const IMPORT_BASE = '/api/rabbit-import';
const ImportQuery = z.object({
  url: z.string({ error: '请上传文件' }).trim().min(1, '请上传文件').max(500, '文件地址不正确'),
  schoolId: nullAsAbsent(optionalId('请选择所属学校')),
});

export function personnelImportRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];
  const guard = async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), 'personnel_import');

  app.post(
    `${IMPORT_BASE}/import/download`,
    {
      schema: {
        tags,
        summary: `The 导入人员 template (${TEMPLATE_NAME}): columns 人员编号, 姓名, 类型, 班级, 手机号码, 卡号, 餐别 and a 填写说明 sheet`,
        description: 'Button `personnel_import`.',
        response: answersWorkbook(),
      },
      preValidation: guard,
    },
    async (_request, reply) => sendWorkbook(reply, TEMPLATE_NAME, await templateOf()),
  );

  app.get(
    `${IMPORT_BASE}/personnel/import`,
    {
      schema: {
        tags,
        summary: 'Imports new diners from an uploaded sheet, as a task (PERSONNEL_IMPORT): answers `{ taskId }`',
        description:
          '`url`: the link of the caller’s own upload (`/api/rabbit-file/file/upload?kind=sheet`); `schoolId` (the caller’s own when absent). ' +
          `A file that is not an .xlsx, or lacks one of ${REQUIRED.join(', ')}, is refused whole (400). Each row is an item; a row with a missing name, a bad type or phone, ` +
          'a 人员编号 or card number already used (in the file or the school), or an unknown 餐别 fails with its row and reason; the good rows are saved (with wallet and card), ' +
          'the failed ones go to the task’s error file. Answered once the task and its first rows are written; until the rest are in, the task is 排队 ' +
          '(total all rows, nothing done), and rows that could not all be written end it 失败 (导入中断，请重新导入). ' +
          'Button `personnel_import`. Poll `/api/rabbit-personnel/personnel/uploadTaskStatus?taskId=`.',
        querystring: ImportQuery,
        response: answers(QueuedTask),
      },
      ...accountLimits(fastify, ctx).sheets,
      preValidation: guard,
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const schoolId = schoolOf(scope, request.query.schoolId);
      const rows = await readSheet(await uploadOf(db, scope, request.query.url));
      // answered once the task and its first chunk are in; the rest is written in the background, then the runner woken
      const { taskId } = await queueImport(db, { tenantId: scope.actor.tenantId, schoolId, userId: scope.actor.userId }, rows, {
        onLoaded: () => ctx.runner?.wake(),
        onError: (error) => fastify.log.warn({ err: error, taskId }, 'import rows could not be queued'),
      });
      return ok({ taskId });
    },
  );
}

const SYNC_DOC =
  'From the school’s own records (here the table school_roster, docs/product-rules.md#personnel-sync). `schoolId` (the caller’s own when absent; ' +
  'another school 404). Button `personnel_sync`. A second call with nothing changed in between changes nothing.';
const SyncQuery = z.object({ schoolId: nullAsAbsent(optionalId('请选择所属学校')) });

export function personnelSyncRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];
  const guard = async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), 'personnel_sync');
  const { sheets } = accountLimits(fastify, ctx);
  const calls = [
    [
      'synchronTeacher',
      'Adds the school’s new teachers, updates changed names and classes: answers `{ added, updated }`',
      (client, who) => syncPeople(client, who, 1),
      SyncedPeople,
    ],
    [
      'synchronStudent',
      'Adds the school’s new students, updates changed names and classes: answers `{ added, updated }`',
      (client, who) => syncPeople(client, who, 2),
      SyncedPeople,
    ],
    ['synchronCard', 'Sets each person’s card number to the school’s (the old card cancelled): answers `{ updated }`', syncCards, Updated],
    ['synchronAmount', 'Corrects each differing cash balance by one ADJUST wallet row: answers `{ updated, amount (fen) }`', syncAmounts, SyncedAmounts],
  ] as const satisfies readonly (readonly [string, string, (client: pg.PoolClient, who: Parameters<typeof syncCards>[1]) => Promise<unknown>, z.ZodType])[];
  for (const [name, summary, work, answer] of calls)
    app.get(
      `${PERSONNEL_BASE}/${name}`,
      { schema: { tags, summary, description: SYNC_DOC, querystring: SyncQuery, response: answers(answer) }, ...sheets, preValidation: guard },
      async (request) => {
        const scope = await keeperScope(db, await authenticate(ctx, request));
        const schoolId = schoolOf(scope, request.query.schoolId);
        const who = { tenantId: scope.actor.tenantId, schoolId, userId: scope.actor.userId };
        return ok(await transaction(db, (client) => work(client, who)));
      },
    );
}
