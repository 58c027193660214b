// Who reads and writes the consumption records (platform/access/policy.ts CONSUME_*): the schools of the caller's reach
// (platform/access/reach.ts), as for the diners (modules/system-personnel/scope.ts). Another school's person or row is 数据不存在.
import { CONSUME_COUNTERS, CONSUME_READERS, CONSUME_WRITERS } from '../../platform/access/policy.ts';
import { readScope } from '../../platform/access/reach.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { staffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import type { DinerScope } from '../system-personnel/index.ts';

export interface ConsumeScope extends DinerScope {
  /** Whether the caller sees amounts (keepers and banks) or only counts (the supervising units). */
  amounts: boolean;
}

async function scopeFor(db: Queryable, claims: AccessClaims, roles: readonly string[]): Promise<ConsumeScope> {
  const actor = await staffActor(db, claims);
  if (!roles.includes(actor.role)) throw forbidden();
  const { schoolIds } = await readScope(db, actor);
  return { actor, schoolIds, amounts: !(CONSUME_COUNTERS as readonly string[]).includes(actor.role) };
}

/** The lists and their exports: keepers and banks. */
export const readerScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, CONSUME_READERS);
/** The writes (充值, 退款, 撤销消费, 发放补贴): keepers. */
export const writerScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, CONSUME_WRITERS);
/** The summary: keepers and banks with amounts, the supervising units with counts only. */
export const summaryScope = (db: Queryable, claims: AccessClaims) => scopeFor(db, claims, [...CONSUME_READERS, ...CONSUME_COUNTERS]);
