// Dictionary look-up by code (CONTRACT.md): labels from dictValue, values from dictKey (strings).
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/rabbit-system/dict/dictionary', { schema: { tags: ['dict'], summary: 'The entries of dictionary ?code=' } }, async (request) => {
    await authenticate(ctx, request);
    const code = field(request, 'code');
    if (!code) throw badRequest('请输入字典编号');
    const { rows } = await ctx.db.pool.query(
      `SELECT id::text, parent_id::text AS "parentId", code, dict_key AS "dictKey", dict_value AS "dictValue", sort, remark
         FROM dict WHERE code = $1 AND parent_id <> 0 AND is_deleted = 0 ORDER BY sort, id`,
      [code],
    );
    return ok(rows);
  });
}
