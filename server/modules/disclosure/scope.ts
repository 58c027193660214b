// Which schools a caller reads 信息公开 of, and the statuses: the one rule of the disclosure routes and their 待办提醒.
import { allows } from '../../platform/access/policy.ts';
import { schoolsInReach } from '../../platform/access/reach.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';

/** Complaint statuses: 0 待受理, 1 处理中, 2 已回复, 3 已办结. */
export const COMPLAINT_STATUS = { received: 0, assigned: 1, replied: 2, closed: 3 } as const;

/** The schools of the caller's reach (403 for a role outside 信息公开). */
export async function readableSchools(db: Queryable, actor: StaffActor): Promise<string[]> {
  if (!allows('disclosure.read', actor.role)) throw forbidden();
  return schoolsInReach(db, actor);
}

/** The schools the caller keeps (links, surveys, complaints): those of its reach, for a keeper role; else none. */
export async function keptSchools(db: Queryable, actor: StaffActor): Promise<string[]> {
  return allows('disclosure.keep', actor.role) ? schoolsInReach(db, actor) : [];
}

/** Whether the caller reads a complaint's contact: the school itself and its bureau (a keeper of its reach). */
export const readsContact = (actor: StaffActor) => allows('disclosure.keep', actor.role);
