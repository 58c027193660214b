// GET /api/rabbit-desk/todo/summary: the caller's to-do counts (待办提醒), computed by the registry (server/modules/workbench/).
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { cachedTodoSummary } from '../../../platform/todo/registry.ts';
import { TodoSummary } from '../answers.ts';

export function todoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/rabbit-desk/todo/summary',
    {
      schema: {
        tags: ['workbench'],
        summary: "The caller's to-do counts (待办提醒): `[{ key, count, link }]`, each in the caller's reach",
        description:
          'One entry per item the caller’s role sees, a count of 0 included; `link` opens the list filtered to exactly what is counted. ' +
          'An item whose count failed or overran its budget is `{ key, count: null, link, error: true }`.',
        response: answers(TodoSummary),
      },
    },
    async (request) => ok(await cachedTodoSummary(ctx.db.pool, await authenticate(ctx, request), { log: request.log })),
  );
}
