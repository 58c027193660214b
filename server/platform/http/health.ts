// GET /api/health: the server answers and the database answers (no client header needed, for load
// balancers and the test harness).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { answers, envelope } from './answers.ts';
import { fail, ok } from './envelope.ts';
import { open } from './open-route.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { ...answers(z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']) })), 503: envelope(z.null()) },
      },
      config: open(),
    },
    async (_request, reply) => {
      try {
        await ctx.db.pool.query('SELECT 1');
        return ok({ status: 'ok', engine: ctx.db.engine });
      } catch {
        return reply.status(503).send(fail(503, '数据库不可用'));
      }
    },
  );
}
