// The role a signed-in caller acts under: a staff user's own role, or the tenant's `supplier` role for
// supplier accounts.
import type { Queryable } from '../db/database.ts';
import type { AccessClaims } from './tokens.ts';

export async function roleOf(db: Queryable, claims: AccessClaims): Promise<string | undefined> {
  const { rows } =
    claims.kind === 'user'
      ? await db.query<{ id: string }>('SELECT role_id::text AS id FROM app_user WHERE id = $1 AND tenant_id = $2 AND role_id IS NOT NULL', [
          claims.subjectId,
          claims.tenantId,
        ])
      : await db.query<{ id: string }>(`SELECT id::text AS id FROM role WHERE tenant_id = $1 AND role_alias = 'supplier' AND is_deleted = 0`, [
          claims.tenantId,
        ]);
  return rows[0]?.id;
}
