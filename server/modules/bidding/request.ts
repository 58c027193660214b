// The bidding routes' view of a request: who calls (with the tenant's time-driven moves applied first, so every
// call sees the tender where the clock has it) and who acts, as the audit records it.
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { biddingCaller, type BiddingCaller } from './caller.ts';
import { applyDueMoves } from './clock.ts';
import type { Who } from './transition.ts';

export async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<BiddingCaller> {
  const db = ctx.db.pool;
  const caller = await biddingCaller(db, await authenticate(ctx, request));
  await applyDueMoves(db, caller.tenantId);
  return caller;
}

export const whoIs = (caller: BiddingCaller, request: FastifyRequest): Who =>
  caller.kind === 'supplier'
    ? { userId: caller.accountId, kind: 'supplier', name: `${caller.supplierName}（${caller.name}）`, ip: request.ip }
    : { userId: caller.actor.userId, kind: 'user', name: caller.actor.name, ip: request.ip };
