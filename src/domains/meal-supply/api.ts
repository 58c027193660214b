// 供餐管理 and 校外供餐's calls (/api/shian/meal-supply/…, server/modules/meal-supply): the one HTTP client, typed.
import { http, type Page, type R } from '../../lib/http';

/** 1 已下单 · 2 已确认 · 3 已配送 · 4 已验收 · 5 已拒收 · 6 已取消 */
export type OrderStatus = 1 | 2 | 3 | 4 | 5 | 6;

export interface MealOrder {
  id: string;
  schoolId: string;
  schoolName: string;
  providerId: string;
  providerName: string;
  mealDate: string;
  meal: 1 | 2 | 3;
  quantity: number;
  cutoffAt: string;
  changeable: boolean;
  remark: string;
  status: OrderStatus;
  departTime: string | null;
  arriveTime: string | null;
  vehicleNo: string | null;
  arrivalTemp: number | null;
  cold: boolean;
  sampleKept: boolean | null;
  photoIds: string[];
  refuseReason: string;
  acceptBy: string | null;
  acceptTime: string | null;
  score: number | null;
  version: number;
}

export interface Provider {
  id: string;
  supplierId: string;
  name: string;
  contact: string;
  phone: string;
  capacityPerDay: number;
  licenceNo: string | null;
  licenceExpiry: string | null;
  licenceState: 'valid' | 'expiring' | 'expired' | 'missing';
  schools: { id: string; name: string }[];
  mealsToday: number;
}

export interface Setting {
  schoolId: string;
  providerId: string | null;
  providerName: string | null;
  cutoffDays: number;
  cutoffTime: string;
}

export interface PlanRow {
  className: string;
  students: number;
  diners: (number | null)[];
}
export interface Plan {
  date: string;
  rows: PlanRow[];
  totals: number[];
}

export interface Figures {
  orders: number;
  meals: number;
  accepted: number;
  refused: number;
  cold: number;
}
export interface Stats {
  startMonth: string;
  endMonth: string;
  total: Figures;
  byMonth: (Figures & { month: string })[];
  byProvider: (Figures & { providerId: string; providerName: string })[];
  bySchool: (Figures & { schoolId: string; schoolName: string })[];
}

export interface Rating {
  id: string;
  schoolName: string;
  providerName: string;
  month: string;
  mealDate: string | null;
  source: string;
  score: number;
  comment: string;
  createTime: string;
}
export interface RatingTrend {
  months: string[];
  providers: { providerId: string; providerName: string; average: (number | null)[]; count: number[] }[];
}

export interface OrderValues {
  mealDate: string;
  meal: number;
  quantity?: number;
  remark?: string;
}
export interface DeliveryValues {
  departTime: string;
  arriveTime: string;
  vehicleNo: string;
  arrivalTemp: number;
}
export interface AcceptValues {
  accepted: boolean;
  refuseReason?: string;
  sampleKept: boolean;
  photoIds?: string[];
}

const BASE = '/api/shian/meal-supply';
type Query = Record<string, string | number>;

const get = async <T>(path: string, params?: Query) => (await http.get<R<T>>(`${BASE}${path}`, { params })).data.data;
const post = async <T>(path: string, body: unknown) => (await http.post<R<T>>(`${BASE}${path}`, body, { silent: true })).data.data;

export const fetchOrders = (query: Query) => get<Page<MealOrder>>('/order/list', query);
export const fetchProvidedOrders = (query: Query) => get<Page<MealOrder>>('/provider/orders', query);
export const fetchProviders = (query: Query) => get<Page<Provider>>('/provider/list', query);
export const fetchProviderOptions = () => get<{ id: string; name: string }[]>('/provider/options');
export const fetchSetting = () => get<Setting>('/setting');
export const fetchPlan = (date: string) => get<Plan>('/plan', { date });
export const fetchStats = (query: Query) => get<Stats>('/stats', query);
export const fetchRatings = (query: Query) => get<Page<Rating>>('/rating/list', query);
export const fetchRatingTrend = (query: Query) => get<RatingTrend>('/rating/trend', query);

export const saveSetting = (values: { providerId: string; cutoffDays: number; cutoffTime: string }) => post<Setting>('/setting', values);
export const savePlan = (date: string, rows: { className: string; diners: (number | null)[] }[]) => post<Plan>('/plan/save', { date, rows });
export const placeOrder = (values: OrderValues) => post<MealOrder>('/order/submit', values);
export const changeOrder = (order: MealOrder, values: { quantity: number; remark?: string }) =>
  post<MealOrder>('/order/update', { id: order.id, version: order.version, ...values });
export const cancelOrder = (order: MealOrder) => post<MealOrder>('/order/cancel', { id: order.id, version: order.version });
export const confirmOrder = (order: MealOrder) => post<MealOrder>('/order/confirm', { id: order.id, version: order.version });
export const recordDelivery = (order: MealOrder, values: DeliveryValues) =>
  post<MealOrder>('/order/deliver', { id: order.id, version: order.version, ...values });
export const acceptOrder = (order: MealOrder, values: AcceptValues) => post<MealOrder>('/order/accept', { id: order.id, version: order.version, ...values });
export const rateOrder = (order: MealOrder, values: { score: number; comment?: string }) => post<{ id: string }>('/rating', { orderId: order.id, ...values });
