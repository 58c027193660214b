// The attendance-group check of the work-personnel picker (/api/rabbit-kaoqin/attendanceGroup/check, /conflicts): which
// of the chosen people are in a group other than the one being edited — one person is in at most one group
// (modules/attendance/groups.ts). Only people of the canteens the caller reads are counted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { checkCount, elsewhere } from '../groups.ts';
import { CheckQuery } from '../input.ts';
import { attendanceActor } from '../scope.ts';
import { GROUP_BASE as BASE } from './groups.ts';
import { answers } from '../../../platform/http/answers.ts';
import { GroupConflict } from '../answers.ts';

export function attendanceGroupCheckRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['attendance'];
  const actorOf = async (request: Parameters<typeof authenticate>[1]) => attendanceActor(db, await authenticate(ctx, request));

  app.get(
    `${BASE}/check`,
    {
      schema: {
        tags,
        summary: 'The attendance-group check: how many of ?chosenUsers= are in a group other than ?groupId= — 99999 when none is (never 0)',
        description: 'Answers `data` as a number. Only people of the canteens the caller reads are counted.',
        querystring: CheckQuery,
        response: answers(z.number().int().describe('99999 when none is')),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { chosenUsers, groupId } = request.query;
      return ok(await checkCount(db, actor.tenantId, actor.readable, chosenUsers, groupId));
    },
  );

  app.get(
    `${BASE}/conflicts`,
    {
      schema: {
        tags,
        summary: 'Which of ?chosenUsers= are in a group other than ?groupId=: [{ personId, personName, groupId, groupName }] (this product’s own)',
        description: 'What the console drops from the selection when the user declines to move them (取消).',
        querystring: CheckQuery,
        response: answers(z.array(GroupConflict)),
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { chosenUsers, groupId } = request.query;
      return ok(await elsewhere(db, actor.tenantId, actor.readable, chosenUsers, groupId));
    },
  );
}
