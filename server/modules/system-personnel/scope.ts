// Whose diners a caller sees (platform/access/policy.ts SYSTEM_PERSONNEL_*): the schools of the caller's reach
// (platform/access/reach.ts). A diner of another school or tenant is not found (404 数据不存在).
import type { StaffActor } from '../../platform/access/actor.ts';
import { scopeFor } from '../../platform/access/scope.ts';

export const NOT_FOUND = '数据不存在';

export interface DinerScope {
  actor: StaffActor;
  /** The schools whose diners the caller reaches. */
  schoolIds: string[];
}

/** The keepers of diners: they read every record and change them. */
export const keeperScope = scopeFor('diners.keep');
/** Who reads balances: the keepers and the banks (read-only). */
export const walletScope = scopeFor('wallets.read');
/** Who reads the counts: the keepers and the supervising units. */
export const countScope = scopeFor('diners.count');
