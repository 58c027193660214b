// The signed-in user's overview (/wel/dashboard): the to-do counts by domain, from the one computed summary
// (server/platform/todo/registry.ts), and the last sign-ins.
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { cachedTodoSummary } from '../../../platform/todo/registry.ts';
import { sql } from '../../../platform/db/sql.ts';
import { Dashboard } from '../answers.ts';

export function workbenchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;

  app.get(
    '/api/shian/dashboard',
    {
      schema: {
        tags: ['workbench'],
        summary: "The caller's overview: to-do counts by domain (the summary's items with something to do), last sign-ins",
        response: answers(Dashboard),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const byKind = new Map<string, number>();
      for (const item of await cachedTodoSummary(db, claims, { log: request.log })) {
        const kind = item.key.split('.')[0]!;
        if (item.count) byKind.set(kind, (byKind.get(kind) ?? 0) + item.count);
      }
      const signIns = await db.query<{ time: string; address: string; user_agent: string; current: boolean }>(
        sql`SELECT ${TIME('created_at')} AS time, address, user_agent, id = ${claims.sessionId} AS current
         FROM auth_session WHERE subject_kind = ${claims.kind} AND subject_id = ${claims.subjectId} AND tenant_id = ${claims.tenantId} ORDER BY created_at DESC, id LIMIT 10`,
      );
      return ok({
        todoByKind: [...byKind].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([kind, count]) => ({ kind, count })),
        lastSignIns: signIns.rows.map((row) => ({ time: row.time, address: row.address, userAgent: row.user_agent, current: row.current })),
      });
    },
  );
}
