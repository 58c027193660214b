// The writes of 消费, every balance change through modules/system-personnel/wallet.ts (a guarded balance update and its
// transaction row in one database transaction): 充值 (cash in), 退款 (cash out, at most the cash: 余额不足), 撤销消费
// (a REFUND row reversing one consumption, once) and 发放补贴 (subsidy to chosen people or to every open account of a
// type/class of a school). Each takes the caller's request id: the same id again answers the first result.
import type pg from 'pg';
import { startingWith } from '../../platform/http/paging.ts';
import { conflict, isUniqueViolation, notFound } from '../../platform/http/crud-errors.ts';
import { transaction } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { lockDiners } from '../system-personnel/index.ts';
import { CLOSED } from '../system-personnel/index.ts';
import { NOT_FOUND } from '../system-personnel/index.ts';
import {
  applyChange,
  changeOnce,
  consume,
  REQUEST_ID_TAKEN,
  txnOfRequest,
  userRequests,
  type RequestKey,
  type Txn,
  type TxnType,
} from '../system-personnel/index.ts';
import type { ConsumeScope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

export const CLOSED_ACCOUNT = '该人员已销户';
export const ALREADY_REVERSED = '该消费已撤销';
export const NOT_A_CONSUMPTION = '只能撤销消费记录';
export const NOBODY = '没有可发放补贴的人员';

/** The caller's own key for a request id (ids are kept per tenant and per sending account). */
const keyOf = (scope: ConsumeScope, requestId: string): RequestKey => ({ tenantId: scope.actor.tenantId, owner: userRequests(scope.actor.userId), requestId });

/** The first result of the caller's request id, when it is one of `type` (409 for an id the caller used for another kind of change). */
async function replay(client: pg.PoolClient, key: RequestKey, personnelId: string, type: TxnType): Promise<Txn | undefined> {
  const earlier = await txnOfRequest(client, key, personnelId);
  if (earlier && earlier.type !== type) throw conflict(REQUEST_ID_TAKEN);
  return earlier;
}

/**
 * Locks the person (of the caller's schools, else 404 — checked before any request id is looked up, so nothing of
 * another school's is answered), then answers the caller's earlier change by this request id, if any; else refuses a
 * closed account and answers undefined.
 */
async function openAccount(client: pg.PoolClient, scope: ConsumeScope, personnelId: string, key: RequestKey, type: TxnType): Promise<Txn | undefined> {
  const [diner] = await lockDiners(client, scope, [personnelId]);
  const earlier = await replay(client, key, personnelId, type);
  if (earlier) return earlier;
  if (diner!.status === CLOSED) throw badRequest(CLOSED_ACCOUNT);
  return undefined;
}

interface CashInput {
  personnelId: string;
  amount: number;
  requestId: string;
  remark?: string;
}

/** 充值 (+cash) or 退款 (−cash, 400 余额不足 above the cash: the subsidy is not paid out). */
export function changeCash(pool: pg.Pool, scope: ConsumeScope, type: 'RECHARGE' | 'REFUND', input: CashInput): Promise<Txn> {
  const key = keyOf(scope, input.requestId);
  return changeOnce(pool, key, input.personnelId, async (client) => {
    const earlier = await openAccount(client, scope, input.personnelId, key, type);
    if (earlier) return earlier;
    return applyChange(client, {
      tenantId: scope.actor.tenantId,
      personnelId: input.personnelId,
      type,
      cash: type === 'RECHARGE' ? input.amount : -input.amount,
      subsidy: 0,
      requestId: input.requestId,
      requestOwner: key.owner,
      remark: input.remark ?? '',
      userId: scope.actor.userId,
    });
  });
}

/**
 * 手工扣费: a consumption entered by hand for one meal — the subsidy first, then cash (400 余额不足 when both fall
 * short, nothing written), a CONSUME row like a device's but without a device. Its refund is 撤销消费.
 */
export function manualConsume(
  pool: pg.Pool,
  scope: ConsumeScope,
  input: { personnelId: string; dinnerType: number; amount: number; requestId: string; remark?: string },
): Promise<Txn> {
  const key = keyOf(scope, input.requestId);
  return changeOnce(pool, key, input.personnelId, async (client) => {
    const earlier = await openAccount(client, scope, input.personnelId, key, 'CONSUME');
    if (earlier) return earlier;
    return consume(client, {
      tenantId: scope.actor.tenantId,
      personnelId: input.personnelId,
      amount: input.amount,
      dinnerType: input.dinnerType,
      requestId: input.requestId,
      requestOwner: key.owner,
      remark: input.remark || '手工扣费',
      userId: scope.actor.userId,
    });
  });
}

/** 撤销消费: a REFUND row giving back what consumption `txnId` took (subsidy and cash), once. */
export async function reverseConsumption(pool: pg.Pool, scope: ConsumeScope, input: { txnId: string; requestId: string; remark?: string }): Promise<Txn> {
  const { rows } = await pool.query<{
    personnelId: string;
    type: string;
    cash: string;
    subsidy: string;
    dinnerType: number | null;
    deviceSn: string | null;
    windowId: string | null;
  }>(
    sql`SELECT x.personnel_id::text AS "personnelId", x.type, x.cash_amount::text AS cash, x.subsidy_amount::text AS subsidy, x.dinner_type AS "dinnerType",
            x.device_sn AS "deviceSn", x.window_id::text AS "windowId"
       FROM sys_wallet_txn x JOIN sys_personnel p ON p.id = x.personnel_id
      WHERE x.id = ${input.txnId} AND x.tenant_id = ${scope.actor.tenantId} AND p.school_id = ANY(${scope.schoolIds}::bigint[])`,
  );
  const consumption = rows[0];
  if (!consumption) throw notFound(NOT_FOUND);
  if (consumption.type !== 'CONSUME') throw badRequest(NOT_A_CONSUMPTION);
  const key = keyOf(scope, input.requestId);
  try {
    return await changeOnce(pool, key, consumption.personnelId, async (client) => {
      const earlier = await openAccount(client, scope, consumption.personnelId, key, 'REFUND');
      if (earlier) return earlier;
      const reversed = await client.query(sql`SELECT 1 FROM sys_wallet_txn WHERE reverses_id = ${input.txnId}`);
      if (reversed.rows[0]) throw badRequest(ALREADY_REVERSED);
      return applyChange(client, {
        tenantId: scope.actor.tenantId,
        personnelId: consumption.personnelId,
        type: 'REFUND',
        cash: -Number(consumption.cash),
        subsidy: -Number(consumption.subsidy),
        dinnerType: consumption.dinnerType,
        deviceSn: consumption.deviceSn,
        windowId: consumption.windowId,
        reversesId: input.txnId,
        requestId: input.requestId,
        requestOwner: key.owner,
        remark: input.remark || '撤销消费',
        userId: scope.actor.userId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'sys_wallet_txn_reversal') throw badRequest(ALREADY_REVERSED);
    throw error;
  }
}

export interface GrantInput {
  personnelIds?: string[];
  schoolId?: string;
  personnelType?: number;
  className?: string;
  amount: number;
  requestId: string;
  remark?: string;
}

export interface Granted {
  requestId: string;
  /** People granted, and the fen granted in all. */
  granted: number;
  total: number;
}

/** The request id of one person's row of a grant: the grant's id, a colon, the person. */
const rowRequest = (requestId: string, personnelId: string) => `${requestId}:${personnelId}`;

export const GRANT_ID_TAKEN = '请求编号已用于其他发放';

/** The caller's earlier grant by this request id (its rows are `<id>:<person>` of the caller's own ids), if any. */
async function grantOf(db: pg.Pool | pg.PoolClient, key: RequestKey): Promise<(Granted & { amounts: number[] }) | undefined> {
  const { rows } = await db.query<{ granted: number; total: number; amounts: number[] }>(
    sql`SELECT count(*)::int AS granted, COALESCE(sum(subsidy_amount), 0)::int AS total, COALESCE(array_agg(DISTINCT subsidy_amount::int), '{}') AS amounts
       FROM sys_wallet_txn WHERE tenant_id = ${key.tenantId} AND request_owner = ${key.owner} AND request_id LIKE ${startingWith(`${key.requestId}:`)} AND type = 'SUBSIDY_GRANT'`,
  );
  return rows[0]!.granted > 0 ? { requestId: key.requestId, ...rows[0]! } : undefined;
}

/** The earlier grant answered again — or 409 when the caller used the id for a grant of another amount. */
function sameGrant(earlier: Granted & { amounts: number[] }, amount: number): Granted {
  if (earlier.amounts.some((each) => each !== amount)) throw conflict(GRANT_ID_TAKEN);
  return { requestId: earlier.requestId, granted: earlier.granted, total: earlier.total };
}

/** 发放补贴: `amount` fen of subsidy to each target, in one transaction; the same request id again answers the first grant. */
export async function grantSubsidy(pool: pg.Pool, scope: ConsumeScope, input: GrantInput): Promise<Granted> {
  const key = keyOf(scope, input.requestId);
  const earlier = await grantOf(pool, key);
  if (earlier) return sameGrant(earlier, input.amount);
  const run = () =>
    transaction(pool, async (client) => {
      let targets: string[];
      if (input.personnelIds?.length) {
        const diners = await lockDiners(client, scope, input.personnelIds);
        const closed = diners.find((diner) => diner.status === CLOSED);
        if (closed) throw badRequest(`${closed.name} ${CLOSED_ACCOUNT}`);
        targets = diners.map((diner) => diner.id);
      } else {
        if (!scope.schoolIds.includes(input.schoolId!)) throw notFound(NOT_FOUND);
        const { rows } = await client.query<{ id: string }>(
          sql`SELECT id::text FROM sys_personnel WHERE tenant_id = ${scope.actor.tenantId} AND school_id = ${input.schoolId} AND type = ${input.personnelType} AND (${input.className ?? ''} = '' OR class_name = ${input.className ?? ''})
              AND status = 1 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
        );
        targets = rows.map((row) => row.id);
      }
      if (!targets.length) throw badRequest(NOBODY);
      if (targets.length > 5000) throw badRequest('一次最多发放 5000 人');
      for (const personnelId of targets)
        await applyChange(client, {
          tenantId: scope.actor.tenantId,
          personnelId,
          type: 'SUBSIDY_GRANT',
          cash: 0,
          subsidy: input.amount,
          requestId: rowRequest(input.requestId, personnelId),
          requestOwner: key.owner,
          remark: input.remark ?? '',
          userId: scope.actor.userId,
        });
      return sameGrant((await grantOf(client, key))!, input.amount);
    });
  try {
    return await run();
  } catch (error) {
    // a concurrent submit of the same grant won the race: answer its result
    if (!isUniqueViolation(error)) throw error;
    const won = await grantOf(pool, key);
    if (!won) throw error;
    return sameGrant(won, input.amount);
  }
}
