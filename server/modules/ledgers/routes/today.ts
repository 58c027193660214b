// What is owed (docs/product-rules.md#ledgers-today): a canteen's 今日 — each ledger's records owed that day, done and
// still missing, computed from other records (never typed in) — and a district's completeness, canteen by canteen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { isDay, offsetOf, optionalId, paging } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { ledgerReader } from '../caller.ts';
import { LEDGER_PARTS } from '../parts/index.ts';
import { LEDGER_BASE } from './records.ts';

const day = z
  .string()
  .refine((value) => value === '' || isDay(value), '日期格式应为 YYYY-MM-DD')
  .optional()
  .transform((value) => value || undefined);

const Owed = z.object({
  code: z.string(),
  title: z.string(),
  path: z.string(),
  owed: z.number().int(),
  done: z.number().int(),
  missing: z.array(z.string()).describe('what is still owed, at most 50'),
});
const Today = z.object({ day: z.string(), canteenId: z.string(), canteenName: z.string(), complete: z.boolean(), ledgers: z.array(Owed) });
const CanteenCompleteness = z.object({
  canteenId: z.string(),
  canteenName: z.string(),
  schoolName: z.string(),
  owed: z.number().int(),
  done: z.number().int(),
  rate: z.number().nullable().describe('percent done; null when nothing was owed'),
  ledgers: z.array(z.object({ code: z.string(), owed: z.number().int(), done: z.number().int() })),
});
const Completeness = paged(CanteenCompleteness).extend({ day: z.string(), owed: z.number().int(), done: z.number().int(), rate: z.number().nullable() });

const rateOf = (done: number, owed: number) => (owed ? Math.round((done / owed) * 1000) / 10 : null);
const owing = LEDGER_PARTS.filter((part) => part.owed);

async function dayOf(db: Queryable, given: string | undefined): Promise<string> {
  if (given) return given;
  const { rows } = await db.query<{ today: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today`);
  return rows[0]!.today;
}

/** Each owing ledger's owed and done per canteen on the day. */
export async function completenessOf(db: Queryable, canteenIds: readonly string[], day: string) {
  const counts = await Promise.all(
    owing.map((part) =>
      db.query<{ canteen_id: string; owed: number; done: number }>(
        sql`SELECT canteen_id::text, count(*)::int AS owed, count(*) FILTER (WHERE done)::int AS done FROM (${part.owed!(canteenIds, day)}) o GROUP BY canteen_id`,
      ),
    ),
  );
  const byCanteen = new Map<string, { code: string; owed: number; done: number }[]>();
  counts.forEach(({ rows }, index) => {
    for (const row of rows) {
      const list = byCanteen.get(row.canteen_id) ?? [];
      list.push({ code: owing[index]!.definition.code, owed: row.owed, done: row.done });
      byCanteen.set(row.canteen_id, list);
    }
  });
  return byCanteen;
}

export function todayRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['ledger'];

  app.get(
    `${LEDGER_BASE}/today`,
    {
      schema: {
        tags,
        summary: "A canteen's day: each ledger's records owed, done and still missing (the caller's own canteen, or ?canteenId= in reach)",
        querystring: z.object({ canteenId: optionalId('食堂不存在'), day }),
        response: answers(Today),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const canteenId = request.query.canteenId ?? (scope.canteenIds.length === 1 ? scope.canteenIds[0] : undefined);
      if (!canteenId) throw badRequest('请选择食堂');
      if (!scope.canteenIds.includes(canteenId)) throw badRequest('食堂不存在');
      const date = await dayOf(db, request.query.day);
      const [name, ...owed] = await Promise.all([
        db.query<{ name: string }>(sql`SELECT dept_name AS name FROM dept WHERE id = ${canteenId}`),
        ...owing.map((part) => db.query<{ item: string; done: boolean }>(sql`SELECT item, done FROM (${part.owed!([canteenId], date)}) o ORDER BY done, item`)),
      ]);
      const ledgers = owing.map((part, index) => {
        const rows = owed[index]!.rows;
        return {
          code: part.definition.code,
          title: part.definition.title,
          path: part.definition.path,
          owed: rows.length,
          done: rows.filter((row) => row.done).length,
          missing: rows
            .filter((row) => !row.done)
            .slice(0, 50)
            .map((row) => row.item),
        };
      });
      return ok({ day: date, canteenId, canteenName: name.rows[0]?.name ?? '', complete: ledgers.every((item) => item.done === item.owed), ledgers });
    },
  );

  app.get(
    `${LEDGER_BASE}/completeness`,
    {
      schema: {
        tags,
        summary: "The ledgers' completeness on a day for every canteen in the caller's reach, the least complete first",
        querystring: z.object({ ...paging(), day }),
        response: answers(Completeness),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const date = await dayOf(db, request.query.day);
      const [byCanteen, names] = await Promise.all([
        completenessOf(db, scope.canteenIds, date),
        db.query<{ id: string; canteen: string; school: string }>(
          sql`SELECT c.id::text, c.dept_name AS canteen, s.dept_name AS school FROM dept c JOIN dept s ON s.id = c.parent_id WHERE c.id = ANY(${scope.canteenIds}::bigint[])`,
        ),
      ]);
      const rows = names.rows
        .map((row) => {
          const ledgers = byCanteen.get(row.id) ?? [];
          const owed = ledgers.reduce((sum, item) => sum + item.owed, 0);
          const done = ledgers.reduce((sum, item) => sum + item.done, 0);
          return { canteenId: row.id, canteenName: row.canteen, schoolName: row.school, owed, done, rate: rateOf(done, owed), ledgers };
        })
        .sort((a, b) => (a.rate ?? 101) - (b.rate ?? 101) || a.schoolName.localeCompare(b.schoolName) || a.canteenName.localeCompare(b.canteenName));
      const owed = rows.reduce((sum, row) => sum + row.owed, 0);
      const done = rows.reduce((sum, row) => sum + row.done, 0);
      const { current, size } = request.query;
      const page = pageOf(rows.slice(offsetOf({ current, size }), offsetOf({ current, size }) + size), rows.length, { current, size });
      return ok({ ...page, day: date, owed, done, rate: rateOf(done, owed) });
    },
  );
}
