// Whose figures a caller sees: the schools of the caller's read reach (platform/access/policy.ts) — the platform
// administrator and the district-wide supervisors (纪委, 市场监管, the bank) the tenant's, an education
// bureau the schools under its department, a school itself, a canteen itself. Suppliers and roles that
// read nothing get 403. Always the token's tenant.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { canteensOf } from '../../platform/access/reach.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

export interface Scope {
  tenantId: string;
  name: string;
  schoolIds: string[];
  canteenIds: string[];
}

const readers = scopeFor('supervision.read', { refusal: '无权查看专项统计' });

export async function scopeOf(db: Queryable, claims: AccessClaims, schoolId: string): Promise<Scope> {
  const { actor, reach, schoolIds, canteenIds } = await readers(db, claims);
  const { tenantId } = actor;
  const scope = { tenantId, name: actor.deptName, schoolIds, canteenIds };
  if (!schoolId) return scope;
  if (!scope.schoolIds.includes(schoolId)) throw forbidden('无权查看该学校');
  const school = await db.query<{ dept_name: string }>(sql`SELECT dept_name FROM dept WHERE id = ${schoolId}`);
  return {
    tenantId,
    name: reach === 'ownCanteen' ? scope.name : school.rows[0]!.dept_name,
    schoolIds: [schoolId],
    canteenIds: reach === 'ownCanteen' ? scope.canteenIds : await canteensOf(db, tenantId, [schoolId]),
  };
}
