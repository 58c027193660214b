// 明细账 and 科目余额表 (ledger.ts) of a book the caller reads, and their .xlsx exports (amounts in yuan, laid out to
// print: the opening row, the lines, each month's 本月合计 and 本年累计; the balance sheet with its 合计).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { answers, answersWorkbook } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { yuan } from '../../../platform/http/money.ts';
import { sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { financeCaller, readableBook } from '../caller.ts';
import { LedgerDetailQuery, LedgerRange } from '../input.ts';
import { BalanceAnswer, LedgerDetail } from '../answers.ts';
import { balanceSheet, ledgerDetail, MAX_MONTHS } from '../ledger.ts';
import { FINANCE_BASE } from './vouchers.ts';

const BASE = `${FINANCE_BASE}/ledger`;
const SIDES = { 1: '借', '-1': '贷', 0: '平' } as Record<string, string>;
const money = (fen: number) => (fen === 0 ? '' : yuan(fen).toFixed(2));

interface DetailRow {
  date: string;
  voucherNo: string;
  summary: string;
  debit: number;
  credit: number;
  side: number;
  balance: number;
}

const DETAIL_COLUMNS: Column<DetailRow>[] = [
  { header: '日期', width: 12, value: (row) => row.date },
  { header: '凭证字号', width: 10, value: (row) => row.voucherNo },
  { header: '摘要', width: 34, value: (row) => row.summary },
  { header: '借方', width: 14, value: (row) => money(row.debit) },
  { header: '贷方', width: 14, value: (row) => money(row.credit) },
  { header: '方向', width: 6, value: (row) => SIDES[String(row.side)] },
  { header: '余额', width: 14, value: (row) => yuan(Math.abs(row.balance)).toFixed(2) },
];

type Balance = Awaited<ReturnType<typeof balanceSheet>>['rows'][number];
const BALANCE_COLUMNS: Column<Balance>[] = [
  { header: '科目编码', width: 12, value: (row) => row.code },
  { header: '科目名称', width: 18, value: (row) => row.name },
  { header: '期初借方', width: 14, value: (row) => money(row.openingDebit) },
  { header: '期初贷方', width: 14, value: (row) => money(row.openingCredit) },
  { header: '本期借方', width: 14, value: (row) => money(row.debit) },
  { header: '本期贷方', width: 14, value: (row) => money(row.credit) },
  { header: '期末借方', width: 14, value: (row) => money(row.closingDebit) },
  { header: '期末贷方', width: 14, value: (row) => money(row.closingCredit) },
];

export function ledgerRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];
  const range = `from/to: months YYYY-MM, at most ${MAX_MONTHS}. Posted vouchers only.`;

  app.get(
    `${BASE}/detail`,
    {
      schema: {
        tags,
        summary: '明细账: a subject’s opening balance, then each month’s lines with the running balance, the month’s totals and the year to date',
        description: `${range} A subject with children sums its leaves. 404 \`科目不存在\` for a subject not on the book.`,
        querystring: LedgerDetailQuery,
        response: answers(LedgerDetail),
      },
    },
    async (request) => {
      const { bookId, subjectId, from, to } = request.query;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      return ok(await ledgerDetail(db, book.id, subjectId, from, to));
    },
  );

  app.get(
    `${BASE}/balance`,
    {
      schema: {
        tags,
        summary:
          '科目余额表: every subject’s opening, movements and closing over the months, each as a debit and a credit side; totals of the top-level subjects',
        description: range,
        querystring: LedgerRange,
        response: answers(BalanceAnswer),
      },
    },
    async (request) => {
      const { bookId, from, to } = request.query;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      return ok(await balanceSheet(db, book.id, from, to));
    },
  );

  app.post(
    `${BASE}/detail/export`,
    {
      schema: {
        tags,
        summary: '明细账 as an .xlsx (yuan)',
        description: `The detail’s query as a JSON body. ${range}`,
        body: LedgerDetailQuery,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const { bookId, subjectId, from, to } = request.body;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      const ledger = await ledgerDetail(db, book.id, subjectId, from, to);
      const direction = ledger.subject.direction;
      const side = (balance: number) => (balance === 0 ? 0 : balance > 0 ? direction : -direction);
      const total = (summary: string, debit: number, credit: number, balance: number): DetailRow => ({
        date: '',
        voucherNo: '',
        summary,
        debit,
        credit,
        side: side(balance),
        balance,
      });
      const rows: DetailRow[] = [total('期初余额', 0, 0, ledger.opening)];
      for (const month of ledger.months) {
        for (const line of month.lines) rows.push({ ...line, side: line.direction });
        rows.push(total(`${month.period} 本月合计`, month.monthDebit, month.monthCredit, month.monthBalance));
        rows.push(total(`${month.period} 本年累计`, month.yearDebit, month.yearCredit, month.monthBalance));
      }
      const name = `明细账_${ledger.subject.code}_${ledger.subject.name}_${from}_${to}`;
      return sendWorkbook(reply, `${name}.xlsx`, await workbookOf('明细账', DETAIL_COLUMNS, rows));
    },
  );

  app.post(
    `${BASE}/balance/export`,
    {
      schema: {
        tags,
        summary: '科目余额表 as an .xlsx (yuan), with its 合计 row',
        description: `The balance sheet’s query as a JSON body. ${range}`,
        body: LedgerRange,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const { bookId, from, to } = request.body;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      const sheet = await balanceSheet(db, book.id, from, to);
      const rows = [...sheet.rows, { subjectId: '', code: '', name: '合计', level: 0, isLeaf: false, ...sheet.totals }];
      return sendWorkbook(reply, `科目余额表_${book.name}_${from}_${to}.xlsx`, await workbookOf('科目余额表', BALANCE_COLUMNS, rows));
    },
  );
}
