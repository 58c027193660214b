// Who may see what, said once: scopeFor(rule) loads the caller (actor.ts), refuses a role the rule does not admit
// (policy.ts RULES) and answers what the caller reaches (reach.ts): the tenant's schools, a department's subtree, its
// own school or its own canteen. Each module's scope.ts is a use of it.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';
import { staffActor, type StaffActor } from './actor.ts';
import { allows, reachOf, type Reach, type Rule } from './policy.ts';
import { readScope } from './reach.ts';

export interface Scope {
  actor: StaffActor;
  /** How far the caller's role reads (policy.ts READ_REACH). */
  reach: Reach;
  /** The schools of the caller's reach, in the tree's order. */
  schoolIds: string[];
  /** The canteens of the caller's reach: those of its schools, or a canteen user's own. */
  canteenIds: string[];
}

export interface ScopeOptions {
  /** The 403's message (a supplier, a role the rule does not admit); `没有权限执行此操作` when absent. */
  refusal?: string;
}

/** The caller's scope under `rule`: 403 for a supplier account or a role the rule does not admit. */
export const scopeFor =
  (rule: Rule, { refusal }: ScopeOptions = {}) =>
  async (db: Queryable, claims: AccessClaims): Promise<Scope> => {
    if (claims.kind !== 'user') throw forbidden(refusal);
    const actor = await staffActor(db, claims);
    if (!allows(rule, actor.role)) throw forbidden(refusal);
    return { actor, reach: reachOf(actor.role), ...(await readScope(db, actor)) };
  };
