// The ledger identity (docs/product-rules.md#finance) after 1,000 random vouchers on a sandbox school's book, drafted
// (by draftVoucher, through a test route), audited, posted and some reversed through the API over two months: every leaf's 科目余额表 movements equal the sum of
// its posted lines (drafts and audited vouchers count for nothing), opening + movements = closing for every subject,
// the totals balance, and each 明细账 ends where the 科目余额表 does.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { data, FIN, nextMonthOf, sandbox, type Line, type Sandbox, type Saved } from './support/finance.ts';

type Balance = {
  rows: {
    subjectId: string;
    code: string;
    isLeaf: boolean;
    openingDebit: number;
    openingCredit: number;
    debit: number;
    credit: number;
    closingDebit: number;
    closingCredit: number;
  }[];
  totals: { openingDebit: number; openingCredit: number; debit: number; credit: number; closingDebit: number; closingCredit: number };
};
type Ledger = { subject: { direction: number }; opening: number; months: { monthDebit: number; monthCredit: number; monthBalance: number }[] };

const VOUCHERS = 1_000;
const LEAVES = ['1001', '1002', '1231', '1403.01', '1403.02', '1403.03', '2203', '4001', '5001', '5002', '5003', '5101'];

/** A small seeded generator (mulberry32): the same vouchers on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: the ledger identity after ${VOUCHERS} random vouchers and reversals`, () => {
    const base = target.url;
    let box: Sandbox;
    beforeAll(async () => {
      box = await sandbox(base);
    });
    afterAll(async () => box?.cleanUp());

    it('keeps opening + posted movements = closing, and the balance sheet in balance', { timeout: 120_000 }, async () => {
      const next = nextMonthOf(box.period);
      const draw = random(35);
      const pick = <T>(list: readonly T[]) => list[Math.floor(draw() * list.length)]!;
      const bodies = Array.from({ length: VOUCHERS }, (_, index) => {
        const total = 100 + Math.floor(draw() * 1_000_000);
        const split = Math.floor(total * draw());
        const debits = split > 0 && draw() < 0.4 ? [split, total - split] : [total];
        const lines: Line[] = [
          ...debits.map((debit) => ({ summary: `随机 ${index} 借`, subjectId: box.subjects.get(pick(LEAVES))!, debit })),
          { summary: `随机 ${index} 贷`, subjectId: box.subjects.get(pick(LEAVES))!, credit: total },
        ];
        const month = draw() < 0.5 ? box.period : next;
        return { bookId: box.book.id, voucherDate: `${month}-${String(1 + Math.floor(draw() * 28)).padStart(2, '0')}`, lines };
      });
      // drafted in one call through the drafting slices' draftVoucher (the test route), the rest through the API
      const drafted = data(
        await box.clerk.post<{ ids: string[] }>('/api/test/finance/drafts', {
          vouchers: bodies.map((body) => ({ date: body.voucherDate, lines: body.lines })),
        }),
      );
      const saved = drafted.ids.map((id) => ({ id }));
      // a tenth stays a draft, a tenth audited only; the rest is posted
      const posted = saved.filter((_, index) => index % 10 >= 2);
      const audited = saved.filter((_, index) => index % 10 >= 1);
      for (let start = 0; start < audited.length; start += 500)
        data(await box.checker.post(`${FIN}/voucher/audit`, { ids: audited.slice(start, start + 500).map((voucher) => voucher.id) }));
      for (let start = 0; start < posted.length; start += 500)
        data(await box.clerk.post(`${FIN}/voucher/post`, { ids: posted.slice(start, start + 500).map((voucher) => voucher.id) }));
      // a tenth of the posted ones reversed; half of the red vouchers posted
      const reversed = posted.filter((_, index) => index % 10 === 3);
      const reds = await inParallel(reversed, 10, async (voucher) => data(await box.clerk.post<Saved>(`${FIN}/voucher/reverse`, { id: voucher.id })));
      const redPosted = reds.filter((_, index) => index % 2 === 0);
      data(await box.checker.post(`${FIN}/voucher/audit`, { ids: redPosted.map((voucher) => voucher.id) }));
      data(await box.clerk.post(`${FIN}/voucher/post`, { ids: redPosted.map((voucher) => voucher.id) }));

      // what the ledger must show: the posted vouchers' lines, and the posted red ones negated
      const expected = new Map<string, { debit: number; credit: number }>();
      const add = (subjectId: string, debit: number, credit: number) => {
        const entry = expected.get(subjectId) ?? { debit: 0, credit: 0 };
        expected.set(subjectId, { debit: entry.debit + debit, credit: entry.credit + credit });
      };
      const bodyOf = new Map(saved.map((voucher, index) => [voucher.id, bodies[index]!]));
      for (const voucher of posted) for (const line of bodyOf.get(voucher.id)!.lines) add(line.subjectId, line.debit ?? 0, line.credit ?? 0);
      const reversedIds = reversed.map((voucher) => voucher.id);
      for (const [index, red] of reds.entries())
        if (redPosted.includes(red)) for (const line of bodyOf.get(reversedIds[index]!)!.lines) add(line.subjectId, -(line.debit ?? 0), -(line.credit ?? 0));

      const sheet = data(await box.clerk.get<Balance>(`${FIN}/ledger/balance`, { bookId: box.book.id, from: box.period, to: next }));
      for (const row of sheet.rows) {
        expect(row.openingDebit - row.openingCredit + row.debit - row.credit, row.code).toBe(row.closingDebit - row.closingCredit);
        if (row.isLeaf) expect({ debit: row.debit, credit: row.credit }, row.code).toEqual(expected.get(row.subjectId) ?? { debit: 0, credit: 0 });
      }
      expect(sheet.totals.debit).toBe(sheet.totals.credit);
      expect(sheet.totals.closingDebit).toBe(sheet.totals.closingCredit);
      expect(sheet.totals.debit).toBeGreaterThan(0);

      // the first month's closing is the second month's opening
      const [first, second] = await Promise.all([
        box.clerk.get<Balance>(`${FIN}/ledger/balance`, { bookId: box.book.id, from: box.period, to: box.period }),
        box.clerk.get<Balance>(`${FIN}/ledger/balance`, { bookId: box.book.id, from: next, to: next }),
      ]);
      const closing = new Map(data(first).rows.map((row) => [row.subjectId, row.closingDebit - row.closingCredit]));
      for (const row of data(second).rows) expect(row.openingDebit - row.openingCredit, row.code).toBe(closing.get(row.subjectId));

      for (const row of sheet.rows.filter((candidate) => ['1002', '1403', '2203', '5002'].includes(candidate.code))) {
        const ledger = data(await box.clerk.get<Ledger>(`${FIN}/ledger/detail`, { bookId: box.book.id, subjectId: row.subjectId, from: box.period, to: next }));
        expect(
          ledger.months.reduce((sum, month) => sum + month.monthDebit, 0),
          row.code,
        ).toBe(row.debit);
        expect(
          ledger.months.reduce((sum, month) => sum + month.monthCredit, 0),
          row.code,
        ).toBe(row.credit);
        expect(ledger.months.at(-1)!.monthBalance * ledger.subject.direction, row.code).toBe(row.closingDebit - row.closingCredit);
      }
    });
  });
}
