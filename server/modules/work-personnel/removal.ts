// What stands in the way of removing people, of their leaving (离职) or moving to another canteen, and what follows it. Other parts of the
// personnel domain (attendance: an open make-up punch, a running leave) add their checks to REMOVAL_CHECKS and
// their clean-up to AFTER_LEAVING; both run inside the transaction that removes or lets go, with the people
// locked, so a check and the change it guards cannot interleave with another write.
import type pg from 'pg';
import { badRequest } from '../../platform/http/envelope.ts';

export interface Leaving {
  tenantId: string;
  /** The people being removed or let go (ids of work_personnel). */
  ids: string[];
  /** remove: the record is deleted; leave: the status becomes 离职; move: they go to another canteen. */
  kind: 'remove' | 'leave' | 'move';
}

/** What a refusal asks to be done before: 删除, 办理离职 or 调换食堂. */
export const LEAVING_VERB: Record<Leaving['kind'], string> = { remove: '删除', leave: '办理离职', move: '调换食堂' };

/** A reason (in Chinese, naming the person) why the people may not go, or null. */
export type RemovalCheck = (client: pg.PoolClient, leaving: Leaving) => Promise<string | null>;
/** What else changes when people go (taken out of their attendance group, …). */
export type AfterLeaving = (client: pg.PoolClient, leaving: Leaving) => Promise<void>;

export const REMOVAL_CHECKS: RemovalCheck[] = [];
export const AFTER_LEAVING: AfterLeaving[] = [];

/** 400 with the first reason any check gives; otherwise runs the clean-ups. */
export async function releasePeople(client: pg.PoolClient, leaving: Leaving): Promise<void> {
  if (!leaving.ids.length) return;
  for (const check of REMOVAL_CHECKS) {
    const reason = await check(client, leaving);
    if (reason) throw badRequest(reason);
  }
  for (const after of AFTER_LEAVING) await after(client, leaving);
}
