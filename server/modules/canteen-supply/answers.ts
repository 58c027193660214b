// What the 食堂供餐 routes answer (server/platform/http/answers.ts): counts of meals (消费 not reversed) and diners.
import { z } from 'zod';
import { paged } from '../../platform/http/answers.ts';

const count = z.number().int();
/** Meals of each 餐别: breakfast 早餐, lunch 午餐, dinner 晚餐, supper 夜宵; total also counts a meal of no 餐别. */
const ByMeal = z.object({ breakfast: count, lunch: count, dinner: count, supper: count, total: count });
const Canteen = z.object({ canteenId: z.string(), canteenName: z.string(), schoolName: z.string() });

const Period = z.object({ meals: ByMeal, diners: count.describe('distinct diners') });

export const Overview = z.object({
  today: z.string().describe('YYYY-MM-DD on the app clock'),
  weekStart: z.string().describe('the Monday of this week'),
  monthStart: z.string(),
  periods: z.object({ today: Period, week: Period, month: Period }),
  trend: z.array(z.object({ day: z.string(), meals: count, diners: count })).describe('the 30 days up to today, oldest first, every day'),
  canteens: z.array(Canteen.extend({ todayMeals: count, monthMeals: count, monthDiners: count })),
});

const Diners = z.object({ diners: count, teachers: count, students: count, staff: count });

export const DinerRows = z.object({
  first: z.string(),
  last: z.string(),
  by: z.enum(['day', 'month']),
  series: z
    .array(Diners.extend({ period: z.string() }))
    .describe('each period with diners, oldest first: the canteens’ diners summed (the rows of the period)'),
  page: paged(Canteen.extend({ period: z.string().describe('YYYY-MM-DD or YYYY-MM') }).merge(Diners)).describe('the canteen-periods, newest first'),
});

export const MealRows = z.object({
  first: z.string(),
  last: z.string(),
  days: z.array(z.object({ day: z.string(), meals: ByMeal })).describe('each day with meals over the canteens, oldest first'),
  page: paged(Canteen.extend({ day: z.string(), meals: ByMeal })).describe('the canteen-days, newest first'),
});

export const Ranking = z.object({
  first: z.string(),
  last: z.string(),
  complaintData: z.boolean().describe('false while no complaint is recorded (投诉建议 is not built): complaintFreeDays is then null'),
  rows: z.array(
    Canteen.extend({
      rank: count.describe('by meals served, ties sharing a rank'),
      meals: count,
      diners: count,
      servedDays: count,
      complaintFreeDays: count.nullable(),
      complaintRank: count.nullable(),
    }),
  ),
});
