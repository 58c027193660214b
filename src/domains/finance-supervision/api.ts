import { http, type Page, type R } from '../../lib/http';
import { FINANCE_SUPERVISION_PATHS as PATHS } from './paths';
import type { BalanceRow, BookRow, Indicators, LedgerDetail, MealFee, Thresholds, VoucherRow } from './types';

type Query = Record<string, string | number>;

/** 学校账簿: the schools of the caller's reach with their books. */
export async function fetchBooks(query: Query): Promise<Page<BookRow>> {
  const { data } = await http.get<R<Omit<BookRow, 'id'>[]>>(PATHS.books, { params: query });
  const records = data.data.map((row) => ({ ...row, id: row.schoolId }));
  return { records, total: records.length, size: records.length, current: 1, pages: 1 };
}

/** 指标预警: a month's warnings. */
export async function fetchIndicators(month: string): Promise<Indicators> {
  const { data } = await http.get<R<Indicators>>(PATHS.indicators, { params: { month } });
  return data.data;
}

export async function fetchThresholds(): Promise<Thresholds> {
  const { data } = await http.get<R<Thresholds>>(PATHS.settings);
  return data.data;
}

/** Sets the district's thresholds (the education bureau's); answers them as saved. */
export async function saveThresholds(thresholds: Thresholds): Promise<Thresholds> {
  const { data } = await http.post<R<Thresholds>>(PATHS.settings, thresholds);
  return data.data;
}

/** 伙食费收支 by school and month. */
export async function fetchMealFee(query: Query): Promise<MealFee> {
  const { data } = await http.get<R<MealFee>>(PATHS.mealFee, { params: query });
  return data.data;
}

/** A page of a school's vouchers (read-only). */
export async function fetchVouchers(query: Query): Promise<Page<VoucherRow>> {
  const { data } = await http.get<R<Page<VoucherRow>>>(PATHS.vouchers, { params: query });
  return data.data;
}

/** A school's 科目余额表 for months from–to. */
export async function fetchBalance(bookId: string, from: string, to: string): Promise<BalanceRow[]> {
  const { data } = await http.get<R<{ rows: BalanceRow[] }>>(PATHS.balance, { params: { bookId, from, to } });
  return data.data.rows;
}

/** A subject's 明细账 for months from–to. */
export async function fetchLedger(bookId: string, subjectId: string, from: string, to: string): Promise<LedgerDetail> {
  const { data } = await http.get<R<LedgerDetail>>(PATHS.ledger, { params: { bookId, subjectId, from, to } });
  return data.data;
}
