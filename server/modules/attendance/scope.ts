// Who may read and keep attendance, and for which canteens (platform/access/policy.ts ATTENDANCE_READERS / _WRITERS, the
// canteens of the caller's reach, platform/access/reach.ts): a canteen its own, a school its canteens, the administrator any
// of the tenant; the supervising units read within their reach. A record of a canteen outside the scope is not
// found (数据不存在), whoever asks.
import { allows } from '../../platform/access/policy.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import type { Queryable } from '../../platform/db/database.ts';

export const NOT_FOUND = '数据不存在';
export const missing = () => notFound(NOT_FOUND);

export interface AttendanceActor extends StaffActor {
  /** The canteens whose attendance the caller reads. */
  readable: string[];
  /** The canteens whose attendance the caller keeps (none for the supervising units). */
  writable: string[];
}

const readers = scopeFor('attendance.read');

/** The caller, who must hold a role that reads attendance (403 otherwise). */
export async function attendanceActor(db: Queryable, claims: AccessClaims): Promise<AttendanceActor> {
  const { actor, canteenIds } = await readers(db, claims);
  return { ...actor, readable: canteenIds, writable: allows('attendance.write', actor.role) ? canteenIds : [] };
}

/** The canteens of `wanted` (all when absent) the caller may read: a filter never widens the scope. */
export const within = (canteens: string[], wanted: string | undefined) => (wanted ? canteens.filter((id) => id === wanted) : canteens);
