import { http, type Page, type R } from '../../lib/http';

export interface Photo {
  id: string;
  name: string;
  link: string;
}

export interface ChecklistItem {
  area: string;
  content: string;
}

export interface Template {
  id: string;
  name: string;
  currentVersion: number;
  versionId: string;
  items: ChecklistItem[];
  deptName: string;
  updateTime: string;
  editable: boolean;
  version: number;
}

export interface SafetyCanteen {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
}

/** 1 学校自查, 2 教育局检查, 3 市场监管检查. */
export type InspectionKind = 1 | 2 | 3;
/** 1 符合, 2 不符合, 3 不适用. */
export type Result = 1 | 2 | 3;

export interface Inspection {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  kind: InspectionKind;
  templateName: string;
  templateVersion: number;
  inspectDate: string;
  summary: string;
  inspectDeptName: string;
  inspectorName: string;
  itemCount: number;
  failCount: number;
  openCount: number;
  createTime: string;
}

export interface InspectionDetail extends Inspection {
  items: (ChecklistItem & { seq: number; result: Result; note: string; photos: Photo[]; hazardId: string | null })[];
}

export interface ItemValues {
  seq: number;
  result: Result;
  note: string;
  photoIds: string[];
  deadline: string;
  responsible: string;
}

export interface InspectionValues {
  canteenId: string;
  templateId: string;
  inspectDate: string;
  summary: string;
  items: ItemValues[];
}

/** 0 待整改, 1 待确认, 2 已确认. */
export type HazardStatus = 0 | 1 | 2;

export interface Hazard {
  id: string;
  inspectionId: string;
  schoolName: string;
  canteenName: string;
  kind: InspectionKind;
  area: string;
  description: string;
  deadline: string;
  responsible: string;
  status: HazardStatus;
  overdue: boolean;
  rectifyNote: string;
  rectifyBy: string;
  rectifyTime: string | null;
  returnReason: string;
  confirmBy: string;
  confirmTime: string | null;
  inspectDeptName: string;
  mine: boolean;
  canRectify: boolean;
  canDecide: boolean;
  createTime: string;
  version: number;
}

export interface HazardDetail extends Hazard {
  photos: Photo[];
  rectifyPhotos: Photo[];
}

const BASE = '/api/shian/safety';

export async function fetchTemplates(): Promise<Template[]> {
  const { data } = await http.get<R<Template[]>>(`${BASE}/template/list`);
  return data.data ?? [];
}

export async function saveTemplate(values: { id?: string; version?: number; name: string; items: ChecklistItem[] }): Promise<Template> {
  const { data } = await http.post<R<Template>>(`${BASE}/template/submit`, values, { silent: true });
  return data.data;
}

export async function fetchSafetyCanteens(): Promise<SafetyCanteen[]> {
  const { data } = await http.get<R<SafetyCanteen[]>>(`${BASE}/canteens`);
  return data.data ?? [];
}

export async function fetchInspections(query: Record<string, string | number>): Promise<Page<Inspection>> {
  const { data } = await http.get<R<Page<Inspection>>>(`${BASE}/inspection/list`, { params: query });
  return data.data;
}

export async function fetchInspection(id: string): Promise<InspectionDetail> {
  const { data } = await http.get<R<InspectionDetail>>(`${BASE}/inspection/detail`, { params: { id } });
  return data.data;
}

export async function submitInspection(values: InspectionValues): Promise<{ id: string; hazardIds: string[] }> {
  const { data } = await http.post<R<{ id: string; hazardIds: string[] }>>(`${BASE}/inspection/submit`, values, { silent: true });
  return data.data;
}

export async function fetchHazards(query: Record<string, string | number>): Promise<Page<Hazard>> {
  const { data } = await http.get<R<Page<Hazard>>>(`${BASE}/hazard/list`, { params: query });
  return data.data;
}

export async function fetchHazard(id: string): Promise<HazardDetail> {
  const { data } = await http.get<R<HazardDetail>>(`${BASE}/hazard/detail`, { params: { id } });
  return data.data;
}

export async function rectifyHazard(hazard: Hazard, note: string, photoIds: string[]): Promise<Hazard> {
  const { data } = await http.post<R<Hazard>>(`${BASE}/hazard/rectify`, { id: hazard.id, version: hazard.version, note, photoIds }, { silent: true });
  return data.data;
}

export async function confirmHazard(hazard: Hazard): Promise<Hazard> {
  const { data } = await http.post<R<Hazard>>(`${BASE}/hazard/confirm`, { id: hazard.id, version: hazard.version });
  return data.data;
}

export async function returnHazard(hazard: Hazard, reason: string): Promise<Hazard> {
  const { data } = await http.post<R<Hazard>>(`${BASE}/hazard/return`, { id: hazard.id, version: hazard.version, reason }, { silent: true });
  return data.data;
}

/** 1 咨询, 2 投诉, 3 求助. */
export type CallKind = 1 | 2 | 3;

export interface Call {
  id: string;
  schoolId: string | null;
  schoolName: string;
  callTime: string;
  caller: string;
  phone: string;
  kind: CallKind;
  content: string;
  status: 0 | 1;
  result: string;
  recordBy: string;
  handleBy: string;
  handleTime: string | null;
  version: number;
}

export interface CallValues {
  schoolId?: string;
  caller: string;
  phone: string;
  kind: CallKind;
  content: string;
}

export async function fetchCalls(query: Record<string, string | number>): Promise<Page<Call>> {
  const { data } = await http.get<R<Page<Call>>>(`${BASE}/call/list`, { params: query });
  return data.data;
}

export async function recordCall(values: CallValues): Promise<Call> {
  const { data } = await http.post<R<Call>>(`${BASE}/call/submit`, values, { silent: true });
  return data.data;
}

export async function handleCall(call: Call, result: string): Promise<Call> {
  const { data } = await http.post<R<Call>>(`${BASE}/call/handle`, { id: call.id, version: call.version, result }, { silent: true });
  return data.data;
}

/** 1 法规解读, 2 操作规范, 3 案例警示, 4 科普知识. */
export type ArticleCategory = 1 | 2 | 3 | 4;

export interface Article {
  id: string;
  category: ArticleCategory;
  title: string;
  /** Plain text: shown as text, never as HTML. */
  content: string;
  deptName: string;
  updateTime: string;
  editable: boolean;
  version: number;
}

export interface ArticleValues {
  id?: string;
  version?: number;
  category: ArticleCategory;
  title: string;
  content: string;
}

export async function fetchArticles(query: Record<string, string | number>): Promise<Page<Article>> {
  const { data } = await http.get<R<Page<Article>>>(`${BASE}/article/list`, { params: query });
  return data.data;
}

export async function saveArticle(values: ArticleValues): Promise<Article> {
  const { data } = await http.post<R<Article>>(`${BASE}/article/submit`, values, { silent: true });
  return data.data;
}

export async function removeArticle(id: string): Promise<void> {
  await http.post(`${BASE}/article/remove`, { id });
}

/** 应急预案's type: 1 食物中毒, 2 停水停电, 3 火灾, 4 其他. */
export type PlanKind = 1 | 2 | 3 | 4;

export interface Plan {
  id: string;
  schoolId: string;
  schoolName: string;
  kind: PlanKind;
  title: string;
  responsible: string;
  steps: string;
  contacts: string;
  drillCount: number;
  lastDrill: string | null;
  updateTime: string;
  editable: boolean;
  version: number;
}

export interface Drill {
  id: string;
  drillDate: string;
  participantCount: number;
  participants: string;
  findings: string;
  photos: Photo[];
  recordBy: string;
}

export interface PlanDetail extends Plan {
  attachments: Photo[];
  drills: Drill[];
}

export interface PlanValues {
  id?: string;
  version?: number;
  kind: PlanKind;
  title: string;
  responsible: string;
  steps: string;
  contacts: string;
  attachmentIds: string[];
}

export interface DrillValues {
  planId: string;
  drillDate: string;
  participantCount: number;
  participants: string;
  findings: string;
  photoIds: string[];
}

export async function fetchPlans(query: Record<string, string | number>): Promise<Page<Plan>> {
  const { data } = await http.get<R<Page<Plan>>>(`${BASE}/plan/list`, { params: query });
  return data.data;
}

export async function fetchPlan(id: string): Promise<PlanDetail> {
  const { data } = await http.get<R<PlanDetail>>(`${BASE}/plan/detail`, { params: { id } });
  return data.data;
}

export async function savePlan(values: PlanValues): Promise<PlanDetail> {
  const { data } = await http.post<R<PlanDetail>>(`${BASE}/plan/submit`, values, { silent: true });
  return data.data;
}

export async function submitDrill(values: DrillValues): Promise<PlanDetail> {
  const { data } = await http.post<R<PlanDetail>>(`${BASE}/drill/submit`, values, { silent: true });
  return data.data;
}

export interface Course {
  id: string;
  title: string;
  hours: number;
  materials: Photo[];
  updateTime: string;
  editable: boolean;
  version: number;
}

export interface Training {
  id: string;
  courseId: string;
  courseTitle: string;
  hours: number;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  trainDate: string;
  attendees: { id: string; name: string }[];
  recordBy: string;
}

export interface HandlerHours {
  id: string;
  name: string;
  number: string;
  schoolName: string;
  canteenName: string;
  hours: number;
  required: number;
  short: boolean;
}

/** The courses as one page (the list is the tenant's few). */
export async function fetchCourses(): Promise<Page<Course>> {
  const { data } = await http.get<R<Course[]>>(`${BASE}/course/list`);
  const records = data.data ?? [];
  return { records, total: records.length, size: Math.max(records.length, 1), current: 1, pages: 1 };
}

export async function saveCourse(values: { id?: string; version?: number; title: string; hours: number; materialIds: string[] }): Promise<Course> {
  const { data } = await http.post<R<Course>>(`${BASE}/course/submit`, values, { silent: true });
  return data.data;
}

export async function fetchTrainings(query: Record<string, string | number>): Promise<Page<Training>> {
  const { data } = await http.get<R<Page<Training>>>(`${BASE}/training/list`, { params: query });
  return data.data;
}

export async function fetchTrainingPeople(canteenId: string): Promise<{ id: string; name: string; number: string }[]> {
  const { data } = await http.get<R<{ id: string; name: string; number: string }[]>>(`${BASE}/training/people`, { params: { canteenId } });
  return data.data ?? [];
}

export async function submitTraining(values: { courseId: string; canteenId: string; trainDate: string; personIds: string[] }): Promise<Training> {
  const { data } = await http.post<R<Training>>(`${BASE}/training/submit`, values, { silent: true });
  return data.data;
}

export async function fetchHours(query: Record<string, string | number>): Promise<Page<HandlerHours>> {
  const { data } = await http.get<R<Page<Omit<HandlerHours, 'id'> & { personId: string }>>>(`${BASE}/training/hours`, { params: query });
  return { ...data.data, records: data.data.records.map(({ personId, ...row }) => ({ ...row, id: personId })) };
}

export async function fetchTrainingSetting(): Promise<{ requiredHours: number; editable: boolean }> {
  const { data } = await http.get<R<{ requiredHours: number; editable: boolean }>>(`${BASE}/training/setting`);
  return data.data;
}

export async function saveTrainingSetting(requiredHours: number): Promise<{ requiredHours: number; editable: boolean }> {
  const { data } = await http.post<R<{ requiredHours: number; editable: boolean }>>(`${BASE}/training/setting`, { requiredHours }, { silent: true });
  return data.data;
}
