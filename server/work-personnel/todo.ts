// The 待办提醒 item of health certificates: its count is computed, never stored — the certificates of the
// caller's canteens that have expired or expire within 30 days (people not 离职). A to-do row pointing at
// 健康证管理 takes this count and this title; with nothing to count it is not shown.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { EXPIRING_DAYS, STATUS, TODAY } from './queries.ts';
import { personnelScope } from './scope.ts';

export const CERTIFICATE_TODO = { path: '/workPersonnel/healthCertificate', title: '从业人员健康证已过期或即将到期' };

/** How many certificates of the caller's canteens need renewing; 0 for a caller who reads no staff. */
export async function certificatesDue(db: Queryable, claims: AccessClaims): Promise<number> {
  if (claims.kind !== 'user') return 0;
  const scope = await personnelScope(db, claims).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (!scope?.canteenIds.length) return 0;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM work_personnel p
      WHERE p.canteen_id = ANY($1::bigint[]) AND p.is_deleted = 0 AND p.status <> ${STATUS.left} AND p.health_cert_expiry <= ${TODAY} + ${EXPIRING_DAYS}`,
    [scope.canteenIds],
  );
  return rows[0]!.count;
}
