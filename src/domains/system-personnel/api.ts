import { http, type Page, type R } from '../../lib/http';
import { IMPORT_PATHS, SYSTEM_PERSONNEL_PATHS as PATHS } from './paths';
import type { Task } from '../../components/task-progress';
import type { CardAction, CardInfo, Diner, DinerValues, MealCategory, MealPlanValues, MealSpend, PickerDiner, RefundType, WalletRow } from './types';

type Query = Record<string, string | number>;
const joined = (ids: string[]) => ({ ids: ids.join(',') });

export async function fetchDiners(query: Query): Promise<Page<Diner>> {
  const { data } = await http.get<R<Page<Diner>>>(PATHS.list, { params: query });
  return data.data;
}

export async function fetchDiner(id: string): Promise<Diner> {
  const { data } = await http.get<R<Diner>>(PATHS.detail, { params: { id } });
  return data.data;
}

/** Creates (submit) or edits (update, with the id and version it was loaded at); the dialog shows the refusal. */
export async function saveDiner(values: DinerValues & { id?: string; version?: number }): Promise<Diner> {
  const { data } = await http.post<R<Diner>>(values.id ? PATHS.update : PATHS.submit, values, { silent: true });
  return data.data;
}

/** Deletes people; refused (400, shown by the caller) for one with transactions. */
export async function removeDiners(ids: string[]): Promise<void> {
  await http.post(PATHS.remove, null, { params: joined(ids), silent: true });
}

/** Which of the people have wallet transactions (they are closed, not deleted). */
export async function hasTransactions(ids: string[]): Promise<{ exist: boolean; ids: string[] }> {
  const { data } = await http.post<R<{ exist: boolean; ids: string[] }>>(PATHS.hasTransactions, null, { params: joined(ids) });
  return data.data;
}

/** 销户: cash paid out, subsidy expired, card cancelled. */
export async function closeAccounts(ids: string[]): Promise<void> {
  await http.post(PATHS.logout, null, { params: joined(ids) });
}

export async function batchUpdate(body: { ids: string[]; mealCategoryId?: string; className?: string }): Promise<{ updated: number }> {
  const { data } = await http.post<R<{ updated: number }>>(PATHS.batchUpdate, body);
  return data.data;
}

export async function resetPasswords(ids: string[]): Promise<void> {
  await http.post(PATHS.resetPassword, { ids });
}

export async function fetchMealCategories(schoolId?: string): Promise<MealCategory[]> {
  const { data } = await http.get<R<MealCategory[]>>(PATHS.mealCategories, { params: schoolId ? { schoolId } : {} });
  return data.data;
}

export async function fetchWallets(query: Query): Promise<Page<WalletRow>> {
  const { data } = await http.get<R<Page<WalletRow>>>(PATHS.walletList, { params: query });
  return data.data;
}

export async function fetchMealSpend(ids: string[]): Promise<MealSpend[]> {
  const { data } = await http.post<R<MealSpend[]>>(PATHS.dinnerTypeBalance, null, { params: joined(ids) });
  return data.data;
}

export async function fetchCardInfo(personnelId: string): Promise<CardInfo> {
  const { data } = await http.get<R<CardInfo>>(PATHS.cardInfo, { params: { userId: personnelId } });
  return data.data;
}

export async function moveCard(body: { personnelId: string; action: CardAction; cardNo?: string }): Promise<CardInfo> {
  const { data } = await http.post<R<CardInfo>>(PATHS.cardStatus, body);
  return data.data;
}

/** A page of diners not closed, for the pickers. */
export async function fetchPickerDiners(query: Query): Promise<Page<PickerDiner>> {
  const { data } = await http.get<R<Page<PickerDiner>>>(PATHS.pickerList, { params: query });
  return data.data;
}

/** 餐别设置's table: the plans of the caller's schools as a page (the call answers them all), by name. */
export async function fetchMealPlans(query: Query): Promise<Page<MealCategory>> {
  const all = await fetchMealCategories(query.schoolId ? String(query.schoolId) : undefined);
  const name = String(query.name ?? '').trim();
  const found = name ? all.filter((plan) => plan.name.includes(name)) : all;
  const size = Number(query.size ?? 10);
  const current = Number(query.current ?? 1);
  return { records: found.slice((current - 1) * size, current * size), total: found.length, size, current, pages: Math.ceil(found.length / size) };
}

/** The latest of a plan (the service has no detail call). */
export async function fetchMealPlan(id: string): Promise<MealCategory> {
  const found = (await fetchMealCategories()).find((plan) => plan.id === id);
  if (!found) throw new Error(id);
  return found;
}

/** Creates (submit) or edits (update, with the id and version it was loaded at); the dialog shows the refusal. */
export async function saveMealPlan(values: MealPlanValues & { id?: string; version?: number }): Promise<MealCategory> {
  const { data } = await http.post<R<MealCategory>>(values.id ? PATHS.mealCategoryUpdate : PATHS.mealCategorySubmit, values, { silent: true });
  return data.data;
}

export async function removeMealPlans(ids: string[]): Promise<void> {
  await http.post(PATHS.mealCategoryRemove, null, { params: joined(ids), silent: true });
}

/** Uploads an .xlsx to import (the file service, kind=sheet); answers its link. */
export async function uploadSheet(file: File): Promise<{ id: string; name: string; link: string }> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await http.post<R<{ id: string; name: string; link: string }>>(PATHS.fileUpload, body, { params: { kind: 'sheet' } });
  return data.data;
}

/** Starts the upload's task; answers its id. */
export async function startMealUpload(url: string, refundType: RefundType): Promise<string> {
  const { data } = await http.get<R<{ taskId: string }>>(PATHS.mealUpload, { params: { url, refundType } });
  return data.data.taskId;
}

export async function batchMealUpdate(body: { ids: string[]; mealCategoryId: string; refundType: RefundType }): Promise<{ updated: number }> {
  const { data } = await http.post<R<{ updated: number }>>(PATHS.mealBatchUpdate, body);
  return data.data;
}

/** A task's progress (uploadTaskStatus): the meal-plan upload's and 导入人员's. */
export async function fetchTaskStatus(taskId: string): Promise<Task> {
  const { data } = await http.get<R<Task>>(PATHS.taskStatus, { params: { taskId }, silent: true });
  return data.data;
}

/** 导入人员: starts the import of an uploaded sheet (a task); answers its id. */
export async function startPersonnelImport(url: string): Promise<string> {
  const { data } = await http.get<R<{ taskId: string }>>(IMPORT_PATHS.personnel, { params: { url } });
  return data.data.taskId;
}

export const SYNC_KINDS = ['teacher', 'student', 'card', 'amount'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
const SYNC_PATHS: Record<SyncKind, string> = { teacher: PATHS.syncTeacher, student: PATHS.syncStudent, card: PATHS.syncCard, amount: PATHS.syncAmount };

/** 同步数据: one of the four syncs; answers its counts (`added`, `updated`, `amount` in fen). */
export async function synchronise(kind: SyncKind): Promise<{ added?: number; updated: number; amount?: number }> {
  const { data } = await http.get<R<{ added?: number; updated: number; amount?: number }>>(SYNC_PATHS[kind]);
  return data.data;
}
