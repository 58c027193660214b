// Button permissions on the server (docs/contract.md#what-the-server-enforces): a write needs the button
// code granted to the caller's role, whatever the client shows or hides.
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';
import { roleOf } from './role.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { sql } from '../db/sql.ts';

export async function hasButton(db: Queryable, claims: AccessClaims, code: string): Promise<boolean> {
  const roleId = await roleOf(db, claims);
  if (!roleId) return false;
  const { rows } = await db.query(
    sql`SELECT 1 FROM role_menu rm JOIN menu m ON m.id = rm.menu_id WHERE rm.role_id = ${roleId} AND m.code = ${code} AND m.is_deleted = 0 LIMIT 1`,
  );
  return rows.length > 0;
}

/** Throws 403 `没有权限执行此操作` unless the caller's role has the button. */
export async function requireButton(db: Queryable, claims: AccessClaims, code: string): Promise<void> {
  if (!(await hasButton(db, claims, code))) throw forbidden();
}

/** Throws 403 unless the caller's role has at least one of the buttons (two screens may share a call). */
export async function requireAnyButton(db: Queryable, claims: AccessClaims, codes: string[]): Promise<void> {
  for (const code of codes) if (await hasButton(db, claims, code)) return;
  throw forbidden();
}
