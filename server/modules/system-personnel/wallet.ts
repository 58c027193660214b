// The one way a wallet's balance changes (docs/product-rules.md#system-personnel): a guarded UPDATE of the balance
// (`cash + Δ >= 0`, so no balance ever goes below zero even under concurrent writers) and its sys_wallet_txn row,
// on the caller's transaction. A request id already used answers the change it made the first time — an id is
// the sender's own: unique per tenant and per owner (the account that sent it, or the server for the ids it
// makes), so nobody can replay another account's id. A consumption takes the subsidy first, then cash.
import type pg from 'pg';
import { conflict, isUniqueViolation } from '../../platform/http/crud-errors.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { transaction } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';

export const INSUFFICIENT = '余额不足';
export const TXN_TYPES = ['RECHARGE', 'CONSUME', 'REFUND', 'SUBSIDY_GRANT', 'SUBSIDY_EXPIRE', 'ADJUST', 'CLOSE_REFUND'] as const;
export type TxnType = (typeof TXN_TYPES)[number];
export const DINNER_TYPE_NAMES: Record<number, string> = { 1: '早餐', 2: '午餐', 3: '晚餐', 4: '夜宵' };

export interface Change {
  tenantId: string;
  personnelId: string;
  type: TxnType;
  /** Signed change of cash in fen. */
  cash: number;
  /** Signed change of subsidy in fen. */
  subsidy: number;
  requestId: string;
  /** Whose id `requestId` is: `userRequests(userId)` for an id a caller sent; the server's own when absent. */
  requestOwner?: string;
  dinnerType?: number | null;
  deviceSn?: string | null;
  windowId?: string | null;
  remark?: string;
  userId?: string | null;
  /** The consumption a REFUND reverses (once at most: a unique index). */
  reversesId?: string | null;
}

export interface Txn {
  id: string;
  personnelId: string;
  type: TxnType;
  cashAmount: number;
  subsidyAmount: number;
  amount: number;
  cashAfter: number;
  subsidyAfter: number;
  dinnerType: number | null;
  requestId: string;
  createTime: string;
}

const TXN = sql`SELECT id::text, personnel_id::text AS "personnelId", type, cash_amount::int AS "cashAmount", subsidy_amount::int AS "subsidyAmount",
  amount::int, cash_after::int AS "cashAfter", subsidy_after::int AS "subsidyAfter", dinner_type AS "dinnerType", request_id AS "requestId",
  ${TIME('create_time')} AS "createTime" FROM sys_wallet_txn`;

export const REQUEST_ID_TAKEN = '请求编号已用于其他人员';

/** The owner of the request ids the server makes itself (`close-cash-<id>`, `sync:…`, `meal:…`, the seed's). */
export const SERVER_REQUESTS = '';
/** The owner of the request ids a signed-in account sends. */
export const userRequests = (userId: string) => `user:${userId}`;

/** A request id as it is kept: the sender's own, within its tenant. */
export interface RequestKey {
  tenantId: string;
  owner: string;
  requestId: string;
}

const keyOf = (change: Pick<Change, 'tenantId' | 'requestId' | 'requestOwner'>): RequestKey => ({
  tenantId: change.tenantId,
  owner: change.requestOwner ?? SERVER_REQUESTS,
  requestId: change.requestId,
});

/**
 * The change this sender's request id made for this person, if any; 409 when the sender used it for someone else
 * (a replay never answers another person's change). Another sender's ids are not looked at: theirs answer as unused.
 * Callers check first that the person is theirs to change.
 */
export async function txnOfRequest(db: Queryable, key: RequestKey, personnelId: string): Promise<Txn | undefined> {
  const earlier = (await db.query<Txn>(sql`${TXN} WHERE tenant_id = ${key.tenantId} AND request_owner = ${key.owner} AND request_id = ${key.requestId}`))
    .rows[0];
  if (earlier && earlier.personnelId !== personnelId) throw conflict(REQUEST_ID_TAKEN);
  return earlier;
}

/**
 * Applies a change on `client` (inside the caller's transaction): 400 余额不足 when a balance would go below zero
 * (nothing written), else the new txn. A request id already used answers its first change and writes nothing.
 */
export async function applyChange(client: pg.PoolClient, change: Change): Promise<Txn> {
  const earlier = await txnOfRequest(client, keyOf(change), change.personnelId);
  if (earlier) return earlier;
  const { rows } = await client.query<{ cash: string; subsidy: string }>(
    sql`UPDATE sys_wallet SET cash = cash + ${change.cash}, subsidy = subsidy + ${change.subsidy}, update_time = now()
      WHERE personnel_id = ${change.personnelId} AND tenant_id = ${change.tenantId} AND cash + ${change.cash} >= 0 AND subsidy + ${change.subsidy} >= 0 RETURNING cash::text, subsidy::text`,
  );
  if (!rows[0]) throw badRequest(INSUFFICIENT);
  const inserted = await client.query<{ id: string }>(
    sql`INSERT INTO sys_wallet_txn (tenant_id, personnel_id, type, cash_amount, subsidy_amount, cash_after, subsidy_after, dinner_type, device_sn, window_id,
                                 request_id, remark, create_user, reverses_id, request_owner)
     VALUES (${change.tenantId}, ${change.personnelId}, ${change.type}, ${change.cash}, ${change.subsidy}, ${rows[0].cash}, ${rows[0].subsidy}, ${change.dinnerType ?? null}, ${change.deviceSn ?? null}, ${change.windowId ?? null}, ${change.requestId}, ${change.remark ?? ''}, ${change.userId ?? null}, ${change.reversesId ?? null}, ${keyOf(change).owner}) RETURNING id::text`,
  );
  return (await client.query<Txn>(sql`${TXN} WHERE id = ${inserted.rows[0]!.id}`)).rows[0]!;
}

/** A consumption of `amount` fen: the subsidy first, then cash; 400 余额不足 when both together fall short. */
export async function consume(client: pg.PoolClient, change: Omit<Change, 'cash' | 'subsidy' | 'type'> & { amount: number }): Promise<Txn> {
  const earlier = await txnOfRequest(client, keyOf(change), change.personnelId);
  if (earlier) return earlier;
  const { rows } = await client.query<{ subsidy: string }>(
    sql`SELECT subsidy::text FROM sys_wallet WHERE personnel_id = ${change.personnelId} AND tenant_id = ${change.tenantId} FOR UPDATE`,
  );
  if (!rows[0]) throw badRequest(INSUFFICIENT);
  const fromSubsidy = Math.min(Number(rows[0].subsidy), change.amount);
  return applyChange(client, { ...change, type: 'CONSUME', subsidy: -fromSubsidy, cash: -(change.amount - fromSubsidy) });
}

/**
 * Runs a change in its own transaction; when a concurrent call with the same request id wins the race (unique
 * violation), answers that call's change.
 */
export async function changeOnce(pool: pg.Pool, key: RequestKey, personnelId: string, work: (client: pg.PoolClient) => Promise<Txn>): Promise<Txn> {
  try {
    return await transaction(pool, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await txnOfRequest(pool, key, personnelId);
    if (!earlier) throw error;
    return earlier;
  }
}

export interface Mismatch {
  personnelId: string;
  cash: number;
  subsidy: number;
  txnCash: number;
  txnSubsidy: number;
}

/**
 * The wallets whose balance is not the sum of their transactions (none, always): the check a nightly job runs.
 * `tenantId` narrows it to one tenant.
 */
export async function walletMismatches(db: Queryable, tenantId?: string): Promise<Mismatch[]> {
  const { rows } = await db.query<Mismatch>(
    sql`SELECT w.personnel_id::text AS "personnelId", w.cash::int, w.subsidy::int, COALESCE(t.cash, 0)::int AS "txnCash", COALESCE(t.subsidy, 0)::int AS "txnSubsidy"
       FROM sys_wallet w
       LEFT JOIN (SELECT personnel_id, sum(cash_amount) AS cash, sum(subsidy_amount) AS subsidy FROM sys_wallet_txn GROUP BY personnel_id) t
         ON t.personnel_id = w.personnel_id
      WHERE (${tenantId ?? null}::text IS NULL OR w.tenant_id = ${tenantId ?? null}) AND (w.cash <> COALESCE(t.cash, 0) OR w.subsidy <> COALESCE(t.subsidy, 0))`,
  );
  return rows;
}
