// 明细账's rows from the server's answer (docs/product-rules.md#finance): 期初余额, then each month's posted lines with
// their running balance, 本月合计 and 本年累计 — one flat list for the table.
import { sideOf } from '../format';
import type { LedgerDetail } from '../types';

export interface LedgerRow {
  key: string;
  kind: 'opening' | 'line' | 'month' | 'year';
  date: string;
  voucherId?: string;
  voucherNo?: string;
  summary: string;
  debit: number;
  credit: number;
  side: number;
  balance: number;
}

/** The rows; `labels` are the summary rows' words (期初余额, 本月合计, 本年累计). */
export function ledgerRows(ledger: LedgerDetail, labels: { opening: string; month: string; year: string }): LedgerRow[] {
  const direction = ledger.subject.direction;
  const rows: LedgerRow[] = [
    {
      key: 'opening',
      kind: 'opening',
      date: '',
      summary: labels.opening,
      debit: 0,
      credit: 0,
      side: sideOf(ledger.opening, direction),
      balance: ledger.opening,
    },
  ];
  for (const month of ledger.months) {
    month.lines.forEach((line, index) => rows.push({ key: `${month.period}-${index}`, kind: 'line', ...line, side: line.direction, balance: line.balance }));
    const side = sideOf(month.monthBalance, direction);
    const end = `${month.period}`;
    rows.push({
      key: `${end}-month`,
      kind: 'month',
      date: end,
      summary: labels.month,
      debit: month.monthDebit,
      credit: month.monthCredit,
      side,
      balance: month.monthBalance,
    });
    rows.push({
      key: `${end}-year`,
      kind: 'year',
      date: end,
      summary: labels.year,
      debit: month.yearDebit,
      credit: month.yearCredit,
      side,
      balance: month.monthBalance,
    });
  }
  return rows;
}
