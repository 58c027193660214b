// 专人管理 of 添加剂使用 (五专): the people a canteen names to keep and use its food additives, read with the ledger and
// set by the canteen's keeper from the same screen (/api/rabbit-ledger/additive/keepers). Only they may record a use.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDITIVE_KEEPERS_MAX } from '../../../../contract/ledgers/index.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, optionalId } from '../../../platform/http/fields.ts';
import { ledgerKeeper, ledgerReader } from '../caller.ts';
import { LEDGER_BASE } from './records.ts';

const AdditiveKeeper = z.object({
  personId: z.string(),
  name: z.string(),
  post: z.string(),
  since: z.string().describe('when the canteen named the person'),
});

const keepersOf = async (db: Queryable, canteenId: string) =>
  (
    await db.query<z.infer<typeof AdditiveKeeper>>(
      sql`SELECT p.id::text AS "personId", p.name, COALESCE(w.name, p.post) AS post, ${TIME('k.create_time')} AS since
            FROM ledger_additive_keeper k JOIN work_personnel p ON p.id = k.personnel_id LEFT JOIN work_post w ON w.code = p.post
           WHERE k.canteen_id = ${canteenId} ORDER BY p.number, p.id`,
    )
  ).rows;

export function additiveKeeperRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['ledger'];
  const base = `${LEDGER_BASE}/additive/keepers`;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "添加剂使用: the canteen's named additive keepers (the caller's own canteen, or ?canteenId= in reach)",
        querystring: z.object({ canteenId: optionalId('食堂不存在') }),
        response: answers(z.array(AdditiveKeeper)),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const canteenId = request.query.canteenId ?? (scope.canteenIds.length === 1 ? scope.canteenIds[0] : undefined);
      if (!canteenId) throw badRequest('请选择食堂');
      if (!scope.canteenIds.includes(canteenId)) throw badRequest('食堂不存在');
      return ok(await keepersOf(db, canteenId));
    },
  );

  app.post(
    `${base}/save`,
    {
      schema: {
        tags,
        summary: "添加剂使用: names the canteen's additive keepers (the whole list; people of the canteen's 从业人员)",
        body: z.object({
          people: z
            .array(id('人员不存在'), { error: '请选择添加剂管理员' })
            .max(ADDITIVE_KEEPERS_MAX, `最多指定${ADDITIVE_KEEPERS_MAX}名添加剂管理员`)
            .transform((values) => [...new Set(values)]),
        }),
        response: answers(z.array(AdditiveKeeper)),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { people } = request.body;
      await transaction(db, async (tx) => {
        const { rows } = await tx.query<{ found: number }>(
          sql`SELECT count(*)::int AS found FROM work_personnel
               WHERE id = ANY(${people}::bigint[]) AND canteen_id = ${keeper.canteenId} AND is_deleted = 0 AND status <> 3`,
        );
        if (rows[0]!.found !== people.length) throw badRequest('添加剂管理员须为本食堂在职的从业人员');
        await tx.query(sql`DELETE FROM ledger_additive_keeper WHERE canteen_id = ${keeper.canteenId} AND NOT (personnel_id = ANY(${people}::bigint[]))`);
        await tx.query(
          sql`INSERT INTO ledger_additive_keeper (canteen_id, personnel_id, tenant_id, create_user)
              SELECT ${keeper.canteenId}, unnest(${people}::bigint[]), ${keeper.tenantId}, ${keeper.userId}
              ON CONFLICT (canteen_id, personnel_id) DO NOTHING`,
        );
      });
      return ok(await keepersOf(db, keeper.canteenId));
    },
  );
}
