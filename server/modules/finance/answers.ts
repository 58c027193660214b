// What the finance routes answer (server/platform/http/answers.ts). Money in fen (whole numbers), ids as text.
import { z } from 'zod';

const fen = (description = 'fen') => z.number().int().describe(description);

export const BookAnswer = z.object({
  id: z.string(),
  kind: z.number().int().describe('1 a school’s book · 2 a supplier’s'),
  name: z.string(),
  schoolId: z.string().nullable(),
  supplierId: z.string().nullable(),
  startPeriod: z.string().describe('YYYY-MM, the first period (opening balances at its start)'),
  openPeriod: z.string().nullable().describe('the earliest open period, YYYY-MM'),
});

export const SubjectNode: z.ZodType<{
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  category: number;
  direction: number;
  isLeaf: boolean;
  status: number;
  openingBalance: number;
  version: number;
  children: unknown[];
}> = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    category: z.number().int().describe('1 资产 2 负债 3 净资产 4 收入 5 费用'),
    direction: z.number().int().describe('1 借 · -1 贷'),
    isLeaf: z.boolean(),
    status: z.number().int(),
    openingBalance: fen('fen, signed in the subject’s direction'),
    version: z.number().int(),
    get children() {
      return z.array(SubjectNode);
    },
  })
  .meta({ id: 'FinanceSubjectNode' });

export const SubjectLeaf = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  fullName: z.string().describe('the names from the top, joined with /'),
  direction: z.number().int(),
});

export const PeriodAnswer = z.object({
  period: z.string(),
  status: z.number().int().describe('0 未结账 · 1 已结账'),
  vouchers: z.number().int(),
  unposted: z.number().int(),
  closedByName: z.string(),
  closedTime: z.string(),
});

export const VoucherRow = z.object({
  id: z.string(),
  word: z.string(),
  number: z.number().int(),
  voucherNo: z.string().describe('记-0007'),
  voucherDate: z.string(),
  period: z.string(),
  summary: z.string().describe('the first line’s'),
  total: fen('Σ debit = Σ credit, fen'),
  status: z.number().int().describe('0 草稿 · 1 已审核 · 2 已记账'),
  preparerName: z.string(),
  auditorName: z.string(),
  posterName: z.string(),
  attachments: z.number().int(),
  sourceKind: z.string().nullable().describe('what drafted it; null when typed'),
  reversalOf: z.string().nullable().describe('the voucher a red 冲销 voucher reverses'),
  reversedBy: z.string().nullable().describe('the red voucher reversing this one'),
});

export const VoucherDetail = VoucherRow.extend({
  bookId: z.string(),
  preparerId: z.string(),
  version: z.number().int(),
  remark: z.string(),
  fileIds: z.array(z.string()),
  prevId: z.string().nullable(),
  nextId: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      summary: z.string(),
      subjectId: z.string(),
      subjectCode: z.string(),
      subjectName: z.string(),
      debit: fen(),
      credit: fen(),
    }),
  ),
  sources: z.array(z.object({ kind: z.string(), key: z.string(), label: z.string() })),
});

export const SavedAnswer = z.object({ id: z.string(), number: z.number().int(), voucherNo: z.string(), total: fen() });

export const LedgerLine = z.object({
  date: z.string(),
  voucherId: z.string(),
  voucherNo: z.string(),
  summary: z.string(),
  debit: fen(),
  credit: fen(),
  direction: z.number().int().describe('the balance’s side: 1 借 · -1 贷 · 0 平'),
  balance: fen('the running balance, signed in the subject’s direction'),
});

export const LedgerDetail = z.object({
  subject: z.object({ id: z.string(), code: z.string(), name: z.string(), direction: z.number().int() }),
  opening: fen('the balance at the start of `from`, signed in the subject’s direction'),
  months: z.array(
    z.object({
      period: z.string(),
      lines: z.array(LedgerLine),
      monthDebit: fen(),
      monthCredit: fen(),
      monthBalance: fen('the balance at the month’s end'),
      yearDebit: fen('from January (or the book’s start) to the month’s end'),
      yearCredit: fen(),
    }),
  ),
});

const BalanceFigures = {
  openingDebit: fen(),
  openingCredit: fen(),
  debit: fen(),
  credit: fen(),
  closingDebit: fen(),
  closingCredit: fen(),
};
export const BalanceRow = z.object({
  subjectId: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  isLeaf: z.boolean(),
  ...BalanceFigures,
});
export const BalanceAnswer = z.object({ rows: z.array(BalanceRow), totals: z.object(BalanceFigures) });
