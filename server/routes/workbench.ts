// The signed-in user's workbench: to-do items (待办提醒) and the overview (/wel/dashboard).
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { CERTIFICATE_TODO, certificatesDue } from '../work-personnel/todo.ts';

/** The caller's role alias: a staff user's own role, `supplier` for supplier accounts. */
async function roleAlias(db: Queryable, claims: AccessClaims): Promise<string> {
  if (claims.kind === 'supplier') return 'supplier';
  const { rows } = await db.query<{ role_alias: string }>('SELECT r.role_alias FROM app_user u JOIN role r ON r.id = u.role_id WHERE u.id = $1', [
    claims.subjectId,
  ]);
  return rows[0]?.role_alias ?? '';
}

/** Times are shown as Beijing time, whatever the database session's time zone. */
const local = (column: string) => `to_char(${column} AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS')`;

const TODO = `
  SELECT id::text, kind, title, count, COALESCE(${local('due_time')}, '') AS "dueTime", path
    FROM todo_item
   WHERE tenant_id = $1 AND done = 0 AND ((target_user = $2 AND $3 = 'user') OR target_role = $4)
   ORDER BY sort, id`;

type TodoRow = { id: string; kind: string; title: string; count: number; dueTime: string; path: string };

/** The caller's open items, those whose count is computed (health certificates) brought up to date; an item with nothing left to do is dropped. */
async function todoOf(db: Queryable, claims: AccessClaims): Promise<TodoRow[]> {
  const { rows } = await db.query<TodoRow>(TODO, [claims.tenantId, claims.subjectId, claims.kind, await roleAlias(db, claims)]);
  if (!rows.some((row) => row.path === CERTIFICATE_TODO.path)) return rows;
  const due = await certificatesDue(db, claims);
  return rows.flatMap((row) => (row.path !== CERTIFICATE_TODO.path ? [row] : due ? [{ ...row, title: CERTIFICATE_TODO.title, count: due, dueTime: '' }] : []));
}

export function workbenchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;

  app.get('/api/shian/todo', { schema: { tags: ['workbench'], summary: "The caller's open to-do items (待办提醒)" } }, async (request) => {
    return ok(await todoOf(db, await authenticate(ctx, request)));
  });

  app.get(
    '/api/shian/dashboard',
    { schema: { tags: ['workbench'], summary: "The caller's overview: to-do counts by kind, last sign-ins" } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const byKind = new Map<string, number>();
      for (const item of await todoOf(db, claims)) byKind.set(item.kind, (byKind.get(item.kind) ?? 0) + Math.max(item.count, 1));
      const signIns = await db.query<{ time: string; address: string; user_agent: string; current: boolean }>(
        `SELECT ${local('created_at')} AS time, address, user_agent, id = $3 AS current
         FROM auth_session WHERE subject_kind = $1 AND subject_id = $2 AND tenant_id = $4 ORDER BY created_at DESC, id LIMIT 10`,
        [claims.kind, claims.subjectId, claims.sessionId, claims.tenantId],
      );
      return ok({
        todoByKind: [...byKind].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([kind, count]) => ({ kind, count })),
        lastSignIns: signIns.rows.map((row) => ({ time: row.time, address: row.address, userAgent: row.user_agent, current: row.current })),
      });
    },
  );
}
