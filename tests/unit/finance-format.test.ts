// The finance console's pure rules (src/domains/finance/format.ts, components/ledger-rows.ts): the amount in Chinese
// capitals a voucher prints, the lines of a voucher being typed (which count, totals, whether it may be saved), the
// side of a balance and 明细账's rows.
import { describe, expect, it } from 'vitest';
import { ledgerRows } from '../../src/domains/finance/components/ledger-rows';
import { balanceChecks, capitalAmount, checkLines, formatAmount, lineState, linesPayload, sideOf, type LineDraft } from '../../src/domains/finance/format';

describe('capitalAmount (大写)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [1050, '壹拾元伍角'],
    [1005, '壹拾元零伍分'],
    [1055, '壹拾元伍角伍分'],
    [120000, '壹仟贰佰元整'],
    [101000, '壹仟零壹拾元整'],
    [100100, '壹仟零壹元整'],
    [10010000, '壹拾万零壹佰元整'],
    [1000000, '壹万元整'],
    [1000100, '壹万零壹元整'],
    [10000000000, '壹亿元整'],
    [10001000000, '壹亿零壹万元整'],
    [123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [-120000, '负壹仟贰佰元整'],
  ])('%d fen → %s', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });
});

const line = (patch: Partial<LineDraft>): LineDraft => ({ key: Math.random().toString(), summary: '购入大米', debit: '', credit: '', ...patch });

describe('the lines of a voucher being typed', () => {
  it('counts a line with a summary, a subject and exactly one side; leaves out a blank one', () => {
    expect(lineState(line({ subjectId: '1', debit: '1200' }))).toBe('valid');
    expect(lineState(line({}))).toBe('blank');
    expect(lineState(line({ summary: '', debit: '1' }))).toBe('invalid');
    expect(lineState(line({ subjectId: '1', debit: '1', credit: '1' }))).toBe('invalid');
    expect(lineState(line({ subjectId: '1' }))).toBe('invalid');
    expect(lineState(line({ subjectId: '1', debit: '1.234' }))).toBe('invalid');
    expect(lineState(line({ subjectId: '1', debit: '0' }))).toBe('invalid');
    expect(lineState(line({ debit: '5' }))).toBe('invalid');
    expect(lineState(line({ summary: 'x'.repeat(61), subjectId: '1', debit: '5' }))).toBe('invalid');
  });

  it('may be saved only balanced, with two valid lines and none half typed', () => {
    const debit = line({ subjectId: 'a', debit: '1,200'.replace(',', '') });
    const credit = line({ subjectId: 'b', credit: '1200.00' });
    expect(checkLines([debit, credit])).toEqual({ debit: 120000, credit: 120000, valid: 2, invalid: [], balanced: true, canSave: true });
    expect(checkLines([debit, line({ subjectId: 'b', credit: '1199.99' })]).canSave).toBe(false);
    expect(checkLines([debit, credit, line({ summary: '运费', debit: '10' })]).invalid).toEqual([2]);
    expect(checkLines([debit, credit, line({})]).canSave).toBe(true);
    expect(checkLines([line({ subjectId: 'a', debit: '0.5', credit: '' })]).canSave).toBe(false);
    expect(checkLines([line({}), line({})])).toMatchObject({ debit: 0, balanced: false, canSave: false });
  });

  it('sends the valid lines in fen', () => {
    expect(linesPayload([line({ summary: ' 购入大米 ', subjectId: 'a', debit: '12.5' }), line({}), line({ subjectId: 'b', credit: '12.50' })])).toEqual([
      { summary: '购入大米', subjectId: 'a', debit: 1250, credit: 0 },
      { summary: '购入大米', subjectId: 'b', debit: 0, credit: 1250 },
    ]);
  });
});

describe('amounts and balances as the ledgers print them', () => {
  it('groups thousands', () => {
    expect(formatAmount(123456789)).toBe('1,234,567.89');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('tells the side of a balance signed in the subject’s direction', () => {
    expect(sideOf(100, 1)).toBe(1);
    expect(sideOf(-100, 1)).toBe(-1);
    expect(sideOf(100, -1)).toBe(-1);
    expect(sideOf(-100, -1)).toBe(1);
    expect(sideOf(0, -1)).toBe(0);
  });

  it('lays 明细账 out: opening, the lines, then each month’s total and year to date', () => {
    const rows = ledgerRows(
      {
        subject: { id: 's', code: '1002', name: '银行存款', direction: 1 },
        opening: 10000,
        months: [
          {
            period: '2026-11',
            lines: [{ date: '2026-11-02', voucherId: 'v', voucherNo: '记-0001', summary: '充值', debit: 5000, credit: 0, direction: 1, balance: 15000 }],
            monthDebit: 5000,
            monthCredit: 0,
            monthBalance: 15000,
            yearDebit: 7000,
            yearCredit: 1000,
          },
        ],
      },
      { opening: '期初余额', month: '本月合计', year: '本年累计' },
    );
    expect(rows.map((row) => [row.kind, row.summary, row.debit, row.credit, row.side, row.balance])).toEqual([
      ['opening', '期初余额', 0, 0, 1, 10000],
      ['line', '充值', 5000, 0, 1, 15000],
      ['month', '本月合计', 5000, 0, 1, 15000],
      ['year', '本年累计', 7000, 1000, 1, 15000],
    ]);
  });

  it('checks 科目余额表’s totals pair by pair', () => {
    const totals = { openingDebit: 1, openingCredit: 1, debit: 5, credit: 5, closingDebit: 2, closingCredit: 3 };
    expect(balanceChecks(totals)).toEqual({ opening: true, period: true, closing: false });
  });
});
