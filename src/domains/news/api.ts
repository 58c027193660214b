// The notice calls (/api/rabbit-desk/notice, server/modules/notice): read by 新闻资讯, written by the bureaus.
import { http, type Page, type R } from '../../lib/http';

/** 0 草稿, 1 已发布, 2 已撤回. */
export type NoticeStatus = 0 | 1 | 2;

export interface Notice {
  id: string;
  title: string;
  subtitle: string;
  tag: string;
  img: string;
  /** Plain text: shown as text, never as HTML. */
  content: string;
  status: NoticeStatus;
  /** 0 the whole tenant, 1 the schools listed. */
  audience: 0 | 1;
  schoolIds: string[];
  schoolNames: string[];
  deptName: string;
  createBy: string;
  createTime: string;
  publishTime: string | null;
  withdrawTime: string | null;
  /** Written by the caller's unit: its draft may be edited and published, its published notice withdrawn. */
  own: boolean;
  version: number;
}

export interface NoticeValues {
  id?: string;
  version?: number;
  title: string;
  subtitle: string;
  tag: string;
  img: string;
  content: string;
  audience: 0 | 1;
  schoolIds: string[];
}

const BASE = '/api/rabbit-desk/notice';

export async function fetchNotices(query: Record<string, string | number>): Promise<Page<Notice>> {
  const { data } = await http.get<R<Page<Notice>>>(`${BASE}/list`, { params: query });
  return data.data;
}

export async function fetchNotice(id: string): Promise<Notice> {
  const { data } = await http.get<R<Notice>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

/** Saves a draft (a new one without id). */
export async function saveNotice(values: NoticeValues): Promise<Notice> {
  const { data } = await http.post<R<Notice>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

export async function stepNotice(step: 'publish' | 'withdraw', notice: Pick<Notice, 'id' | 'version'>): Promise<Notice> {
  const { data } = await http.post<R<Notice>>(`${BASE}/${step}`, { id: notice.id, version: notice.version }, { silent: true });
  return data.data;
}

export interface Receipt {
  schoolId: string;
  schoolName: string;
  readers: number;
  firstReadTime: string | null;
}

/** 通知公告: a notice of the caller's unit, read by how many of the schools addressed. */
export async function fetchReceipts(id: string): Promise<{ schools: number; read: number; receipts: Receipt[] }> {
  const { data } = await http.get<R<{ schools: number; read: number; receipts: Receipt[] }>>(`${BASE}/receipts`, { params: { id } });
  return data.data;
}

/** Removes a draft of the caller's unit (button `notice_delete`). */
export async function removeNotice(notice: Pick<Notice, 'id' | 'version'>): Promise<void> {
  await http.post(`${BASE}/remove`, { id: notice.id, version: notice.version });
}
