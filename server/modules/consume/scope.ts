// Who reads and writes the consumption records (auth/policy.ts CONSUME_*): the schools of the caller's reach
// (auth/reach.ts), as for the diners (system-personnel/scope.ts). Another school's person or row is 数据不存在.
import { CONSUME_COUNTERS, CONSUME_READERS, CONSUME_WRITERS } from '../auth/policy.ts';
import { readScope } from '../auth/reach.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { staffActor } from '../crud/actor.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';
import type { DinerScope } from '../system-personnel/scope.ts';

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
