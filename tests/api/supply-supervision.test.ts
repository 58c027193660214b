// 商户配送监管 on the real server (docs/product-rules.md#merchant-supervision): who may read it (supervisors only, each
// in its reach), the ranges' messages, and every figure of the four screens computed from the orders, deliveries,
// readings and inspections this file makes — never from the seeded numbers, which other files move.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call, tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { deliver, fleet, plusDays, submitOrder, supplyWorld, SUPPLY, uploadPdf, AQUATIC, FRESH, type OrderDetail, type SupplyWorld } from './support/supply.ts';
import { findNode, type Tree } from './support/tree.ts';

const S = `${SUPPLY}/supervision`;
const ROUTES = [`${S}/merchant/list`, `${S}/delivery/list`, `${S}/delivery/summary`, `${S}/qualification/list`, `${S}/transaction/summary`];

type Finding = { goodsName: string; decision: number; reason: string };
type DeliveryRow = {
  orderId: string;
  orderNo: string;
  schoolName: string;
  status: number;
  deliveryStatus: number | null;
  lateDays: number;
  readings: number;
  excursions: number;
  limit: number | null;
  warmest: number | null;
  emergency: boolean;
  emergencyReason: string;
  refusedLines: number;
  partlyLines: number;
  findings: Finding[];
};
type Summary = { orders: number; late: number; coldChain: number; refused: number; partly: number; emergency: number };
type Merchant = {
  supplierId: string;
  supplierName: string;
  schools: { id: string; name: string }[];
  awardsInForce: number;
  ordersThisMonth: number;
  inspectedLines: number;
  passedLines: number;
  passRate: number | null;
  qualification: string;
};
type Warning = { kind: string; id: string; supplierName: string; name: string; expireDate: string; daysLeft: number; state: string; schools: string[] };
type Figures = { acceptedAmount: number; inspectedLines: number; refusedLines: number; refusalRate: number | null };
type Trade = {
  startMonth: string;
  endMonth: string;
  total: Figures;
  byMonth: (Figures & { month: string })[];
  bySupplier: (Figures & { supplierId: string; supplierName: string })[];
  bySchool: (Figures & { schoolId: string; schoolName: string })[];
};

const SCHOOL1 = '东湖区第一小学';

for (const target of inject('targets')) {
  describe(`${target.name}: 商户配送监管`, () => {
    const base = target.url;

    /** The order's row in 配送监管 as `caller` reads it (undefined when not shown). */
    const rowOf = async (caller: Caller, order: OrderDetail, query: Record<string, string> = {}) => {
      const answer = (await caller.get<PageOf<DeliveryRow>>(`${S}/delivery/list`, { orderNo: orderNoOf(order), ...query })).body;
      expect(answer.code).toBe(200);
      return answer.data.records.find((row) => row.orderId === order.id);
    };
    const orderNos = new Map<string, string>();
    const orderNoOf = (order: OrderDetail) => orderNos.get(order.id)!;
    const remember = async (world: SupplyWorld, order: OrderDetail) => {
      const detail = (await world.canteen.get<{ orderNo: string }>(`${SUPPLY}/order/detail`, { id: order.id })).body.data;
      orderNos.set(order.id, detail.orderNo);
      return order;
    };

    /** Inspects every line of a delivered order: [decision, received, accepted?, reason?] per line, in order. */
    const inspect = async (world: SupplyWorld, order: OrderDetail, decisions: [number, number, number?, string?][]) => {
      const fileId = await uploadPdf(base, world.canteen);
      const answer = (
        await world.canteen.post(`${SUPPLY}/acceptance/submit`, {
          orderId: order.id,
          receiver: '李食堂',
          witness: '王师傅',
          lines: order.lines.map((line, index) => {
            const [decision, receivedQty, acceptedQty, reason] = decisions[index]!;
            return {
              lineId: line.id,
              receivedQty,
              acceptedQty,
              decision,
              reason,
              temperature: line.goodsCode === 'G0303' ? 3 : line.goodsCode === 'G0305' ? -16 : null,
              productionDate: plusDays(world.today, -1),
              certificates: [
                { kind: 1, fileId },
                { kind: 3, fileId },
              ],
            };
          }),
        })
      ).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
    };

    /** A sandbox school under the bureau with an education officer of its own (removed when the test ends). */
    const sandboxOfficer = async () => {
      const centre = await signedIn(base, 'centre');
      const tree = (await centre.get<Tree[]>('/api/rabbit-system/dept/tree')).body.data;
      const role = (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: 'education' })).body.data.id;
      const school = (
        await centre.post<{ id: string }>('/api/rabbit-system/dept/submit', {
          deptName: `监管沙箱${uniqueAccount('')}`,
          parentId: findNode(tree, '东湖区教育局')!.id,
          deptCategory: 2,
          sort: 9999,
        })
      ).body.data;
      const account = uniqueAccount('sup');
      const user = (
        await centre.post<{ id: string }>('/api/rabbit-user/submit', {
          account,
          password: 'Abc123',
          realName: '沙箱监管',
          sex: 1,
          deptId: school.id,
          roleId: role,
        })
      ).body;
      expect(user.code, JSON.stringify(user)).toBe(200);
      onTestFinished(async () => {
        await centre.post('/api/rabbit-user/remove', {}, { ids: user.data.id });
        await centre.post('/api/rabbit-system/dept/remove', {}, { ids: school.id });
      });
      return { school, officer: callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access) };
    };

    it('is the supervisors’ alone: a school, a canteen, a bid approver and a supplier are refused (403), nobody without a session (401)', async () => {
      const refused = await Promise.all([
        signedIn(base, 'school'),
        signedIn(base, 'canteen'),
        signedIn(base, 'approver'),
        signedIn(base, 'supplier', '100001', { supplier: true }),
      ]);
      for (const caller of refused)
        for (const route of ROUTES) {
          const answer = await caller.get(route);
          expect(answer.status, route).toBe(403);
          expect(answer.body.code).toBe(403);
        }
      for (const route of ROUTES) expect((await call(base, 'GET', route)).status).toBe(401);
      for (const account of ['centre', 'jiwei', 'market', 'bank']) {
        const supervisor = await signedIn(base, account);
        for (const route of ROUTES) expect((await supervisor.get(route)).body.code, `${account} ${route}`).toBe(200);
      }
    });

    it('checks the ranges with their messages', async () => {
      const centre = await signedIn(base, 'centre');
      const list = async (query: Record<string, string>) => (await centre.get(`${S}/delivery/list`, query)).body;
      const trade = async (query: Record<string, string>) => (await centre.get(`${S}/transaction/summary`, query)).body;
      expect(await list({ startDate: '2026-13-01' })).toMatchObject({ code: 400, msg: '开始日期格式应为 YYYY-MM-DD' });
      expect(await list({ endDate: '2026/11/01' })).toMatchObject({ code: 400, msg: '结束日期格式应为 YYYY-MM-DD' });
      expect(await list({ startDate: '2026-11-02', endDate: '2026-11-01' })).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
      expect(await list({ startDate: '2025-01-01', endDate: '2026-01-02' })).toMatchObject({ code: 400, msg: '查询时间范围不能超过 366 天' });
      expect((await list({ startDate: '2024-01-01', endDate: '2024-12-31' })).code).toBe(200);
      expect(await list({ issue: 'noise' })).toMatchObject({ code: 400, msg: '问题类型不正确' });
      expect((await centre.get(`${S}/delivery/summary`, { startDate: '2026-11-02', endDate: '2026-11-01' })).body).toMatchObject({
        code: 400,
        msg: '结束日期不能早于开始日期',
      });
      expect((await centre.get(`${S}/qualification/list`, { state: 'soon' })).body).toMatchObject({ code: 400, msg: '预警状态不正确' });
      expect(await trade({ startMonth: '2026-1' })).toMatchObject({ code: 400, msg: '开始月份格式应为 YYYY-MM' });
      expect(await trade({ startMonth: '2026-05', endMonth: '2026-04' })).toMatchObject({ code: 400, msg: '结束月份不能早于开始月份' });
      expect(await trade({ startMonth: '2025-01', endMonth: '2026-01' })).toMatchObject({ code: 400, msg: '统计范围不能超过 12 个月' });
      // an open end is checked once the other is known: today's month, and twelve months before the end
      expect(await trade({ startMonth: '2099-01' })).toMatchObject({ code: 400, msg: '结束月份不能早于开始月份' });
      const twelve = (await centre.get<Trade>(`${S}/transaction/summary`, { endMonth: '2026-03' })).body.data;
      expect(twelve).toMatchObject({ startMonth: '2025-04', endMonth: '2026-03' });
      expect(twelve.byMonth.map((month) => month.month)).toEqual([
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
      ]);
    });

    it('配送监管 in the demo: the supervisors see a breach of each kind (late, cold chain, refused, partly accepted, emergency)', async () => {
      const centre = await signedIn(base, 'centre');
      const summary = (await centre.get<Record<string, number>>(`${S}/delivery/summary`)).body.data;
      for (const kind of ['late', 'coldChain', 'refused', 'partly', 'emergency']) expect(summary[kind], kind).toBeGreaterThan(0);
      // the seeded history is not late: arrivals are kept on their orders
      expect(summary.late).toBeLessThan(summary.orders! / 10);
    });

    it('配送监管: cold-chain excursions, refused and partly accepted lines, emergency purchases and late deliveries of the test’s own orders', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const range = { startDate: world.today, endDate: plusDays(world.today, 1) };
      const summary = async () => (await centre.get<Summary>(`${S}/delivery/summary`, range)).body.data;
      const before = await summary();

      // frozen chicken whose logger read −5 °C once on the road: one excursion over the −9 °C limit
      const frozen = await remember(world, await submitOrder(world, [['G0305', 20_000]]));
      await deliver(world, frozen, [-16, -5, -12]);
      // rice partly accepted and cabbage refused, each with its reason
      const mixed = await remember(
        world,
        await submitOrder(world, [
          ['G0101', 10_000],
          ['G0501', 5_000],
        ]),
      );
      await deliver(world, mixed);
      await inspect(world, mixed, [
        [2, 10_000, 8_000, '两袋受潮'],
        [3, 5_000, undefined, '叶片腐烂'],
      ]);
      // an emergency purchase outside the catalogue's price, with its reason
      const emergency = await remember(
        world,
        await submitOrder(world, [['G0101', 5_000]], {
          emergency: true,
          emergencyReason: '原定大米霉变，临时补货',
          lines: [{ goodsCode: 'G0101', quantity: 5_000, unitPrice: 720 }],
        }),
      );
      // confirmed for tomorrow and never sent
      const waiting = await remember(world, await submitOrder(world, [['G0101', 2_000]]));
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: waiting.id })).body.code).toBe(200);

      const after = await summary();
      expect({
        orders: after.orders - before.orders,
        late: after.late - before.late,
        coldChain: after.coldChain - before.coldChain,
        refused: after.refused - before.refused,
        partly: after.partly - before.partly,
        emergency: after.emergency - before.emergency,
      }).toEqual({ orders: 4, late: 0, coldChain: 1, refused: 1, partly: 1, emergency: 1 });

      // one order of the number, counted as the page's total whether or not a kind of finding narrows the list
      for (const issue of [undefined, 'coldChain'])
        expect(
          (await centre.get<PageOf<DeliveryRow>>(`${S}/delivery/list`, { orderNo: orderNoOf(frozen), ...(issue ? { issue } : {}) })).body.data,
        ).toMatchObject({ total: 1, records: [{ orderId: frozen.id }] });
      expect(await rowOf(centre, frozen)).toMatchObject({
        schoolName: SCHOOL1,
        status: 5,
        deliveryStatus: 3,
        lateDays: 0,
        readings: 3,
        excursions: 1,
        limit: -9,
        warmest: -5,
        emergency: false,
        refusedLines: 0,
      });
      expect(await rowOf(centre, mixed)).toMatchObject({
        status: 7,
        readings: 0,
        excursions: 0,
        limit: null,
        refusedLines: 1,
        partlyLines: 1,
        findings: [
          { goodsName: expect.any(String), decision: 2, reason: '两袋受潮' },
          { goodsName: expect.any(String), decision: 3, reason: '叶片腐烂' },
        ],
      });
      expect(await rowOf(centre, emergency)).toMatchObject({ status: 1, deliveryStatus: null, emergency: true, emergencyReason: '原定大米霉变，临时补货' });
      // each kind of finding narrows the list to the orders that have it
      expect(await rowOf(centre, frozen, { issue: 'coldChain' })).toBeDefined();
      expect(await rowOf(centre, frozen, { issue: 'refused' })).toBeUndefined();
      expect(await rowOf(centre, mixed, { issue: 'partly' })).toBeDefined();
      expect(await rowOf(centre, mixed, { issue: 'emergency' })).toBeUndefined();
      expect(await rowOf(centre, emergency, { issue: 'any' })).toBeDefined();
      expect(await rowOf(centre, waiting, { issue: 'any' })).toBeUndefined();

      // two days on, the confirmed order is a day late; the ones that arrived on time stay on time
      const clock = (offsetSeconds: number) => call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } });
      onTestFinished(async () => {
        await clock(0);
      });
      await clock(2 * 86_400);
      expect(await rowOf(centre, waiting, { issue: 'late' })).toMatchObject({ status: 2, lateDays: 1 });
      expect(await rowOf(centre, frozen, { issue: 'late' })).toBeUndefined();
      // sent and arrived then, a day after its date: late for good, by its arrival, whatever the clock says after
      const sent = (await world.fresh.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: waiting.id, ...(await fleet(world.fresh)) })).body;
      expect(sent.code).toBe(200);
      for (const step of ['depart', 'arrive']) expect((await world.fresh.post(`${SUPPLY}/delivery/${step}`, { id: sent.data.id })).body.code).toBe(200);
      await clock(0);
      expect(await rowOf(centre, waiting, { issue: 'late' })).toMatchObject({ lateDays: 1 });
      expect((await summary()).late - before.late).toBe(1);

      // every supervisor of the district reads it; a school outside the reach, another district and the sandbox do not
      for (const account of ['jiwei', 'market', 'bank']) expect(await rowOf(await signedIn(base, account), frozen)).toBeDefined();
      const schoolOf = async (name: string) => findNode((await centre.get<Tree[]>('/api/rabbit-system/dept/tree')).body.data, name)!.id;
      expect(await rowOf(centre, frozen, { schoolId: await schoolOf(SCHOOL1) })).toBeDefined();
      expect(await rowOf(centre, frozen, { schoolId: await schoolOf('东湖区实验中学') })).toBeUndefined();
      expect(await rowOf(await signedIn(base, 'centre2', '100002'), frozen)).toBeUndefined();
      const { officer } = await sandboxOfficer();
      expect(await rowOf(officer, frozen)).toBeUndefined();
      expect((await officer.get<Summary>(`${S}/delivery/summary`)).body.data).toEqual({
        orders: 0,
        late: 0,
        coldChain: 0,
        refused: 0,
        partly: 0,
        emergency: 0,
      });
    });

    it('配送监管’s total: the whole year, whole months and the days at a range’s ends, as the counts count them; a draft among them once sent, a cancelled order still', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const tomorrow = plusDays(world.today, 1);
      const first = `${world.today.slice(0, 8)}01`;
      const lastMonth = `${plusDays(first, -1).slice(0, 8)}01`;
      // open ranges, this month from its first day, a whole month, a month and a day, ranges from and to the middle of a month, one day
      const ranges: { startDate?: string; endDate?: string; schoolId?: string }[] = [
        {},
        { startDate: first },
        { endDate: tomorrow },
        { startDate: lastMonth, endDate: plusDays(first, -1) },
        { startDate: plusDays(first, -31), endDate: plusDays(first, -1) },
        { startDate: plusDays(first, -45), endDate: tomorrow },
        { startDate: plusDays(lastMonth, 9), endDate: plusDays(first, 9) },
        { startDate: tomorrow, endDate: tomorrow },
      ];
      const school = findNode((await centre.get<Tree[]>('/api/rabbit-system/dept/tree')).body.data, SCHOOL1)!.id;
      ranges.push(...ranges.slice(0, 4).map((range) => ({ ...range, schoolId: school })));
      // the list's total (counted ahead by month: migration 036) is the number of orders the counts find one by one
      const totals = async () => {
        const found: number[] = [];
        for (const range of ranges) {
          const list = (await centre.get<PageOf<DeliveryRow>>(`${S}/delivery/list`, { ...range, size: '1' })).body;
          const counts = (await centre.get<Summary>(`${S}/delivery/summary`, range)).body;
          expect(list.code, JSON.stringify(list)).toBe(200);
          expect(Number(list.data.total), JSON.stringify(range)).toBe(counts.data.orders);
          found.push(Number(list.data.total));
        }
        return found;
      };
      const before = await totals();
      expect(before[0]).toBeGreaterThan(0);
      const withTomorrow = (plus: number) =>
        before.map((total, index) => total + ((ranges[index]!.startDate ?? '') <= tomorrow && tomorrow <= (ranges[index]!.endDate ?? '9') ? plus : 0));

      const draft = await submitOrder(world, [['G0101', 1_000]], { submit: false });
      expect(await totals()).toEqual(before);
      expect((await world.canteen.post(`${SUPPLY}/order/send`, { id: draft.id })).body.code).toBe(200);
      expect(await totals()).toEqual(withTomorrow(1));
      expect((await world.canteen.post(`${SUPPLY}/order/cancel`, { id: draft.id, reason: '用餐人数变化' })).body.code).toBe(200);
      expect(await totals()).toEqual(withTomorrow(1));
    });

    it('商户档案: the suppliers serving the reach with their schools, awards, orders this month, pass rate and papers', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const fresh = async (caller = centre) =>
        (await caller.get<PageOf<Merchant>>(`${S}/merchant/list`, { supplierName: '鲜丰', size: '50' })).body.data.records.find(
          (row) => row.supplierName === FRESH,
        );
      const before = (await fresh())!;
      expect(before.schools.map((school) => school.name)).toContain(SCHOOL1);
      expect(before.awardsInForce).toBeGreaterThanOrEqual(1);

      const order = await submitOrder(world, [
        ['G0101', 1_000],
        ['G0501', 1_000],
      ]);
      await deliver(world, order);
      await inspect(world, order, [
        [1, 1_000],
        [3, 1_000, undefined, '不新鲜'],
      ]);
      const after = (await fresh())!;
      const sameMonth = plusDays(world.today, 1).slice(0, 7) === world.today.slice(0, 7);
      expect(after.ordersThisMonth - before.ordersThisMonth).toBe(sameMonth ? 1 : 0);
      expect([after.inspectedLines - before.inspectedLines, after.passedLines - before.passedLines]).toEqual([2, 1]);
      expect(after.passRate).toBe(Math.round((after.passedLines * 1000) / after.inspectedLines) / 10);

      // 湖畔水产's 食品经营许可证 has lapsed; the filter shows only suppliers in that state
      const expired = (await centre.get<PageOf<Merchant>>(`${S}/merchant/list`, { qualification: 'expired', size: '200' })).body.data.records;
      expect(expired.map((row) => row.supplierName)).toContain(AQUATIC);
      expect(expired.every((row) => row.qualification === 'expired')).toBe(true);
      // narrowed to a school outside the reach, to another district's or to a sandbox school without suppliers: nothing
      expect((await centre.get<PageOf<Merchant>>(`${S}/merchant/list`, { schoolId: '1' })).body.data.total).toBe(0);
      expect(await fresh(await signedIn(base, 'centre2', '100002'))).toBeUndefined();
      // a bureau's officer over one new school: 鲜丰 serves it by the bureau's binding, but school 1's trade is not its
      const { school, officer } = await sandboxOfficer();
      expect(await fresh(officer)).toMatchObject({ schools: [{ id: school.id }], ordersThisMonth: 0, inspectedLines: 0, passRate: null });
    });

    it('资质预警: papers lapsed or lapsing within 30 days, drivers’ health certificates among them, with days left and the schools served', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const driver = async (healthCertExpiry: string) =>
        (await world.fresh.post<{ id: string }>(`${SUPPLY}/driver/submit`, { name: '预警司机', healthCertNo: `JK-${uniqueAccount('')}`, healthCertExpiry }))
          .body.data.id;
      const soon = await driver(plusDays(world.today, 10));
      const lapsed = await driver(plusDays(world.today, -3));
      const later = await driver(plusDays(world.today, 31));
      const warnings = async (caller: Caller, query: Record<string, string> = {}) =>
        (await caller.get<PageOf<Warning>>(`${S}/qualification/list`, { size: '200', ...query })).body.data.records;
      const all = await warnings(centre, { kind: 'driver' });
      expect(all.find((row) => row.id === soon)).toMatchObject({ kind: 'driver', supplierName: FRESH, daysLeft: 10, state: 'expiring', name: '预警司机' });
      expect(all.find((row) => row.id === soon)!.schools).toContain(SCHOOL1);
      expect(all.find((row) => row.id === lapsed)).toMatchObject({ daysLeft: -3, state: 'expired' });
      expect(all.find((row) => row.id === later)).toBeUndefined();
      expect(all.every((row) => row.kind === 'driver')).toBe(true);
      // fewest days left first
      const days = all.map((row) => row.daysLeft);
      expect(days).toEqual([...days].sort((a, b) => a - b));

      const expired = await warnings(centre, { state: 'expired' });
      expect(expired.every((row) => row.daysLeft < 0 && row.state === 'expired')).toBe(true);
      expect(expired.find((row) => row.supplierName === AQUATIC && row.kind === 'qualification')).toMatchObject({
        name: '食品经营许可证',
        expireDate: '2026-06-30',
      });
      expect(expired.find((row) => row.id === lapsed)).toBeDefined();

      expect((await warnings(await signedIn(base, 'centre2', '100002'))).find((row) => row.id === soon)).toBeUndefined();
      const { officer } = await sandboxOfficer();
      const served = await warnings(officer, { kind: 'driver' });
      expect(served.find((row) => row.id === soon)).toBeDefined();
      expect(served.flatMap((row) => row.schools)).not.toContain(SCHOOL1);
    });

    it('交易统计: accepted amounts in fen by month, supplier and school, and the refusal rate, from the test’s own inspections', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const month = world.today.slice(0, 7);
      const trade = async () => (await centre.get<Trade>(`${S}/transaction/summary`, { startMonth: month, endMonth: month })).body.data;
      const before = await trade();

      // 1,010 g of rice at 650 fen/kg = 656.5 → 657 fen; 1,001 g of cabbage accepted of 2,333 at 300 fen/kg = 300.3 → 300;
      // the chilled chicken refused: 0
      const order = await submitOrder(world, [
        ['G0101', 1_010],
        ['G0501', 2_333],
        ['G0303', 1_000],
      ]);
      await deliver(world, order, [2]);
      await inspect(world, order, [
        [1, 1_010],
        [2, 2_333, 1_001, '部分发黄'],
        [3, 1_000, undefined, '包装破损'],
      ]);
      const after = await trade();
      const delta = (a: Figures | undefined, b: Figures | undefined) => [
        (a?.acceptedAmount ?? 0) - (b?.acceptedAmount ?? 0),
        (a?.inspectedLines ?? 0) - (b?.inspectedLines ?? 0),
        (a?.refusedLines ?? 0) - (b?.refusedLines ?? 0),
      ];
      expect(delta(after.total, before.total)).toEqual([957, 3, 1]);
      expect(delta(after.byMonth[0], before.byMonth[0])).toEqual([957, 3, 1]);
      const supplier = (answer: Trade) => answer.bySupplier.find((row) => row.supplierName === FRESH);
      expect(delta(supplier(after), supplier(before))).toEqual([957, 3, 1]);
      const school = (answer: Trade) => answer.bySchool.find((row) => row.schoolName === SCHOOL1);
      expect(delta(school(after), school(before))).toEqual([957, 3, 1]);
      expect(after.total.refusalRate).toBe(Math.round((after.total.refusedLines * 1000) / after.total.inspectedLines) / 10);
      expect(after.byMonth).toHaveLength(1);

      // another district's supervisor and the sandbox see none of it
      const other = (await (await signedIn(base, 'centre2', '100002')).get<Trade>(`${S}/transaction/summary`)).body.data;
      expect(other.bySupplier.find((row) => row.supplierName === FRESH)).toBeUndefined();
      const { officer } = await sandboxOfficer();
      expect((await officer.get<Trade>(`${S}/transaction/summary`)).body.data.total).toEqual({
        acceptedAmount: 0,
        inspectedLines: 0,
        refusedLines: 0,
        refusalRate: null,
      });
    });
  });
}
