// Whose diners a caller sees (platform/access/policy.ts SYSTEM_PERSONNEL_*): the schools of the caller's reach
// (platform/access/reach.ts). A diner of another school or tenant is not found (404 数据不存在).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { SYSTEM_PERSONNEL_COUNTERS, SYSTEM_PERSONNEL_KEEPERS, WALLET_READERS } from '../../platform/access/policy.ts';
import { readScope } from '../../platform/access/reach.ts';
import { staffActor, type StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';

export const NOT_FOUND = '数据不存在';

export interface DinerScope {
  actor: StaffActor;
  /** The schools whose diners the caller reaches. */
  schoolIds: string[];
}

async function scopeFor(db: Queryable, claims: AccessClaims, roles: readonly string[]): Promise<DinerScope> {
  const actor = await staffActor(db, claims);
  if (!roles.includes(actor.role)) throw forbidden();
  const { schoolIds } = await readScope(db, actor);
  return { actor, schoolIds };
}

/** The keepers of diners: they read every record and change them. */
export const keeperScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, SYSTEM_PERSONNEL_KEEPERS);
/** Who reads balances: the keepers and the banks (read-only). */
export const walletScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, WALLET_READERS);
/** Who reads the counts: the keepers and the supervising units. */
export const countScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, [...SYSTEM_PERSONNEL_KEEPERS, ...SYSTEM_PERSONNEL_COUNTERS]);
