// The caller of a workflow route: a staff user whose role the rule admits (policy `flow.apply`, `flow.manage`).
import type { FastifyRequest } from 'fastify';
import { allows, type Rule } from '../../platform/access/policy.ts';
import { staffActor, type StaffActor } from '../../platform/access/actor.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/envelope.ts';

export const FLOW_BASE = '/api/rabbit-flow';

export async function flowActor(ctx: AppContext, request: FastifyRequest, rule: Extract<Rule, 'flow.apply' | 'flow.manage'>): Promise<StaffActor> {
  const actor = await staffActor(ctx.db.pool, await authenticate(ctx, request));
  if (!allows(rule, actor.role)) throw forbidden();
  return actor;
}
