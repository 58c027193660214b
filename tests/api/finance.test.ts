// 财务 (/api/rabbit-finance, docs/product-rules.md#finance) on a sandbox school's own book (support/finance.ts): the
// design's six scenarios, every refusal of the model with nothing saved, the preparer auditing (403), batches all or
// nothing, two posts at once (posted once), closing (unposted vouchers, a number gap) and reopening (the latest closed
// period, the manager only), the subjects, the exports, and who reaches which book: a supplier, another school and
// another tenant are told it does not exist, a supervisor reads and writes nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASIC, call } from './client.ts';
import { signedIn, type Caller } from './support/session.ts';
import {
  data,
  FIN,
  sandbox,
  submitVoucher,
  subjectsOf,
  twoLines,
  voucherPage,
  type Book,
  type Sandbox,
  type Saved,
  type VoucherDetail,
} from './support/finance.ts';

type Balance = {
  rows: {
    subjectId: string;
    code: string;
    level: number;
    isLeaf: boolean;
    openingDebit: number;
    openingCredit: number;
    debit: number;
    credit: number;
    closingDebit: number;
    closingCredit: number;
  }[];
  totals: Record<string, number>;
};
type Ledger = {
  opening: number;
  months: { period: string; lines: { voucherNo: string; balance: number }[]; monthDebit: number; monthCredit: number; monthBalance: number }[];
};

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: finance books, vouchers, periods`, () => {
    const base = target.url;
    let box: Sandbox;
    let day: string;
    beforeAll(async () => {
      box = await sandbox(base);
      day = `${box.period}-15`;
    });
    afterAll(async () => box?.cleanUp());

    const detail = async (caller: Caller, id: string) => data(await caller.get<VoucherDetail>(`${FIN}/voucher/detail`, { id }));
    const count = async () => (await voucherPage(box.clerk, box.book.id)).total;
    const draft = async (summary: string, fen = 10_000, debit = '1002', credit = '1001') =>
      data(await submitVoucher(box.clerk, { bookId: box.book.id, voucherDate: day, lines: twoLines(box, summary, debit, credit, fen) }));
    const post = async (ids: string[]) => {
      data(await box.checker.post(`${FIN}/voucher/audit`, { ids }));
      data(await box.clerk.post(`${FIN}/voucher/post`, { ids }));
    };

    it('makes a school’s book on its first call: the seed chart, this month open', async () => {
      expect(box.book).toMatchObject({ kind: 1, name: box.schoolName, schoolId: box.schoolId, startPeriod: box.period, openPeriod: box.period });
      const codes = [...box.subjects.keys()];
      for (const code of ['1001', '1002', '1231', '1403', '1403.01', '1403.02', '1403.03', '2202', '2203', '4001', '5001', '5002', '5003', '5101'])
        expect(codes, code).toContain(code);
      const periods = data(await box.head.get<{ period: string; status: number }[]>(`${FIN}/period/list`, { bookId: box.book.id }));
      expect(periods).toEqual([expect.objectContaining({ period: box.period, status: 0, vouchers: 0 })]);
      // every keeper of the school reaches the same book
      expect(data(await box.head.get<Book[]>(`${FIN}/book/list`)).map((book) => book.id)).toEqual([box.book.id]);
    });

    it('scenario 1: 借 1403.02 / 贷 2202.xxx 1,200.00 saves as a draft numbered by the server', async () => {
      const added = data(
        await box.head.post<{ id: string }>(`${FIN}/subject/submit`, {
          bookId: box.book.id,
          parentId: box.subjects.get('2202'),
          code: '2202.001',
          name: '沙箱供应商',
          category: 2,
          direction: -1,
        }),
      );
      box.subjects.set('2202.001', added.id);
      const next = data(await box.clerk.get<{ number: number }>(`${FIN}/voucher/next-number`, { bookId: box.book.id, date: day, word: '记' }));
      const saved = data(
        await submitVoucher(box.clerk, { bookId: box.book.id, voucherDate: day, lines: twoLines(box, '采购副食', '1403.02', '2202.001', 120_000) }),
      );
      expect(saved).toMatchObject({ number: next.number, voucherNo: `记-${String(next.number).padStart(4, '0')}`, total: 120_000 });
      const voucher = await detail(box.clerk, saved.id);
      expect(voucher).toMatchObject({ status: 0, total: 120_000, summary: '采购副食', preparerName: '沙箱会计', auditorName: '', reversalOf: null });
      expect(voucher.lines.map((line) => [line.subjectCode, line.debit, line.credit])).toEqual([
        ['1403.02', 120_000, 0],
        ['2202.001', 0, 120_000],
      ]);
    });

    it('scenario 2: refuses every malformed voucher with its message and saves nothing', async () => {
      const before = await count();
      const line = (code: string, debit: number, credit: number) => ({ summary: '错误', subjectId: box.subjects.get(code)!, debit, credit });
      const cases: [unknown[], string, string?][] = [
        [[line('1002', 100, 0), line('1001', 0, 90)], '记账凭证借贷不平衡'],
        [[line('1002', 100, 100), line('1001', 0, 0)], '每条分录只能填写借方或贷方金额'],
        [[line('1002', 0, 0), line('1001', 0, 0)], '每条分录只能填写借方或贷方金额'],
        [[line('1002', 100, 0)], '凭证至少需要两条分录'],
        [[line('1403', 100, 0), line('1001', 0, 100)], '只能使用末级科目'],
        [[line('1002', 100, 0), line('1001', 0, 100)], '所选日期所在期间已结账', '2000-01-05'],
      ];
      for (const [lines, message, date] of cases) {
        const answer = await submitVoucher(box.clerk, { bookId: box.book.id, voucherDate: date ?? day, lines });
        expect(answer.body, message).toMatchObject({ code: 400, msg: message });
      }
      // a subject of another book is no leaf of this one
      const canteen = await signedIn(base, 'canteen');
      const other = (await subjectsOf(canteen, data(await canteen.get<Book[]>(`${FIN}/book/list`))[0]!.id)).find((subject) => subject.code === '1001')!;
      expect(
        (
          await submitVoucher(box.clerk, {
            bookId: box.book.id,
            voucherDate: day,
            lines: [line('1002', 5, 0), { summary: '外账', subjectId: other.id, credit: 5 }],
          })
        ).body,
      ).toMatchObject({
        msg: '只能使用末级科目',
      });
      expect(
        (await submitVoucher(box.clerk, { bookId: box.book.id, voucherDate: day, fileIds: ['123'], lines: [line('1002', 5, 0), line('1001', 0, 5)] })).body,
      ).toMatchObject({ code: 400, msg: '附件不存在' });
      expect(await count()).toBe(before);
    });

    it('scenario 3: the preparer may not audit its own voucher (403); another keeper may, once', async () => {
      const saved = await draft('审核测试');
      expect((await box.clerk.post(`${FIN}/voucher/audit`, { ids: [saved.id] })).body).toMatchObject({ code: 403, msg: '不能审核自己编制的凭证' });
      expect((await detail(box.clerk, saved.id)).status).toBe(0);
      data(await box.checker.post(`${FIN}/voucher/audit`, { ids: [saved.id] }));
      expect(await detail(box.clerk, saved.id)).toMatchObject({ status: 1, auditorName: '沙箱审核' });
      expect((await box.checker.post(`${FIN}/voucher/audit`, { ids: [saved.id] })).body).toMatchObject({ code: 400, msg: '只能审核草稿凭证' });
      // an audited voucher is edited only once taken back
      const voucher = await detail(box.clerk, saved.id);
      const edit = { id: saved.id, version: voucher.version, bookId: box.book.id, voucherDate: day, lines: twoLines(box, '改', '1002', '1001', 1) };
      expect((await submitVoucher(box.clerk, edit)).body).toMatchObject({ code: 400, msg: '已审核凭证不能修改，请先取消审核' });
      data(await box.clerk.post(`${FIN}/voucher/unaudit`, { ids: [saved.id] }));
      expect((await box.clerk.post(`${FIN}/voucher/unaudit`, { ids: [saved.id] })).body).toMatchObject({ code: 400, msg: '只能取消审核已审核凭证' });
      const again = await detail(box.clerk, saved.id);
      expect(again).toMatchObject({ status: 0, auditorName: '' });
      // a stale version changes nothing; the current one keeps the number
      expect((await submitVoucher(box.clerk, { ...edit, version: voucher.version })).body).toMatchObject({ code: 409 });
      expect(data(await submitVoucher(box.clerk, { ...edit, version: again.version }))).toMatchObject({ id: saved.id, number: saved.number, total: 1 });
    });

    it('scenario 4: a posted voucher is not edited or deleted; 冲销 makes a red draft and the ledger nets to 0', async () => {
      const saved = await draft('冲销测试', 77_700, '5101', '1002');
      expect((await box.clerk.post(`${FIN}/voucher/post`, { ids: [saved.id] })).body).toMatchObject({ code: 400, msg: '只能记账已审核凭证' });
      await post([saved.id]);
      const posted = await detail(box.clerk, saved.id);
      expect(posted).toMatchObject({ status: 2, posterName: '沙箱会计' });
      const edit = { id: saved.id, version: posted.version, bookId: box.book.id, voucherDate: day, lines: twoLines(box, '改', '1002', '1001', 1) };
      expect((await submitVoucher(box.clerk, edit)).body).toMatchObject({ code: 400, msg: '已记账凭证不能修改，请使用冲销' });
      expect((await box.clerk.post(`${FIN}/voucher/remove`, { ids: [saved.id] })).body).toMatchObject({ code: 400, msg: '只能删除草稿凭证' });

      const red = data(await box.clerk.post<Saved>(`${FIN}/voucher/reverse`, { id: saved.id }));
      const redVoucher = await detail(box.clerk, red.id);
      expect(redVoucher).toMatchObject({ status: 0, reversalOf: saved.id, total: -77_700 });
      expect(redVoucher.lines.map((line) => [line.summary, line.debit, line.credit])).toEqual([
        [`冲销 ${saved.voucherNo} 号凭证：冲销测试`, -77_700, 0],
        [`冲销 ${saved.voucherNo} 号凭证：冲销测试`, 0, -77_700],
      ]);
      expect((await detail(box.clerk, saved.id)).reversedBy).toBe(red.id);
      expect((await box.clerk.post(`${FIN}/voucher/reverse`, { id: saved.id })).body).toMatchObject({ code: 400, msg: '该凭证已冲销' });
      expect((await box.clerk.post(`${FIN}/voucher/reverse`, { id: red.id })).body).toMatchObject({ code: 400, msg: '只能冲销已记账凭证' });
      await post([red.id]);
      expect((await box.clerk.post(`${FIN}/voucher/reverse`, { id: red.id })).body).toMatchObject({ code: 400, msg: '冲销凭证不能再冲销' });
      const ledger = data(
        await box.clerk.get<Ledger>(`${FIN}/ledger/detail`, { bookId: box.book.id, subjectId: box.subjects.get('5101')!, from: box.period, to: box.period }),
      );
      const month = ledger.months[0]!;
      expect(month.lines.map((line) => line.voucherNo)).toEqual([saved.voucherNo, red.voucherNo]);
      expect(month.lines.map((line) => line.balance)).toEqual([77_700, 0]);
      expect(month).toMatchObject({ monthDebit: 0, monthBalance: 0 });
    });

    it('batches are all or nothing, with the first refusal’s message; two posts of one voucher at once post it once', async () => {
      const first = await draft('批量一');
      const second = await draft('批量二');
      await post([second.id]);
      expect((await box.checker.post(`${FIN}/voucher/audit`, { ids: [first.id, second.id] })).body).toMatchObject({ code: 400, msg: '只能审核草稿凭证' });
      expect((await detail(box.clerk, first.id)).status).toBe(0);
      expect((await box.clerk.post(`${FIN}/voucher/remove`, { ids: [first.id, second.id] })).body).toMatchObject({ msg: '只能删除草稿凭证' });
      expect((await detail(box.clerk, first.id)).status).toBe(0);

      data(await box.checker.post(`${FIN}/voucher/audit`, { ids: [first.id] }));
      const answers = await Promise.all([
        box.clerk.post(`${FIN}/voucher/post`, { ids: [first.id] }),
        box.checker.post(`${FIN}/voucher/post`, { ids: [first.id] }),
      ]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.body.code === 400)!.body.msg).toBe('只能记账已审核凭证');
      const ledger = data(
        await box.clerk.get<Ledger>(`${FIN}/ledger/detail`, { bookId: box.book.id, subjectId: box.subjects.get('1002')!, from: box.period, to: box.period }),
      );
      expect(ledger.months[0]!.lines.filter((line) => line.voucherNo === first.voucherNo)).toHaveLength(1);
    });

    it('subjects: codes under their parent, no duplicates, a used subject is neither recoded nor removed; leaves found by pinyin', async () => {
      const parent = box.subjects.get('1403')!;
      const submit = (body: Record<string, unknown>) =>
        box.head.post<{ id: string }>(`${FIN}/subject/submit`, { bookId: box.book.id, category: 1, direction: 1, ...body });
      expect((await submit({ parentId: parent, code: '1403.01', name: '重复' })).body).toMatchObject({ code: 400, msg: '科目编码已存在' });
      expect((await submit({ parentId: parent, code: '1402.09', name: '错位' })).body).toMatchObject({ msg: '下级科目编码应为上级编码加“.”和 2–3 位数字' });
      expect((await submit({ code: '14', name: '太短' })).body).toMatchObject({ msg: '一级科目编码应为 4 位数字' });
      expect((await submit({ parentId: box.subjects.get('1002'), code: '1002.01', name: '工行' })).body).toMatchObject({
        msg: '上级科目已使用，不能增加下级科目',
      });
      const made = data(await submit({ parentId: parent, code: '1403.09', name: '包装物' }));
      expect((await box.head.post(`${FIN}/subject/remove`, { id: box.subjects.get('1002') })).body).toMatchObject({ code: 400, msg: '科目已使用，不能删除' });
      expect((await box.head.post(`${FIN}/subject/remove`, { id: parent })).body).toMatchObject({ code: 400, msg: '请先删除下级科目' });
      const leaves = data(await box.clerk.get<{ code: string; fullName: string }[]>(`${FIN}/subject/leaves`, { bookId: box.book.id, keyword: 'bzw' }));
      expect(leaves).toEqual([expect.objectContaining({ code: '1403.09', fullName: '原材料/包装物' })]);
      expect(data(await box.clerk.get<{ code: string }[]>(`${FIN}/subject/leaves`, { bookId: box.book.id, keyword: '1403' })).map((leaf) => leaf.code)).toEqual(
        ['1403.01', '1403.02', '1403.03', '1403.09'],
      );
      // an edit names its version; the parent stays whatever the body says
      const version = (await subjectsOf(box.head, box.book.id)).find((subject) => subject.id === made.id)!.version;
      data(await submit({ id: made.id, version, parentId: box.subjects.get('5001'), code: '1403.09', name: '包装材料' }));
      expect((await subjectsOf(box.head, box.book.id)).find((subject) => subject.id === made.id)).toMatchObject({ name: '包装材料', parentId: parent });
      expect((await submit({ id: made.id, version, code: '1403.09', name: '旧版本' })).body).toMatchObject({ code: 409 });
      data(await box.head.post(`${FIN}/subject/remove`, { id: made.id }));
      // a supervisor never writes
      expect(
        (await (await signedIn(base, 'centre')).post(`${FIN}/subject/submit`, { bookId: box.book.id, code: '6001', name: 'x', category: 4, direction: -1 }))
          .body,
      ).toMatchObject({
        code: 403,
      });
    });

    it('exports the vouchers and both ledgers as workbooks', async () => {
      for (const [path, body] of [
        ['voucher/export', { bookId: box.book.id }],
        ['ledger/balance/export', { bookId: box.book.id, from: box.period, to: box.period }],
        ['ledger/detail/export', { bookId: box.book.id, subjectId: box.subjects.get('1002'), from: box.period, to: box.period }],
      ] as const) {
        const url = new URL(`${FIN}/${path}`, base);
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Blade-Auth': `bearer ${box.clerk.token}`, Authorization: BASIC },
          body: JSON.stringify(body),
        });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('content-type'), path).toContain('spreadsheetml');
        expect((await answer.arrayBuffer()).byteLength, path).toBeGreaterThan(1000);
      }
    });

    it('reach: a supplier, another school and another tenant find no such book; supervisors read it and write nothing', async () => {
      const { id: voucherId } = (await voucherPage(box.clerk, box.book.id)).records[0]!;
      const outsiders = [
        await signedIn(base, 'supplier', '100001', { supplier: true }),
        await signedIn(base, 'school'),
        await signedIn(base, 'canteen'),
        await signedIn(base, 'centre2', '100002'),
      ];
      for (const outsider of outsiders) {
        for (const path of ['voucher/page', 'subject/tree', 'period/list'])
          expect((await outsider.get(`${FIN}/${path}`, { bookId: box.book.id })).body, path).toMatchObject({ code: 404, msg: '账簿不存在' });
        expect((await outsider.get(`${FIN}/ledger/balance`, { bookId: box.book.id, from: box.period, to: box.period })).status).toBe(404);
        expect((await outsider.get(`${FIN}/voucher/detail`, { id: voucherId })).body).toMatchObject({ code: 404, msg: '凭证不存在' });
        // a keeper of another book finds no such voucher on it; a reader of another tenant keeps no book at all
        expect([403, 404]).toContain((await outsider.post(`${FIN}/voucher/audit`, { ids: [voucherId] })).status);
        expect((await outsider.post(`${FIN}/period/close`, { bookId: box.book.id, period: box.period })).status).toBeGreaterThanOrEqual(403);
      }
      for (const name of ['centre', 'jiwei', 'market']) {
        const supervisor = await signedIn(base, name);
        expect(
          data(await supervisor.get<Book[]>(`${FIN}/book/list`)).map((book) => book.id),
          name,
        ).toContain(box.book.id);
        expect((await voucherPage(supervisor, box.book.id)).total, name).toBeGreaterThan(0);
        expect(await detail(supervisor, voucherId)).toMatchObject({ id: voucherId });
        for (const [path, body] of [
          ['voucher/audit', { ids: [voucherId] }],
          ['voucher/submit', { bookId: box.book.id, voucherDate: day, lines: [] }],
          ['period/close', { bookId: box.book.id, period: box.period }],
        ] as const)
          expect((await supervisor.post(`${FIN}/${path}`, body)).body, `${name} ${path}`).toMatchObject({ code: 403 });
      }
      expect((await (await signedIn(base, 'centre2', '100002')).get<Book[]>(`${FIN}/book/list`)).body.data.map((book) => book.id)).not.toContain(box.book.id);
      expect((await (await signedIn(base, 'bank')).get(`${FIN}/book/list`)).status).toBe(403);
      expect((await call(base, 'GET', `${FIN}/book/list`)).status).toBe(401);
    });

    it('a supplier keeps its company’s own book: its second account audits what the first prepared', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const second = await signedIn(base, 'supplieracct', '100001', { supplier: true });
      const [book] = data(await supplier.get<Book[]>(`${FIN}/book/list`));
      expect(book).toMatchObject({ kind: 2, supplierId: expect.any(String), schoolId: null });
      expect(data(await second.get<Book[]>(`${FIN}/book/list`))[0]!.id).toBe(book!.id);
      const codes = new Map((await subjectsOf(supplier, book!.id)).map((subject) => [subject.code, subject.id]));
      for (const code of ['1001', '1002', '1122', '1405', '2202', '6001', '6401', '6602']) expect(codes.has(code), code).toBe(true);
      const saved = data(
        await submitVoucher(supplier, {
          bookId: book!.id,
          voucherDate: day,
          lines: [
            { summary: '管理费用', subjectId: codes.get('6602'), debit: 5_000 },
            { summary: '管理费用', subjectId: codes.get('1001'), credit: 5_000 },
          ],
        }),
      );
      expect((await supplier.post(`${FIN}/voucher/audit`, { ids: [saved.id] })).body).toMatchObject({ code: 403, msg: '不能审核自己编制的凭证' });
      data(await second.post(`${FIN}/voucher/audit`, { ids: [saved.id] }));
      data(await supplier.post(`${FIN}/voucher/post`, { ids: [saved.id] }));
      expect(await detail(supplier, saved.id)).toMatchObject({ status: 2, preparerName: '吴经理', auditorName: '钱会计', posterName: '吴经理' });
      const red = data(await supplier.post<Saved>(`${FIN}/voucher/reverse`, { id: saved.id }));
      data(await supplier.post(`${FIN}/voucher/remove`, { ids: [red.id] }));
      // the school's keepers do not reach the supplier's book, nor its vouchers
      expect((await box.clerk.get(`${FIN}/voucher/page`, { bookId: book!.id })).body).toMatchObject({ code: 404 });
      expect((await box.clerk.get(`${FIN}/voucher/detail`, { id: saved.id })).body).toMatchObject({ code: 404 });
    });

    it('scenario 5: closing names the unposted vouchers, then the number gaps; a closed month takes no voucher; reopening is the manager’s, latest first', async () => {
      const close = (caller: Caller, period = box.period) => caller.post(`${FIN}/period/close`, { bookId: box.book.id, period });
      const a = await draft('结账一');
      const b = await draft('结账二');
      const c = await draft('结账三');
      data(await box.clerk.post(`${FIN}/voucher/remove`, { ids: [b.id] }));
      const unposted = (await voucherPage(box.clerk, box.book.id, { status: '0' })).records.map((row) => row.voucherNo).sort();
      expect((await close(box.clerk)).body).toMatchObject({ code: 400, msg: `存在未记账凭证：${unposted.join('、')}` });
      const rows = (await voucherPage(box.clerk, box.book.id)).records;
      data(await box.checker.post(`${FIN}/voucher/audit`, { ids: rows.filter((row) => row.status === 0).map((row) => row.id) }));
      data(await box.clerk.post(`${FIN}/voucher/post`, { ids: rows.filter((row) => row.status < 2).map((row) => row.id) }));
      expect((await detail(box.clerk, a.id)).status + (await detail(box.clerk, c.id)).status).toBe(4);
      expect((await close(box.clerk)).body).toMatchObject({ code: 400, msg: `凭证号不连续：${b.voucherNo}` });
      // the next voucher takes the free number
      const filler = await draft('补号');
      expect(filler.number).toBe(b.number);
      await post([filler.id]);
      data(await close(box.clerk));
      expect((await submitVoucher(box.clerk, { bookId: box.book.id, voucherDate: day, lines: twoLines(box, '迟到', '1002', '1001', 5) })).body).toMatchObject({
        code: 400,
        msg: '所选日期所在期间已结账',
      });
      const periods = data(await box.head.get<{ period: string; status: number; closedByName: string }[]>(`${FIN}/period/list`, { bookId: box.book.id }));
      expect(periods[1]).toMatchObject({ period: box.period, status: 1, closedByName: '沙箱会计' });
      const next = periods[0]!.period;
      expect(next > box.period && periods[0]!.status === 0).toBe(true);
      expect(data(await box.clerk.get<Book[]>(`${FIN}/book/list`))[0]!.openPeriod).toBe(next);
      expect((await close(box.clerk, next)).body).toMatchObject({ code: 400, msg: '不能结账未来的期间' });

      // 反结账: the school's manager, the latest closed period only
      expect((await box.clerk.post(`${FIN}/period/reopen`, { bookId: box.book.id, period: box.period })).body).toMatchObject({ code: 403 });
      expect((await box.head.post(`${FIN}/period/reopen`, { bookId: box.book.id, period: next })).body).toMatchObject({
        code: 400,
        msg: '只能反结账最近一个已结账期间',
      });
      data(await box.head.post(`${FIN}/period/reopen`, { bookId: box.book.id, period: box.period }));
      expect(data(await box.clerk.get<Book[]>(`${FIN}/book/list`))[0]!.openPeriod).toBe(box.period);
    });

    it('scenario 6: opening + posted movements = closing for every subject, and the 科目余额表 balances', async () => {
      data(
        await box.head.post(`${FIN}/subject/submit`, {
          bookId: box.book.id,
          parentId: box.subjects.get('1403'),
          code: '1403.08',
          name: '期初测试',
          category: 1,
          direction: 1,
          openingBalance: 0,
        }),
      );
      const sheet = data(await box.clerk.get<Balance>(`${FIN}/ledger/balance`, { bookId: box.book.id, from: box.period, to: box.period }));
      for (const row of sheet.rows) expect(row.openingDebit - row.openingCredit + row.debit - row.credit, row.code).toBe(row.closingDebit - row.closingCredit);
      expect(sheet.totals.debit).toBe(sheet.totals.credit);
      expect(sheet.totals.closingDebit).toBe(sheet.totals.closingCredit);
      expect(sheet.totals.debit).toBeGreaterThan(0);
      // each leaf's 明细账 ends where the balance sheet does
      for (const row of sheet.rows.filter((candidate) => candidate.isLeaf && candidate.debit + candidate.credit > 0)) {
        const ledger = data(
          await box.clerk.get<Ledger & { subject: { direction: number } }>(`${FIN}/ledger/detail`, {
            bookId: box.book.id,
            subjectId: row.subjectId,
            from: box.period,
            to: box.period,
          }),
        );
        expect(ledger.months[0]!.monthBalance * ledger.subject.direction, row.code).toBe(row.closingDebit - row.closingCredit);
      }
    });

    it.runIf(target.databaseUrl)('audit-logs every write', async () => {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ action: string; n: number }>(
          'SELECT action, count(*)::int AS n FROM fin_audit WHERE book_id = $1 GROUP BY action',
          [box.book.id],
        );
        const actions = Object.fromEntries(rows.map((row) => [row.action, row.n]));
        for (const action of [
          'voucher.add',
          'voucher.edit',
          'voucher.audit',
          'voucher.unaudit',
          'voucher.post',
          'voucher.reverse',
          'voucher.remove',
          'period.close',
          'period.reopen',
          'subject.add',
          'subject.remove',
        ])
          expect(actions[action], action).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    });
  });
}
