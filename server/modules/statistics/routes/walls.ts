// GET /api/shian/statistics/:screen — the figures of one special-statistics screen (docs/big-screen.md),
// computed in SQL over the records of the caller's scope, for a month (default: the latest with data).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, ok } from '../../../platform/http/envelope.ts';
import { lookupId } from '../../../platform/http/fields.ts';
import { SCREENS } from '../walls-data.ts';
import { FUTURE_MONTH, optionalMonth, periodOf } from '../period.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { scopeOf } from '../scope.ts';
import { sql } from '../../../platform/db/sql.ts';
import { ScreenFigures } from '../answers.ts';

const NAMES = Object.keys(SCREENS) as [string, ...string[]];

/** An unknown screen is a 404, answered before the request is validated (as the legacy backend did, before the month). */
async function knownScreen(request: FastifyRequest<{ Params: { screen: string } }>) {
  const { screen } = request.params;
  if (!NAMES.includes(screen)) throw new ApiError(404, '未知的统计页面');
}

export function statisticsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  app.get(
    '/api/shian/statistics/:screen',
    {
      preValidation: knownScreen,
      schema: {
        tags: ['statistics'],
        summary: 'The figures of a special-statistics screen: { scope, month, dataTime, kpis, panels, latest }',
        description:
          'screen: kitchen (明厨亮灶) | trace (食材溯源) | rice (大米价格) | frozen (冷冻食材占比) | cost (食材成本) | meal (陪餐). ' +
          'Scoped to the caller: an authority, inspector, market supervisor or bank sees the schools of its dept subtree (else of its tenant), a school itself, a canteen itself; suppliers 403. ' +
          '`scope.schoolList` names the schools of the whole scope (for a school filter). Panels are Series `{ categories, series: [{ key, values }] }` or Pairs `{ items: [{ name, value }] }`; percentages 0–100 with one decimal.',
        params: z.object({ screen: z.enum(NAMES).describe('404 `未知的统计页面` otherwise') }),
        querystring: z.object({
          month: optionalMonth().describe('YYYY-MM, not in the future; default the latest month with records'),
          // an id that is no school of the scope, malformed ones included, is a 403 (scopeOf), as the legacy backend answered
          schoolId: lookupId().describe('one school of the scope (403 otherwise)'),
        }),
        response: answers(ScreenFigures),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const screen = SCREENS[request.params.screen]!;
      const { month } = request.query;
      const clock = await localClock(db);
      if (month && month > clock.month) throw badRequest(FUTURE_MONTH);
      await screen.before?.(db);
      const schoolId = request.query.schoolId ?? '';
      const whole = await scopeOf(db, claims, '');
      const scope = schoolId ? await scopeOf(db, claims, schoolId) : whole;
      const latest = month ?? (await db.query<{ month: string | null }>(screen.latestMonth(scope.canteenIds))).rows[0]?.month ?? clock.month;
      const figures = await screen.figures(db, scope, periodOf(latest, clock.today));
      // the schools of the caller's whole scope, for the screen's school filter
      const schools = await db.query<{ id: string; name: string }>(
        sql`SELECT id::text, dept_name AS name FROM dept WHERE id = ANY(${whole.schoolIds}::bigint[]) ORDER BY sort, id`,
      );
      return ok({
        scope: { name: scope.name, schools: scope.schoolIds.length, canteens: scope.canteenIds.length, schoolList: schools.rows },
        month: latest,
        dataTime: clock.now,
        ...figures,
      });
    },
  );
}
