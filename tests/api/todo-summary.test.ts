// 待办提醒 (GET /api/rabbit-desk/todo/summary): every registered item, for each account kind that sees it, counts what
// the list its link opens shows (the list API called with the link's filters has that total); each link is a menu the
// account may open; a write changes a count at once; an item whose count fails or overruns comes back unavailable
// while the others show.
import { describe, expect, inject, it } from 'vitest';
import type { AccessClaims } from '../../server/platform/auth/tokens.ts';
import type { Queryable } from '../../server/platform/db/database.ts';
import { cachedTodoSummary, TODO_CACHE_MS, todoSummary, type TodoDefinition } from '../../server/platform/todo/registry.ts';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

type Item = { key: string; count: number | null; link: string; error?: boolean };
type MenuNode = { path: string; children?: MenuNode[] };

const SUMMARY = '/api/rabbit-desk/todo/summary';
const BIDDING = '/api/rabbit-backendBidding/bidding';

/** The list API behind each screen a to-do link opens. */
const LIST_OF: Record<string, string> = {
  '/zhaobiao/approve/index': `${BIDDING}/allList`,
  '/zhaobiao/evaluate/index': `${BIDDING}/allList`,
  '/zhaobiao/bidding/index': `${BIDDING}/list`,
  '/toubiao/hall/index': `${BIDDING}/allList`,
  '/toubiao/my/index': `${BIDDING}/myBiddingList`,
  '/toubiao/profile/qualification': '/api/rabbit-supplier/qualification/list',
  '/jiwei/letter': '/api/shian/letter/list',
  '/peisong/mealOrder/index': '/api/shian/meal-supply/provider/orders',
  '/open/complaint/index': '/api/shian/disclosure/complaint/list',
  '/anquan/rectify/index': '/api/shian/safety/hazard/list',
  // 办公审批: 待办 (and, with overdue=1, the overdue tasks of the people the caller leads), 待签
  '/work/todo': '/api/rabbit-flow/work/todo-list',
  '/work/claim': '/api/rabbit-flow/work/claim-list',
  '/workPersonnel/healthCertificate': '/api/rabbit-work/healthCertificate/list',
  '/device/face': '/api/rabbit-device/device/list',
  '/kaoqin/patch/index': '/api/rabbit-kaoqin/makeUpPunch/list',
  '/kaoqin/mealStop/index': '/api/rabbit-kaoqin/mealStop/list',
  // the supply chain's small lists answer arrays (at most 200 or 500 rows), filtered by the link's filters here as the screens do;
  // its orders and returns answer pages filtered on the server
  '/xiaoshou/order/index': '/api/rabbit-supply/order/list',
  '/xiaoshou/return/index': '/api/rabbit-supply/return/list',
  '/peisong/coldChain/index': '/api/rabbit-supply/delivery/alert/list',
  '/caigou/acceptance/index': '/api/rabbit-supply/order/list',
  '/warehouse/stock/index': '/api/rabbit-supply/stock/list',
  '/caigou/plan/index': '/api/rabbit-supply/plan/list',
  '/caigou/goods/index': '/api/rabbit-supply/quote/list',
  '/gongcan/acceptance/index': '/api/shian/meal-supply/order/list',
  '/xiaowaigongcan/company/index': '/api/shian/meal-supply/provider/list',
};
/**
 * Links whose screen filters on the client with the app clock's day (库存查询's 临期 `expiry=due`), which the rows carry
 * no field for, and 企业资质 (its documents expiring or expired among all it holds, each tagged): their whole list holds
 * at least the count (the screens' filters have unit tests).
 */
const WIDER = new Set(['/warehouse/stock/index', '/toubiao/profile/qualification']);

/** The keys each account sees (its role's items), in the summary's order. */
const KEYS: Record<string, string[]> = {
  approver: ['bidding.approve'],
  expert: ['bidding.score'],
  centre: [
    'bidding.review',
    'bidding.award',
    'letter.close',
    'mealSupply.licence',
    'safety.confirm',
    'safety.overdue',
    'workflow.todo',
    'workflow.claim',
    'workflow.overdue',
    'ledgers.sampleLate',
    'finance.overdueClose',
    'complaint.escalated',
  ],
  school: [
    'bidding.review',
    'bidding.award',
    'letter.answer',
    'mealSupply.accept',
    'mealSupply.cold',
    'safety.rectify',
    'safety.confirm',
    'safety.overdue',
    'workflow.todo',
    'workflow.claim',
    'workflow.overdue',
    'workPersonnel.certExpired',
    'workPersonnel.certExpiring',
    'devices.offline',
    'devices.failed',
    'attendance.makeUp',
    'attendance.mealStop',
    'supply.receive',
    'supply.nearExpiry',
    'supply.approvePlan',
    'supply.approveQuote',
    'ledgers.morningCheck',
    'ledgers.sample',
    'ledgers.disinfection',
    'ledgers.accompaniedMeal',
    'ledgers.sampleLate',
    'finance.toAudit',
    'finance.toPost',
    'finance.toClose',
    'complaint.receive',
    'complaint.reply',
  ],
  canteen: [
    'mealSupply.accept',
    'mealSupply.cold',
    'safety.rectify',
    'safety.confirm',
    'workflow.todo',
    'workflow.claim',
    'workflow.overdue',
    'workPersonnel.certExpired',
    'workPersonnel.certExpiring',
    'devices.offline',
    'devices.failed',
    'attendance.makeUp',
    'attendance.mealStop',
    'supply.receive',
    'supply.nearExpiry',
    'ledgers.morningCheck',
    'ledgers.sample',
    'ledgers.disinfection',
    'ledgers.accompaniedMeal',
    'finance.toAudit',
    'finance.toPost',
    'finance.toClose',
  ],
  jiwei: ['letter.close', 'mealSupply.licence', 'safety.overdue', 'ledgers.sampleLate', 'finance.overdueClose'],
  market: ['mealSupply.licence', 'safety.confirm', 'safety.overdue', 'ledgers.sampleLate', 'finance.overdueClose'],
  bank: ['mealSupply.licence'],
};

async function menuPaths(caller: Caller): Promise<Set<string>> {
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (paths.add(node.path), walk(node.children ?? [])));
  for (const top of (await caller.get<{ children: MenuNode[] }[]>('/api/rabbit-system/menu/all-routes')).body.data) walk(top.children);
  return paths;
}

const summaryOf = async (caller: Caller) => (await caller.get<Item[]>(SUMMARY)).body.data;
const countOf = async (caller: Caller, key: string) => (await summaryOf(caller)).find((item) => item.key === key)!.count;

type Owed = { code: string; owed: number; done: number };

/** 今日台账 (`?ledger=`): what the ledger still owes today — a canteen's own day, or the sum over the school's canteens. */
async function owedToday(caller: Caller, code: string): Promise<number> {
  const own = (await caller.get<{ ledgers: Owed[] }>('/api/rabbit-ledger/today')).body;
  if (own.code === 200) return own.data.ledgers.filter((ledger) => ledger.code === code).reduce((sum, ledger) => sum + ledger.owed - ledger.done, 0);
  const canteens = (await caller.get<PageOf<{ ledgers: Owed[] }>>('/api/rabbit-ledger/completeness', { size: '200' })).body.data.records;
  return canteens.flatMap((canteen) => canteen.ledgers.filter((ledger) => ledger.code === code)).reduce((sum, ledger) => sum + ledger.owed - ledger.done, 0);
}

/**
 * 财务's lists: the vouchers of the caller's book by status (the school's book, or a supplier's), the book's periods
 * still open before this month, 学校账簿's overdue schools (filtered by the server); undefined for any other link.
 */
async function financeTotal(caller: Caller, url: URL): Promise<number | undefined> {
  const F = '/api/rabbit-finance';
  const book = async (kind: number) => (await caller.get<{ id: string; kind: number }[]>(`${F}/book/list`)).body.data.find((item) => item.kind === kind)!.id;
  const status = url.searchParams.get('status') ?? '';
  if (url.pathname === '/finance/voucher/index' || url.pathname === '/finance/supplier/voucher') {
    const bookId = await book(url.pathname === '/finance/voucher/index' ? 1 : 2);
    return Number((await caller.get<PageOf<unknown>>(`${F}/voucher/page`, { bookId, status, size: '10' })).body.data.total);
  }
  if (url.pathname === '/finance/setting/period') {
    const periods = (await caller.get<{ period: string; status: number }[]>(`${F}/period/list`, { bookId: await book(1) })).body.data;
    // the months ended: before this month on the deployment's clock (Asia/Shanghai)
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    return periods.filter((item) => String(item.status) === status && item.period < thisMonth).length;
  }
  if (url.pathname === '/financialSupervision/books/index')
    return (await caller.get<unknown[]>(`${F}/supervision/books`, Object.fromEntries(url.searchParams))).body.data.length;
  return undefined;
}

/** The total of the list a link opens, called with the link's filters. */
async function listTotal(caller: Caller, link: string): Promise<number> {
  const url = new URL(link, 'http://x');
  if (url.pathname === '/shengchan/today/index') return owedToday(caller, url.searchParams.get('ledger')!);
  // 明厨亮灶's key figure 留样超时餐次, whose 今日台账 panel lists them
  if (url.pathname === '/liancan/zhuanxiangtongji/mingchuliangzhao/index')
    return (await caller.get<{ kpis: { lateMeals: number } }>('/api/shian/statistics/kitchen')).body.data.kpis.lateMeals;
  const finance = await financeTotal(caller, url);
  if (finance !== undefined) return finance;
  const api = LIST_OF[url.pathname];
  expect(api, link).toBeDefined();
  const filters = Object.fromEntries(url.searchParams);
  const answer = (await caller.get<PageOf<unknown> | Record<string, unknown>[]>(api!, { ...filters, current: '1', size: '10' })).body;
  expect(answer.code, link).toBe(200);
  if (!Array.isArray(answer.data)) return Number(answer.data.total);
  const exact = !WIDER.has(url.pathname);
  return answer.data.filter((row) => Object.entries(filters).every(([key, value]) => (!exact && !(key in row)) || String(row[key]) === value)).length;
}

for (const target of inject('targets')) {
  describe(`${target.name}: the to-do summary`, () => {
    const base = target.url;

    it('gives each account the items of its role, each counting what its link’s list shows, each link a menu it may open', async () => {
      for (const [account, keys] of Object.entries(KEYS)) {
        const caller = await signedIn(base, account);
        const items = await summaryOf(caller);
        expect(
          items.map((item) => item.key),
          account,
        ).toEqual(keys);
        const menus = await menuPaths(caller);
        for (const item of items) {
          expect(item.error, `${account} ${item.key}`).toBeUndefined();
          if (WIDER.has(new URL(item.link, 'http://x').pathname))
            expect(item.count, `${account} ${item.key}`).toBeLessThanOrEqual(await listTotal(caller, item.link));
          else expect(item.count, `${account} ${item.key}`).toBe(await listTotal(caller, item.link));
          expect(menus.has(new URL(item.link, 'http://x').pathname), `${account} ${item.link}`).toBe(true);
        }
      }
    });

    it('counts something for the seeded accounts: the approver’s tenders, the canteen’s certificates', async () => {
      expect(await countOf(await signedIn(base, 'approver'), 'bidding.approve')).toBeGreaterThan(0);
      const canteen = await signedIn(base, 'canteen');
      expect((await countOf(canteen, 'workPersonnel.certExpired'))! + (await countOf(canteen, 'workPersonnel.certExpiring'))!).toBeGreaterThan(0);
    });

    it('gives a supplier and another district’s accounts only their own; 401 without a session', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const supplied = await summaryOf(supplier);
      expect(supplied.map((item) => item.key)).toEqual([
        'supplier.qualificationDue',
        'bidding.signUp',
        'bidding.shortlisted',
        'mealSupply.confirm',
        'supply.confirmOrder',
        'supply.confirmReturn',
        'supply.coldChainAlert',
        'finance.supplierToAudit',
        'finance.supplierToPost',
      ]);
      const menus = await menuPaths(supplier);
      for (const item of supplied) {
        if (WIDER.has(new URL(item.link, 'http://x').pathname)) expect(item.count, item.key).toBeLessThanOrEqual(await listTotal(supplier, item.link));
        else expect(item.count, item.key).toBe(await listTotal(supplier, item.link));
        expect(menus.has(new URL(item.link, 'http://x').pathname), item.link).toBe(true);
      }
      const elsewhere = await signedIn(base, 'centre2', '100002');
      for (const item of await summaryOf(elsewhere)) expect(item.count, item.key).toBe(await listTotal(elsewhere, item.link));
      expect((await call(base, 'GET', SUMMARY)).status).toBe(401);
    });

    it('moves the counts at once: a letter sent is the school’s to answer, then, replied, the sender’s to close', async () => {
      const [jiwei, school] = await Promise.all([signedIn(base, 'jiwei'), signedIn(base, 'school')]);
      const schoolId = (await school.get<{ deptId: string }>('/api/rabbit-user/info')).body.data.deptId;
      const [toAnswer, toClose] = [await countOf(school, 'letter.answer'), await countOf(jiwei, 'letter.close')];
      const sent = (
        await jiwei.post<{ id: string; version: number }>('/api/shian/letter/submit', {
          schoolId,
          title: '待办计数',
          content: '请回复。',
          deadline: '2099-01-01',
        })
      ).body.data;
      expect(await countOf(school, 'letter.answer')).toBe(toAnswer! + 1);
      const replied = (await school.post<{ version: number }>('/api/shian/letter/reply', { id: sent.id, reply: '已回复。', version: sent.version })).body.data;
      expect(await countOf(school, 'letter.answer')).toBe(toAnswer);
      expect(await countOf(jiwei, 'letter.close')).toBe(toClose! + 1);
      expect((await jiwei.post('/api/shian/letter/close', { id: sent.id, version: replied.version })).body.code).toBe(200);
      expect(await countOf(jiwei, 'letter.close')).toBe(toClose);
    });

    it('keeps /api/shian/dashboard’s todoByKind the summary’s counts by domain', async () => {
      const canteen = await signedIn(base, 'canteen');
      const byDomain = new Map<string, number>();
      for (const item of await summaryOf(canteen))
        if (item.count) byDomain.set(item.key.split('.')[0]!, (byDomain.get(item.key.split('.')[0]!) ?? 0) + item.count);
      const dashboard = (await canteen.get<{ todoByKind: { kind: string; count: number }[] }>('/api/shian/dashboard')).body.data;
      expect(dashboard.todoByKind).toEqual([...byDomain].sort(([a], [b]) => (a < b ? -1 : 1)).map(([kind, count]) => ({ kind, count })));
    });
  });
}

describe('the to-do registry', () => {
  // the caller is loaded as the request's staff actor (platform/access/actor.ts): a school user, whose role holds the
  // menu the items link to (every query answers this one row)
  const CALLER = { role: 'school', name: '', role_id: '7', path: '/wel/index' };
  const db = { query: async () => ({ rows: [CALLER] }) } as unknown as Queryable;
  const claims = { kind: 'user', subjectId: '1', tenantId: '100001' } as AccessClaims;
  const item = (key: string, count: TodoDefinition['count'], roles = ['school']): TodoDefinition => ({
    key,
    roles,
    path: '/wel/index',
    query: { a: '1' },
    count,
  });

  it('shows an item whose count throws or overruns its budget as unavailable, and the others as counted', async () => {
    const registry = [
      item('a.ok', async () => 3),
      item('a.broken', async () => Promise.reject(new Error('relation does not exist'))),
      item('a.slow', () => new Promise<number>((resolve) => setTimeout(() => resolve(1), 500))),
      item('a.hidden', async () => 9, ['jiwei']),
    ];
    const started = Date.now();
    expect(await todoSummary(db, claims, { registry, budgetMs: 50 })).toEqual([
      { key: 'a.ok', count: 3, link: '/wel/index?a=1' },
      { key: 'a.broken', count: null, link: '/wel/index?a=1', error: true },
      { key: 'a.slow', count: null, link: '/wel/index?a=1', error: true },
    ]);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('keeps a summary while the database’s log has not moved and for at most a minute; never one with an unavailable item', async () => {
    let lsn = '0/100';
    const logged = {
      query: async (query: string | { text: string }) => ({
        rows: (typeof query === 'string' ? query : query.text).includes('pg_current_wal_insert_lsn') ? [{ lsn }] : [CALLER],
      }),
    } as unknown as Queryable;
    let counted = 0;
    let failing = false;
    const registry = [item('c.count', async () => ++counted), item('c.flaky', async () => (failing ? Promise.reject(new Error('down')) : 0))];
    let clock = 1_000_000;
    const ask = () => cachedTodoSummary(logged, { ...claims, subjectId: 'cache-test' }, { registry, now: () => clock });
    expect((await ask())[0]!.count).toBe(1);
    expect((await ask())[0]!.count).toBe(1);
    // a write anywhere moves the log: counted again
    lsn = '0/200';
    expect((await ask())[0]!.count).toBe(2);
    // the clock alone: counted again after a minute
    clock += TODO_CACHE_MS;
    expect((await ask())[0]!.count).toBe(3);
    // a summary with an unavailable item is answered but not kept
    failing = true;
    lsn = '0/300';
    expect((await ask())[1]).toMatchObject({ key: 'c.flaky', count: null, error: true });
    failing = false;
    expect((await ask())[0]!.count).toBe(5);
  });
});
