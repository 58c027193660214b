import { http, type Page, type R } from '../../lib/http';
import type { RoleOption, TemporaryPassword, User, UserValues } from './types';

const BASE = '/api/rabbit-user';

export async function fetchUserPage(query: Record<string, string | number>): Promise<Page<User>> {
  const { data } = await http.get<R<Page<User>>>(`${BASE}/page`, { params: query });
  return data.data;
}

export async function fetchUser(id: string): Promise<User> {
  const { data } = await http.get<R<User>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function fetchRoles(): Promise<RoleOption[]> {
  const { data } = await http.get<R<RoleOption[]>>('/api/rabbit-system/role/tree');
  return data.data ?? [];
}

/** Creates (no id) or edits (id and version); a 409 is the dialog's to explain. */
export async function submitUser(values: UserValues & { id?: string; version?: number }): Promise<User> {
  const { data } = await http.post<R<User>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

export async function removeUsers(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}

export async function resetPasswords(ids: string[]): Promise<TemporaryPassword[]> {
  const { data } = await http.post<R<TemporaryPassword[]>>(`${BASE}/reset-password`, null, { params: { userIds: ids.join(',') } });
  return data.data;
}

export const USER_EXPORT = `${BASE}/export-user`;

export interface UserRow {
  id: string;
  userName: string;
  realName: string;
  account: string;
  phone: string;
  sex: number;
  deptName: string;
  deptList: { name: string }[];
  nickname: string;
  roleName: string;
}

/** The id of the role with code `alias`; undefined when the tenant has none. */
export async function fetchRoleId(alias: string): Promise<string | undefined> {
  const { data } = await http.get<R<{ id: string }>>('/api/rabbit-system/role/detail', { params: { roleAlias: alias }, silent: true });
  return data.data?.id;
}

/** 选择用户: a page of the users holding `roleId` in department `deptId` or below. */
export async function fetchApprovers(roleId: string, deptId: string, query: { current: number; size: number; name?: string }): Promise<Page<UserRow>> {
  const { data } = await http.get<R<Page<UserRow>>>('/api/rabbit-user/getApprovedBy', {
    params: { roleId, deptId, current: query.current, size: query.size, realName: query.name || undefined },
  });
  return data.data;
}
