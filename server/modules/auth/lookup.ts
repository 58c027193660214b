// The sign-in forms' account look-ups (get-tenant, get-supplier) fill the tenant field from the account. They must
// not tell whether an account exists: an account that is unknown, deleted or in more than one tenant is answered a
// tenant too — one of the live tenants, picked by a keyed digest of the account name, so the same name always gets
// the same tenant and nobody without the server's key can tell the pick from a real answer. Both cases run the same
// single query and compute the same digests, so neither answers sooner.
import { sql } from '../../platform/db/sql.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';

export interface TenantAnswer {
  tenantId: string;
  tenantName: string;
}

/** The tenants holding a live account named `username` (any letter case). */
const ACCOUNTS = {
  any: (username: string) => sql`SELECT tenant_id FROM app_user WHERE lower(account) = lower(${username}) AND is_deleted = 0
        UNION SELECT tenant_id FROM supplier_account WHERE lower(account) = lower(${username}) AND is_deleted = 0`,
  supplier: (username: string) => sql`SELECT tenant_id FROM supplier_account WHERE lower(account) = lower(${username}) AND is_deleted = 0`,
} as const;

/**
 * The tenant of `username` among the accounts of `kind` when it is in exactly one live tenant; otherwise the pick.
 * The pick is rendezvous hashing over the live tenants: a tenant added or removed moves only the names it wins or
 * held, so the answer for an unknown name rarely changes over time (a change would hint that the name is unknown).
 */
export async function tenantOfAccount(db: Queryable, tokens: TokenService, kind: keyof typeof ACCOUNTS, username: string): Promise<TenantAnswer> {
  const { rows } = await db.query<{ tenant_id: string; tenant_name: string; holds: boolean }>(
    sql`SELECT t.tenant_id, t.tenant_name, a.tenant_id IS NOT NULL AS holds
       FROM tenant t LEFT JOIN (${ACCOUNTS[kind](username)}) a ON a.tenant_id = t.tenant_id
      WHERE t.is_deleted = 0
      ORDER BY t.tenant_id`,
  );
  const name = username.toLowerCase();
  let pick: (typeof rows)[number] | undefined;
  let best = '';
  for (const row of rows) {
    const weight = tokens.digest('tenant-lookup', `${row.tenant_id}\u0000${name}`);
    if (!pick || weight > best) [pick, best] = [row, weight];
  }
  const held = rows.filter((row) => row.holds);
  const answer = held.length === 1 ? held[0] : pick;
  return { tenantId: answer?.tenant_id ?? '', tenantName: answer?.tenant_name ?? '' };
}
