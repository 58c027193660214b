// The user list of an administrator's scope, filtered as the console's search bar sends it: a department
// (its whole subtree), and account / name / phone prefixes — prefixes, so each keystroke is an index
// range scan rather than a scan of every user of the tenant.
import { z } from 'zod';
import type { StaffActor } from '../../platform/access/actor.ts';
import { administersTenant, requireDeptInScope, scopeDeptsOf } from '../../platform/access/reach.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { startingWith } from '../../platform/http/paging.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { optionalId } from '../../platform/http/fields.ts';

/** A search prefix, lower-cased ('' when absent): at most 50 characters, at least `minimum`. */
const prefix = (minimum = 1) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().toLowerCase())
    .refine((value) => value.length <= 50, '查询条件过长')
    .refine((value) => !value || value.length >= minimum, `手机号码至少输入 ${minimum} 位`)
    .optional()
    .default('');

/** The filter of the list and the export: a department of the scope (its whole subtree) and prefixes. */
export const UserFilterQuery = z.object({
  deptId: optionalId('deptId 不正确').describe('a department of the scope: its whole subtree'),
  realName: prefix().describe('name prefix'),
  account: prefix().describe('account prefix'),
  // one or two digits match nearly every mobile number: nothing an index could narrow
  phone: prefix(3).describe('phone prefix, at least 3 digits'),
});

export type UserFilterQuery = z.output<typeof UserFilterQuery>;

export interface UserFilter {
  /** The scope CTE (scopeDeptsOf the department filtered, or the actor's scope), to precede the SELECT. */
  scope: Sql;
  /** Conditions on `app_user u` (and the CTE). */
  condition: Sql;
  /** A search is ordered by the column searched, so its index both finds and orders the rows and the
   * page stops after `size` of them; the plain list is newest first. */
  orderBy: Sql;
}

/** The scope CTE, conditions and parameters shared by the list, the count and the export. */
export async function userFilter(db: Queryable, actor: StaffActor, query: UserFilterQuery): Promise<UserFilter> {
  if (query.deptId) await requireDeptInScope(db, actor, query.deptId);
  const root = query.deptId ?? (administersTenant(actor) ? null : actor.deptId);
  const conditions = [
    sql`u.tenant_id = ${actor.tenantId}`,
    sql`(u.dept_id IN (SELECT id FROM scope) OR (${root}::bigint IS NULL AND u.dept_id IS NULL))`,
    sql`u.is_deleted = 0`,
  ];
  const orders: string[] = [];
  // the columns are the code's own
  const search = (value: string, column: string) => {
    if (!value) return;
    conditions.push(sql`${sql.raw(column)} LIKE ${startingWith(value)}`);
    orders.push(column);
  };
  search(query.realName, 'lower(u.real_name) COLLATE "C"');
  search(query.account, 'lower(u.account) COLLATE "C"');
  search(query.phone, 'u.phone COLLATE "C"');
  const condition = sql.join(conditions, ' AND ');
  const order = orders.length ? `${orders[0]}, u.id` : 'u.id DESC';
  return {
    scope: scopeDeptsOf(actor.tenantId, root),
    condition,
    orderBy: sql.raw(order),
  };
}
