// 开户统计 (/api/rabbit-opening): 学校开户统计, 开卡统计, 充值统计 and 开户明细 with its .xlsx export — each figure against
// the records the test makes (a diner with a card, one without, a recharge, a refund, a replaced and a lost card) and,
// on PostgreSQL, against plain SQL over the seed; the reach (a bureau of another district sees none of it), the
// refusals (schools, 纪委, 市场监管), the export's rows and its refusal without the button.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DINER_SCHOOLS } from '../../server/seed/system-personnel-seed.ts';
import { BASIC } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type SchoolFigure = {
  schoolId: string;
  schoolName: string;
  accounts: number;
  teachers: number;
  students: number;
  staff: number;
  closed: number;
  withoutCard: number;
  cardsIssued: number;
  cardsNormal: number;
  cardsLost: number;
  cardsFrozen: number;
  cardsCancelled: number;
  cash: number;
  subsidy: number;
};
type Series<T> = { months: (T & { month: string })[]; schools: (T & { schoolId: string; schoolName: string })[] };
type Cards = { issued: number; replaced: number; lost: number; frozen: number; cancelled: number };
type Recharges = { recharges: number; recharged: number; refunds: number; refunded: number };
type Detail = {
  personnelId: string;
  personnelNo: string;
  name: string;
  schoolId: string;
  cardNo: string;
  cardStatus: number;
  cardStatusName: string;
  cash: number;
};

const O = '/api/rabbit-opening';
const P = '/api/rabbit-personnel/personnel';
const C = '/api/rabbit-consume';
const [first, second] = DINER_SCHOOLS;
const REFUSED = { code: 403, msg: '无权查看开户统计' };
const MONTH = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const THIS_MONTH = { fromMonth: MONTH, toMonth: MONTH };

let serial = 0;
const freshCard = () => `8${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;

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
  describe(`${target.name}: account-opening statistics`, () => {
    const base = target.url;
    const schools = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<SchoolFigure[]>(`${O}/school`, query)).body;
    const cards = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<Series<Cards>>(`${O}/card`, query)).body;
    const recharges = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<Series<Recharges> & { channels: { channel: string; name: string }[] }>(`${O}/recharge`, query)).body;
    const detail = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<PageOf<Detail>>(`${O}/detail/list`, query)).body;
    const exported = (caller: Caller, body: Record<string, unknown>) =>
      fetch(new URL(`${O}/detail/export`, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('counts every school of the bank’s district, and on PostgreSQL each figure matches plain SQL over the tables', async () => {
      const bank = await signedIn(base, 'bank');
      const answer = await schools(bank);
      expect(answer.code).toBe(200);
      const ids = answer.data.map((row) => row.schoolId);
      for (const school of DINER_SCHOOLS) expect(ids).toContain(school.school);
      for (const row of answer.data) {
        expect(row.teachers + row.students + row.staff).toBe(row.accounts);
        expect(row.cardsNormal + row.cardsLost + row.cardsFrozen + row.cardsCancelled).toBe(row.cardsIssued);
      }
      const total = (field: keyof SchoolFigure) => answer.data.reduce((sum, row) => sum + Number(row[field]), 0);
      expect(total('accounts')).toBeGreaterThan(600);
      if (!db) return;
      const one = async (text: string) => Number(Object.values((await db!.query(text)).rows[0] as object)[0] ?? 0);
      const people = `FROM sys_personnel p WHERE p.tenant_id = '100001' AND p.is_deleted = 0 AND p.school_id IN (${ids.join(',')})`;
      expect(total('accounts')).toBe(await one(`SELECT count(*) ${people}`));
      expect(total('students')).toBe(await one(`SELECT count(*) ${people} AND p.type = 2`));
      expect(total('closed')).toBe(await one(`SELECT count(*) ${people} AND p.status = 2`));
      expect(total('withoutCard')).toBe(
        await one(`SELECT count(*) ${people} AND p.status = 1 AND NOT EXISTS (SELECT 1 FROM sys_card c WHERE c.personnel_id = p.id AND c.status <> 4)`),
      );
      expect(total('cardsIssued')).toBe(await one(`SELECT count(*) FROM sys_card c WHERE c.personnel_id IN (SELECT p.id ${people})`));
      expect(total('cardsLost')).toBe(await one(`SELECT count(*) FROM sys_card c WHERE c.status = 2 AND c.personnel_id IN (SELECT p.id ${people})`));
      expect(total('cash')).toBe(await one(`SELECT COALESCE(sum(cash), 0) FROM sys_wallet WHERE personnel_id IN (SELECT p.id ${people})`));
      expect(total('subsidy')).toBe(await one(`SELECT COALESCE(sum(subsidy), 0) FROM sys_wallet WHERE personnel_id IN (SELECT p.id ${people})`));
      const recharged = (await recharges(bank, THIS_MONTH)).data.months[0]!;
      const inMonth = `x.create_time >= date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'`;
      const txns = `FROM sys_wallet_txn x WHERE x.tenant_id = '100001' AND ${inMonth} AND x.personnel_id IN (SELECT p.id ${people})`;
      expect(recharged.recharged).toBe(await one(`SELECT COALESCE(sum(amount), 0) ${txns} AND x.type = 'RECHARGE'`));
      expect(recharged.refunds).toBe(await one(`SELECT count(*) ${txns} AND ((x.type = 'REFUND' AND x.reverses_id IS NULL) OR x.type = 'CLOSE_REFUND')`));
      const issued = (await cards(bank, THIS_MONTH)).data.months[0]!;
      expect(issued.issued).toBe(
        await one(
          `SELECT count(*) FROM sys_card c WHERE c.create_time >= date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai' AND c.personnel_id IN (SELECT p.id ${people})`,
        ),
      );
    });

    it('counts what a school’s keeper does: accounts, cards and their states, balances, recharges and refunds', async () => {
      const school = await signedIn(base, 'school');
      const bank = await signedIn(base, 'bank');
      const mine = { schoolId: first.school, ...THIS_MONTH };
      const [before] = (await schools(bank, mine)).data;
      const cardsBefore = (await cards(bank, mine)).data.months[0]!;
      const moneyBefore = (await recharges(bank, mine)).data.months[0]!;

      const make = async (fields: Record<string, unknown>) =>
        (await school.post<{ id: string }>(`${P}/submit`, { personnelNo: uniqueAccount('K'), name: '开户测试', type: 2, className: '开户一班', ...fields }))
          .body.data;
      const carded = await make({ cardNo: freshCard() });
      const bare = await make({ type: 1 });
      const lost = await make({ cardNo: freshCard() });
      expect((await school.post(`${C}/recharge/submit`, { personnelId: carded.id, amount: 5_000, requestId: uniqueAccount('r') })).body.code).toBe(200);
      expect((await school.post(`${C}/refund/submit`, { personnelId: carded.id, amount: 1_000, requestId: uniqueAccount('f') })).body.code).toBe(200);
      const replaced = await school.post(`${P}/edit/card/status`, { personnelId: carded.id, action: 'replace', cardNo: freshCard() });
      expect(replaced.body).toMatchObject({ code: 200 });
      expect((await school.post(`${P}/edit/card/status`, { personnelId: lost.id, action: 'lost' })).body).toMatchObject({ code: 200 });

      const [after] = (await schools(bank, mine)).data;
      expect(after).toMatchObject({
        schoolId: first.school,
        accounts: before!.accounts + 3,
        teachers: before!.teachers + 1,
        students: before!.students + 2,
        withoutCard: before!.withoutCard + 1,
        cardsIssued: before!.cardsIssued + 3,
        cardsNormal: before!.cardsNormal + 1,
        cardsLost: before!.cardsLost + 1,
        cardsCancelled: before!.cardsCancelled + 1,
        cash: before!.cash + 4_000,
      });
      const cardsAfter = (await cards(bank, mine)).data;
      expect(cardsAfter.months).toHaveLength(1);
      expect(cardsAfter.months[0]).toMatchObject({
        month: MONTH,
        issued: cardsBefore.issued + 3,
        replaced: cardsBefore.replaced + 1,
        lost: cardsBefore.lost + 1,
        cancelled: cardsBefore.cancelled + 1,
      });
      expect(cardsAfter.schools).toEqual([expect.objectContaining({ schoolId: first.school, issued: cardsAfter.months[0]!.issued })]);
      const moneyAfter = (await recharges(bank, mine)).data;
      expect(moneyAfter.channels).toEqual([{ channel: 'desk', name: '柜台' }]);
      expect(moneyAfter.months[0]).toMatchObject({
        recharges: moneyBefore.recharges + 1,
        recharged: moneyBefore.recharged + 5_000,
        refunds: moneyBefore.refunds + 1,
        refunded: moneyBefore.refunded + 1_000,
      });

      // the detail list: the three, filtered, with their cards' states
      const listed = (await detail(bank, { schoolId: first.school, name: '开户测试', className: '开户一班', size: '100' })).data;
      const byId = new Map(listed.records.map((row) => [row.personnelId, row]));
      expect(byId.get(carded.id)).toMatchObject({ cardStatus: 1, cardStatusName: '正常', cash: 4_000 });
      expect(byId.get(bare.id)).toMatchObject({ cardStatus: 0, cardNo: '' });
      expect(byId.get(lost.id)).toMatchObject({ cardStatus: 2, cardStatusName: '挂失' });
      expect(
        (await detail(bank, { schoolId: first.school, name: '开户测试', cardStatus: '0', size: '100' })).data.records.map((row) => row.personnelId),
      ).toContain(bare.id);
      expect((await detail(bank, { schoolId: second.school, name: '开户测试' })).data.total).toBe(0);

      // the export: the same rows as the list, the header first
      const file = await exported(bank, { schoolId: first.school, name: '开户测试', className: '开户一班' });
      expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('开户明细.xlsx'));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('人员编号');
      expect(sheet.rowCount - 1).toBe(listed.total);
      expect(sheet.getColumn(2).values.slice(2)).toEqual(listed.records.map((row) => row.name));
    });

    it('keeps each caller to its reach and refuses those who do not read it', async () => {
      const centre = await signedIn(base, 'centre');
      const own = (await schools(centre)).data.map((row) => row.schoolId);
      expect(own).toContain(first.school);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      const theirs = await schools(elsewhere);
      expect(theirs.code).toBe(200);
      expect(theirs.data.map((row) => row.schoolId).some((id) => own.includes(id))).toBe(false);
      expect(await schools(elsewhere, { schoolId: first.school })).toMatchObject({ data: [] });
      expect((await detail(elsewhere, { schoolId: first.school })).data.total).toBe(0);
      // the export holds only the reach: the header and none of the other district's accounts
      const theirBook = new ExcelJS.Workbook();
      await theirBook.xlsx.load(Buffer.from(await (await exported(elsewhere, { schoolId: first.school })).arrayBuffer()) as unknown as ArrayBuffer);
      expect(theirBook.worksheets[0]!.rowCount).toBe(1);
      expect((await cards(elsewhere, { schoolId: first.school })).data.schools).toEqual([]);
      expect((await recharges(elsewhere, { schoolId: first.school, ...THIS_MONTH })).data.months[0]).toMatchObject({ recharges: 0, refunds: 0 });
      for (const username of ['school', 'canteen', 'jiwei', 'market']) {
        const caller = await signedIn(base, username);
        expect(await schools(caller), username).toMatchObject(REFUSED);
        expect(await detail(caller), username).toMatchObject(REFUSED);
        expect((await exported(caller, {})).status, username).toBe(403);
      }
      const bank = await signedIn(base, 'bank');
      expect(await cards(bank, { fromMonth: '2024-05', toMonth: '2024-01' })).toMatchObject({ code: 400, msg: '结束月份不能早于开始月份' });
      expect(await cards(bank, { fromMonth: '2020-01', toMonth: '2024-01' })).toMatchObject({ code: 400, msg: '查询范围不能超过 36 个月' });
      expect(await schools(bank, { fromMonth: '2024-13' })).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
      const year = (await cards(bank, { fromMonth: '2025-01', toMonth: '2025-12' })).data;
      expect(year.months.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`));
    });
  });
}
