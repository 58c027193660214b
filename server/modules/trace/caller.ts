// Who reads the trace and how far (docs/product-rules.md#traceability): the supply chain's readers (supply.read) —
// the canteen its own, the school its canteens', the supervising units theirs in their reach, the administrator the
// tenant's — and a supplier its own goods only: the batches it supplied, its own papers and drivers. Anything else is
// not found.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { allows } from '../../platform/access/policy.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { readerOf, type Reach, type SupplyCaller } from '../supply/index.ts';

export type TraceCaller = SupplyCaller;

export const traceCaller = (ctx: AppContext, request: FastifyRequest): Promise<TraceCaller> => readerOf(ctx, request);

/** The batches the caller traces (`b` is stock_batch): a supplier those it supplied, staff their reach's canteens'. */
export function batchesVisibleTo(caller: TraceCaller, alias = 'b'): Sql {
  const b = (column: string) => sql.raw(`${alias}.${column}`);
  if (caller.kind === 'supplier') return sql`${b('tenant_id')} = ${caller.tenantId} AND ${b('supplier_id')} = ${caller.supplierId}`;
  return sql`${b('tenant_id')} = ${caller.tenantId} AND ${b('canteen_id')} = ANY(${caller.scope.canteenIds}::bigint[])`;
}

/** A staff caller's reach, as the supervisors' reads take it; suppliers have none (403). */
export function reachOf(caller: TraceCaller): Reach {
  if (caller.kind === 'supplier') throw forbidden();
  return { tenantId: caller.tenantId, schoolIds: caller.scope.schoolIds, canteenIds: caller.scope.canteenIds };
}

/** Whether the caller reads the canteen staff's health certificates (从业人员's readers; a bank does not). */
export const readsStaff = (caller: TraceCaller) => caller.kind === 'staff' && allows('workPersonnel.read', caller.scope.actor.role);
