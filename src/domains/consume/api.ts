import { http, type Page, type R } from '../../lib/http';
import { CONSUME_PATHS as PATHS, type TxnKind } from './paths';
import type { DailySummary, Granted, SchoolFigure, Txn, TxnRow } from './types';

type Query = Record<string, string | number>;

const LIST: Record<TxnKind, string> = { detail: PATHS.detailList, recharge: PATHS.rechargeList, refund: PATHS.refundList, subsidy: PATHS.subsidyList };
export const EXPORT: Record<TxnKind, string> = {
  detail: PATHS.detailExport,
  recharge: PATHS.rechargeExport,
  refund: PATHS.refundExport,
  subsidy: PATHS.subsidyExport,
};

export const fetchTxns = (kind: TxnKind) => async (query: Query) => (await http.get<R<Page<TxnRow>>>(LIST[kind], { params: query })).data.data;

/** A key for one dialog's writes: sent again (a double submit, a retry), the server answers the first result. */
export const newRequestId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

interface CashBody {
  personnelId: string;
  amount: number;
  requestId: string;
  remark?: string;
}

/** 充值 or 退款 (cash); the dialog shows the refusal (余额不足…). */
export async function changeCash(kind: 'recharge' | 'refund', body: CashBody): Promise<Txn> {
  const { data } = await http.post<R<Txn>>(kind === 'recharge' ? PATHS.recharge : PATHS.refund, body, { silent: true });
  return data.data;
}

/** 手工扣费: a consumption entered by hand; the dialog shows the refusal (余额不足…). */
export async function manualConsume(body: { personnelId: string; dinnerType: number; amount: number; requestId: string; remark?: string }): Promise<Txn> {
  const { data } = await http.post<R<Txn>>(PATHS.manual, body, { silent: true });
  return data.data;
}

/** 撤销消费: a reversing refund of one consumption. */
export async function reverseConsumption(txnId: string, requestId: string): Promise<Txn> {
  const { data } = await http.post<R<Txn>>(PATHS.reverse, { txnId, requestId });
  return data.data;
}

export interface GrantBody {
  personnelIds?: string[];
  schoolId?: string;
  personnelType?: number;
  className?: string;
  amount: number;
  requestId: string;
  remark?: string;
}

export async function grantSubsidy(body: GrantBody): Promise<Granted> {
  const { data } = await http.post<R<Granted>>(PATHS.grant, body, { silent: true });
  return data.data;
}

export async function fetchDaily(query: Query): Promise<DailySummary> {
  const { data } = await http.get<R<DailySummary>>(PATHS.summaryDaily, { params: query });
  return data.data;
}

export async function fetchBySchool(query: Query): Promise<SchoolFigure[]> {
  const { data } = await http.get<R<SchoolFigure[]>>(PATHS.summarySchool, { params: query });
  return data.data;
}
