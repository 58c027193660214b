// The role a signed-in caller acts under: a staff user's own role (from the request's one staff actor),
// or the tenant's `supplier` role for supplier accounts.
import { staffActor } from './actor.ts';
import type { Queryable } from '../db/database.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { sql } from '../db/sql.ts';
import { ROLE } from './policy.ts';

export async function roleOf(db: Queryable, claims: AccessClaims): Promise<string | undefined> {
  if (claims.kind === 'user') return (await staffActor(db, claims)).roleId || undefined;
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM role WHERE tenant_id = ${claims.tenantId} AND role_alias = ${ROLE.supplier} AND is_deleted = 0`,
  );
  return rows[0]?.id;
}

/** The caller's role alias: a staff user's own role ('' when none), `supplier` for supplier accounts. */
export async function roleAliasOf(db: Queryable, claims: AccessClaims): Promise<string> {
  return claims.kind === 'supplier' ? ROLE.supplier : (await staffActor(db, claims)).role;
}
