// What the home pages' summaries answer (server/platform/http/answers.ts): each part null when it could not be computed,
// and named in `unavailable`.
import { z } from 'zod';
import { TodoSummary } from '../workbench/index.ts';

const count = z.number().int();
const Tender = z.object({ biddingId: z.string(), title: z.string(), schoolName: z.string(), time: z.string().describe('YYYY-MM-DD HH:mm:ss') });

export const SupplierHome = z.object({
  todo: TodoSummary.nullable(),
  tenders: z
    .object({
      open: count.describe('招标大厅: published, 报名中'),
      shortlisted: count.describe('我的投标 › 已入围'),
      quoteDue: count.describe('shortlisted, 投标中, no bid handed in'),
      won: count.describe('我的投标 › 已中标'),
      openList: z.array(Tender.extend({ signedUp: z.boolean() })).describe('the next five sign-ups to close (time: sign-up end)'),
      quoteDueList: z.array(Tender).describe('the next five openings with a quote due (time: opening)'),
    })
    .nullable(),
  orders: z
    .object({
      today: z.string(),
      weekEnd: z.string().describe('today + 6'),
      dueToday: count,
      dueWeek: count,
      onTheRoad: count.describe('配送中'),
      toConfirm: count.describe('已提交'),
      returns: count.describe('退货 待确认'),
    })
    .nullable(),
  qualifications: z
    .object({
      valid: count,
      expiring: count.describe('within 30 days'),
      expired: count,
      dueList: z.array(z.object({ name: z.string(), expireDate: z.string(), expired: z.boolean() })),
    })
    .nullable(),
  sales: z
    .array(z.object({ month: z.string().describe('YYYY-MM'), amount: z.number().describe('fen') }))
    .nullable()
    .describe('this year, by month'),
  unavailable: z.array(z.string()),
});

export const EducationHome = z.object({
  todo: TodoSummary.nullable(),
  warnings: z
    .array(
      z.object({
        schoolId: z.string(),
        schoolName: z.string(),
        certExpired: count.describe('健康证已过期'),
        sampleLate: count.describe('留样超时 (meals)'),
        kitchenAlerts: count.describe('明厨亮灶告警 未处理'),
        letters: count.nullable().describe('函询 待回复; null for a role that reads no letters (市场监管)'),
      }),
    )
    .nullable(),
  today: z
    .array(
      z.object({
        schoolId: z.string(),
        meals: count.describe('consumptions today, not reversed'),
        canteens: count,
        ledgersComplete: count.describe('canteens whose ledgers owe nothing today'),
        kitchenAlerts: count.describe('detected today'),
        deliveriesAccepted: count.describe('orders inspected today'),
      }),
    )
    .nullable(),
  unavailable: z.array(z.string()),
});
