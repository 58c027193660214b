// 供餐管理 and 校外供餐 (server/modules/meal-supply, docs/product-rules.md#meal-supply): an order is placed and changed
// only before its cut-off (the day before at 15:00 by default, on the app clock moved by POST /api/test/clock), a cold
// arrival (under 60 °C) is flagged, a refusal needs its reason; the supervisors' 订餐统计, 验收记录, 供餐企业 and 供餐评价
// count exactly the records the test makes in a month no seed reaches, in their reach only — another school's orders
// are not the school's to touch, another tenant sees none — and they write nothing.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

type Order = {
  id: string;
  schoolName: string;
  mealDate: string;
  meal: number;
  quantity: number;
  status: number;
  cold: boolean;
  changeable: boolean;
  version: number;
};
type Figures = { orders: number; meals: number; accepted: number; refused: number; cold: number };
type Stats = {
  total: Figures;
  byMonth: (Figures & { month: string })[];
  byProvider: (Figures & { providerName: string })[];
  bySchool: (Figures & { schoolName: string })[];
};
type Provider = { name: string; licenceState: string; schools: { name: string }[] };
type Trend = { months: string[]; providers: { providerName: string; average: (number | null)[]; count: number[] }[] };

const M = '/api/shian/meal-supply';
const todayInBeijing = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A month five months ahead: no seeded order reaches it. */
const monthAhead = () => {
  const now = new Date(`${todayInBeijing()}T00:00:00Z`);
  now.setUTCMonth(now.getUTCMonth() + 5, 1);
  return now.toISOString().slice(0, 7);
};

for (const target of inject('targets')) {
  describe(`${target.name}: 供餐管理 and 校外供餐`, () => {
    const base = target.url;
    let school: Caller;
    let centre: Caller;
    let bank: Caller;
    let centre2: Caller;
    const ok = <T>(answer: { body: { code: number; data: T } }) => {
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const place = async (mealDate: string, meal: number, quantity: number) => ok(await school.post<Order>(`${M}/order/submit`, { mealDate, meal, quantity }));
    const deliver = (order: Order, arrivalTemp: number) =>
      school.post<Order>(`${M}/order/deliver`, {
        id: order.id,
        version: order.version,
        departTime: `${order.mealDate} 10:30`,
        arriveTime: `${order.mealDate} 11:05`,
        vehicleNo: '浙A12345',
        arrivalTemp,
      });

    beforeAll(async () => {
      [school, centre, bank, centre2] = await Promise.all([
        signedIn(base, 'school'),
        signedIn(base, 'centre'),
        signedIn(base, 'bank'),
        signedIn(base, 'centre2', '100002'),
      ]);
    });
    afterEach(async () => {
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
    });

    it('takes an order before its cut-off and refuses a new one or a change after it, in Chinese', async () => {
      // today's meals closed yesterday at 15:00
      const late = await school.post(`${M}/order/submit`, { mealDate: todayInBeijing(), meal: 3, quantity: 10 });
      expect(late.body).toMatchObject({ code: 400 });
      expect(late.body.msg).toMatch(/^已过订餐截止时间（\d{4}-\d{2}-\d{2} 15:00），不能再下单或修改$/);

      const day = addDays(todayInBeijing(), 3);
      const order = await place(day, 3, 25);
      expect(order).toMatchObject({ status: 1, quantity: 25, changeable: true });
      expect((await school.post(`${M}/order/submit`, { mealDate: day, meal: 3, quantity: 5 })).body).toMatchObject({ code: 400, msg: '该日该餐次已有订单' });
      const changed = ok(await school.post<Order>(`${M}/order/update`, { id: order.id, version: order.version, quantity: 30 }));
      expect(changed).toMatchObject({ quantity: 30, version: order.version + 1 });

      // the clock one minute past the cut-off (the day before at 15:00, Beijing)
      const cutoff = Date.parse(`${addDays(day, -1)}T15:01:00+08:00`) / 1000;
      expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: Math.ceil(cutoff - Date.now() / 1000) } })).status).toBe(200);
      const refused = await school.post(`${M}/order/update`, { id: order.id, version: changed.version, quantity: 40 });
      expect(refused.body).toMatchObject({ code: 400, msg: `已过订餐截止时间（${addDays(day, -1)} 15:00），不能再下单或修改` });
      expect((await school.post(`${M}/order/cancel`, { id: order.id, version: changed.version })).body.code).toBe(400);
      const listed = ok(await school.get<PageOf<Order>>(`${M}/order/list`, { startDate: day, endDate: day, status: '1' }));
      expect(listed.records.find((row) => row.id === order.id)).toMatchObject({ quantity: 30, changeable: false });
    });

    it('lets the provider’s own account list and confirm the orders addressed to its company, and no one else', async () => {
      const day = addDays(todayInBeijing(), 5);
      const order = await place(day, 1, 20);
      const provider = await signedIn(base, 'provider', '100001', { supplier: true });
      const other = await signedIn(base, 'supplier', '100001', { supplier: true });
      // 供餐订单: the provider sees the school's new order among its own; a supplier that is no provider sees none
      const mine = ok(await provider.get<PageOf<Order>>(`${M}/provider/orders`, { startDate: day, endDate: day, status: '1' }));
      expect(mine.records.find((row) => row.id === order.id)).toMatchObject({ schoolName: '东湖区第一小学', quantity: 20, status: 1 });
      const all = ok(await provider.get<PageOf<Order & { providerName: string }>>(`${M}/provider/orders`, { size: '200' }));
      expect(new Set(all.records.map((row) => row.providerName))).toEqual(new Set(['阳光团餐配送有限公司']));
      expect(new Set(all.records.map((row) => row.schoolName))).toEqual(new Set(['东湖区第一小学', '东湖区第二小学']));
      expect(ok(await other.get<PageOf<Order>>(`${M}/provider/orders`)).total).toBe(0);
      expect((await school.get(`${M}/provider/orders`)).body.code).toBe(403);
      // 待办提醒's 供餐订单待确认 counts the list its card opens
      const toConfirm = async () =>
        ok(await provider.get<{ key: string; count: number }[]>('/api/rabbit-desk/todo/summary')).find((item) => item.key === 'mealSupply.confirm')?.count;
      const placed = ok(await provider.get<PageOf<Order>>(`${M}/provider/orders`, { status: '1' })).total;
      expect(await toConfirm()).toBe(placed);
      // the school cannot confirm, another supplier finds no such order; the provider confirms it once
      const step = { id: order.id, version: order.version };
      expect((await school.post(`${M}/order/confirm`, step)).body).toMatchObject({ code: 403 });
      expect((await other.post(`${M}/order/confirm`, step)).body).toMatchObject({ code: 404, msg: '订单不存在' });
      const confirmed = ok(await provider.post<Order>(`${M}/order/confirm`, step));
      expect(confirmed).toMatchObject({ id: order.id, status: 2, version: order.version + 1 });
      expect(await toConfirm()).toBe(placed - 1);
      expect((await provider.post(`${M}/order/confirm`, { id: order.id, version: confirmed.version })).body).toMatchObject({ code: 400 });
      // the school's list shows it confirmed; a change sends it back to 已下单
      const listed = ok(await school.get<PageOf<Order>>(`${M}/order/list`, { startDate: day, endDate: day }));
      expect(listed.records.find((row) => row.id === order.id)).toMatchObject({ status: 2 });
      const changed = ok(await school.post<Order>(`${M}/order/update`, { id: order.id, version: confirmed.version, quantity: 22 }));
      expect(changed).toMatchObject({ status: 1 });
    });

    it('flags a delivery under 60 °C, refuses a refusal without its reason, and counts it all for the supervisors of its reach', async () => {
      const month = monthAhead();
      const statsOf = async (caller: Caller) => ok(await caller.get<Stats>(`${M}/stats`, { startMonth: month, endMonth: month }));
      expect((await statsOf(centre)).total).toEqual({ orders: 0, meals: 0, accepted: 0, refused: 0, cold: 0 });

      const cold = await place(`${month}-10`, 2, 120);
      const warm = await place(`${month}-11`, 2, 80);
      await place(`${month}-12`, 2, 50).then((order) => school.post(`${M}/order/cancel`, { id: order.id, version: order.version }));
      const arrivedCold = ok(await deliver(cold, 55));
      expect(arrivedCold).toMatchObject({ status: 3, cold: true });
      const arrivedWarm = ok(await deliver(warm, 60));
      expect(arrivedWarm).toMatchObject({ cold: false });
      // the refusal needs its reason
      const bare = await school.post(`${M}/order/accept`, { id: cold.id, version: arrivedCold.version, accepted: false, sampleKept: true, refuseReason: '  ' });
      expect(bare.body).toMatchObject({ code: 400, msg: '请填写拒收原因' });
      const refused = ok(
        await school.post<Order>(`${M}/order/accept`, {
          id: cold.id,
          version: arrivedCold.version,
          accepted: false,
          sampleKept: true,
          refuseReason: '到达温度55℃，低于60℃',
        }),
      );
      expect(refused).toMatchObject({ status: 5 });
      ok(await school.post(`${M}/order/accept`, { id: warm.id, version: arrivedWarm.version, accepted: true, sampleKept: true }));
      ok(await school.post(`${M}/rating`, { orderId: cold.id, score: 1, comment: '饭菜凉了' }));
      ok(await school.post(`${M}/rating`, { orderId: warm.id, score: 4 }));
      expect((await school.post(`${M}/rating`, { orderId: warm.id, score: 5 })).body).toMatchObject({ code: 400, msg: '该次送餐已评价' });

      // the district's bureau and the bank count exactly these (the cancelled one aside); the second tenant none
      const expected = { orders: 2, meals: 200, accepted: 1, refused: 1, cold: 1 };
      for (const caller of [centre, bank, school]) {
        const stats = await statsOf(caller);
        expect(stats.total).toEqual(expected);
        expect(stats.byMonth).toEqual([{ month, ...expected }]);
        expect(stats.bySchool).toEqual([expect.objectContaining({ schoolName: '东湖区第一小学', ...expected })]);
        expect(stats.byProvider).toEqual([expect.objectContaining({ providerName: '阳光团餐配送有限公司', ...expected })]);
      }
      expect((await statsOf(centre2)).total.orders).toBe(0);
      // 验收记录: the cold one with its refusal; the trend averages the month's scores
      const coldOnes = ok(await centre.get<PageOf<Order>>(`${M}/order/list`, { startDate: `${month}-01`, endDate: `${month}-28`, cold: '1' }));
      expect(coldOnes.records.map((row) => [row.id, row.status])).toEqual([[cold.id, 5]]);
      const trend = ok(await centre.get<Trend>(`${M}/rating/trend`, { startMonth: month, endMonth: month }));
      expect(trend.providers).toEqual([{ providerId: expect.any(String), providerName: '阳光团餐配送有限公司', average: [2.5], count: [2] }]);
      expect(ok(await centre2.get<Trend>(`${M}/rating/trend`, { startMonth: month, endMonth: month })).providers).toEqual([]);
    });

    it('keeps each school to its own orders and each tenant to its own; supervisors read only', async () => {
      const theirs = ok(await centre.get<PageOf<Order>>(`${M}/order/list`, { size: '200' })).records.find((row) => row.schoolName === '东湖区实验中学');
      expect(theirs).toBeDefined();
      // the school sees none of another school's orders and cannot touch one
      const own = ok(await school.get<PageOf<Order>>(`${M}/order/list`, { size: '200' }));
      expect(own.total).toBeGreaterThan(0);
      expect(new Set(own.records.map((row) => row.schoolName))).toEqual(new Set(['东湖区第一小学']));
      expect((await deliver(theirs!, 65)).body).toMatchObject({ code: 404, msg: '订单不存在' });
      expect((await school.post(`${M}/order/accept`, { id: theirs!.id, version: theirs!.version, accepted: true, sampleKept: true })).body.code).toBe(404);
      // the second tenant sees its own district only
      const other = ok(await centre2.get<PageOf<Order>>(`${M}/order/list`, { size: '200' }));
      expect(other.records.every((row) => row.schoolName === '西山区第一中学')).toBe(true);
      const providers = ok(await centre2.get<PageOf<Provider>>(`${M}/provider/list`));
      expect(providers.records.map((row) => row.name)).toEqual(['西山营养餐配送有限公司']);
      // the bureau reads its providers with their schools and licence warnings
      const district = ok(await centre.get<PageOf<Provider>>(`${M}/provider/list`, { licence: 'warn' }));
      expect(district.records).toEqual([
        expect.objectContaining({ name: '绿源中央厨房有限公司', licenceState: 'expiring', schools: [{ id: expect.any(String), name: '东湖区实验中学' }] }),
      ]);
      // supervisors write nothing; suppliers read nothing
      const day = addDays(todayInBeijing(), 30);
      for (const caller of [centre, bank]) {
        expect((await caller.post(`${M}/order/submit`, { mealDate: day, meal: 1, quantity: 10 })).body.code).toBe(403);
        expect((await caller.post(`${M}/order/accept`, { id: theirs!.id, version: theirs!.version, accepted: true, sampleKept: true })).body.code).toBe(403);
      }
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${M}/order/list`)).body.code).toBe(403);
    });
  });
}
