// Who calls a bidding route, and which tenders they may see: the one place the domain's visibility lives
// (the role rules themselves are in platform/access/policy.ts). Another tenant's tender is never visible, whatever
// filters the call passes.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { allows } from '../../platform/access/policy.ts';
import { staffActor, type StaffActor } from '../../platform/access/actor.ts';
import { scopeDepts } from '../../platform/access/reach.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../platform/db/trees.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';

export interface SupplierCaller {
  kind: 'supplier';
  tenantId: string;
  accountId: string;
  supplierId: string;
  supplierName: string;
  /** supplier_company.status: 0 待审核, 1 已审核, 2 已禁用 */
  status: number;
  name: string;
}

export interface StaffCaller {
  kind: 'staff';
  tenantId: string;
  actor: StaffActor;
  /** The expert record linked to this login, for a user of role `expert`. */
  expertId: string | null;
}

export type BiddingCaller = SupplierCaller | StaffCaller;

export async function biddingCaller(db: Queryable, claims: AccessClaims): Promise<BiddingCaller> {
  if (claims.kind === 'supplier') {
    const { rows } = await db.query<{ supplier_id: string; supplier_name: string; status: number; name: string }>(
      sql`SELECT c.id::text AS supplier_id, c.supplier_name, c.status, a.real_name AS name
         FROM supplier_account a JOIN supplier_company c ON c.id = a.company_id AND c.is_deleted = 0
        WHERE a.id = ${claims.subjectId} AND a.tenant_id = ${claims.tenantId} AND a.is_deleted = 0`,
    );
    const row = rows[0];
    if (!row) throw forbidden();
    return {
      kind: 'supplier',
      tenantId: claims.tenantId,
      accountId: claims.subjectId,
      supplierId: row.supplier_id,
      supplierName: row.supplier_name,
      status: row.status,
      name: row.name,
    };
  }
  const actor = await staffActor(db, claims);
  let expertId: string | null = null;
  if (allows('bidding.score', actor.role)) {
    const { rows } = await db.query<{ id: string }>(
      sql`SELECT id::text FROM expert WHERE user_id = ${actor.userId} AND tenant_id = ${actor.tenantId} AND is_deleted = 0`,
    );
    expertId = rows[0]?.id ?? null;
  }
  return { kind: 'staff', tenantId: actor.tenantId, actor, expertId };
}

export const isTenderer = (caller: BiddingCaller): boolean => caller.kind === 'staff' && allows('bidding.tender', caller.actor.role);

export const isApprover = (caller: BiddingCaller): caller is StaffCaller => caller.kind === 'staff' && allows('bidding.approve', caller.actor.role);

/** A panel's expert (专家评标), who scores as themself. */
export const isScorer = (caller: BiddingCaller): caller is StaffCaller => caller.kind === 'staff' && allows('bidding.score', caller.actor.role);

/** The caller as a tenderer (403 for anyone who runs no tenders). */
export function asTenderer(caller: BiddingCaller): StaffCaller {
  if (caller.kind !== 'staff' || !isTenderer(caller)) throw forbidden();
  return caller;
}

/** The departments at and above the actor's (an approver decides the tenders of its office and the offices above it). */
const ANCESTORS = (deptId: string) => sql`
  WITH RECURSIVE up AS (
    SELECT id, parent_id, 0 AS depth FROM dept WHERE id = ${deptId}
    UNION ALL
    SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE up.depth < ${MAX_TREE_DEPTH}
  ) SELECT id FROM up`;

/**
 * The SQL condition (on alias `b`, the bidding row) for the tenders the caller sees:
 * - tenderers (administrator: the tenant; education, school: their department and below) their own tenders;
 * - bid approvers the tenders of their approving department (and the ones above), once submitted;
 * - 纪委 and 市场监管 every tender of the tenant once submitted, read-only;
 * - experts the tenders their panel scores, from the opening on;
 * - suppliers every published tender of their tenant;
 * - anyone else none.
 */
export function visibleTo(caller: BiddingCaller): Sql {
  const tenant = sql`b.tenant_id = ${caller.tenantId} AND b.is_deleted = 0`;
  if (caller.kind === 'supplier') return sql`${tenant} AND b.publish_time IS NOT NULL`;
  const { actor } = caller;
  if (allows('tenant.administer', actor.role)) return tenant;
  if (isTenderer(caller)) return sql`${tenant} AND b.school_id IN (${scopeDepts(actor)} SELECT id FROM scope)`;
  if (allows('bidding.approve', actor.role)) return sql`${tenant} AND b.bidding_progress <> 0 AND b.dept_id IN (${ANCESTORS(actor.deptId)})`;
  if (allows('bidding.oversee', actor.role)) return sql`${tenant} AND b.bidding_progress <> 0`;
  if (allows('bidding.score', actor.role) && caller.expertId)
    return sql`${tenant} AND b.bidding_progress >= 6 AND ${caller.expertId}::bigint = ANY(CASE WHEN cardinality(b.panel_ids) > 0 THEN b.panel_ids ELSE (SELECT g.member_ids FROM bidding_group g WHERE g.id = b.bidding_group_id) END)`;
  return sql`false`;
}

/** The caller as a supplier (403 for staff). */
export function asSupplier(caller: BiddingCaller): SupplierCaller {
  if (caller.kind !== 'supplier') throw forbidden();
  return caller;
}
