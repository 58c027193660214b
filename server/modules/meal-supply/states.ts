// 供餐管理's states and limits (docs/product-rules.md#meal-supply), one place for the routes, the to-dos and the seed.

/** An order's status: 1 已下单 · 2 已确认 · 3 已配送 · 4 已验收 · 5 已拒收 · 6 已取消. */
export const MEAL_ORDER = { placed: 1, confirmed: 2, delivered: 3, accepted: 4, refused: 5, cancelled: 6 } as const;

/** Hot food arrives at this temperature (°C) or more; below it the delivery is flagged cold (GB 31654 / 学校食品安全规定). */
export const HOT_FOOD_MIN = 60;

/** 1 早餐 · 2 午餐 · 3 晚餐, as the ledgers and the supply chain number the meals. */
export const MEALS = [1, 2, 3] as const;

/** The messages the console shows as they are. */
export const MESSAGE = {
  pastCutoff: (at: string) => `已过订餐截止时间（${at}），不能再下单或修改`,
  noProvider: '本校尚未设置供餐企业',
  refuseReason: '请填写拒收原因',
  notDelivered: '订单尚未送达，不能验收',
  notOpen: '订单已配送或已结束，不能再修改',
  duplicate: '该日该餐次已有订单',
  orderMissing: '订单不存在',
} as const;
