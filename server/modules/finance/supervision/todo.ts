// 财务's 待办提醒 items (server/platform/todo/registry.ts, docs/product-rules.md#to-do-summary): the keepers of a book
// (a school's staff, its canteens', a supplier's accounts) see its vouchers to audit and to post and the months ended
// and not closed; the supervisors the schools of their reach with a month left open past the district's closing day.
// Each counts what the list its link opens shows.
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { FINANCE_SUPERVISORS, FINANCE_TODO_KEEPERS, FINANCE_TODO_SUPPLIERS } from '../../../platform/access/policy.ts';
import { ownSchoolOf } from '../../../platform/access/reach.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import type { TodoDefinition } from '../../../platform/todo/registry.ts';
import { BOOKS } from './queries.ts';

/** The book the caller keeps, as a condition on `b` (fin_book): its school's (staff) or its company's (supplier). */
async function keptBook(db: Queryable, claims: AccessClaims): Promise<Sql> {
  if (claims.kind === 'supplier')
    return sql`b.supplier_id = (SELECT a.company_id FROM supplier_account a WHERE a.id = ${claims.subjectId} AND a.tenant_id = ${claims.tenantId} AND a.is_deleted = 0)`;
  const actor = await staffActor(db, claims);
  const school = ownSchoolOf(actor);
  return school ? sql`b.school_id = ${school} AND b.tenant_id = ${actor.tenantId}` : sql`false`;
}

const vouchers =
  (status: number) =>
  async (db: Queryable, claims: AccessClaims): Promise<number> => {
    const { rows } = await db.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM fin_book b JOIN fin_voucher v ON v.book_id = b.id AND v.is_deleted = 0 AND v.status = ${status}
           WHERE ${await keptBook(db, claims)}`,
    );
    return rows[0]!.count;
  };

/** The months of the caller's book from its first to last month that are not closed. */
async function monthsToClose(db: Queryable, claims: AccessClaims): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM fin_book b
         CROSS JOIN LATERAL generate_series((b.start_period || '-01')::date, date_trunc('month', ${APP_TODAY}::timestamp) - interval '1 month', interval '1 month') m
         WHERE ${await keptBook(db, claims)}
           AND NOT EXISTS (SELECT 1 FROM fin_period p WHERE p.book_id = b.id AND p.period = to_char(m, 'YYYY-MM') AND p.status = 1)`,
  );
  return rows[0]!.count;
}

const supervisorScope = scopeFor('finance.supervise');

/** The schools of the supervisor's reach with a month left open past the closing day (学校账簿 with overdue=true). */
async function overdueSchools(db: Queryable, claims: AccessClaims): Promise<number> {
  const scope = await supervisorScope(db, claims);
  const { rows } = await db.query<{ overdueMonths: number }>(BOOKS(scope.actor.tenantId, scope.schoolIds));
  return rows.filter((row) => row.overdueMonths > 0).length;
}

export const financeTodo: TodoDefinition[] = [
  { key: 'finance.toAudit', roles: FINANCE_TODO_KEEPERS, path: '/finance/voucher/index', query: { status: '0' }, count: vouchers(0) },
  { key: 'finance.toPost', roles: FINANCE_TODO_KEEPERS, path: '/finance/voucher/index', query: { status: '1' }, count: vouchers(1) },
  { key: 'finance.supplierToAudit', roles: FINANCE_TODO_SUPPLIERS, path: '/finance/supplier/voucher', query: { status: '0' }, count: vouchers(0) },
  { key: 'finance.supplierToPost', roles: FINANCE_TODO_SUPPLIERS, path: '/finance/supplier/voucher', query: { status: '1' }, count: vouchers(1) },
  { key: 'finance.toClose', roles: FINANCE_TODO_KEEPERS, path: '/finance/setting/period', query: { status: '0' }, count: monthsToClose },
  {
    key: 'finance.overdueClose',
    roles: FINANCE_SUPERVISORS,
    path: '/financialSupervision/books/index',
    query: { overdue: 'true' },
    count: overdueSchools,
  },
];
