// Which roles an administrator may give: never the suppliers' role (supplier accounts are not users),
// and the administrator role only from an administrator — a submit cannot escalate.
import { administersTenant, type StaffActor } from '../crud/actor.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, forbidden } from '../http/envelope.ts';

export async function assignableRole(db: Queryable, actor: StaffActor, roleId: string): Promise<string> {
  const { rows } = await db.query<{ alias: string }>('SELECT role_alias AS alias FROM role WHERE id = $1 AND tenant_id = $2 AND is_deleted = 0', [roleId, actor.tenantId]);
  const alias = rows[0]?.alias;
  if (!alias || alias === 'supplier') throw badRequest('请选择所属角色');
  if (alias === 'administrator' && !administersTenant(actor)) throw forbidden('无权授予该角色');
  return alias;
}
