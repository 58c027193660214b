// Which canteens a caller may read and enter figures for: a canteen its own, a school its canteens, the
// administrator every canteen of the tenant; supervisors (authority, inspectors, market, bank) read the
// tenant's canteens but enter nothing. Suppliers neither.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';

const READERS = new Set(['education', 'jiwei', 'market', 'bank']);

export interface CostActor {
  userId: string;
  userName: string;
  readable: string[];
  writable: string[];
}

export async function costActor(db: Queryable, claims: AccessClaims): Promise<CostActor> {
  if (claims.kind !== 'user') throw forbidden('无权查看食堂填报数据');
  const { rows } = await db.query<{ dept_id: string; role: string; name: string }>(
    `SELECT u.dept_id::text, r.role_alias AS role, u.real_name AS name FROM app_user u JOIN role r ON r.id = u.role_id
      WHERE u.id = $1 AND u.tenant_id = $2 AND u.is_deleted = 0`,
    [claims.subjectId, claims.tenantId],
  );
  const user = rows[0];
  if (!user) throw forbidden('无权查看食堂填报数据');
  const canteens = async (where: string, args: unknown[]) =>
    (await db.query<{ id: string }>(`SELECT id::text FROM dept WHERE tenant_id = $1 AND dept_category = 3 AND is_deleted = 0 ${where} ORDER BY sort, id`, [claims.tenantId, ...args])).rows.map(
      (row) => row.id,
    );
  let writable: string[] = [];
  let readable: string[] = [];
  if (user.role === 'canteen') writable = await canteens('AND id = $2', [user.dept_id]);
  else if (user.role === 'school') writable = await canteens('AND parent_id = $2', [user.dept_id]);
  else if (user.role === 'administrator') writable = await canteens('', []);
  else if (READERS.has(user.role)) readable = await canteens('', []);
  return { userId: claims.subjectId, userName: user.name, readable: [...readable, ...writable], writable };
}
