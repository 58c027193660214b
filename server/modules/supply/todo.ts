// The supply chain's 待办提醒 items (server/platform/todo/registry.ts): a supplier's orders and returns waiting for its
// confirmation, a school's or canteen's deliveries to receive and batches near expiry. Each counts, in the caller's
// reach (caller.ts: a supplier only what is addressed to it), the records the list its link opens shows.
import type pg from 'pg';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { SUPPLY_PLAN_APPROVERS, SUPPLY_QUOTE_APPROVERS, SUPPLY_RECEIVERS, SUPPLY_SUPPLIERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { callerOfClaims, canteensVisibleTo, ordersVisibleTo, type SupplyCaller } from './caller.ts';
import { NEAR_EXPIRY_DAYS } from './rules.ts';
import { catchUp } from './logger.ts';
import { TO_RECEIVE } from './queries.ts';
import { ORDER, PLAN, QUOTE, RETURN } from './states.ts';

const counted =
  (records: (caller: SupplyCaller) => Sql) =>
  async (db: Queryable, claims: AccessClaims): Promise<number> => {
    const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${records(await callerOfClaims(db, claims))}`);
    return rows[0]!.count;
  };

/** 待确认订单: the orders addressed to the supplier in 已提交. */
const ordersToConfirm = (caller: SupplyCaller) => sql`supply_order o WHERE ${ordersVisibleTo(caller)} AND o.status = ${sql.number(ORDER.submitted)}`;

/** 待验收配送: the orders of the caller's canteens delivered (已送达), or on the road (配送中) for today, not yet inspected. */
const deliveriesToReceive = (caller: SupplyCaller) => sql`supply_order o WHERE ${ordersVisibleTo(caller)} AND ${TO_RECEIVE}`;

/** 临期批次: the batches on hand in the caller's canteens expiring within NEAR_EXPIRY_DAYS, or expired. */
const batchesNearExpiry = (caller: SupplyCaller) =>
  sql`stock_batch b JOIN stock_balance s ON s.batch_id = b.id
      WHERE ${canteensVisibleTo(caller, 'b.canteen_id')} AND s.on_hand > 0 AND b.expiry_date <= ${APP_TODAY} + ${NEAR_EXPIRY_DAYS}::int`;

/** 待确认退货: the returns of the supplier's goods not yet confirmed. */
const returnsToConfirm = (caller: SupplyCaller) =>
  caller.kind === 'supplier'
    ? sql`supply_return r WHERE r.supplier_id = ${caller.supplierId} AND r.status = ${sql.number(RETURN.waiting)}`
    : sql`supply_return r WHERE false`;

/** 冷链告警待确认: the supplier's cold-chain alerts not yet acknowledged. */
const alertsToAcknowledge = (caller: SupplyCaller) =>
  caller.kind === 'supplier'
    ? sql`supply_cold_chain_alert a WHERE a.tenant_id = ${caller.tenantId} AND a.supplier_id = ${caller.supplierId} AND a.ack_time IS NULL`
    : sql`supply_cold_chain_alert a WHERE false`;

/** A count after the logger's readings due by the app clock are written (and their alerts raised). */
const logged =
  (count: TodoDefinition['count']): TodoDefinition['count'] =>
  async (db, claims) => {
    if ('connect' in db) await catchUp(db as pg.Pool);
    return count(db, claims);
  };

/** 待审批采购计划: the plans of the school's canteens submitted (已提交) and not yet approved or returned. */
const plansToApprove = (caller: SupplyCaller) =>
  caller.kind === 'supplier'
    ? sql`supply_plan p WHERE false`
    : sql`supply_plan p WHERE p.tenant_id = ${caller.tenantId} AND p.canteen_id = ANY(${caller.scope.canteenIds}::bigint[]) AND p.status = ${sql.number(PLAN.submitted)}`;

/** 待审报价: the quotes waiting (待审核) to the schools of the caller's reach (商品库's 待审报价 tab). */
const quotesToApprove = (caller: SupplyCaller) =>
  caller.kind === 'supplier'
    ? sql`supply_quote q WHERE false`
    : sql`supply_quote q WHERE q.tenant_id = ${caller.tenantId} AND q.school_id = ANY(${caller.scope.schoolIds}::bigint[])
            AND q.status = ${sql.number(QUOTE.waiting)}`;

export const supplyTodo: TodoDefinition[] = [
  {
    key: 'supply.confirmOrder',
    roles: SUPPLY_SUPPLIERS,
    path: '/xiaoshou/order/index',
    query: { status: String(ORDER.submitted) },
    count: counted(ordersToConfirm),
  },
  { key: 'supply.receive', roles: SUPPLY_RECEIVERS, path: '/caigou/acceptance/index', query: { receive: 'true' }, count: counted(deliveriesToReceive) },
  // 库存查询's `due` filter: near expiry or expired, as counted here
  { key: 'supply.nearExpiry', roles: SUPPLY_RECEIVERS, path: '/warehouse/stock/index', query: { expiry: 'due' }, count: counted(batchesNearExpiry) },
  {
    key: 'supply.confirmReturn',
    roles: SUPPLY_SUPPLIERS,
    path: '/xiaoshou/return/index',
    query: { status: String(RETURN.waiting) },
    count: counted(returnsToConfirm),
  },
  {
    key: 'supply.coldChainAlert',
    roles: SUPPLY_SUPPLIERS,
    path: '/peisong/coldChain/index',
    query: { acknowledged: 'false' },
    count: logged(counted(alertsToAcknowledge)),
  },
  {
    key: 'supply.approvePlan',
    roles: SUPPLY_PLAN_APPROVERS,
    path: '/caigou/plan/index',
    query: { status: String(PLAN.submitted) },
    count: counted(plansToApprove),
  },
  {
    key: 'supply.approveQuote',
    roles: SUPPLY_QUOTE_APPROVERS,
    path: '/caigou/goods/index',
    query: { status: String(QUOTE.waiting) },
    count: counted(quotesToApprove),
  },
];
