// 信息公开's calls: the console's (signed in) and the public pages' (no sign-in, the school's token).
import { http, type Page, type R } from '../../lib/http';
import type { Complaint, ComplaintValues, Link, Prices, PublicSchool, PublishedWeek, School, Survey, SurveyResult, SurveyValues } from './types';

const BASE = '/api/shian/disclosure';
const PUBLIC = '/api/shian/public';

const get = async <T>(path: string, params?: Record<string, string | number>) => (await http.get<R<T>>(path, { params })).data.data;
const post = async <T>(path: string, body: unknown, silent = false) => (await http.post<R<T>>(path, body, { silent })).data.data;
/** A call of a visitor without a session: no token refresh, every refusal shown by the page. */
const anonymous = { skipRefresh: true, silent: true } as const;
const publicGet = async <T>(path: string) => (await http.get<R<T>>(path, anonymous)).data.data;
const publicPost = async <T>(path: string, body: unknown) => (await http.post<R<T>>(path, body, anonymous)).data.data;

export const fetchSchools = () => get<School[]>(`${BASE}/schools`);
export const fetchPrices = (schoolId: string) => get<Prices>(`${BASE}/price`, { schoolId });
export const fetchRecipes = (schoolId: string) => get<PublishedWeek[]>(`${BASE}/recipe`, { schoolId });
export const fetchLinks = () => get<Link[]>(`${BASE}/links`);
export const renewLink = (schoolId: string) => post<Link>(`${BASE}/links/renew`, { schoolId });

export const fetchSurveys = (query: Record<string, string | number>) => get<Page<Survey>>(`${BASE}/survey/list`, query);
export const startSurvey = (values: SurveyValues) => post<Survey>(`${BASE}/survey/submit`, values, true);
export const endSurvey = (survey: Survey) => post<Survey>(`${BASE}/survey/close`, { id: survey.id, version: survey.version });
export const fetchSurveyResult = (id: string, schoolId?: string) => get<SurveyResult>(`${BASE}/survey/result`, schoolId ? { id, schoolId } : { id });

export const fetchComplaints = (query: Record<string, string | number>) => get<Page<Complaint>>(`${BASE}/complaint/list`, query);
export const fetchHandlers = (schoolId: string) => get<School[]>(`${BASE}/complaint/handlers`, { schoolId });
export const enterComplaint = (values: ComplaintValues & { schoolId: string }) => post<Complaint>(`${BASE}/complaint/submit`, values, true);
export const assignComplaint = (complaint: Complaint, handlerId: string) =>
  post<Complaint>(`${BASE}/complaint/assign`, { id: complaint.id, version: complaint.version, handlerId }, true);
export const replyComplaint = (complaint: Complaint, reply: string) =>
  post<Complaint>(`${BASE}/complaint/reply`, { id: complaint.id, version: complaint.version, reply }, true);
export const closeComplaint = (complaint: Complaint) => post<Complaint>(`${BASE}/complaint/close`, { id: complaint.id, version: complaint.version });

/** The public pages' calls: no session; every refusal is shown on the page itself. */
export const publicCalls = {
  /** The sign-in's image captcha (the same open call the login form makes). */
  captcha: async () => (await http.get<{ key: string; image: string }>('/api/rabbit-auth/oauth/captcha', anonymous)).data,
  school: (token: string) => publicGet<PublicSchool>(`${PUBLIC}/school/${encodeURIComponent(token)}`),
  answer: (body: {
    token: string;
    surveyId: string;
    scores: { questionId: string; score: number }[];
    comment: string;
    captchaKey: string;
    captchaCode: string;
  }) => publicPost<{ saved: boolean }>(`${PUBLIC}/survey/answer`, body),
  complain: (body: ComplaintValues & { token: string; captchaKey: string; captchaCode: string }) =>
    publicPost<{ refNo: string; dueAt: string }>(`${PUBLIC}/complaint`, body),
  reply: (token: string, refNo: string) =>
    publicPost<{ refNo: string; title: string; status: number; createTime: string; dueAt: string; reply: string; replyTime: string | null }>(
      `${PUBLIC}/complaint/reply`,
      {
        token,
        refNo,
      },
    ),
};
