// 评标 (/api/rabbit-evaluationBidding/evaluationBidding/…): the panel scores the valid bids after the opening.
// An expert confirms the 回避 declaration, scores each bid within each item's maximum, saves (暂存) and then
// submits once for good; a clerk (the tenderer) enters the scores of an expert without a login, with the signed
// paper form. When the last expert submits, the server ranks the bids and the tender waits for the award (7).
// Other experts' scores stay hidden until everyone has submitted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { isScorer, isTenderer, type BiddingCaller } from '../caller.ts';
import { decimal } from '../input.ts';
import { visibleBidding, type BiddingRow } from '../records.ts';
import { rankBids, scoreSheet } from '../scoring.ts';
import { BID, EVALUATION, PROGRESS } from '../states.ts';
import { audit, transition } from '../transition.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, optionalId } from '../../../platform/http/fields.ts';
import { callerOf, whoIs } from '../request.ts';
import { sql } from '../../../platform/db/sql.ts';
import { yuanOf } from '../../../platform/http/money.ts';
import { BidForScoring, EvaluationProgress } from '../answers.ts';
import { answers, unchecked } from '../../../platform/http/answers.ts';

export const REPEATED_ITEM = '评分项重复';
export const REPEATED_BID = '同一投标只能评分一次';

const ScoreInput = z.object({
  biddingId: id('数据不存在'),
  /** The clerk names the expert whose paper scores are entered; an expert scores as themself. */
  expertId: optionalId('专家不存在'),
  avoidanceConfirmed: z.literal(true, { error: '请先确认回避声明' }),
  final: z.boolean({ error: '请选择暂存或提交' }),
  paperFileId: optionalId('纸质评分表不存在'),
  scores: z
    .array(
      z.object({
        myBiddingId: id('投标不存在'),
        items: z
          .array(z.object({ code: z.string({ error: '评分项不存在' }).max(20, '评分项不存在'), score: decimal('评分', 0, 100, '请输入评分') }), {
            error: '请输入评分',
          })
          .max(50, '评分项过多')
          .refine((items) => new Set(items.map((item) => item.code)).size === items.length, REPEATED_ITEM),
      }),
      { error: '请输入评分' },
    )
    .min(1, '请输入评分')
    .max(500, '投标不存在')
    .refine((scores) => new Set(scores.map((score) => score.myBiddingId)).size === scores.length, REPEATED_BID),
});

/** Which expert the caller scores as: themself (an expert on the panel), or — for the tenderer acting as clerk — an expert without a login. */
async function scorer(db: Queryable, caller: BiddingCaller, bidding: BiddingRow, expertId: string | undefined): Promise<{ expertId: string; clerk: boolean }> {
  if (isScorer(caller)) {
    if (!caller.expertId || !bidding.panelIds.includes(caller.expertId)) throw forbidden('您不是该招标的评标专家');
    return { expertId: caller.expertId, clerk: false };
  }
  if (!isTenderer(caller) || !expertId) throw forbidden('您不是该招标的评标专家');
  if (!bidding.panelIds.includes(expertId)) throw badRequest('该专家不在本次评标小组中');
  const { rows } = await db.query<{ user_id: string | null }>(sql`SELECT user_id::text FROM expert WHERE id = ${expertId}`);
  if (rows[0]?.user_id) throw badRequest('该专家有账号，须由本人评分');
  return { expertId, clerk: true };
}

export function biddingEvaluationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['bidding'];
  const base = '/api/rabbit-evaluationBidding/evaluationBidding';

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'An expert’s scores of every valid bid: 暂存 (final false) or 提交 (final true, then locked)',
        description: 'Button `evaluation_submit`. Each item within 0..its maximum; the last final submission ranks the bids (待定标).',
        body: ScoreInput,
        response: answers(z.object({ ranked: z.boolean() })),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const caller = await callerOf(ctx, request);
      const { biddingId, scores, final, paperFileId } = request.body;
      const result = await transaction(db, async (client) => {
        const bidding = await visibleBidding(client, caller, biddingId, true);
        if (bidding.progress !== PROGRESS.evaluating) throw badRequest('当前不在评标阶段');
        const { expertId, clerk } = await scorer(client, caller, bidding, request.body.expertId);
        if (!clerk) await requireButton(client, claims, 'evaluation_submit');
        if (clerk && final && !paperFileId) throw badRequest('请上传专家签字的纸质评分表');
        const { rows: locked } = await client.query(
          sql`SELECT 1 FROM bid_evaluation WHERE bidding_id = ${biddingId} AND expert_id = ${expertId} AND status = ${EVALUATION.final}`,
        );
        if (locked.length) throw badRequest('评分已提交，不能修改');
        const { rows: bids } = await client.query<{ id: string }>(
          sql`SELECT id::text FROM my_bidding WHERE bidding_id = ${biddingId} AND status = ${sql.number(BID.submitted)}`,
        );
        const valid = new Set(bids.map((bid) => bid.id));
        if (scores.some((score) => !valid.has(score.myBiddingId))) throw badRequest('只能为有效投标评分');
        if (final && scores.length !== valid.size) throw badRequest('请为全部有效投标评分后再提交');
        // every bid's scores in one statement: a panel of a large tender scores dozens at once
        const rows = scores.map((score) => ({ myBiddingId: score.myBiddingId, ...scoreSheet(bidding.scoreItems, score.items, final) }));
        await client.query(
          sql`INSERT INTO bid_evaluation (bidding_id, my_bidding_id, expert_id, items, total, status, avoidance_confirmed, entered_by, paper_file_id, submit_time)
           SELECT ${biddingId}, (r->>'myBiddingId')::bigint, ${expertId}, r->'items', (r->>'total')::numeric, ${final ? EVALUATION.final : EVALUATION.draft}, true, ${clerk && caller.kind === 'staff' ? caller.actor.userId : null}, ${paperFileId ?? null}, CASE WHEN ${final}::boolean THEN app_now() END
             FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) r
           ON CONFLICT (my_bidding_id, expert_id) DO UPDATE SET items = EXCLUDED.items, total = EXCLUDED.total, status = EXCLUDED.status,
              entered_by = EXCLUDED.entered_by, paper_file_id = EXCLUDED.paper_file_id, submit_time = EXCLUDED.submit_time, update_time = app_now()
           WHERE bid_evaluation.status <> ${sql.number(EVALUATION.final)}`,
        );
        await audit(client, whoIs(caller, request), { biddingId, entity: 'evaluation', entityId: expertId, action: final ? 'scoresSubmitted' : 'scoresSaved' });
        if (!final) return { ranked: false };
        // the last expert's final submission ranks the bids
        const { rows: done } = await client.query<{ experts: number }>(
          sql`SELECT count(DISTINCT expert_id)::int AS experts FROM bid_evaluation WHERE bidding_id = ${biddingId} AND status = ${sql.number(EVALUATION.final)} AND expert_id = ANY(${bidding.panelIds}::bigint[])`,
        );
        if (done[0]!.experts < bidding.panelIds.length) return { ranked: false };
        const { rows: toRank } = await client.query<{ id: string; total_amount: string; submit_time: string; totals: string[] }>(
          sql`SELECT m.id::text, m.total_amount, to_char(m.submit_time, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS submit_time, array_agg(e.total::text) AS totals
             FROM my_bidding m JOIN bid_evaluation e ON e.my_bidding_id = m.id AND e.status = ${sql.number(EVALUATION.final)}
            WHERE m.bidding_id = ${biddingId} AND m.status = ${sql.number(BID.submitted)} GROUP BY m.id`,
        );
        const ranked = rankBids(
          toRank.map((row) => ({ id: row.id, totalAmount: Number(row.total_amount), submitTime: row.submit_time, expertTotals: row.totals.map(Number) })),
          bidding.priceWeight,
        );
        await client.query(
          sql`UPDATE my_bidding m SET price_score = (r->>'priceScore')::numeric, total_score = (r->>'totalScore')::numeric, rank = (r->>'rank')::smallint, update_time = app_now()
             FROM jsonb_array_elements(${JSON.stringify(ranked)}::jsonb) r WHERE m.id = (r->>'id')::bigint`,
        );
        await transition(client, whoIs(caller, request), { id: biddingId, from: [PROGRESS.evaluating], to: PROGRESS.awaitingAward, action: 'ranked' });
        return { ranked: true };
      });
      return ok(result);
    },
  );

  app.get(
    `${base}/getSupplierGoodsList`,
    {
      schema: {
        tags,
        summary: 'For scoring: the valid bids of a tender (or one, myBiddingId) with their line quotes, after the opening',
        querystring: z.object({ biddingId: lookupId(), myBiddingId: lookupId() }),
        response: answers(z.array(BidForScoring)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const bidding = await visibleBidding(db, caller, request.query.biddingId);
      if (bidding.progress < PROGRESS.evaluating || bidding.progress === PROGRESS.terminated) throw badRequest('未开标，报价不可查看');
      const { rows } = await db.query(
        sql`SELECT m.id::text AS "myBiddingId", c.supplier_name AS "supplierName", ${yuanOf('m.total_amount')} AS "totalAmount",
                json_agg(json_build_object('qingdanId', l.id::text, 'goodsName', l.goods_name, 'unit', l.unit, 'estQty', l.est_qty::float8,
                         'unitPrice', ${yuanOf('ml.unit_price')}, 'amount', ${yuanOf('ml.amount')}, 'brand', ml.brand, 'origin', ml.origin) ORDER BY l.sort, l.id) AS lines
           FROM my_bidding m JOIN supplier_company c ON c.id = m.supplier_id JOIN my_bidding_line ml ON ml.my_bidding_id = m.id JOIN bidding_line l ON l.id = ml.line_id
          WHERE m.bidding_id = ${bidding.id} AND m.status <> ${sql.number(BID.invalid)} AND m.status <> ${sql.number(BID.draft)} AND (${request.query.myBiddingId ?? null}::bigint IS NULL OR m.id = ${request.query.myBiddingId ?? null})
          GROUP BY m.id, c.supplier_name ORDER BY m.submit_time, m.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/progress`,
    {
      schema: {
        tags,
        summary:
          'The evaluation matrix: each panel expert × each valid bid, with its status; scores shown to the tenderer and, once all have submitted, to the panel',
        querystring: z.object({ biddingId: lookupId() }),
        response: unchecked(answers(EvaluationProgress)),
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const bidding = await visibleBidding(db, caller, request.query.biddingId);
      const { rows: experts } = await db.query<{ id: string; name: string; hasLogin: boolean }>(
        sql`SELECT id::text, name, user_id IS NOT NULL AS "hasLogin" FROM expert WHERE id = ANY(${bidding.panelIds}::bigint[]) ORDER BY array_position(${bidding.panelIds}::bigint[], id)`,
      );
      const { rows: evaluations } = await db.query<{ expertId: string; myBiddingId: string; status: number; total: number; items: unknown }>(
        sql`SELECT expert_id::text AS "expertId", my_bidding_id::text AS "myBiddingId", status, total::float8 AS total, items FROM bid_evaluation WHERE bidding_id = ${bidding.id}`,
      );
      const allFinal =
        experts.length > 0 && experts.every((expert) => evaluations.some((row) => row.expertId === expert.id && row.status === EVALUATION.final));
      const me = caller.kind === 'staff' ? caller.expertId : null;
      const seesScores = (expertId: string) => isTenderer(caller) || allFinal || expertId === me;
      return ok({
        experts,
        allSubmitted: allFinal,
        evaluations: evaluations.map((row) => (seesScores(row.expertId) ? row : { expertId: row.expertId, myBiddingId: row.myBiddingId, status: row.status })),
      });
    },
  );
}
