// 生成凭证 and 付款登记 (docs/product-rules.md#drafted-vouchers): vouchers drafted from what already happened — each
// source once (a second run drafts nothing more of it), amounts equal to the sources, nothing of another school, nothing
// in a closed period, and a removed draft frees its sources, on a sandbox school of this file's own (its counts exact);
// an acceptance as Dr 1403.0x / Cr 2202.xxx and a payment on both books on 第一小学's and 鲜丰's books, where other files
// write at the same time: those checks read the vouchers of the records this file makes (by their sources), or compare
// with SQL on PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sandbox, type Sandbox } from './support/finance.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { FRESH, stockOf, supplyWorld, type SupplyWorld } from './support/supply.ts';

const F = '/api/rabbit-finance';
type Book = { id: string; kind: 1 | 2; schoolId: string | null; supplierId: string | null };
type Drafted = { id: string; voucherNo: string; kind: string; date: string; summary: string; total: number };
type Pending = { kind: string; count: number; amount: number; vouchers: number; closedCount: number; closedAmount: number };
type Line = { summary: string; subjectCode: string; subjectName: string; debit: number; credit: number };
type Detail = {
  id: string;
  status: number;
  total: number;
  voucherDate: string;
  sourceKind: string | null;
  lines: Line[];
  sources: { kind: string; key: string }[];
};
type Payment = { id: string; amount: number; voucherId: string | null; voucherNo: string | null; voucherStatus: number | null };

const targets = inject('targets');
const databaseUrl = targets.find((target) => target.databaseUrl)?.databaseUrl;
let db: pg.Client | undefined;
beforeAll(async () => {
  if (!databaseUrl) return;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => db?.end());

for (const target of targets) {
  describe(`${target.name}: vouchers drafted from what already happened, and 付款登记`, () => {
    const base = target.url;
    // the SQL checks read PostgreSQL: the PGlite target is a database of its own
    const sqlOf = () => (target.databaseUrl ? db : undefined);
    let world: SupplyWorld;
    let school: Caller;
    let accountant: Caller;
    let schoolBook: Book;
    let supplierBook: Book;

    const bookOf = async (caller: Caller, kind: 1 | 2) => (await caller.get<Book[]>(`${F}/book/list`)).body.data.find((book) => book.kind === kind)!;
    const pending = async (caller: Caller, bookId: string) => {
      const answer = (await caller.get<Pending[]>(`${F}/draft/pending`, { bookId })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const run = async (caller: Caller, bookId: string, kinds: string[]) => {
      const answer = (await caller.post<{ vouchers: Drafted[] }>(`${F}/draft/run`, { bookId, kinds, to: world.today })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data.vouchers;
    };
    const detail = async (caller: Caller, id: string) => (await caller.get<Detail>(`${F}/voucher/detail`, { id })).body;
    /** The drafted voucher holding source `key`, among `vouchers`. */
    const holding = async (caller: Caller, vouchers: Drafted[], key: string) => {
      for (const voucher of vouchers) {
        const found = (await detail(caller, voucher.id)).data;
        if (found.sources.some((source) => source.key === key)) return found;
      }
      return undefined;
    };
    const sides = (voucher: Detail) => ({
      debit: voucher.lines.reduce((sum, line) => sum + line.debit, 0),
      credit: voucher.lines.reduce((sum, line) => sum + line.credit, 0),
    });
    const pay = (body: Record<string, unknown>) => school.post<Payment>(`${F}/payment/submit`, { bookId: schoolBook.id, method: '转账', ...body });

    beforeAll(async () => {
      world = await supplyWorld(base);
      [school, accountant] = await Promise.all([signedIn(base, 'school'), signedIn(base, 'accountant')]);
      schoolBook = await bookOf(school, 1);
      supplierBook = await bookOf(world.fresh, 2);
    });

    describe('on a sandbox school’s own book', () => {
      let box: Sandbox;
      let personnelId: string;
      const wallet = async (type: 'RECHARGE' | 'CONSUME' | 'SUBSIDY_GRANT', amount: number) => {
        const answer = (await box.clerk.post<{ id: string }>('/api/test/wallet', { personnelId, type, amount, dinnerType: 2, requestId: uniqueAccount('fdw') }))
          .body;
        expect(answer.code, JSON.stringify(answer)).toBe(200);
        return answer.data.id;
      };
      const kind = async (name: string) => (await pending(box.clerk, box.book.id)).find((row) => row.kind === name)!;

      beforeAll(async () => {
        box = await sandbox(base);
        const canteenId = (await box.clerk.get<{ id: string }[]>('/api/shian/canteen-cost/canteens')).body.data[0]!.id;
        const diner = (
          await box.clerk.post<{ id: string }>('/api/rabbit-personnel/personnel/submit', {
            personnelNo: uniqueAccount('FD'),
            name: '记账测试',
            type: 2,
            canteenId,
          })
        ).body;
        expect(diner.code, JSON.stringify(diner)).toBe(200);
        personnelId = diner.data.id;
      });
      afterAll(async () => box?.cleanUp());

      it('drafts the day’s recharges once, Dr 1002 / Cr 2203 at their amount; a second run drafts only what came since', async () => {
        const first = [await wallet('RECHARGE', 12_345), await wallet('RECHARGE', 20_000)];
        // only this school's records: the demo schools' thousands never reach its book
        expect(await kind('recharge')).toMatchObject({ count: 2, amount: 32_345, vouchers: 1, closedCount: 0 });
        const drafted = await run(box.clerk, box.book.id, ['recharge']);
        expect(drafted).toHaveLength(1);
        expect(drafted[0]).toMatchObject({ kind: 'recharge', date: world.today, total: 32_345, summary: `${world.today} 伙食费充值 2 笔` });
        const voucher = (await detail(box.clerk, drafted[0]!.id)).data;
        expect(voucher).toMatchObject({ status: 0, voucherDate: world.today, sourceKind: 'recharge', total: 32_345 });
        expect(voucher.sources.map((source) => source.key).sort()).toEqual([...first].sort());
        expect(voucher.lines.map((line) => [line.subjectCode, line.debit, line.credit])).toEqual([
          ['1002', 32_345, 0],
          ['2203', 0, 32_345],
        ]);
        expect(await kind('recharge')).toMatchObject({ count: 0, amount: 0, vouchers: 0 });
        expect(await run(box.clerk, box.book.id, ['recharge'])).toEqual([]);

        const later = await wallet('RECHARGE', 5_000);
        const again = await run(box.clerk, box.book.id, ['recharge']);
        expect(again).toHaveLength(1);
        expect((await detail(box.clerk, again[0]!.id)).data).toMatchObject({ total: 5_000, sources: [{ kind: 'recharge', key: later }] });
      });

      it('drafts a canteen’s day of meals not reversed as Dr 2203 / Cr 4001 naming the canteen, and subsidies as Dr 1231 / Cr 2203', async () => {
        await wallet('SUBSIDY_GRANT', 3_000);
        await wallet('CONSUME', 1_200);
        const reversed = await wallet('CONSUME', 800);
        expect((await box.clerk.post('/api/rabbit-consume/detail/reverse', { txnId: reversed, requestId: uniqueAccount('fdv') })).body.code).toBe(200);
        expect(await kind('consume')).toMatchObject({ count: 1, amount: 1_200, vouchers: 1 });
        const drafted = await run(box.clerk, box.book.id, ['consume', 'subsidy']);
        const meals = (await detail(box.clerk, drafted.find((voucher) => voucher.kind === 'consume')!.id)).data;
        expect(meals.lines.map((line) => [line.subjectCode, line.debit, line.credit])).toEqual([
          ['2203', 1_200, 0],
          ['4001', 0, 1_200],
        ]);
        expect(meals.lines[0]!.summary).toContain(`${box.schoolName}食堂`);
        expect(meals.sources).toHaveLength(1);
        expect(meals.sources[0]!.key).toMatch(new RegExp(`^\\d+:${world.today}$`));
        const subsidy = (await detail(box.clerk, drafted.find((voucher) => voucher.kind === 'subsidy')!.id)).data;
        expect(subsidy.lines.map((line) => [line.subjectCode, line.debit, line.credit])).toEqual([
          ['1231', 3_000, 0],
          ['2203', 0, 3_000],
        ]);
      });

      it('frees the sources of a removed draft: the next run drafts them again', async () => {
        const paid = await wallet('RECHARGE', 2_500);
        const [first] = await run(box.clerk, box.book.id, ['recharge']);
        expect((await box.clerk.post(`${F}/voucher/remove`, { ids: [first!.id] })).body.code).toBe(200);
        expect(await kind('recharge')).toMatchObject({ count: 1, amount: 2_500 });
        const [again] = await run(box.clerk, box.book.id, ['recharge']);
        expect(again!.id).not.toBe(first!.id);
        expect((await detail(box.clerk, again!.id)).data.sources).toEqual([expect.objectContaining({ key: paid })]);
      });

      it('reports a closed period’s sources and never drafts them', async () => {
        // everything of the month audited by the second clerk and posted, then the month closed
        const page = (await box.clerk.get<PageOf<{ id: string }>>(`${F}/voucher/page`, { bookId: box.book.id, size: '100' })).body.data.records;
        const ids = page.map((voucher) => voucher.id);
        expect((await box.checker.post(`${F}/voucher/audit`, { ids })).body.code).toBe(200);
        expect((await box.checker.post(`${F}/voucher/post`, { ids })).body.code).toBe(200);
        const closed = (await box.clerk.post(`${F}/period/close`, { bookId: box.book.id, period: box.period })).body;
        expect(closed.code, JSON.stringify(closed)).toBe(200);

        await wallet('RECHARGE', 3_300);
        expect(await kind('recharge')).toMatchObject({ count: 0, amount: 0, closedCount: 1, closedAmount: 3_300 });
        expect(await run(box.clerk, box.book.id, ['recharge'])).toEqual([]);
        expect(await kind('recharge')).toMatchObject({ closedCount: 1 });
      });
    });

    it('drafts an acceptance as Dr 1403.0x by goods category / Cr the supplier’s 2202.xxx, and the sale on the supplier’s book', async () => {
      await stockOf(world, base, 'G0101', 25_000);
      await stockOf(world, base, 'G0201', 2_000);
      const drafted = await run(school, schoolBook.id, ['acceptance']);
      const today = drafted.filter((voucher) => voucher.kind === 'acceptance' && voucher.date === world.today && voucher.summary.includes(FRESH));
      expect(today).toHaveLength(1);
      const voucher = (await detail(school, today[0]!.id)).data;
      const debits = Object.fromEntries(voucher.lines.filter((line) => line.debit).map((line) => [line.subjectCode, line.debit]));
      // 25 kg of rice at 6.50 元 is 主食 (162.50 元 at least), 2 kg of pork at 32.00 元 副食 (64.00 元 at least)
      expect(debits['1403.01']).toBeGreaterThanOrEqual(16_250);
      expect(debits['1403.02']).toBeGreaterThanOrEqual(6_400);
      const credits = voucher.lines.filter((line) => line.credit);
      expect(credits).toHaveLength(1);
      expect(credits[0]!.subjectCode).toMatch(/^2202\.\d{3}$/);
      expect(credits[0]!.subjectName).toBe(FRESH);
      expect(sides(voucher)).toEqual({ debit: voucher.total, credit: voucher.total });
      const client = sqlOf();
      if (client) {
        const { rows } = await client.query<{ sum: string }>(
          `SELECT sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END)::text AS sum
             FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id WHERE a.id::text = ANY($1)`,
          [voucher.sources.map((source) => source.key)],
        );
        expect(Number(rows[0]!.sum)).toBe(voucher.total);
      }
      expect(await run(school, schoolBook.id, ['acceptance'])).not.toContainEqual(expect.objectContaining({ id: voucher.id }));

      // the supplier's book: its sale to 第一小学 of the same acceptances, Dr 1122.xxx / Cr 6001
      const sales = await run(world.fresh, supplierBook.id, ['sale']);
      const sale = (await holding(world.fresh, sales, voucher.sources[0]!.key))!;
      expect(sale.lines.map((line) => [line.subjectCode.replace(/\.\d{3}$/, '.xxx'), line.debit > 0 ? 'Dr' : 'Cr'])).toEqual([
        ['1122.xxx', 'Dr'],
        ['6001', 'Cr'],
      ]);
      expect(sale.lines[0]!.subjectName).toContain('第一小学');
    });

    it('registers a payment and drafts it on both books; removing it removes its drafts, refused once audited', async () => {
      const supplierId = world.item('G0101').supplierId;
      const saved = (await pay({ supplierId, amount: 500_000, payDate: world.today, remark: '十一月货款' })).body;
      expect(saved.code, JSON.stringify(saved)).toBe(200);
      expect(saved.data).toMatchObject({ amount: 500_000, voucherId: null });

      const drafted = await run(school, schoolBook.id, ['payment']);
      const voucher = (await holding(school, drafted, saved.data.id))!;
      expect(voucher.lines.map((line) => [line.subjectName, line.debit, line.credit])).toEqual([
        [FRESH, 500_000, 0],
        ['银行存款', 0, 500_000],
      ]);
      const receipts = await run(world.fresh, supplierBook.id, ['receipt']);
      const receipt = (await holding(world.fresh, receipts, saved.data.id))!;
      expect(receipt.lines.map((line) => [line.subjectCode.replace(/\.\d{3}$/, '.xxx'), line.debit, line.credit])).toEqual([
        ['1002', 500_000, 0],
        ['1122.xxx', 0, 500_000],
      ]);
      const listed = (await school.get<PageOf<Payment>>(`${F}/payment/page`, { bookId: schoolBook.id, keyword: '十一月货款', size: '100' })).body.data.records;
      expect(listed.find((row) => row.id === saved.data.id)).toMatchObject({ voucherId: voucher.id, voucherStatus: 0 });

      // removed while its vouchers are drafts: they go with it
      expect((await school.post(`${F}/payment/remove`, { ids: [saved.data.id] })).body.code).toBe(200);
      expect((await detail(school, voucher.id)).code).toBe(404);
      expect((await detail(world.fresh, receipt.id)).code).toBe(404);

      // audited, it stays
      const kept = (await pay({ supplierId, amount: 1_000, payDate: world.today })).body.data;
      const keptVoucher = (await holding(school, await run(school, schoolBook.id, ['payment']), kept.id))!;
      expect((await accountant.post(`${F}/voucher/audit`, { ids: [keptVoucher.id] })).body.code).toBe(200);
      const refused = (await school.post(`${F}/payment/remove`, { ids: [kept.id] })).body;
      expect(refused.code).toBe(400);
      expect(refused.msg).toMatch(/^该付款的凭证已审核，不能删除：记-\d{4}$/);
    });

    it('keeps every book to its own: another school’s sources never reach it, and others may not draft on it', async () => {
      const client = sqlOf();
      if (client) {
        // every wallet change drafted on 第一小学's book is of one of its diners
        const { rows } = await client.query<{ strays: string }>(
          `SELECT count(*)::text AS strays FROM fin_voucher_source s JOIN fin_book b ON b.id = s.book_id
             JOIN sys_wallet_txn t ON t.id::text = s.source_key JOIN sys_personnel p ON p.id = t.personnel_id
            WHERE b.id = $1 AND s.source_kind IN ('recharge', 'refund', 'subsidy') AND p.school_id <> b.school_id`,
          [schoolBook.id],
        );
        expect(rows[0]!.strays).toBe('0');
      }
      const [other, supervisor] = await Promise.all([signedIn(base, 'centre2', '100002'), signedIn(base, 'centre')]);
      for (const caller of [other, world.fresh]) {
        expect((await caller.get(`${F}/draft/pending`, { bookId: schoolBook.id })).body.code).toBe(404);
        expect((await caller.post(`${F}/draft/run`, { bookId: schoolBook.id, kinds: ['recharge'], to: world.today })).body.code).toBe(404);
        expect((await caller.get(`${F}/payment/page`, { bookId: schoolBook.id })).body.code).toBe(404);
      }
      // a supervisor reads what is pending on a school of its reach and drafts nothing
      expect((await supervisor.get(`${F}/draft/pending`, { bookId: schoolBook.id })).body.code).toBe(200);
      expect((await supervisor.post(`${F}/draft/run`, { bookId: schoolBook.id, kinds: ['recharge'], to: world.today })).body.code).toBe(403);
      expect(
        (
          await supervisor.post(`${F}/payment/submit`, {
            bookId: schoolBook.id,
            supplierId: world.item('G0101').supplierId,
            amount: 1,
            payDate: world.today,
            method: '转账',
          })
        ).body.code,
      ).toBe(403);
    });

    it('refuses a bad payment or run with its message, saving nothing', async () => {
      const supplierId = world.item('G0101').supplierId;
      const cases: [Record<string, unknown>, string][] = [
        [{ supplierId, amount: 0, payDate: world.today }, '付款金额须为大于 0 的整数（分）'],
        [{ supplierId, payDate: world.today }, '请输入付款金额'],
        [{ supplierId, amount: 100, payDate: '2026-02-30' }, '请选择付款日期'],
        [{ supplierId, amount: 100, payDate: '2099-01-01' }, '付款日期不能晚于今天'],
        [{ amount: 100, payDate: world.today }, '请选择供应商'],
        [{ supplierId, amount: 100, payDate: world.today, method: '刷脸' }, '请选择付款方式'],
        [{ supplierId: '999999999', amount: 100, payDate: world.today }, '该供应商未与本校建立供货关系'],
      ];
      for (const [body, msg] of cases) expect((await pay(body)).body, JSON.stringify(body)).toMatchObject({ code: 400, msg });
      const bad = (body: Record<string, unknown>) => school.post(`${F}/draft/run`, { bookId: schoolBook.id, to: world.today, ...body });
      expect((await bad({ kinds: [] })).body).toMatchObject({ code: 400, msg: '请选择要生成的凭证类型' });
      expect((await bad({ kinds: ['lottery'] })).body).toMatchObject({ code: 400, msg: '凭证类型不正确' });
      expect((await bad({ kinds: ['recharge'], to: '2099-01-01' })).body).toMatchObject({ code: 400, msg: '截止日期不能晚于今天' });
    });
  });
}
