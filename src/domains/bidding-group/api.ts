import { http, type Page, type R } from '../../lib/http';

/** An expert of the tenant's library (评标专家), as the personnel picker lists them. */
export interface Expert {
  id: string;
  number: string;
  name: string;
  /** 1 男, 2 女 (dictionary `sex`) */
  sex: number;
  unit: string;
  post: string;
  synopsis: string;
  /** Whether the expert signs in to score (else a clerk enters their scores). */
  hasLogin: boolean;
  version?: number;
}

export interface ExpertValues {
  number: string;
  name: string;
  sex: string;
  unit: string;
  post: string;
  synopsis: string;
}

/** 评标小组: a panel of experts owned by a department. */
export interface BiddingGroup {
  id: string;
  groupName: string;
  deptId: string;
  deptName: string;
  memberIds: string[];
  memberNames: string[];
  leaderId: string;
  leaderName: string;
  remark: string;
  updateTime: string;
  version: number;
}

export interface BiddingGroupDetail extends BiddingGroup {
  members: Expert[];
}

export interface GroupValues {
  groupName: string;
  /** Expert ids, comma-joined in the order chosen. */
  memberIds: string;
  /** One of the members (absent until chosen). */
  leaderId?: string;
  remark: string;
}

const BASE = '/api/rabbit-bidingGroup/biddingGroup';
const EXPERTS = '/api/rabbit-bidingGroup/expert';

/** The panels of the caller's department and those under it (评标小组 screen). */
export async function fetchGroups(query: Record<string, string | number>): Promise<Page<BiddingGroup>> {
  const { data } = await http.get<R<Page<BiddingGroup>>>(`${BASE}/list`, { params: query });
  return data.data;
}

/** The panels a tender of the caller may use: its own department's first, then those above it. */
export async function fetchGroupsForWeb(query: Record<string, string | number>): Promise<Page<BiddingGroup>> {
  const { data } = await http.get<R<Page<BiddingGroup>>>(`${BASE}/listForWeb`, { params: query });
  return data.data;
}

export async function fetchGroup(id: string): Promise<BiddingGroupDetail> {
  const { data } = await http.get<R<BiddingGroupDetail>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function saveGroup(values: GroupValues & { id?: string; version?: number }): Promise<BiddingGroupDetail> {
  const { data } = await http.post<R<BiddingGroupDetail>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

export async function removeGroups(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}

/** The personnel picker's page of experts; `name` contains. */
export async function fetchExperts(query: { current: number; size: number; name?: string }): Promise<Page<Expert>> {
  const { data } = await http.get<R<Page<Expert>>>(`${EXPERTS}/list`, {
    params: { current: query.current, size: query.size, name: query.name || undefined },
  });
  return data.data;
}

/** Adds an expert to the library (新增专家 in the picker). */
export async function saveExpert(values: ExpertValues): Promise<Expert> {
  const { data } = await http.post<R<Expert>>(`${EXPERTS}/submit`, values, { silent: true });
  return data.data;
}
