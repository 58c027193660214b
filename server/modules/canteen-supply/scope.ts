// Which canteens a caller reads 食堂供餐 for: every canteen of the caller's read reach (platform/access/policy.ts
// READ_REACH): a canteen its own, a school its canteens, an education bureau its district's, the administrator, 纪委,
// 市场监管 and the bank the tenant's. Bid approvers, experts and suppliers are refused.
import { scopeFor } from '../../platform/access/scope.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface SupplyReader {
  tenantId: string;
  canteenIds: string[];
}

const readers = scopeFor('supervision.read', { refusal: '无权查看食堂供餐数据' });

export async function supplyReader(db: Queryable, claims: AccessClaims): Promise<SupplyReader> {
  const { actor, canteenIds } = await readers(db, claims);
  return { tenantId: actor.tenantId, canteenIds };
}

/** The canteens asked for: one of the reach when `canteenId` names it (none when it is outside), else all of it. */
export const chosen = (reader: SupplyReader, canteenId: string | undefined) =>
  canteenId ? reader.canteenIds.filter((id) => id === canteenId) : reader.canteenIds;
