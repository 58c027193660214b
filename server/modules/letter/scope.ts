// Which 函询 letters a caller sees: the one rule of the letter routes and of their 待办提醒 items.
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { allows } from '../../platform/access/policy.ts';
import { schoolsInReach } from '../../platform/access/reach.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';

export const isSender = (actor: StaffActor) => allows('letter.send', actor.role);

/** Senders see the letters to the schools of their reach; a school user the letters addressed to its school. */
export async function visibility(db: Queryable, actor: StaffActor): Promise<Sql> {
  if (isSender(actor)) return sql`l.tenant_id = ${actor.tenantId} AND l.school_id = ANY(${await schoolsInReach(db, actor)}::bigint[])`;
  if (actor.deptCategory !== DEPT_CATEGORY.school) throw forbidden();
  return sql`l.tenant_id = ${actor.tenantId} AND l.school_id = ${actor.deptId}`;
}

/** Letter statuses: 0 sent, 1 replied, 2 closed. */
export const LETTER_STATUS = { sent: 0, replied: 1, closed: 2 } as const;
