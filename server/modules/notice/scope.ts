// Which notices a caller sees: the one rule of the notice routes. A published notice is seen in its tenant by
// every staff user when it is addressed to the whole tenant, else by those whose reach holds a school it is
// addressed to (a school its own, a canteen its school's, a bureau its schools'); the publishing unit's
// publishers also see its drafts and withdrawn notices.
import { allows } from '../../platform/access/policy.ts';
import { schoolsInReach } from '../../platform/access/reach.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';

export const isPublisher = (actor: StaffActor) => allows('notice.publish', actor.role);

/** Notice statuses: 0 草稿, 1 已发布, 2 已撤回. */
export const NOTICE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;

/** The publishing unit's own notices (any status): `n` is the notice. */
export const ownNotice = (actor: StaffActor): Sql => sql`(n.tenant_id = ${actor.tenantId} AND n.create_dept = ${actor.deptId})`;

export async function visibility(db: Queryable, actor: StaffActor): Promise<Sql> {
  const schools = await schoolsInReach(db, actor);
  const published = sql`(n.tenant_id = ${actor.tenantId} AND n.status = ${NOTICE_STATUS.published}
    AND (n.audience = 0 OR EXISTS (SELECT 1 FROM notice_school ns WHERE ns.notice_id = n.id AND ns.school_id = ANY(${schools}::bigint[]))))`;
  return isPublisher(actor) ? sql`n.is_deleted = 0 AND (${published} OR ${ownNotice(actor)})` : sql`n.is_deleted = 0 AND ${published}`;
}
