// Who calls a supply-chain route and what they reach: the one place the domain's visibility lives (the role rules are
// platform/access/policy.ts: supply.read, supply.write). Staff read the canteens of their reach and a canteen's staff
// write their own canteen's records; a supplier sees only what is addressed to it. Anything else is not found.
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { scopeFor, type Scope } from '../../platform/access/scope.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { ORDER } from './states.ts';

export interface SupplierCaller {
  kind: 'supplier';
  tenantId: string;
  accountId: string;
  supplierId: string;
  supplierName: string;
  name: string;
}

export interface StaffCaller {
  kind: 'staff';
  tenantId: string;
  scope: Scope;
}

export type SupplyCaller = SupplierCaller | StaffCaller;

/** A canteen's keeper: its staff user, at its own canteen. */
export interface Keeper {
  tenantId: string;
  userId: string;
  name: string;
  canteenId: string;
  schoolId: string;
}

async function supplierOf(db: Queryable, claims: AccessClaims): Promise<SupplierCaller> {
  const { rows } = await db.query<{ supplier_id: string; supplier_name: string; name: string }>(
    sql`SELECT c.id::text AS supplier_id, c.supplier_name, a.real_name AS name
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
    name: row.name,
  };
}

const readScope = scopeFor('supply.read');
const writeScope = scopeFor('supply.write');

/** Whoever reads: a supplier, or staff of a role that reads the supply chain (403 otherwise). */
export async function readerOf(ctx: AppContext, request: FastifyRequest): Promise<SupplyCaller> {
  const claims = await authenticate(ctx, request);
  if (claims.kind === 'supplier') return supplierOf(ctx.db.pool, claims);
  const scope = await readScope(ctx.db.pool, claims);
  return { kind: 'staff', tenantId: scope.actor.tenantId, scope };
}

/** The supplier calling (403 for staff). */
export async function supplierCaller(ctx: AppContext, request: FastifyRequest): Promise<SupplierCaller> {
  const claims = await authenticate(ctx, request);
  if (claims.kind !== 'supplier') throw forbidden();
  return supplierOf(ctx.db.pool, claims);
}

/** The canteen keeper calling, at its canteen (403 for anyone else). */
export async function keeperOf(ctx: AppContext, request: FastifyRequest): Promise<Keeper> {
  const scope = await writeScope(ctx.db.pool, await authenticate(ctx, request));
  const canteenId = scope.canteenIds[0];
  if (!canteenId) throw forbidden();
  const { actor } = scope;
  return { tenantId: actor.tenantId, userId: actor.userId, name: actor.name, canteenId, schoolId: actor.deptParentId };
}

/** The orders the caller sees (`o` is supply_order): a supplier those addressed to it, never a draft; staff their reach's. */
export function ordersVisibleTo(caller: SupplyCaller): Sql {
  if (caller.kind === 'supplier')
    return sql`o.tenant_id = ${caller.tenantId} AND o.supplier_id = ${caller.supplierId} AND o.status <> ${sql.number(ORDER.draft)}`;
  return sql`o.tenant_id = ${caller.tenantId} AND o.canteen_id = ANY(${caller.scope.canteenIds}::bigint[])`;
}

/** The canteens whose stock the caller reads (`alias`.canteen_id); suppliers read none. */
export function canteensVisibleTo(caller: SupplyCaller, column: string): Sql {
  if (caller.kind === 'supplier') return sql`false`;
  return sql`${sql.raw(column)} = ANY(${caller.scope.canteenIds}::bigint[])`;
}

/** The supply caller of a session's claims (a supplier, or staff under `supply.read`; 403 otherwise): the to-do counts' reach. */
export async function callerOfClaims(db: Queryable, claims: AccessClaims): Promise<SupplyCaller> {
  if (claims.kind === 'supplier') return supplierOf(db, claims);
  const scope = await readScope(db, claims);
  return { kind: 'staff', tenantId: scope.actor.tenantId, scope };
}
