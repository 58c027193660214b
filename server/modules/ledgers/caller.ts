// Who calls a ledger route (the role rules are platform/access/policy.ts: ledger.read, ledger.write): a canteen's
// staff write their own canteen's records; the school reads its canteens', supervisors theirs in their reach.
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { scopeFor, type Scope } from '../../platform/access/scope.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import type { Keeper } from './engine/part.ts';

const readScope = scopeFor('ledger.read');
const writeScope = scopeFor('ledger.write');

/** The reader's scope (403 for suppliers and roles that do not read ledgers). */
export async function ledgerReader(ctx: AppContext, request: FastifyRequest): Promise<Scope> {
  return readScope(ctx.db.pool, await authenticate(ctx, request));
}

/** The canteen keeper calling, at its canteen, and its claims (for the file rules); 403 for anyone else. */
export async function ledgerKeeper(ctx: AppContext, request: FastifyRequest): Promise<{ keeper: Keeper; claims: AccessClaims }> {
  const claims = await authenticate(ctx, request);
  const { actor, canteenIds } = await writeScope(ctx.db.pool, claims);
  const canteenId = canteenIds[0];
  if (!canteenId) throw forbidden();
  return { keeper: { tenantId: actor.tenantId, userId: actor.userId, name: actor.name, canteenId, schoolId: actor.deptParentId }, claims };
}
