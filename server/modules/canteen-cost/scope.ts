// Which canteens a caller may read and enter figures for: every canteen of the caller's read reach
// (platform/access/policy.ts) is readable; a canteen enters its own, a school its canteens, the administrator any of
// the tenant; supervisors (education, 纪委, 市场监管, the bank) read but enter nothing. Suppliers neither.
import { allows } from '../../platform/access/policy.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface CostActor {
  userId: string;
  userName: string;
  readable: string[];
  writable: string[];
}

const readers = scopeFor('supervision.read', { refusal: '无权查看食堂填报数据' });

export async function costActor(db: Queryable, claims: AccessClaims): Promise<CostActor> {
  const { actor, canteenIds } = await readers(db, claims);
  return { userId: actor.userId, userName: actor.name, readable: canteenIds, writable: allows('cost.write', actor.role) ? canteenIds : [] };
}
