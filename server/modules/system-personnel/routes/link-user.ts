// 关联账号 (/api/rabbit-personnel/personnel/link-user): a teacher's diner record linked to the console account the
// teacher signs in with, once per tenant — the leave workflow's 停餐 stops that record's meals
// (docs/product-rules.md#workflow). Button `personnel_edit`, the diners of the caller's schools.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { answers } from '../../../platform/http/answers.ts';
import { conflict, isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, nullAsAbsent, optionalId } from '../../../platform/http/fields.ts';
import { keeperScope, NOT_FOUND } from '../scope.ts';
import { PERSONNEL_BASE } from './diners.ts';

const LinkInput = z.object({
  id: id(NOT_FOUND),
  userId: nullAsAbsent(optionalId('关联账号不正确')).describe('the account; absent or empty unlinks'),
});
const Linked = z.object({ id: z.string(), userId: z.string().nullable() });

export function personnelLinkRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  app.post(
    `${PERSONNEL_BASE}/link-user`,
    {
      schema: {
        tags: ['system-personnel'],
        summary: 'Links a teacher (type 1) of the caller’s schools to a console account of the tenant, or unlinks it (userId absent)',
        description:
          'Button `personnel_edit`. 400 `只有教师可以关联账号`, `关联账号不正确`; 409 `该账号已关联其他人员`; 404 `数据不存在` outside the caller’s schools.',
        body: LinkInput,
        response: answers(Linked),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'personnel_edit'),
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { id: dinerId, userId = null } = request.body;
      const { rows } = await db.query<{ type: number }>(
        sql`SELECT type FROM sys_personnel WHERE id = ${dinerId} AND tenant_id = ${scope.actor.tenantId} AND school_id = ANY(${scope.schoolIds}::bigint[]) AND is_deleted = 0`,
      );
      if (!rows[0]) throw notFound(NOT_FOUND);
      if (rows[0].type !== 1) throw badRequest('只有教师可以关联账号');
      if (userId) {
        const user = await db.query(sql`SELECT 1 FROM app_user WHERE id = ${userId} AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0`);
        if (!user.rows.length) throw badRequest('关联账号不正确');
      }
      await db
        .query(
          sql`UPDATE sys_personnel SET user_id = ${userId}, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ${dinerId}`,
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict('该账号已关联其他人员') : error;
        });
      return ok({ id: dinerId, userId });
    },
  );
}
