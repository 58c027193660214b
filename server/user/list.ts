// The user list of an administrator's scope, filtered as the console's search bar sends it: a department
// (its whole subtree), and account / name / phone prefixes — prefixes, so each keystroke is an index
// range scan rather than a scan of every user of the tenant.
import type { FastifyRequest } from 'fastify';
import { administersTenant, requireDeptInScope, SCOPE_DEPTS, type StaffActor } from '../crud/actor.ts';
import { idOf, startingWith } from '../crud/request.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/envelope.ts';
import { field } from '../http/params.ts';

export interface UserFilter {
  /** The scope CTE, to precede the SELECT. */
  cte: string;
  /** Conditions on `app_user u` (and the CTE). */
  where: string;
  /** A search is ordered by the column searched, so its index both finds and orders the rows and the
   * page stops after `size` of them; the plain list is newest first. */
  order: string;
  args: unknown[];
}

/** The scope CTE, conditions and parameters shared by the list, the count and the export. */
export async function userFilter(db: Queryable, actor: StaffActor, request: FastifyRequest): Promise<UserFilter> {
  const deptText = field(request, 'deptId');
  const deptId = deptText ? idOf(deptText) : undefined;
  if (deptText && !deptId) throw badRequest('deptId 不正确');
  if (deptId) await requireDeptInScope(db, actor, deptId);
  const root = deptId ?? (administersTenant(actor) ? null : actor.deptId);
  const args: unknown[] = [actor.tenantId, root];
  const conditions = ['u.tenant_id = $1', 'u.is_deleted = 0', '(u.dept_id IN (SELECT id FROM scope) OR ($2::bigint IS NULL AND u.dept_id IS NULL))'];
  const orders: string[] = [];
  const prefix = (name: string, column: string, minimum = 1) => {
    const value = field(request, name).toLowerCase();
    if (!value) return;
    if (value.length > 50) throw badRequest('查询条件过长');
    if (value.length < minimum) throw badRequest(`手机号码至少输入 ${minimum} 位`);
    args.push(startingWith(value));
    conditions.push(`${column} LIKE $${args.length}`);
    orders.push(column);
  };
  prefix('realName', 'lower(u.real_name) COLLATE "C"');
  prefix('account', 'lower(u.account) COLLATE "C"');
  // one or two digits match nearly every mobile number: nothing an index could narrow
  prefix('phone', 'u.phone COLLATE "C"', 3);
  return { cte: SCOPE_DEPTS, where: conditions.join(' AND '), args, order: orders.length ? `${orders[0]}, u.id` : 'u.id DESC' };
}
