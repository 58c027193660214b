// The health-certificate items of 待办提醒 (server/platform/todo/registry.ts), computed, never stored: the certificates of the
// caller's canteens (people not 离职 who hold one) that expire within 30 days, and those already expired — each the
// 健康证管理 list filtered by that state, so the card and the list agree.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { WORK_PERSONNEL_WRITERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { CERT_STATE, certStateWhere, listWhere, STATUS } from './queries.ts';
import { personnelScope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

/** The certificates of the caller's canteens in one state: healthCertificate/list's condition with `certState`. */
export async function certificatesIn(db: Queryable, claims: AccessClaims, state: number): Promise<number> {
  const scope = await personnelScope(db, claims);
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM work_personnel p
      WHERE ${listWhere(scope.actor.tenantId, scope.canteenIds, {})} AND p.status <> ${STATUS.left} AND p.health_cert_expiry IS NOT NULL AND ${certStateWhere(state)}`,
  );
  return rows[0]!.count;
}

const PATH = '/workPersonnel/healthCertificate';

export const workPersonnelTodo: TodoDefinition[] = [
  {
    key: 'workPersonnel.certExpired',
    roles: WORK_PERSONNEL_WRITERS,
    path: PATH,
    query: { certState: String(CERT_STATE.expired) },
    count: (db, claims) => certificatesIn(db, claims, CERT_STATE.expired),
  },
  {
    key: 'workPersonnel.certExpiring',
    roles: WORK_PERSONNEL_WRITERS,
    path: PATH,
    query: { certState: String(CERT_STATE.expiring) },
    count: (db, claims) => certificatesIn(db, claims, CERT_STATE.expiring),
  },
];
