// 财务监管 on the real server (docs/product-rules.md#finance-supervision): who may read it (the supervisors, each in
// its reach) and who may set the thresholds (the education bureau, for its own district only); every figure of
// 指标预警 and 伙食费收支 computed from the vouchers and orders this file makes in a sandbox school of its own — never
// from the seeded ones, which other files move — and 财务's to-do items.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call, tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { submitOrder, supplyWorld, SUPPLY } from './support/supply.ts';
import { findNode, type Tree } from './support/tree.ts';

const F = '/api/rabbit-finance';
const S = `${F}/supervision`;

type Book = {
  schoolId: string;
  schoolName: string;
  bookId: string | null;
  lastClosed: string | null;
  openPeriods: string[];
  unposted: number;
  lastPosting: string | null;
  overdueMonths: number;
};
type Warning = { schoolId: string; code: string; value: number; threshold: number; level: string; orderNo?: string };
type Indicators = { month: string; thresholds: Record<string, number>; median: number | null; schools: number; warnings: Warning[] };
type Figures = { mealIncome: number; foodCost: number; ratio: number | null; recharges: number; balance: number };
type MealFee = { from: string; to: string; rows: (Figures & { schoolId: string; period: string })[]; byMonth: (Figures & { period: string })[] };
type Item = { key: string; count: number | null; link: string };

const DEFAULTS = { closeDay: 10, foodCostHigh: 70, foodCostLow: 45, emergencyAmount: 500_000, emergencyShare: 10, medianGap: 10 };

/** The month after 'YYYY-MM' (`by` months later). */
const later = (month: string, by = 1) => {
  const serial = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + by;
  return `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
};

for (const target of inject('targets')) {
  describe(`${target.name}: 财务监管`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);
    const ok = <T>(answer: { body: { code: number; data: T; msg: string } }) => {
      expect(answer.body.code, answer.body.msg).toBe(200);
      return answer.body.data;
    };

    /** A school of its own under the bureau: two keepers (school role), an education officer reaching it alone, its book and month. */
    const sandbox = async () => {
      const centre = await signedIn(base, 'centre');
      const tree = ok(await centre.get<Tree[]>('/api/rabbit-system/dept/tree'));
      const roleOf = async (roleAlias: string) => ok(await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias })).id;
      const school = ok(
        await centre.post<{ id: string }>('/api/rabbit-system/dept/submit', {
          deptName: `财务沙箱${uniqueAccount('')}`,
          parentId: findNode(tree, '东湖区教育局')!.id,
          deptCategory: 2,
          sort: 9999,
        }),
      );
      const user = async (roleAlias: string, realName: string) => {
        const account = uniqueAccount('fin');
        const made = ok(
          await centre.post<{ id: string }>('/api/rabbit-user/submit', {
            account,
            password: 'Abc123',
            realName,
            sex: 1,
            deptId: school.id,
            roleId: await roleOf(roleAlias),
          }),
        );
        onTestFinished(async () => void (await centre.post('/api/rabbit-user/remove', {}, { ids: made.id })));
        return callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      };
      const [preparer, auditor, officer] = [await user('school', '制单会计'), await user('school', '审核会计'), await user('education', '沙箱监管')];
      onTestFinished(async () => void (await centre.post('/api/rabbit-system/dept/remove', {}, { ids: school.id })));
      const book = ok(await preparer.get<{ id: string; schoolId: string; openPeriod: string }[]>(`${F}/book/list`)).find((row) => row.schoolId === school.id)!;
      expect(book, 'the school’s book, made on its first finance call').toBeDefined();
      const leaves = ok(await preparer.get<{ id: string; code: string }[]>(`${F}/subject/leaves`, { bookId: book.id }));
      const subject = (code: string) => leaves.find((leaf) => leaf.code === code)!.id;
      const month = book.openPeriod;
      /** A voucher Dr `debit` / Cr `credit` of `amount` fen, posted unless `draft`; answers its id. */
      const voucher = async (debit: string, credit: string, amount: number, { draft = false } = {}) => {
        const made = ok(
          await preparer.post<{ id: string }>(`${F}/voucher/submit`, {
            bookId: book.id,
            word: '记',
            voucherDate: `${month}-02`,
            attachments: 0,
            fileIds: [],
            remark: '',
            lines: [
              { summary: '监管测试', subjectId: subject(debit), debit: amount, credit: 0 },
              { summary: '监管测试', subjectId: subject(credit), debit: 0, credit: amount },
            ],
          }),
        );
        if (!draft) await post(made.id);
        return made.id;
      };
      const post = async (id: string) => {
        ok(await auditor.post(`${F}/voucher/audit`, { ids: [id] }));
        ok(await auditor.post(`${F}/voucher/post`, { ids: [id] }));
      };
      return { centre, school, book, month, preparer, auditor, officer, voucher, post };
    };

    const indicatorsOf = async (caller: Caller, month: string) => ok(await caller.get<Indicators>(`${S}/indicators`, { month }));
    const mine = (indicators: Indicators, schoolId: string) => indicators.warnings.filter((warning) => warning.schoolId === schoolId);
    const todo = async (caller: Caller, key: string) => ok(await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).find((item) => item.key === key);

    it('is the supervisors’ alone: a school, a canteen and a supplier are refused (403), nobody without a session (401)', async () => {
      const refused = await Promise.all([signedIn(base, 'school'), signedIn(base, 'canteen'), signedIn(base, 'supplier', '100001', { supplier: true })]);
      for (const caller of refused)
        for (const path of ['books', 'indicators', 'settings', 'meal-fee']) expect((await caller.get(`${S}/${path}`)).body.code, path).toBe(403);
      expect((await call(base, 'GET', `${S}/books`)).status).toBe(401);
      // 纪委 and 市场监管 read the thresholds, only the education bureau sets them
      for (const account of ['jiwei', 'market']) {
        const caller = await signedIn(base, account);
        expect(ok(await caller.get<typeof DEFAULTS>(`${S}/settings`)).closeDay).toBeGreaterThan(0);
        expect((await caller.post(`${S}/settings`, { closeDay: 5 })).body.code, account).toBe(403);
      }
      const centre = await signedIn(base, 'centre');
      expect((await centre.post(`${S}/settings`, { foodCostLow: 80, foodCostHigh: 70 })).body.msg).toBe('食材成本率下限须低于上限');
      expect((await centre.post(`${S}/settings`, { closeDay: 40 })).body.code).toBe(400);
      expect((await centre.get(`${S}/meal-fee`, { from: '2026-01', to: '2025-12' })).body.msg).toBe('结束月份不能早于开始月份');
      expect((await centre.get(`${S}/meal-fee`, { from: '2025-01', to: '2026-01' })).body.msg).toBe('统计范围不能超过 12 个月');
    });

    it('学校账簿, the food-cost ratio, 伙食费收支 and the keepers’ to-dos from posted vouchers only; the school’s book read-only for the supervisor', async () => {
      const world = await sandbox();
      const { school, book, month, officer, centre } = world;
      await world.voucher('1002', '2203', 150_000); // recharges
      await world.voucher('2203', '4001', 100_000); // meals eaten
      const cost = await world.voucher('5002', '1002', 80_000); // food bought
      await world.voucher('5001', '1002', 999_999, { draft: true }); // not posted: counts nowhere

      // 学校账簿: the officer reaches this school alone; the bureau sees it among others; another district nothing
      const books = ok(await officer.get<Book[]>(`${S}/books`));
      expect(books.map((row) => row.schoolId)).toEqual([school.id]);
      expect(books[0]).toMatchObject({ bookId: book.id, unposted: 1, openPeriods: [month], overdueMonths: 0 });
      expect(books[0]!.lastPosting).toBe(`${month}-02`);
      expect(ok(await centre.get<Book[]>(`${S}/books`)).some((row) => row.schoolId === school.id)).toBe(true);
      const other = await signedIn(base, 'centre2', '100002');
      expect(ok(await other.get<Book[]>(`${S}/books`)).some((row) => row.schoolId === school.id)).toBe(false);

      // the ratio: 80,000 ÷ 100,000 = 80 % > 70 %, medium (not ten points past)
      const ratio = mine(await indicatorsOf(officer, month), school.id);
      expect(ratio.find((warning) => warning.code === 'foodCostHigh')).toMatchObject({ value: 80, threshold: 70, level: 'medium' });
      expect(ratio.some((warning) => warning.code === 'foodCostLow')).toBe(false);
      expect((await indicatorsOf(other, month)).warnings.some((warning) => warning.schoolId === school.id)).toBe(false);

      // 伙食费收支 of the month
      const fee = ok(await officer.get<MealFee>(`${S}/meal-fee`, { from: month, to: month }));
      expect(fee.rows).toEqual([
        {
          schoolId: school.id,
          schoolName: expect.any(String),
          period: month,
          mealIncome: 100_000,
          foodCost: 80_000,
          ratio: 80,
          recharges: 150_000,
          balance: 50_000,
        },
      ]);
      expect(fee.byMonth).toEqual([{ period: month, mealIncome: 100_000, foodCost: 80_000, ratio: 80, recharges: 150_000, balance: 50_000 }]);

      // the keepers' to-dos: the draft to audit, nothing to post
      expect(await todo(world.preparer, 'finance.toAudit')).toMatchObject({ count: 1, link: '/finance/voucher/index?status=0' });
      expect((await todo(world.preparer, 'finance.toPost'))!.count).toBe(0);
      expect(await todo(officer, 'finance.toAudit')).toBeUndefined();

      // the supervisor reads the school's vouchers and ledgers, and changes nothing
      const page = ok(await officer.get<PageOf<{ id: string }>>(`${F}/voucher/page`, { bookId: book.id, current: '1', size: '20' }));
      expect(page.total).toBe(4);
      expect((await officer.get(`${F}/ledger/balance`, { bookId: book.id, from: month, to: month })).body.code).toBe(200);
      expect((await officer.post(`${F}/voucher/reverse`, { id: cost })).body.code).toBe(403);
      expect((await other.get(`${F}/voucher/page`, { bookId: book.id, current: '1', size: '20' })).body.code).toBe(404);

      // a red 冲销 of the food bought, posted: no cost, 0 % — far below 45 %
      const red = ok(await world.preparer.post<{ id: string }>(`${F}/voucher/reverse`, { id: cost })).id;
      await world.post(red);
      const after = mine(await indicatorsOf(officer, month), school.id);
      expect(after.find((warning) => warning.code === 'foodCostLow')).toMatchObject({ value: 0, threshold: 45, level: 'high' });
      expect(after.some((warning) => warning.code === 'foodCostHigh')).toBe(false);
      // the district's median: its gap warning exactly when the ratio is further from it than 10 points
      const all = await indicatorsOf(officer, month);
      const gap = all.warnings.find((warning) => warning.schoolId === school.id && warning.code === 'medianGap');
      expect(Boolean(gap)).toBe(all.median !== null && Math.abs(0 - all.median) > 10);
    });

    it('a month open past the district’s closing day: warned and on the supervisor’s to-do, moved by the district’s own threshold only', async () => {
      const world = await sandbox();
      const { school, month, officer, centre } = world;
      onTestFinished(async () => {
        await clock(0);
        ok(await centre.post(`${S}/settings`, {}));
      });
      // the 15th of the next month, noon in Shanghai: five days past the 10th
      const [year, monthNo] = later(month).split('-').map(Number) as [number, number];
      await clock(Math.round((Date.UTC(year, monthNo - 1, 15, 4) - Date.now()) / 1000));
      const warning = mine(await indicatorsOf(officer, month), school.id).find((row) => row.code === 'unclosed');
      expect(warning).toMatchObject({ value: 5, threshold: 10, level: 'medium' });
      expect(ok(await officer.get<Book[]>(`${S}/books`, { overdue: 'true' })).map((row) => row.schoolId)).toEqual([school.id]);
      expect(await todo(officer, 'finance.overdueClose')).toMatchObject({ count: 1, link: '/financialSupervision/books/index?overdue=true' });
      expect((await todo(world.preparer, 'finance.toClose'))!.count).toBe(1);

      // the bureau gives its schools to the 20th: no warning, nothing overdue; the other district keeps the default
      expect(ok(await centre.post<typeof DEFAULTS>(`${S}/settings`, { closeDay: 20 }))).toEqual({ ...DEFAULTS, closeDay: 20 });
      expect(mine(await indicatorsOf(officer, month), school.id).some((row) => row.code === 'unclosed')).toBe(false);
      expect((await todo(officer, 'finance.overdueClose'))!.count).toBe(0);
      expect(ok(await (await signedIn(base, 'centre2', '100002')).get<typeof DEFAULTS>(`${S}/settings`))).toEqual(DEFAULTS);
      expect(ok(await (await signedIn(base, 'jiwei')).get<typeof DEFAULTS>(`${S}/settings`)).closeDay).toBe(20);
    });

    it('a single emergency purchase above the amount or the share of the month’s purchases, by the district’s thresholds', async () => {
      const centre = await signedIn(base, 'centre');
      onTestFinished(async () => void ok(await centre.post(`${S}/settings`, {})));
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0101', 5_000]], {
        emergency: true,
        emergencyReason: '原定大米霉变，临时补货',
        lines: [{ goodsCode: 'G0101', quantity: 5_000, unitPrice: 720 }],
      });
      const { orderNo } = ok(await world.canteen.get<{ orderNo: string }>(`${SUPPLY}/order/detail`, { id: order.id }));
      const month = order.deliveryDate.slice(0, 7);
      const of = async () =>
        (await indicatorsOf(centre, month)).warnings.filter(
          (warning) => warning.code.startsWith('emergency') && warning.value !== undefined && warning.orderNo === orderNo,
        );
      // above an amount one fen below its total, and any share above 0 %
      ok(await centre.post(`${S}/settings`, { emergencyAmount: order.totalAmount - 1, emergencyShare: 0 }));
      const found = await of();
      expect(found.find((warning) => warning.code === 'emergencyAmount')).toMatchObject({
        value: order.totalAmount,
        threshold: order.totalAmount - 1,
        level: 'medium',
      });
      expect(found.find((warning) => warning.code === 'emergencyShare')).toMatchObject({ threshold: 0 });
      // at its total exactly, and the whole month: neither
      ok(await centre.post(`${S}/settings`, { emergencyAmount: order.totalAmount, emergencyShare: 100 }));
      expect(await of()).toEqual([]);
      // another district's supervisor never sees it
      expect((await indicatorsOf(await signedIn(base, 'centre2', '100002'), month)).warnings.some((warning) => warning.orderNo === orderNo)).toBe(false);
    });
  });
}
