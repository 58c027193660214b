import { http, type Page, type R } from '../../lib/http';
import { OPENING_PATHS as PATHS } from './paths';
import type { CardFigure, DetailRow, RechargeSeries, SchoolFigure, Series } from './types';

type Query = Record<string, string | number>;

const get = async <T>(path: string, query: Query): Promise<T> => (await http.get<R<T>>(path, { params: query })).data.data;

/** 学校开户统计: each school of the caller's reach. */
export const fetchSchools = (query: Query) => get<SchoolFigure[]>(PATHS.schools, query);
/** 开卡统计: the cards issued, replaced, lost, frozen and cancelled per month and per school. */
export const fetchCards = (query: Query) => get<Series<CardFigure>>(PATHS.cards, query);
/** 充值统计: recharges and refunds per month and per school. */
export const fetchRecharges = (query: Query) => get<RechargeSeries>(PATHS.recharges, query);

/** 开户明细: a page of the accounts opened (the CRUD table's rows keyed by the person). */
export async function fetchDetail(query: Query): Promise<Page<DetailRow>> {
  const page = await get<Page<Omit<DetailRow, 'id'>>>(PATHS.detailList, query);
  return { ...page, records: page.records.map((row) => ({ ...row, id: row.personnelId })) };
}
