import { http, type Page, type R } from '../../lib/http';
import { MERCHANT_PATHS as PATHS } from './paths';
import type { DeliveryRow, DeliverySummary, MerchantRow, Transactions, WarningRow } from './types';

type Query = Record<string, string | number>;

/** 商户档案: a page of the suppliers serving the caller's reach. */
export async function fetchMerchants(query: Query): Promise<Page<MerchantRow>> {
  const { data } = await http.get<R<Page<Omit<MerchantRow, 'id'>>>>(PATHS.merchants, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, id: row.supplierId })) };
}

/** 配送监管: a page of the orders of the caller's reach with their findings. */
export async function fetchDeliveries(query: Query): Promise<Page<DeliveryRow>> {
  const { data } = await http.get<R<Page<Omit<DeliveryRow, 'id'>>>>(PATHS.deliveries, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, id: row.orderId })) };
}

export async function fetchDeliverySummary(query: Query): Promise<DeliverySummary> {
  const { data } = await http.get<R<DeliverySummary>>(PATHS.deliverySummary, { params: query });
  return data.data;
}

/** 资质预警: a page of the papers lapsed or lapsing within 30 days. */
export async function fetchWarnings(query: Query): Promise<Page<WarningRow>> {
  const { data } = await http.get<R<Page<WarningRow>>>(PATHS.warnings, { params: query });
  return data.data;
}

/** 交易统计: the accepted amounts and refusal rates by month, supplier and school. */
export async function fetchTransactions(query: Query): Promise<Transactions> {
  const { data } = await http.get<R<Transactions>>(PATHS.transactions, { params: query });
  return data.data;
}
