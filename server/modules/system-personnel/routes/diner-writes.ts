// The writes of 人员信息 (/api/rabbit-personnel/personnel/…): save (create or edit), remove, the bulk edit and the
// own-app password reset of the diners of the caller's schools, each behind its button; the transactions are
// service.ts's. The reads: routes/diners.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyButton, requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { BatchUpdate, DinerInput, IdsQuery, ResetPassword, type DinerValues } from '../input.ts';
import { keeperScope } from '../scope.ts';
import { batchUpdate, removeDiners, resetPasswords, saveDiner } from '../service.ts';
import { PERSONNEL_BASE } from './diners.ts';
import { answers } from '../../../platform/http/answers.ts';
import { Diner, Updated } from '../answers.ts';

const WRITE_BUTTONS = ['personnel_add', 'personnel_edit'];

export function systemPersonnelWriteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['system-personnel'];

  /** Creates (no id) or edits a diner; answers the detail. */
  const save = async (claims: AccessClaims, input: DinerValues) => {
    await requireButton(db, claims, input.id ? 'personnel_edit' : 'personnel_add');
    return ok(await saveDiner(db, await keeperScope(db, claims), claims, input));
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
      await removeDiners(db, await keeperScope(db, await authenticate(ctx, request)), request.query.ids);
      return ok(null);
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
    async (request) => ok({ updated: await batchUpdate(db, await keeperScope(db, await authenticate(ctx, request)), request.body) }),
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
    async (request) => ok({ reset: await resetPasswords(db, await keeperScope(db, await authenticate(ctx, request)), [...new Set(request.body.ids)]) }),
  );
}
