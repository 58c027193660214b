// Which canteens a caller may read and enter figures for: every canteen of the caller's read reach
// (platform/access/policy.ts) is readable; a canteen enters its own, a school its canteens, the administrator any of
// the tenant; supervisors (education, 纪委, 市场监管, the bank) read but enter nothing. Suppliers neither.
import { COST_WRITERS, reachOf } from '../../platform/access/policy.ts';
import { readScope } from '../../platform/access/reach.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { staffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';

export interface CostActor {
  userId: string;
  userName: string;
  readable: string[];
  writable: string[];
}

const NO_ACCESS = '无权查看食堂填报数据';

export async function costActor(db: Queryable, claims: AccessClaims): Promise<CostActor> {
  if (claims.kind !== 'user') throw forbidden(NO_ACCESS);
  const actor = await staffActor(db, claims);
  if (reachOf(actor.role) === 'none') throw forbidden(NO_ACCESS);
  const { canteenIds } = await readScope(db, actor);
  const writes = (COST_WRITERS as readonly string[]).includes(actor.role);
  return { userId: actor.userId, userName: actor.name, readable: canteenIds, writable: writes ? canteenIds : [] };
}
