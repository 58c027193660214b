import { http, type Page, type R } from '../../lib/http';
import { WORK_PERSONNEL_PATHS as PATHS } from './paths';
import type { CertificateSummary, DeptCount, LinkableUser, MorningCheck, PersonValues, WorkPerson, WorkPost } from './types';

type Query = Record<string, string | number>;

export async function fetchPeople(query: Query): Promise<Page<WorkPerson>> {
  const { data } = await http.get<R<Page<WorkPerson>>>(PATHS.list, { params: query });
  return data.data;
}

export async function fetchPerson(id: string): Promise<WorkPerson> {
  const { data } = await http.get<R<WorkPerson>>(PATHS.detail, { params: { id } });
  return data.data;
}

/** Creates (submit) or edits (update, with the id and the version it was loaded at); the dialog shows the refusal. */
export async function savePerson(values: PersonValues & { id?: string; version?: number }): Promise<WorkPerson> {
  const { data } = await http.post<R<WorkPerson>>(values.id ? PATHS.update : PATHS.submit, values, { silent: true });
  return data.data;
}

/** The number the server proposes for a new person of a canteen (its next free one); silent: the field stays as it is. */
export async function fetchNextNumber(canteenId: string): Promise<string> {
  const { data } = await http.get<R<{ number: string }>>(PATHS.nextNumber, { params: { canteenId }, silent: true });
  return data.data.number;
}

export async function removePeople(ids: string[]): Promise<void> {
  await http.post(PATHS.remove, null, { params: { ids: ids.join(',') } });
}

export async function fetchPosts(): Promise<WorkPost[]> {
  const { data } = await http.get<R<WorkPost[]>>(PATHS.posts);
  return data.data;
}

/** The accounts a person may be linked to; `name` contains (name or account). */
export async function fetchLinkableUsers(query: { current: number; size: number; name?: string; canteenId?: string }): Promise<Page<LinkableUser>> {
  const { data } = await http.get<R<Page<LinkableUser>>>(PATHS.userList, { params: query });
  return data.data;
}

/** The day's morning-check figures of the caller's canteens (under `deptId`). */
export async function fetchMorningCheck(body: { deptId?: string; date?: string }): Promise<MorningCheck> {
  const { data } = await http.post<R<MorningCheck>>(PATHS.signdNumber, body);
  return data.data;
}

export async function fetchCertificates(query: Query): Promise<Page<WorkPerson>> {
  const { data } = await http.get<R<Page<WorkPerson>>>(PATHS.certificateList, { params: query });
  return data.data;
}

export async function fetchCertificateSummary(query: Query): Promise<CertificateSummary> {
  const { data } = await http.get<R<CertificateSummary>>(PATHS.certificateSummary, { params: query });
  return data.data;
}

export async function fetchDeptCounts(query: Query): Promise<Page<DeptCount>> {
  const { data } = await http.get<R<Page<DeptCount>>>(PATHS.deptCount, { params: query });
  return data.data;
}
