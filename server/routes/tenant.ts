// GET /api/rabbit-user/get-tenant?username= : the tenant of an account, so the sign-in form can fill the
// tenant field (docs/contract.md#authentication). Only an account that exists in exactly one tenant is answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { text } from '../http/fields.ts';
import { limits } from '../http/limits.ts';
import { open } from '../http/open-route.ts';

export function tenantRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/rabbit-user/get-tenant',
    {
      schema: { tags: ['user'], summary: 'The tenant of ?username=', querystring: z.object({ username: text('请输入账号', 100) }) },
      config: open(limits(ctx.config).lookup),
    },
    async (request) => {
      const { rows } = await ctx.db.pool.query<{ tenant_id: string; tenant_name: string }>(
        `SELECT DISTINCT t.tenant_id, t.tenant_name FROM tenant t
         JOIN (SELECT tenant_id FROM app_user WHERE lower(account) = lower($1) AND is_deleted = 0
               UNION SELECT tenant_id FROM supplier_account WHERE lower(account) = lower($1) AND is_deleted = 0) a
           ON a.tenant_id = t.tenant_id
        WHERE t.is_deleted = 0`,
        [request.query.username],
      );
      if (rows.length !== 1) throw badRequest('未找到该账号所属的租户');
      return ok({ tenantId: rows[0]!.tenant_id, tenantName: rows[0]!.tenant_name });
    },
  );
}
