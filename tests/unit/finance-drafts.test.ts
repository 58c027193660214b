// 生成凭证's pure rules (docs/product-rules.md#drafted-vouchers): how a kind's records become balanced vouchers on the
// server (server/modules/finance/drafts/plan.ts), and the dialog's choices on the console (src/domains/finance/drafts/rules.ts).
import { describe, expect, it } from 'vitest';
import { clip, costSubjectOf, planVouchers } from '../../server/modules/finance/drafts/plan.ts';
import type { SourceRow } from '../../server/modules/finance/drafts/sources.ts';
import { chosenKinds, dateRange, viewPathOf } from '../../src/domains/finance/drafts/rules';
import type { PendingKind } from '../../src/domains/finance/drafts/types';

const row = (key: string, day: string, amount: number, extra: Partial<SourceRow> = {}): SourceRow => ({
  key,
  day,
  party: null,
  partyName: null,
  category: null,
  amount,
  n: 1,
  ...extra,
});
const goods = (category: string | null) => (category === 'G01' ? '1403.01' : '1403.02');
const balanced = (lines: { debit: number; credit: number }[]) =>
  lines.reduce((sum, line) => sum + line.debit, 0) === lines.reduce((sum, line) => sum + line.credit, 0);

describe('planVouchers', () => {
  it('makes one recharge voucher a day, Dr 1002 / Cr 2203 at the day’s sum, taking each record', () => {
    const vouchers = planVouchers('recharge', [row('1', '2026-11-02', 100), row('2', '2026-11-01', 250), row('3', '2026-11-02', 50)], goods);
    expect(vouchers.map((voucher) => [voucher.date, voucher.total, voucher.keys])).toEqual([
      ['2026-11-01', 250, ['2']],
      ['2026-11-02', 150, ['1', '3']],
    ]);
    expect(vouchers[1]!.lines).toEqual([
      { summary: '2026-11-02 伙食费充值 2 笔', subject: { code: '1002' }, debit: 150, credit: 0 },
      { summary: '2026-11-02 伙食费充值 2 笔', subject: { code: '2203' }, debit: 0, credit: 150 },
    ]);
  });

  it('splits an acceptance day by supplier and its debit by goods category, crediting the supplier’s subject', () => {
    const fresh = { party: '7', partyName: '鲜丰' };
    const vouchers = planVouchers(
      'acceptance',
      [
        row('a1', '2026-11-03', 16_250, { ...fresh, category: 'G01' }),
        row('a2', '2026-11-03', 6_400, { ...fresh, category: 'G02' }),
        row('a3', '2026-11-03', 100, { ...fresh, category: 'G05' }),
        row('a4', '2026-11-03', 900, { party: '8', partyName: '湖畔', category: 'G04' }),
      ],
      goods,
    );
    expect(vouchers).toHaveLength(2);
    const first = vouchers.find((voucher) => voucher.keys.includes('a1'))!;
    expect(first.lines.map((line) => [line.subject, line.debit, line.credit])).toEqual([
      [{ code: '1403.01' }, 16_250, 0],
      [{ code: '1403.02' }, 6_500, 0],
      [{ supplierId: '7' }, 0, 22_750],
    ]);
    expect(vouchers.every((voucher) => balanced(voucher.lines))).toBe(true);
  });

  it('draws an issue day’s food cost from the materials (Dr 500x / Cr 1403.0x) under one key per canteen and day', () => {
    const canteen = { party: '5', partyName: '学生食堂' };
    const [voucher] = planVouchers(
      'issue',
      [row('5:2026-11-04', '2026-11-04', 300, { ...canteen, category: 'G01' }), row('5:2026-11-04', '2026-11-04', 700, { ...canteen, category: 'G02' })],
      goods,
    );
    expect(voucher!.keys).toEqual(['5:2026-11-04']);
    expect(voucher!.lines.map((line) => [line.subject, line.debit, line.credit])).toEqual([
      [{ code: '5001' }, 300, 0],
      [{ code: '5002' }, 700, 0],
      [{ code: '1403.01' }, 0, 300],
      [{ code: '1403.02' }, 0, 700],
    ]);
    expect(voucher!.summary).toBe('学生食堂 2026-11-04 领料出库');
  });

  it('makes one voucher per payment, on the school’s book and the supplier’s', () => {
    const rows = [row('p1', '2026-11-05', 500_000, { party: '7', partyName: '鲜丰' }), row('p2', '2026-11-05', 100, { party: '7', partyName: '鲜丰' })];
    expect(planVouchers('payment', rows, goods).map((voucher) => voucher.keys)).toEqual([['p1'], ['p2']]);
    const [receipt] = planVouchers('receipt', [row('p1', '2026-11-05', 500_000, { party: '3', partyName: '第一小学' })], goods);
    expect(receipt!.lines.map((line) => [line.subject, line.debit, line.credit])).toEqual([
      [{ code: '1002' }, 500_000, 0],
      [{ schoolId: '3' }, 0, 500_000],
    ]);
  });

  it('names the canteen in a consumption voucher and keeps every summary within 60 characters', () => {
    const [voucher] = planVouchers('consume', [row('5:2026-11-06', '2026-11-06', 1_200, { party: '5', partyName: '食'.repeat(70), n: 3 })], goods);
    expect([...voucher!.summary].length).toBe(60);
    expect(clip('短摘要')).toBe('短摘要');
    expect(costSubjectOf('1403.03')).toBe('5003');
  });
});

describe('the draft dialog’s rules', () => {
  const pending = (kind: PendingKind['kind'], count: number): PendingKind => ({
    kind,
    label: kind,
    count,
    amount: 0,
    vouchers: 0,
    firstDate: null,
    lastDate: null,
    closedCount: 0,
    closedAmount: 0,
  });

  it('takes the kinds with records waiting, but those unticked', () => {
    expect(chosenKinds([pending('recharge', 2), pending('refund', 0), pending('consume', 5)], ['consume'])).toEqual(['recharge']);
  });

  it('writes a kind’s days as a range, one day alone, or a dash', () => {
    expect(dateRange('2026-11-01', '2026-11-05')).toBe('2026-11-01 ~ 2026-11-05');
    expect(dateRange('2026-11-01', '2026-11-01')).toBe('2026-11-01');
    expect(dateRange(null, null)).toBe('—');
  });

  it('opens a supplier’s vouchers on the supplier’s 查看凭证', () => {
    expect(viewPathOf([pending('sale', 1), pending('receipt', 0)])).toBe('/supplierFinancialVoucherView');
    expect(viewPathOf([pending('recharge', 1)])).toBe('/financialVoucherView');
  });
});
