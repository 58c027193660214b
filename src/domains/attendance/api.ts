import { http, type Page, type R } from '../../lib/http';
import { ATTENDANCE_PATHS as P } from './paths';
import type {
  Canteen,
  Elsewhere,
  Group,
  GroupDetail,
  GroupPerson,
  GroupValues,
  MakeUp,
  MakeUpValues,
  MealStop,
  MealStopValues,
  Punch,
  ReportRow,
  StaffRow,
} from './types';

type Query = Record<string, string | number>;
type PickerQuery = { current: number; size: number; name?: string };

const page = async <T>(path: string, query: Query): Promise<Page<T>> => (await http.get<R<Page<T>>>(path, { params: query })).data.data;

/** The canteens the caller keeps attendance for (none for the supervising units), or with `read` those it reads. */
export async function fetchCanteens(read = false): Promise<Canteen[]> {
  return (await http.get<R<Canteen[]>>(P.canteens, { params: read ? { read: true } : {} })).data.data;
}

export const fetchGroups = (query: Query) => page<Group>(P.groupList, query);

export async function fetchGroup(id: string): Promise<GroupDetail> {
  return (await http.get<R<GroupDetail>>(P.groupDetail, { params: { id } })).data.data;
}

/** Creates (no id) or edits a group; `move` takes chosen people out of their other groups. Errors are the caller's to show. */
export async function saveGroup(values: GroupValues & { id?: string; version?: number }, move: boolean): Promise<GroupDetail> {
  const body = { ...values, moveFromOtherGroups: move };
  const { data } = await http.post<R<GroupDetail>>(values.id ? P.groupUpdate : P.groupSubmit, body, { silent: true });
  return data.data;
}

export async function removeGroups(ids: string[]): Promise<void> {
  await http.post(P.groupRemove, null, { params: { ids: ids.join(',') } });
}

/** The attendance-group check: how many of the chosen are in a group other than `groupId`; 99999 when none. */
export async function checkGroup(chosenUsers: string[], groupId?: string): Promise<number> {
  const { data } = await http.get<R<number>>(P.groupCheck, { params: { chosenUsers: chosenUsers.join(','), groupId } });
  return data.data;
}

/** Which of the chosen are in another group (what 取消 drops). */
export async function fetchConflicts(chosenUsers: string[], groupId?: string): Promise<Elsewhere[]> {
  const { data } = await http.get<R<Elsewhere[]>>(P.groupConflicts, { params: { chosenUsers: chosenUsers.join(','), groupId } });
  return data.data;
}

/** The patching picker's page: the members of one group who punch. */
export const fetchGroupPeople = (groupId: string, query: PickerQuery) =>
  page<GroupPerson>(P.groupPeople, { groupId, current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}) });

export const fetchMakeUps = (query: Query) => page<MakeUp>(P.makeUpList, query);

export async function submitMakeUps(values: MakeUpValues): Promise<MakeUp[]> {
  return (await http.post<R<MakeUp[]>>(P.makeUpSubmit, values, { silent: true })).data.data;
}

export async function auditMakeUp(makeUp: MakeUp, pass: boolean, opinion = ''): Promise<MakeUp> {
  return (await http.post<R<MakeUp>>(P.makeUpAudit, { id: makeUp.id, version: makeUp.version, pass, opinion })).data.data;
}

export const fetchMealStops = (query: Query) => page<MealStop>(P.mealStopList, query);

/** The meal-stop staff picker's page: the staff (not left) of the caller's canteens. */
export const fetchMealStopStaff = (query: PickerQuery) =>
  page<StaffRow>(P.mealStopStaff, { current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}) });

export async function submitMealStops(values: MealStopValues): Promise<MealStop[]> {
  return (await http.post<R<MealStop[]>>(P.mealStopSubmit, values, { silent: true })).data.data;
}

export async function cancelMealStops(ids: string[]): Promise<void> {
  await http.post(P.mealStopCancel, null, { params: { ids: ids.join(',') } });
}

export const fetchPunches = (query: Query) => page<Punch>(P.recordList, query);

export const fetchReport = async (query: Query) => (await http.get<R<Page<ReportRow> & { month: string }>>(P.reportMonth, { params: query })).data.data;
