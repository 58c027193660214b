// Whose figures a caller sees (BIG-SCREEN.md): an authority, inspector, market supervisor, bank or the
// platform administrator the schools of its dept subtree (or, when that holds no school, of its
// tenant); a school itself; a canteen itself. Suppliers have no statistics. Always the token's tenant.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';

export interface Scope {
  tenantId: string;
  name: string;
  schoolIds: string[];
  canteenIds: string[];
}

const SUPERVISING = new Set(['administrator', 'education', 'jiwei', 'market', 'bank']);

const canteensOf = async (db: Queryable, tenantId: string, schoolIds: string[]) =>
  (
    await db.query<{ id: string }>(
      'SELECT id::text FROM dept WHERE tenant_id = $1 AND dept_category = 3 AND is_deleted = 0 AND parent_id = ANY($2::bigint[]) ORDER BY sort, id',
      [tenantId, schoolIds],
    )
  ).rows.map((row) => row.id);

export async function scopeOf(db: Queryable, claims: AccessClaims, schoolId: string): Promise<Scope> {
  if (claims.kind !== 'user') throw forbidden('无权查看专项统计');
  const { rows } = await db.query<{ dept_id: string; dept_name: string; parent_id: string; role: string }>(
    `SELECT d.id::text AS dept_id, d.dept_name, d.parent_id::text AS parent_id, r.role_alias AS role
       FROM app_user u JOIN dept d ON d.id = u.dept_id JOIN role r ON r.id = u.role_id
      WHERE u.id = $1 AND u.tenant_id = $2 AND u.is_deleted = 0`,
    [claims.subjectId, claims.tenantId],
  );
  const user = rows[0];
  if (!user) throw forbidden('无权查看专项统计');
  const tenantId = claims.tenantId;
  let scope: Scope;
  if (user.role === 'canteen') {
    scope = { tenantId, name: user.dept_name, schoolIds: [user.parent_id], canteenIds: [user.dept_id] };
  } else if (user.role === 'school') {
    scope = { tenantId, name: user.dept_name, schoolIds: [user.dept_id], canteenIds: await canteensOf(db, tenantId, [user.dept_id]) };
  } else if (SUPERVISING.has(user.role)) {
    const subtree = await db.query<{ id: string }>(
      `WITH RECURSIVE tree AS (SELECT id, dept_category FROM dept WHERE id = $1 AND tenant_id = $2
                               UNION ALL SELECT d.id, d.dept_category FROM dept d JOIN tree ON d.parent_id = tree.id WHERE d.tenant_id = $2 AND d.is_deleted = 0)
       SELECT id::text FROM tree WHERE dept_category = 2`,
      [user.dept_id, tenantId],
    );
    const schoolIds = subtree.rows.length
      ? subtree.rows.map((row) => row.id)
      : (await db.query<{ id: string }>('SELECT id::text FROM dept WHERE tenant_id = $1 AND dept_category = 2 AND is_deleted = 0', [tenantId])).rows.map((row) => row.id);
    scope = { tenantId, name: user.dept_name, schoolIds, canteenIds: await canteensOf(db, tenantId, schoolIds) };
  } else {
    throw forbidden('无权查看专项统计');
  }
  if (!schoolId) return scope;
  if (!scope.schoolIds.includes(schoolId)) throw forbidden('无权查看该学校');
  const school = await db.query<{ dept_name: string }>('SELECT dept_name FROM dept WHERE id = $1', [schoolId]);
  return {
    tenantId,
    name: user.role === 'canteen' ? scope.name : school.rows[0]!.dept_name,
    schoolIds: [schoolId],
    canteenIds: user.role === 'canteen' ? scope.canteenIds : await canteensOf(db, tenantId, [schoolId]),
  };
}
