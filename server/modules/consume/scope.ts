// Who reads and writes the consumption records (platform/access/policy.ts CONSUME_*): the schools of the caller's reach
// (platform/access/reach.ts), as for the diners (modules/system-personnel/scope.ts). Another school's person or row is 数据不存在.
import { allows, type Rule } from '../../platform/access/policy.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { DinerScope } from '../system-personnel/index.ts';

export interface ConsumeScope extends DinerScope {
  /** Whether the caller sees amounts (keepers and banks) or only counts (the supervising units). */
  amounts: boolean;
}

const consumeScope = (rule: Rule) => {
  const scope = scopeFor(rule);
  return async (db: Queryable, claims: AccessClaims): Promise<ConsumeScope> => {
    const { actor, schoolIds } = await scope(db, claims);
    return { actor, schoolIds, amounts: !allows('consume.countOnly', actor.role) };
  };
};

/** The lists and their exports: keepers and banks. */
export const readerScope = consumeScope('consume.read');
/** The writes (充值, 退款, 撤销消费, 发放补贴): keepers. */
export const writerScope = consumeScope('consume.write');
/** The summary: keepers and banks with amounts, the supervising units with counts only. */
export const summaryScope = consumeScope('consume.summary');
