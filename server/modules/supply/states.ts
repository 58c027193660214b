// The supply chain's codes, as the migration (028_supply_chain.sql) and docs/product-rules.md#supply-chain name them.

/** supply_order.status */
export const ORDER = {
  draft: 0,
  submitted: 1,
  confirmed: 2,
  refused: 3,
  delivering: 4,
  delivered: 5,
  accepted: 6,
  partlyAccepted: 7,
  closed: 8,
  cancelled: 9,
} as const;

/** supply_delivery.status */
export const DELIVERY = { waiting: 1, onTheRoad: 2, arrived: 3 } as const;

/** supply_acceptance.decision: 合格, 部分合格, 拒收 */
export const DECISION = { pass: 1, partly: 2, refuse: 3 } as const;

/** school_goods.storage_class */
export const STORAGE = { ambient: 1, chilled: 2, frozen: 3 } as const;

/** supply_certificate.kind */
export const CERTIFICATE = { conformity: 1, inspection: 2, quarantine: 3, porkQuality: 4 } as const;

/** stock_movement.kind */
export const MOVEMENT = { stockIn: 1, issue: 2, loss: 3, gain: 4, shortage: 5, giveBack: 6 } as const;

/** stock_batch.source */
export const BATCH_SOURCE = { acceptance: 1, opening: 2, gain: 3 } as const;

/** supply_return.status */
export const RETURN = { waiting: 0, confirmed: 1 } as const;

/** supply_plan.status (030_supply_plans.sql) */
export const PLAN = { draft: 0, submitted: 1, approved: 2, returned: 3, voided: 4 } as const;

/** supply_plan.period_kind: 周计划, 月计划 */
export const PLAN_PERIOD = { week: 1, month: 2 } as const;

/** supply_quote.status (商品报价): 待审核, 已批准, 已驳回, 已撤回 */
export const QUOTE = { waiting: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
