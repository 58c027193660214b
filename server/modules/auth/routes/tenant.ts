// GET /api/rabbit-user/get-tenant?username= : the tenant of an account, so the sign-in form can fill the
// tenant field (docs/contract.md#authentication). Every name is answered alike, whether or not an account has it
// (modules/auth/lookup.ts): the tenant of an account in exactly one tenant, else a tenant picked for the name.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOfAccount } from '../lookup.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { text } from '../../../platform/http/fields.ts';
import { limits } from '../../../platform/http/limits.ts';
import { open } from '../../../platform/http/open-route.ts';
import { TenantOfAccount } from '../answers.ts';

export function tenantRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/rabbit-user/get-tenant',
    {
      schema: {
        tags: ['user'],
        summary: 'The tenant of ?username=',
        querystring: z.object({ username: text('请输入账号', 100) }),
        response: answers(TenantOfAccount),
      },
      config: open(limits(ctx.config).lookup),
    },
    async (request) => ok(await tenantOfAccount(ctx.db.pool, ctx.tokens, 'any', request.query.username)),
  );
}
