// 信息公开's records as the API answers them (server/modules/disclosure/answers.ts).
export interface School {
  id: string;
  name: string;
}

export interface MealPrice {
  name: string;
  breakfast: number;
  lunch: number;
  dinner: number;
  night: number;
}

export interface GoodsPrice {
  code: string;
  name: string;
  category: string;
  unit: string;
  average: number;
  lowest: number;
  highest: number;
  batches: number;
}

export interface Prices {
  meals: MealPrice[];
  goods: GoodsPrice[];
  since: string;
}

export type MealName = 'breakfast' | 'lunch' | 'dinner';

export interface PublishedWeek {
  recipeId: string;
  canteenId: string;
  canteenName: string;
  schoolId: string;
  schoolName: string;
  ageGroup: string;
  weekStart: string;
  publishedAt: string;
  days: { date: string; meals: { meal: MealName; dishes: { id: string; name: string }[] }[] }[];
}

export interface Link {
  schoolId: string;
  schoolName: string;
  token: string;
}

export interface Survey {
  id: string;
  title: string;
  audience: 1 | 2 | 3;
  startDate: string;
  endDate: string;
  status: 1 | 2;
  open: boolean;
  schoolIds: string[];
  schoolNames: string[];
  questions: { id: string; title: string }[];
  responses: number;
  own: boolean;
  createTime: string;
  version: number;
}

export interface SurveyValues {
  title: string;
  audience: number;
  startDate: string;
  endDate: string;
  questions: string[];
  schoolIds: string[];
}

export interface SurveyResult {
  responses: number;
  average: number | null;
  questions: { id: string; title: string; average: number | null; counts: number[] }[];
  schools: { schoolId: string; schoolName: string; responses: number; average: number | null }[];
  trend: { day: string; responses: number; average: number | null }[];
  comments: { schoolName: string; comment: string; time: string }[];
}

export type ComplaintStatus = 0 | 1 | 2 | 3;

export interface Complaint {
  id: string;
  refNo: string;
  schoolId: string;
  schoolName: string;
  kind: 1 | 2;
  source: 1 | 2;
  title: string;
  content: string;
  contactName: string;
  contactPhone: string;
  status: ComplaintStatus;
  handlerId: string | null;
  handlerName: string;
  dueAt: string;
  overdue: boolean;
  escalated: boolean;
  escalatedTime: string | null;
  reply: string;
  replyBy: string;
  replyTime: string | null;
  closeTime: string | null;
  createTime: string;
  version: number;
  /** The caller may assign, reply or close it: a school its own, a bureau once it is escalated. */
  actionable: boolean;
}

export interface ComplaintValues {
  kind: number;
  title: string;
  content: string;
  contactName: string;
  contactPhone: string;
}

export interface PublicSchool {
  schoolName: string;
  notices: { id: string; title: string; subtitle: string; content: string; publishTime: string }[];
  recipes: PublishedWeek[];
  prices: Prices;
  surveys: { id: string; title: string; audience: number; endDate: string; questions: { id: string; title: string }[] }[];
}
