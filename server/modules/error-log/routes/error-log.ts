// The front-end error log upload (POST /api/shian/error-log, src/domains/error-log): a signed-in caller's entries,
// stored redacted and clipped up to a daily cap (service.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { limits } from '../../../platform/http/limits.ts';
import { ERROR_LOG_BODY_LIMIT, ErrorEntry, MAX_ENTRIES } from '../input.ts';
import { ERROR_LOG_FULL, saveErrorLog } from '../service.ts';

export function errorLogRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;

  app.post(
    '/api/shian/error-log',
    {
      schema: {
        tags: ['portal'],
        summary: "Stores the console's error log: at most 200 entries a call, long fields clipped, tokens redacted",
        description: `Body at most ${ERROR_LOG_BODY_LIMIT / 1024} KB; at most ERROR_LOG_DAILY_MAX entries a day per signed-in subject (429 \`${ERROR_LOG_FULL}\` beyond); entries beyond what is left of the day are dropped (\`saved\` says how many were kept).`,
        body: z.object({ entries: z.array(ErrorEntry).max(MAX_ENTRIES) }),
        response: answers(z.object({ saved: z.number().int() })),
      },
      bodyLimit: ERROR_LOG_BODY_LIMIT,
      config: limits(ctx.config).errorLog,
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { entries } = request.body;
      if (!entries.length) return ok({ saved: 0 });
      const saved = await saveErrorLog(db, claims, entries, ctx.config.errorLogDailyMax);
      return ok({ saved });
    },
  );
}
