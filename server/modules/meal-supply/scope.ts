// Who sees which meal orders (供餐管理, 校外供餐): the one rule of the routes and their 待办提醒 items. Keepers (a school
// and its canteens' staff) see their own school's; the supervising units and the bank the schools of their reach.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { scopeFor, type Scope } from '../../platform/access/scope.ts';
import { allows } from '../../platform/access/policy.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

const REFUSAL = '没有权限查看供餐数据';

/** The caller's reach for reading (403 for suppliers and roles that read none of it). */
export const readScope = scopeFor('meal.read', { refusal: REFUSAL });

/** The keeper's scope: its own school, the only one it writes (403 for a supervisor: they read only). */
export async function keeperScope(db: Queryable, claims: AccessClaims): Promise<Scope & { schoolId: string }> {
  const scope = await scopeFor('meal.keep', { refusal: '监管单位只能查看供餐数据' })(db, claims);
  const schoolId = scope.schoolIds[0];
  if (!schoolId) throw forbidden('请以学校或食堂账号操作');
  return { ...scope, schoolId };
}

export const isKeeper = (scope: Scope) => allows('meal.keep', scope.actor.role);

/** The provider behind a supplier's account: its tenant and meal-provider ids (none when its company is not a provider; 403 for staff). */
export async function providerScope(db: Queryable, claims: AccessClaims): Promise<{ tenantId: string; providerIds: string[] }> {
  if (claims.kind !== 'supplier') throw forbidden('只有供餐企业可以查看供餐订单');
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT p.id::text FROM meal_provider p JOIN supplier_account a ON a.company_id = p.supplier_id
         WHERE a.id = ${claims.subjectId} AND a.tenant_id = ${claims.tenantId} AND a.is_deleted = 0`,
  );
  return { tenantId: claims.tenantId, providerIds: rows.map((row) => row.id) };
}
