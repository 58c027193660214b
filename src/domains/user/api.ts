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
