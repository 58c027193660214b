// The supplier's and the supervisors' home pages (GET /api/rabbit-desk/home/supplier and /home/education): each figure
// equals the total of the list its card opens (called with the card's filters), in the caller's reach only — another
// supplier, another district see none of it — and a write (approving a tender, renewing a document, sending a letter,
// ordering) moves it at once. Staff are refused the supplier's page and suppliers the supervisors'.
import { describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';
import { plusDays, submitOrder, SUPPLY, supplyWorld, uploadPdf } from './support/supply.ts';

const HOME = '/api/rabbit-desk/home';
const B = '/api/rabbit-backendBidding/bidding';
const QUALIFICATION = '/api/rabbit-supplier/qualification';

type Item = { key: string; count: number | null; link: string };
type SupplierHome = {
  todo: Item[] | null;
  tenders: { open: number; shortlisted: number; quoteDue: number; won: number; openList: { biddingId: string }[]; quoteDueList: unknown[] } | null;
  orders: { today: string; weekEnd: string; dueToday: number; dueWeek: number; onTheRoad: number; toConfirm: number; returns: number } | null;
  qualifications: { valid: number; expiring: number; expired: number; dueList: { name: string; expireDate: string; expired: boolean }[] } | null;
  sales: { month: string; amount: number }[] | null;
  unavailable: string[];
};
type Warnings = { schoolId: string; schoolName: string; certExpired: number; sampleLate: number; kitchenAlerts: number; letters: number | null };
type Today = { schoolId: string; meals: number; canteens: number; ledgersComplete: number; kitchenAlerts: number; deliveriesAccepted: number };
type EducationHome = { todo: Item[] | null; warnings: Warnings[] | null; today: Today[] | null; unavailable: string[] };
type Document = { id: string; docType: number; expireDate: string | null; expired: boolean; expiresSoon: boolean; version: number };

const supplierHome = async (caller: Caller) => {
  const answer = (await caller.get<SupplierHome>(`${HOME}/supplier`)).body;
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
};
const educationHome = async (caller: Caller) => {
  const answer = (await caller.get<EducationHome>(`${HOME}/education`)).body;
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
};
const total = async (caller: Caller, path: string, query: Record<string, string> = {}) => {
  const answer = (await caller.get<PageOf<unknown>>(path, { ...query, current: '1', size: '1' })).body;
  expect(answer.code, `${path} ${JSON.stringify(answer)}`).toBe(200);
  return Number(answer.data.total);
};
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((all, row) => all + pick(row), 0);

/** A wall-clock time in the deployment's zone, `hours` from now. */
const wallClock = (hours: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(Date.now() + hours * 3_600_000));

/** A tender of the centre submitted for approval (the form of tests/api/bidding-notices.test.ts). */
async function submittedTender(centre: Caller, title: string): Promise<string> {
  const group = (
    await centre.get<PageOf<{ id: string; groupName: string }>>('/api/rabbit-bidingGroup/biddingGroup/listForWeb', { size: '50' })
  ).body.data.records.find((row) => row.groupName === '大米粮油评标小组')!;
  const role = (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: 'approvebid' })).body.data;
  const { deptId } = (await centre.get<{ deptId: string }>('/api/rabbit-user/info')).body.data;
  const approvers = (await centre.get<PageOf<{ id: string; account: string }>>('/api/rabbit-user/getApprovedBy', { roleId: role.id, deptId, size: '50' })).body
    .data.records;
  const answer = await centre.post<{ id: string }>(`${B}/submit`, {
    biddingProgress: 1,
    title,
    category: 'G01',
    budget: 50000,
    supplyStart: wallClock(24 * 30).slice(0, 10),
    supplyEnd: wallClock(24 * 200).slice(0, 10),
    content: `${title}的公告正文。`,
    requiredDocTypes: [1],
    signUpStart: wallClock(1),
    signUpEnd: wallClock(1 + 72),
    openingTime: wallClock(1 + 72 + 24),
    minBidders: 3,
    winnerCount: 1,
    priceWeight: 40,
    scoreItems: [{ code: 'quality', name: '商品质量', max: 60 }],
    biddingGroupId: group.id,
    approverId: approvers.find((user) => user.account === 'approver')!.id,
    lines: [{ goodsCode: 'G0101', estQty: 100 }],
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

for (const target of inject('targets')) {
  describe(`${target.name}: the supplier's and the supervisors' home pages`, () => {
    const base = target.url;

    it('gives the supplier its tenders, orders, returns and documents, each the total of the list its card opens', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const home = await supplierHome(supplier);
      expect(home.unavailable).toEqual([]);
      const { tenders, orders, qualifications } = home;
      expect(tenders!.open).toBe(await total(supplier, `${B}/allList`, { biddingProgress: '3' }));
      expect(tenders!.shortlisted).toBe(await total(supplier, `${B}/myBiddingList`, { tab: 'shortlisted' }));
      expect(tenders!.won).toBe(await total(supplier, `${B}/myBiddingList`, { tab: 'won' }));
      expect(tenders!.openList.length).toBe(Math.min(5, tenders!.open));
      expect(tenders!.quoteDue).toBeLessThanOrEqual(tenders!.shortlisted);
      expect(orders!.dueToday).toBe(await total(supplier, `${SUPPLY}/order/list`, { deliveryFrom: orders!.today, deliveryTo: orders!.today }));
      expect(orders!.weekEnd).toBe(plusDays(orders!.today, 6));
      expect(orders!.dueWeek).toBe(await total(supplier, `${SUPPLY}/order/list`, { deliveryFrom: orders!.today, deliveryTo: orders!.weekEnd }));
      expect(orders!.onTheRoad).toBe(await total(supplier, `${SUPPLY}/order/list`, { status: '4' }));
      expect(orders!.toConfirm).toBe(await total(supplier, `${SUPPLY}/order/list`, { status: '1' }));
      expect(orders!.returns).toBe(await total(supplier, `${SUPPLY}/return/list`, { status: '0' }));
      const documents = (await supplier.get<Document[]>(`${QUALIFICATION}/list`)).body.data;
      expect(qualifications).toMatchObject({
        expired: documents.filter((doc) => doc.expired).length,
        expiring: documents.filter((doc) => doc.expiresSoon).length,
        valid: documents.filter((doc) => !doc.expired && !doc.expiresSoon).length,
      });
      expect(qualifications!.dueList.length).toBe(qualifications!.expired + qualifications!.expiring);
      expect(home.sales!.every((row) => /^\d{4}-\d{2}$/.test(row.month) && Number.isInteger(row.amount))).toBe(true);
      // its to-do items are the summary's, the supplier's new ones among them
      const summary = (await supplier.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data;
      expect(home.todo).toEqual(summary);
      const count = (key: string) => summary.find((item) => item.key === key)?.count;
      expect(count('bidding.signUp')).toBe(tenders!.open);
      expect(count('bidding.shortlisted')).toBe(tenders!.shortlisted);
      expect(count('supplier.qualificationDue')).toBe(qualifications!.expired + qualifications!.expiring);
    });

    it('moves the supplier’s figures at once: a tender approved is open to sign up, an order due this week is its own, not another supplier’s', async () => {
      const [centre, approver, world] = await Promise.all([signedIn(base, 'centre'), signedIn(base, 'approver'), supplyWorld(base)]);
      const [fresh, other] = await Promise.all([supplierHome(world.fresh), supplierHome(world.other)]);
      const tender = await submittedTender(centre, `首页报名中${Date.now().toString(36)}`);
      expect((await supplierHome(world.fresh)).tenders!.open).toBe(fresh.tenders!.open);
      expect((await approver.post(`${B}/issue`, { id: tender, pass: true, opinion: '同意' })).body.code).toBe(200);
      expect((await supplierHome(world.fresh)).tenders!.open).toBe(fresh.tenders!.open + 1);
      expect((await supplierHome(world.other)).tenders!.open).toBe(other.tenders!.open + 1);

      await submitOrder(world, [['G0101', 5000]]);
      const [freshAfter, otherAfter] = await Promise.all([supplierHome(world.fresh), supplierHome(world.other)]);
      expect(freshAfter.orders).toMatchObject({ dueWeek: fresh.orders!.dueWeek + 1, toConfirm: fresh.orders!.toConfirm + 1, dueToday: fresh.orders!.dueToday });
      expect(otherAfter.orders).toEqual(other.orders);
    });

    it('counts a document expired, and no longer once it is renewed', async () => {
      const supplier = await signedIn(base, 'supplier3', '100001', { supplier: true });
      const documents = (await supplier.get<Document[]>(`${QUALIFICATION}/list`)).body.data;
      const before = (await supplierHome(supplier)).qualifications!;
      const held = new Set(documents.map((doc) => doc.docType));
      const docType = [1, 2, 3, 4, 5, 6].find((type) => !held.has(type));
      expect(docType, 'supplier3 lacks a document type').toBeDefined();
      const fileId = await uploadPdf(base, supplier, 'licence.pdf');
      const added = (
        await supplier.post<Document>(`${QUALIFICATION}/submit`, {
          docType: String(docType),
          docNo: 'HOME-1',
          fileId,
          issueDate: '2020-01-01',
          expireDate: '2021-01-01',
        })
      ).body;
      expect(added.code, JSON.stringify(added)).toBe(200);
      try {
        expect((await supplierHome(supplier)).qualifications).toMatchObject({ expired: before.expired + 1, valid: before.valid });
        const renewed = (
          await supplier.post(`${QUALIFICATION}/submit`, {
            id: added.data.id,
            version: added.data.version,
            docType: String(docType),
            docNo: 'HOME-1',
            fileId,
            issueDate: '2020-01-01',
            expireDate: '2099-01-01',
          })
        ).body;
        expect(renewed.code, JSON.stringify(renewed)).toBe(200);
        expect((await supplierHome(supplier)).qualifications).toMatchObject({ expired: before.expired, valid: before.valid + 1 });
      } finally {
        await supplier.post(`${QUALIFICATION}/remove`, undefined, { ids: added.data.id });
      }
    });

    it('gives each supervisor its schools’ warnings and today’s figures, each summing the list its card opens', async () => {
      for (const account of ['centre', 'jiwei', 'market']) {
        const caller = await signedIn(base, account);
        const home = await educationHome(caller);
        expect(home.unavailable, account).toEqual([]);
        const warnings = home.warnings!;
        expect(warnings.length, account).toBeGreaterThan(0);
        expect(home.today!.map((row) => row.schoolId)).toEqual(warnings.map((row) => row.schoolId));
        expect(
          sum(warnings, (row) => row.certExpired),
          account,
        ).toBe(await total(caller, '/api/rabbit-work/healthCertificate/list', { certState: '3' }));
        expect(
          sum(warnings, (row) => row.kitchenAlerts),
          account,
        ).toBe(await total(caller, '/api/rabbit-kitchen/alert/list', { state: '0' }));
        // 市场监管 reads no letter: none counted
        if (account === 'market') expect(warnings.every((row) => row.letters === null)).toBe(true);
        else
          expect(
            sum(warnings, (row) => row.letters!),
            account,
          ).toBe(await total(caller, '/api/shian/letter/list', { status: '0' }));
        const lateMeals = (await caller.get<{ kpis: { lateMeals: number } }>('/api/shian/statistics/kitchen')).body.data.kpis.lateMeals;
        expect(
          sum(warnings, (row) => row.sampleLate),
          account,
        ).toBe(lateMeals);
        // 消费汇总 by day (its range ends today): today's consumptions
        const daily = (await caller.get<{ endDate: string; days: { date: string; count: number }[] }>('/api/rabbit-consume/summary/daily')).body.data;
        expect(
          sum(home.today!, (row) => row.meals),
          account,
        ).toBe(daily.days.find((day) => day.date === daily.endDate)?.count ?? 0);
        expect(home.todo, account).toEqual((await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data);
      }
    });

    it('moves a school’s letters at once, in the sender’s and the bureau’s pages alike', async () => {
      const [jiwei, centre, school] = await Promise.all([signedIn(base, 'jiwei'), signedIn(base, 'centre'), signedIn(base, 'school')]);
      const schoolId = (await school.get<{ deptId: string }>('/api/rabbit-user/info')).body.data.deptId;
      const lettersOf = async (caller: Caller) => (await educationHome(caller)).warnings!.find((row) => row.schoolId === schoolId)!.letters!;
      const [byJiwei, byCentre] = [await lettersOf(jiwei), await lettersOf(centre)];
      const sent = (
        await jiwei.post<{ id: string; version: number }>('/api/shian/letter/submit', {
          schoolId,
          title: '首页函询',
          content: '请回复。',
          deadline: '2099-01-01',
        })
      ).body.data;
      expect([await lettersOf(jiwei), await lettersOf(centre)]).toEqual([byJiwei + 1, byCentre + 1]);
      expect((await school.post('/api/shian/letter/reply', { id: sent.id, reply: '已回复。', version: sent.version })).body.code).toBe(200);
      expect([await lettersOf(jiwei), await lettersOf(centre)]).toEqual([byJiwei, byCentre]);
    });

    it('keeps each page in its reach: another district sees none of these schools; the wrong kind is refused; 401 without a session', async () => {
      const [centre, elsewhere, supplier, school] = await Promise.all([
        signedIn(base, 'centre'),
        signedIn(base, 'centre2', '100002'),
        signedIn(base, 'supplier', '100001', { supplier: true }),
        signedIn(base, 'school'),
      ]);
      const mine = new Set((await educationHome(centre)).warnings!.map((row) => row.schoolId));
      const theirs = await educationHome(elsewhere);
      expect(theirs.warnings!.some((row) => mine.has(row.schoolId))).toBe(false);
      expect(sum(theirs.warnings!, (row) => row.letters!)).toBe(await total(elsewhere, '/api/shian/letter/list', { status: '0' }));
      expect(sum(theirs.warnings!, (row) => row.certExpired)).toBe(await total(elsewhere, '/api/rabbit-work/healthCertificate/list', { certState: '3' }));
      expect((await supplier.get(`${HOME}/education`)).body.code).toBe(403);
      expect((await school.get(`${HOME}/education`)).body.code).toBe(403);
      expect((await centre.get(`${HOME}/supplier`)).body.code).toBe(403);
      expect((await call(base, 'GET', `${HOME}/supplier`)).status).toBe(401);
      expect((await call(base, 'GET', `${HOME}/education`)).status).toBe(401);
    });
  });
}
