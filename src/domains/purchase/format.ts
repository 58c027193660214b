// The purchase screens' arithmetic and codes (docs/product-rules.md#supply-chain), kept out of the pages so the unit
// tests hold them: quantities in the goods' base unit shown and typed in kg / L / 个, a line's amount as the server
// rounds it, days to expiry and their warning, and which action an order's state allows.
import type { Acceptance, BaseUnit, Delivery, OrderDetail } from './types';

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
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The Arco tag colour of each order state. */
export const ORDER_COLOR: Record<number, string> = {
  0: 'gray',
  1: 'arcoblue',
  2: 'cyan',
  3: 'red',
  4: 'orange',
  5: 'purple',
  6: 'green',
  7: 'lime',
  8: 'gray',
  9: 'gray',
};

/** supply_delivery.status */
export const DELIVERY = { waiting: 1, onTheRoad: 2, arrived: 3 } as const;

/** supply_acceptance.decision */
export const DECISION = { pass: 1, partly: 2, refuse: 3 } as const;
/** school_goods.storage_class */
export const STORAGE = { ambient: 1, chilled: 2, frozen: 3 } as const;
/** supply_certificate.kind: 合格证明, 检验报告, 动物检疫合格证明, 肉品品质检验合格证明 */
export const CERTIFICATE_KINDS = [1, 2, 3, 4] as const;
/** stock_movement.kind */
export const MOVEMENT = { stockIn: 1, issue: 2, loss: 3, gain: 4, shortage: 5, giveBack: 6 } as const;
export const MEALS = [1, 2, 3] as const;

/** The unit a base unit is typed and priced in: kg for g, L for ml, 个 for 个. */
export const displayUnit = (baseUnit: BaseUnit): string => (baseUnit === 'g' ? 'kg' : baseUnit === 'ml' ? 'L' : baseUnit);
const thousandths = (baseUnit: BaseUnit) => baseUnit === 'g' || baseUnit === 'ml';

/** A quantity in its base unit as typed units: 1500 g → 1.5 (kg); 个 unchanged. */
export const toDisplay = (quantity: number, baseUnit: BaseUnit): number => (thousandths(baseUnit) ? quantity / 1000 : quantity);

/** A typed quantity (kg, L or 个) in the base unit, whole: 1.5 kg → 1500 g; 0.0004 kg → 0 g. */
export const fromDisplay = (value: number, baseUnit: BaseUnit): number => (thousandths(baseUnit) ? Math.round(value * 1000) : Math.round(value));

/** A quantity as text: 1500 g → '1.5 kg', 12 个 → '12 个', negative kept (-250 g → '-0.25 kg'). */
export function formatQty(quantity: number | null | undefined, baseUnit: BaseUnit): string {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return '—';
  const shown = toDisplay(quantity, baseUnit);
  return `${Number(shown.toFixed(3))} ${displayUnit(baseUnit)}`;
}

/**
 * A line's amount in fen, as the server computes it: price (fen per kg, L or 个) × quantity, ÷ 1000 for g and ml,
 * rounded half up to the fen (650 fen/kg × 10 g = 6.5 → 7 fen).
 */
export function lineAmount(unitPrice: number, quantity: number, baseUnit: BaseUnit): number {
  if (!thousandths(baseUnit)) return unitPrice * quantity;
  return Math.floor((unitPrice * quantity + 500) / 1000);
}

/** Whole days from `today` to `expiry` (YYYY-MM-DD): 0 on the day, negative once past; null without an expiry. */
export function daysLeft(expiry: string | null | undefined, today: string): number | null {
  if (!expiry) return null;
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Within this many days an expiry shows as near (临期): the server's 临期批次 to-do counts the same (supply-codes test). */
export const NEAR_EXPIRY_DAYS = 3;

/** How an expiry is shown: expired (red), near (orange, within NEAR_EXPIRY_DAYS), fine (green), none (no expiry). */
export function expiryLevel(days: number | null): 'expired' | 'near' | 'fine' | 'none' {
  if (days === null) return 'none';
  if (days < 0) return 'expired';
  return days <= NEAR_EXPIRY_DAYS ? 'near' : 'fine';
}
export const EXPIRY_COLOR = { expired: 'red', near: 'orange', fine: 'green', none: 'gray' } as const;

/** 库存查询's expiry filter: one level, or `due` — near or expired, the batches the 临期批次 to-do counts and links to. */
export const EXPIRY_FILTERS = ['due', 'expired', 'near', 'fine'] as const;
export function inExpiryFilter(level: ReturnType<typeof expiryLevel>, filter: string | number | undefined): boolean {
  if (!filter) return true;
  return filter === 'due' ? level === 'expired' || level === 'near' : level === filter;
}

/** What the canteen may do with an order in its state: 下单 a draft, cancel before 已确认, close once inspected. */
export function orderActions(status: number): { send: boolean; cancel: boolean; close: boolean; inspect: boolean } {
  return {
    send: status === ORDER.draft,
    cancel: status === ORDER.draft || status === ORDER.submitted,
    close: status === ORDER.accepted || status === ORDER.partlyAccepted,
    inspect: status === ORDER.delivered,
  };
}

/** 收货验收's 验收记录: the inspected states (its 待验收 is the server's `receive=true`, as the 待验收配送 to-do counts). */
export const INSPECTED: readonly number[] = [ORDER.accepted, ORDER.partlyAccepted, ORDER.closed];

/** A day plus days, YYYY-MM-DD. */
export const plusDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether `text` holds the typed filter, case-insensitive; an absent filter matches everything. */
export const matches = (text: string | null | undefined, filter: string | number | undefined): boolean =>
  filter === undefined || filter === '' || (text ?? '').toLowerCase().includes(String(filter).trim().toLowerCase());

/** The issue lines of the allocations as edited: zero lines left out, a batch allocated twice summed into one line. */
export function issueLines(allocations: { batchId: string; quantity: number }[]): { batchId: string; quantity: number }[] {
  const sums = new Map<string, number>();
  for (const { batchId, quantity } of allocations) if (quantity > 0) sums.set(batchId, (sums.get(batchId) ?? 0) + quantity);
  return [...sums].map(([batchId, quantity]) => ({ batchId, quantity }));
}

/** A step of an order's progress: its text's key (`history.<key>`) and parameters, when, and a reason. */
export interface HistoryStep {
  key: 'created' | 'submitted' | 'refused' | 'confirmed' | 'departed' | 'arrived' | 'inspected' | 'closed' | 'cancelled';
  params?: Record<string, string>;
  time?: string | null;
  detail?: string;
}

/** The steps an order went through, from what its record, its delivery and its inspections hold. */
export function orderHistory(order: OrderDetail, delivery: Delivery | undefined, acceptances: Acceptance[]): HistoryStep[] {
  const { status } = order;
  const steps: HistoryStep[] = [{ key: 'created', time: order.createTime }];
  const cancelled = status === ORDER.cancelled;
  if (order.submitTime || (status !== ORDER.draft && !cancelled)) steps.push({ key: 'submitted', time: order.submitTime });
  if (status === ORDER.refused) steps.push({ key: 'refused', detail: order.refuseReason, time: order.confirmTime });
  if (status >= ORDER.confirmed && status !== ORDER.refused && !cancelled) steps.push({ key: 'confirmed', time: order.confirmTime });
  if (delivery?.departTime) steps.push({ key: 'departed', params: { plate: delivery.plate, driver: delivery.driverName }, time: delivery.departTime });
  if (delivery?.arriveTime) steps.push({ key: 'arrived', time: delivery.arriveTime });
  const first = acceptances[0];
  if (first) steps.push({ key: 'inspected', params: { receiver: first.receiver, witness: first.witness }, time: first.createTime });
  if (status === ORDER.closed) steps.push({ key: 'closed', time: order.endTime });
  if (cancelled) steps.push({ key: 'cancelled', detail: order.cancelReason, time: order.endTime });
  return steps;
}

/** The decimals a quantity is typed with: kg and L to the gram and millilitre, 个 whole. */
export const precisionOf = (baseUnit: BaseUnit): number => (thousandths(baseUnit) ? 3 : 0);

/** supply_plan.status: 草稿, 已提交, 已批准, 已退回, 已作废 */
export const PLAN = { draft: 0, submitted: 1, approved: 2, returned: 3, voided: 4 } as const;
export const PLAN_STATUSES = [0, 1, 2, 3, 4] as const;
export const PLAN_COLOR: Record<number, string> = { 0: 'gray', 1: 'arcoblue', 2: 'green', 3: 'orangered', 4: 'gray' };
/** supply_plan.period_kind: 周计划, 月计划 */
export const PLAN_PERIOD = { week: 1, month: 2 } as const;

/**
 * What a plan's state allows: the canteen edits, submits or voids a draft or a returned plan (an approved one too,
 * while none of its orders stands) and orders from an approved plan with lines not yet ordered; the school approves
 * or returns a submitted plan. As the server rules (routes/plans.ts).
 */
export function planActions(plan: { status: number; lineCount: number; orderedCount: number }) {
  const open = plan.status === PLAN.draft || plan.status === PLAN.returned;
  const approved = plan.status === PLAN.approved;
  return {
    edit: open,
    send: open,
    void: open || plan.status === PLAN.submitted || (approved && plan.orderedCount === 0),
    order: approved && plan.orderedCount < plan.lineCount,
    review: plan.status === PLAN.submitted,
  };
}

/**
 * A plan's period from a day in it: the week from its Monday to Sunday, or the calendar month. Answers the first and
 * the last day, YYYY-MM-DD (what the server takes as periodStart, and its periodEnd).
 */
export function planPeriod(kind: number, day: string): { start: string; end: string } {
  const time = Date.parse(`${day}T00:00:00Z`);
  const date = new Date(time);
  if (kind === PLAN_PERIOD.week) {
    const start = plusDays(day, -((date.getUTCDay() + 6) % 7));
    return { start, end: plusDays(start, 6) };
  }
  const start = `${day.slice(0, 7)}-01`;
  return { start, end: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10) };
}

/** The day a plan's catalogue is read on: its first day, or today when the period has begun. */
export const catalogueDay = (periodStart: string, today: string): string => (periodStart > today ? periodStart : today);

/** supply_warehouse's temperature range as text: '0 ~ 4 °C', '≤ -18 °C', '≥ 2 °C', '—' with neither. */
export function temperatureRange(min: number | null | undefined, max: number | null | undefined): string {
  const has = (value: number | null | undefined): value is number => value !== null && value !== undefined;
  if (has(min) && has(max)) return `${min} ~ ${max} °C`;
  if (has(max)) return `≤ ${max} °C`;
  if (has(min)) return `≥ ${min} °C`;
  return '—';
}

/**
 * 期初入库: the day a batch keeps until, as the server reckons it — the expiry typed, or the production date plus the
 * goods' shelf life — and whether it may be recorded on `today`: expired goods are refused (食材已过期，不能入库), goods
 * with a shelf life need a date they keep until (请填写保质期至), the production date is not after today.
 */
export function openingCheck(
  values: { productionDate?: string | null; expiryDate?: string | null },
  shelfLifeDays: number | null | undefined,
  today: string,
): { expiry: string | null; problem: 'future' | 'noExpiry' | 'expiryBeforeProduction' | 'expired' | null } {
  const production = values.productionDate || null;
  const expiry = values.expiryDate || (production && shelfLifeDays ? plusDays(production, shelfLifeDays) : null);
  if (production && production > today) return { expiry, problem: 'future' };
  if (!expiry && shelfLifeDays) return { expiry, problem: 'noExpiry' };
  if (expiry && production && expiry < production) return { expiry, problem: 'expiryBeforeProduction' };
  if (expiry && expiry < today) return { expiry, problem: 'expired' };
  return { expiry, problem: null };
}

/** stock_batch.source: 1 an accepted line, 2 an opening balance (期初入库), 3 a stock-take gain */
export const BATCH_SOURCE = { acceptance: 1, opening: 2, gain: 3 } as const;

/** 商品报价's states (supply_quote.status) and their colours. */
export const QUOTE = { waiting: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
export const QUOTE_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'gray' };
