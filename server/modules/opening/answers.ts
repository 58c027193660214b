// What the 开户统计 routes answer (server/platform/http/answers.ts). Amounts are integer fen.
import { z } from 'zod';

const count = () => z.number().int();
const fen = () => z.number().describe('fen');

export const SchoolFigure = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  accounts: count().describe('accounts opened in the months (closed ones too)'),
  teachers: count(),
  students: count(),
  staff: count(),
  closed: count().describe('of them, closed (销户)'),
  withoutCard: count().describe('open accounts without a live card'),
  cardsIssued: count().describe('cards ever issued to them (replacements too)'),
  cardsNormal: count(),
  cardsLost: count(),
  cardsFrozen: count(),
  cardsCancelled: count(),
  cash: fen(),
  subsidy: fen(),
});

export const CardFigure = z.object({
  issued: count().describe('cards issued (replacements too)'),
  replaced: count().describe('of them, replacements (补卡)'),
  lost: count().describe('cards 挂失 now, by the month of their last change'),
  frozen: count().describe('cards 冻结 now, by the month of their last change'),
  cancelled: count().describe('cards cancelled (注销, replaced ones too), by the month they were cancelled'),
});
export const RechargeFigure = z.object({
  recharges: count(),
  recharged: fen(),
  refunds: count().describe('cash refunds and 销户 refunds (not reversed consumptions)'),
  refunded: fen(),
});

const series = <T extends z.ZodObject>(figure: T) =>
  z.object({
    months: z.array(z.object({ month: z.string().describe('YYYY-MM') }).extend(figure.shape)).describe('every month of the range, zeros included'),
    schools: z.array(z.object({ schoolId: z.string(), schoolName: z.string() }).extend(figure.shape)).describe('every school of the reach, over the range'),
  });
export const CardSeries = series(CardFigure);
export const RechargeSeries = series(RechargeFigure).extend({
  channels: z.array(z.object({ channel: z.string(), name: z.string() })).describe('the channels the data can tell: 柜台 (a keeper’s desk) only'),
});

export const DetailRow = z.object({
  personnelId: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  personnelType: count().describe('1 教师 · 2 学生 · 3 职工'),
  personnelTypeName: z.string(),
  className: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  cardNo: z.string().describe('the live card; empty without one'),
  cardStatus: count().describe('1 正常 · 2 挂失 · 3 冻结 · 0 no live card'),
  cardStatusName: z.string(),
  status: count().describe('1 正常 · 2 销户'),
  openedAt: z.string(),
  cash: fen(),
  subsidy: fen(),
});
