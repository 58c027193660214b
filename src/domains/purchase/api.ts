import { http, type Page, type R } from '../../lib/http';
import { pageOf } from '../../components/crud';
import { matches } from './format';
import { PURCHASE_PATHS as PATHS } from './paths';
import type {
  Acceptance,
  AcceptanceValues,
  Batch,
  Catalogue,
  Delivery,
  Ledger,
  LedgerRow,
  OpeningBody,
  Order,
  OrderDetail,
  OrderValues,
  Plan,
  PlanDetail,
  PlanValues,
  ReviewQuote,
  StockGoods,
  Stocktake,
  StocktakeRecord,
  Suggestion,
  Warehouse,
  WarehouseValues,
} from './types';

type Query = Record<string, string | number>;

// the catalogue (the calling canteen's, on a day)

/** What the canteen may order on `deliveryDate` (today when absent): the award's goods of its bound suppliers, priced. */
export async function fetchCatalogue(deliveryDate?: string): Promise<Catalogue> {
  const { data } = await http.get<R<Catalogue>>(PATHS.catalogue, { params: deliveryDate ? { deliveryDate } : {} });
  return data.data;
}

/** 商品库: one page of today's catalogue, filtered by goods and supplier. */
export async function fetchGoodsPage(query: Query): Promise<Page<Catalogue['records'][number]>> {
  const { records } = await fetchCatalogue();
  const rows = records.filter((row) => matches(`${row.goodsName} ${row.goodsCode}`, query.goods) && matches(row.supplierName, query.supplierName));
  return pageOf(rows, query);
}

// orders

/**
 * 采购订单 and 收货验收: one page of the caller's orders, newest first, filtered on the server — `status` (codes,
 * comma-separated), `keyword` (order no., supplier or canteen), `deliveryDate` (one day) or `deliveryFrom`/`deliveryTo`,
 * `receive` ('true': 待验收, 已送达 or 配送中 for today).
 */
export async function fetchOrderPage(query: Query): Promise<Page<Order>> {
  const { deliveryDate, ...rest } = query;
  const params = deliveryDate ? { ...rest, deliveryFrom: deliveryDate, deliveryTo: deliveryDate } : rest;
  const { data } = await http.get<R<Page<Order>>>(PATHS.orderList, { params });
  return data.data;
}

export async function fetchOrder(id: string): Promise<OrderDetail> {
  const { data } = await http.get<R<OrderDetail>>(PATHS.orderDetail, { params: { id } });
  return data.data;
}

/** A new order: a draft, or sent at once (`submit`); a refusal (not in the catalogue…) is shown in the dialog. */
export async function submitOrder(values: OrderValues): Promise<OrderDetail> {
  const { data } = await http.post<R<OrderDetail>>(PATHS.orderSubmit, values, { silent: true });
  return data.data;
}
export async function sendOrder(id: string): Promise<OrderDetail> {
  const { data } = await http.post<R<OrderDetail>>(PATHS.orderSend, { id });
  return data.data;
}
export async function cancelOrder(id: string, reason: string): Promise<void> {
  await http.post(PATHS.orderCancel, { id, reason }, { silent: true });
}
export async function closeOrder(id: string): Promise<void> {
  await http.post(PATHS.orderClose, { id });
}

export async function fetchDelivery(id: string): Promise<Delivery> {
  const { data } = await http.get<R<Delivery>>(PATHS.deliveryDetail, { params: { id } });
  return data.data;
}

// receiving inspection

export async function fetchAcceptances(orderId: string): Promise<Acceptance[]> {
  const { data } = await http.get<R<Acceptance[]>>(PATHS.acceptanceList, { params: { id: orderId } });
  return data.data;
}
export async function submitAcceptance(values: AcceptanceValues): Promise<Acceptance[]> {
  const { data } = await http.post<R<Acceptance[]>>(PATHS.acceptanceSubmit, values, { silent: true });
  return data.data;
}

// stock

export async function fetchBatches(goodsCode?: string): Promise<Batch[]> {
  const { data } = await http.get<R<Batch[]>>(PATHS.stockList, { params: goodsCode ? { goodsCode } : {} });
  return data.data;
}
export async function fetchLedger(id: string): Promise<Ledger> {
  const { data } = await http.get<R<Ledger>>(PATHS.stockLedger, { params: { id } });
  return data.data;
}
export async function fetchSuggestion(goodsCode: string, quantity: number): Promise<Suggestion> {
  const { data } = await http.get<R<Suggestion>>(PATHS.stockSuggest, { params: { goodsCode, quantity } });
  return data.data;
}
export async function issueStock(values: { meal: number; purpose: string; lines: { batchId: string; quantity: number }[] }): Promise<void> {
  await http.post(PATHS.stockIssue, values, { silent: true });
}
export async function reportLoss(values: { batchId: string; quantity: number; reason: string }): Promise<void> {
  await http.post(PATHS.stockLoss, values, { silent: true });
}
export async function fetchMovements(kind: number, goodsCode?: string): Promise<LedgerRow[]> {
  const { data } = await http.get<R<LedgerRow[]>>(PATHS.stockMovements, { params: { kind, ...(goodsCode ? { goodsCode } : {}) } });
  return data.data;
}

/** 入库管理 / 出库管理: one page of the movements of these kinds, filtered by goods and day. */
export async function fetchMovementPage(kinds: number[], query: Query): Promise<Page<LedgerRow>> {
  const rows = (await fetchMovements(kinds.length === 1 ? kinds[0]! : 0)).filter(
    (row) =>
      kinds.includes(row.kind) &&
      matches(`${row.goodsName} ${row.goodsCode}`, query.goods) &&
      (!query.day || row.createTime.startsWith(String(query.day))) &&
      (!query.meal || row.meal === Number(query.meal)),
  );
  return pageOf(rows, query);
}

/** 库存查询: one page of the batches on hand, by goods and expiry. */
export async function fetchBatchPage(query: Query, isShown: (batch: Batch) => boolean): Promise<Page<Batch>> {
  const rows = (await fetchBatches()).filter(
    (row) => matches(`${row.goodsName} ${row.goodsCode}`, query.goods) && (!query.warehouse || row.warehouseId === query.warehouse) && isShown(row),
  );
  return pageOf(rows, query);
}

// stock-takes

export async function fetchStocktakes(query: Query): Promise<Page<StocktakeRecord>> {
  const { data } = await http.get<R<StocktakeRecord[]>>(PATHS.stocktakeList);
  return pageOf(data.data, query);
}
export async function openStocktake(goodsCodes: string[]): Promise<Stocktake> {
  const { data } = await http.post<R<Stocktake>>(PATHS.stocktakeOpen, { goodsCodes }, { silent: true });
  return data.data;
}
export async function submitStocktake(values: { id: string; counter: string; counts: { batchId: string; countedQty: number }[] }): Promise<Stocktake> {
  const { data } = await http.post<R<Stocktake>>(PATHS.stocktakeSubmit, values, { silent: true });
  return data.data;
}

// 采购计划

/** 采购计划: one page of the plans the caller reads, by state and period (a week or month overlapping the day). */
export async function fetchPlanPage(query: Query): Promise<Page<Plan>> {
  const status = query.status === undefined || query.status === '' ? -1 : Number(query.status);
  const { data } = await http.get<R<Plan[]>>(PATHS.planList, { params: { status } });
  const day = query.day ? String(query.day) : '';
  const rows = data.data.filter(
    (row) => (!query.periodKind || row.periodKind === Number(query.periodKind)) && (!day || (row.periodStart <= day && day <= row.periodEnd)),
  );
  return pageOf(rows, query);
}
export async function fetchPlan(id: string): Promise<PlanDetail> {
  const { data } = await http.get<R<PlanDetail>>(PATHS.planDetail, { params: { id } });
  return data.data;
}
/** A new plan or a draft / returned one edited: kept as a draft, or submitted to the school (`submit`). */
export async function submitPlan(values: PlanValues): Promise<PlanDetail> {
  const { data } = await http.post<R<PlanDetail>>(PATHS.planSubmit, values, { silent: true });
  return data.data;
}
export async function sendPlan(id: string): Promise<PlanDetail> {
  const { data } = await http.post<R<PlanDetail>>(PATHS.planSend, { id });
  return data.data;
}
export async function approvePlan(id: string): Promise<PlanDetail> {
  const { data } = await http.post<R<PlanDetail>>(PATHS.planApprove, { id });
  return data.data;
}
export async function returnPlan(id: string, reason: string): Promise<void> {
  await http.post(PATHS.planReturn, { id, reason }, { silent: true });
}
export async function voidPlan(id: string, reason: string): Promise<void> {
  await http.post(PATHS.planVoid, { id, reason }, { silent: true });
}
/** Draft orders from an approved plan, one per supplier of its lines not yet ordered. */
export async function orderFromPlan(values: { id: string; deliveryDate: string; meal: number }): Promise<Order[]> {
  const { data } = await http.post<R<Order[]>>(PATHS.planOrder, values, { silent: true });
  return data.data;
}

// 仓库设置

/** The warehouses of the canteens the caller reads (仓库设置). */
export async function fetchWarehouses(): Promise<Warehouse[]> {
  const { data } = await http.get<R<Warehouse[]>>(PATHS.warehouseList);
  return data.data;
}

export async function fetchWarehousePage(query: Query): Promise<Page<Warehouse>> {
  const rows = (await fetchWarehouses()).filter(
    (row) =>
      matches(`${row.name} ${row.keeper}`, query.keyword) &&
      (!query.storageClass || row.storageClass === Number(query.storageClass)) &&
      (query.enabled === undefined || query.enabled === '' || String(row.enabled) === String(query.enabled)),
  );
  return pageOf(rows, query);
}
export async function submitWarehouse(values: WarehouseValues): Promise<Warehouse> {
  const { data } = await http.post<R<Warehouse>>(PATHS.warehouseSubmit, values, { silent: true });
  return data.data;
}
export async function enableWarehouse(id: string, enabled: boolean): Promise<Warehouse> {
  const { data } = await http.post<R<Warehouse>>(PATHS.warehouseEnable, { id, enabled });
  return data.data;
}

// 期初入库

/** The goods a canteen may hold, with base unit and shelf life. */
export async function fetchStockGoods(): Promise<StockGoods[]> {
  const { data } = await http.get<R<StockGoods[]>>(PATHS.stockGoods);
  return data.data;
}

/** An opening balance: a batch and its 入库 movement; a refusal (expired goods…) is shown in the dialog. */
export async function recordOpening(body: OpeningBody): Promise<Batch> {
  const { data } = await http.post<R<Batch>>(PATHS.stockOpening, body, { silent: true });
  return data.data;
}

// 商品报价, reviewed by the school

/** 待审报价: one page of the quotes to the schools the user reads, by state (on the server), supplier and goods. */
export async function fetchQuotePage(query: Query): Promise<Page<ReviewQuote>> {
  const status = query.status === undefined || query.status === '' ? -1 : Number(query.status);
  const { data } = await http.get<R<ReviewQuote[]>>(PATHS.quoteList, { params: { status } });
  const rows = data.data.filter((row) => matches(row.supplierName, query.supplierName) && matches(`${row.goodsName} ${row.goodsCode}`, query.goods));
  return pageOf(rows, query);
}

export async function approveQuote(id: string): Promise<ReviewQuote> {
  const { data } = await http.post<R<ReviewQuote>>(PATHS.quoteApprove, { id });
  return data.data;
}

export async function rejectQuote(id: string, reason: string): Promise<ReviewQuote> {
  const { data } = await http.post<R<ReviewQuote>>(PATHS.quoteReject, { id, reason }, { silent: true });
  return data.data;
}
