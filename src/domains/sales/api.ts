import { http, type Page, type R } from '../../lib/http';
import { filteredPageOf } from '../../components/crud';
import { SALES_PATHS as PATHS } from './paths';
import type { Customer, CustomerRow, Quote, QuoteBody, QuoteOptions, SalesGrouping, SalesOrder, SalesOrderDetail, SalesReturn, SalesStatistics } from './types';

type Query = Record<string, string | number>;

/** A page of the orders addressed to the supplier (never a draft), newest first, filtered on the server: `status`, `keyword` (order no. or canteen), delivery `from`–`to`. */
export async function fetchOrders(query: Query): Promise<Page<SalesOrder>> {
  const { from, to, ...rest } = query;
  const { data } = await http.get<R<Page<SalesOrder>>>(PATHS.orderList, {
    params: { ...rest, ...(from ? { deliveryFrom: from } : {}), ...(to ? { deliveryTo: to } : {}) },
  });
  return data.data;
}

export async function fetchOrder(id: string): Promise<SalesOrderDetail> {
  const { data } = await http.get<R<SalesOrderDetail>>(PATHS.orderDetail, { params: { id } });
  return data.data;
}

/** Confirms in full (no lines) or line by line; a refusal (lapsed licence, moved order) is shown by the dialog. */
export async function confirmOrder(id: string, lines?: { lineId: string; quantity: number }[]): Promise<SalesOrderDetail> {
  const { data } = await http.post<R<SalesOrderDetail>>(PATHS.orderConfirm, lines ? { id, lines } : { id }, { silent: true });
  return data.data;
}

export async function refuseOrder(id: string, reason: string): Promise<void> {
  await http.post(PATHS.orderRefuse, { id, reason }, { silent: true });
}

/** A page of the supplier's returns, newest first, filtered on the server: `status`, `keyword` (order no., canteen or goods). */
export async function fetchReturns(query: Query): Promise<Page<SalesReturn>> {
  const { data } = await http.get<R<Page<SalesReturn>>>(PATHS.returnList, { params: query });
  return data.data;
}

export async function confirmReturn(id: string): Promise<SalesReturn> {
  const { data } = await http.post<R<SalesReturn>>(PATHS.returnConfirm, { id });
  return data.data;
}

export async function fetchCustomers(query: Query): Promise<Page<CustomerRow>> {
  const { data } = await http.get<R<Customer[]>>(PATHS.customers);
  return filteredPageOf(
    data.data.map((row, index) => ({ ...row, id: `${row.deptId}-${index}` })),
    query,
  );
}

export async function fetchStatistics(by: SalesGrouping, year: number): Promise<SalesStatistics> {
  const { data } = await http.get<R<SalesStatistics>>(PATHS.statistics, { params: { by, year } });
  return data.data;
}

// 商品报价

/** The supplier's quotes, newest first; `status` on the server, the rest (school, goods) here. */
export async function fetchQuotes(query: Query): Promise<Page<Quote>> {
  const { status, ...rest } = query;
  const { data } = await http.get<R<Quote[]>>(PATHS.quoteList, { params: { status: status === undefined || status === '' ? -1 : status } });
  return filteredPageOf(data.data, rest);
}

/** The schools the supplier is bound to and the goods it may quote. */
export async function fetchQuoteOptions(): Promise<QuoteOptions> {
  const { data } = await http.get<R<QuoteOptions>>(PATHS.quoteOptions);
  return data.data;
}

/** A new quote (待审核); a refusal (goods of the award, an overlapping period…) is shown by the dialog. */
export async function submitQuote(body: QuoteBody): Promise<Quote> {
  const { data } = await http.post<R<Quote>>(PATHS.quoteSubmit, body, { silent: true });
  return data.data;
}

export async function withdrawQuote(id: string): Promise<Quote> {
  const { data } = await http.post<R<Quote>>(PATHS.quoteWithdraw, { id });
  return data.data;
}
