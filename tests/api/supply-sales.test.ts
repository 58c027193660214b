// 销售管理 and 配送管理's reads on the real server (server/modules/supply/routes/sales.ts): a supplier's delivery notes
// with the cold-chain limit of their goods and the readings above it, the units it is bound to with their orders, and
// its sales by month, school and goods in fen — each the caller's own only.
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from './support/session.ts';
import { fleet, submitOrder, supplyWorld, SUPPLY } from './support/supply.ts';

type DeliveryRow = {
  id: string;
  orderId: string;
  status: number;
  limit: number | null;
  readingCount: number;
  outOfRange: number;
  latestTemperature: number | null;
  canteenName: string;
};
type Customer = { deptId: string; deptName: string; orderCount: number; amount: number; lastOrderDate: string | null };
type Statistics = { by: string; rows: { key: string; label: string; orders: number; amount: number }[]; orders: number; amount: number };

for (const target of inject('targets')) {
  describe(`${target.name}: supply sales and delivery reads`, () => {
    const base = target.url;

    it('lists the supplier’s delivery notes by state, with the cold-chain limit and the readings above it', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [
        ['G0305', 5_000],
        ['G0101', 2_000],
      ]);
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: order.id })).body.code).toBe(200);
      const delivery = (await world.fresh.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...(await fleet(world.fresh)) })).body.data;
      const list = async (caller = world.fresh, status = 0) =>
        (await caller.get<DeliveryRow[]>(`${SUPPLY}/delivery/list`, { status: String(status) })).body.data.find((row) => row.id === delivery.id);
      expect(await list(world.fresh, 1)).toMatchObject({ orderId: order.id, status: 1, limit: -9, readingCount: 0, outOfRange: 0, latestTemperature: null });
      expect(await list(world.fresh, 2)).toBeUndefined();
      await world.fresh.post(`${SUPPLY}/delivery/depart`, { id: delivery.id });
      for (const temperature of [-18, -5.5, -12]) await world.fresh.post(`${SUPPLY}/delivery/reading`, { id: delivery.id, temperature });
      // frozen chicken wings: warmer than −9 °C is out of range; the latest reading is the last taken
      expect(await list(world.fresh, 2)).toMatchObject({ status: 2, limit: -9, readingCount: 3, outOfRange: 1, latestTemperature: -12 });
      // the canteen's staff see it too; another supplier does not
      expect(await list(world.canteen)).toMatchObject({ id: delivery.id, status: 2 });
      expect(await list(world.other)).toBeUndefined();
      await world.fresh.post(`${SUPPLY}/delivery/arrive`, { id: delivery.id });
      expect(await list(world.fresh, 3)).toMatchObject({ status: 3 });
      expect((await world.fresh.get(`${SUPPLY}/delivery/list`, { status: '7' })).body.code).toBe(400);
    });

    it('lists the units the supplier is bound to, with the orders their canteens sent it', async () => {
      const world = await supplyWorld(base);
      const customers = async (caller = world.fresh) => (await caller.get<Customer[]>(`${SUPPLY}/sales/customers`)).body;
      const before = (await customers()).data;
      expect(before.length).toBeGreaterThan(0);
      const order = await submitOrder(world, [['G0101', 1_000]]);
      const after = (await customers()).data;
      const grown = after.filter((row) => row.orderCount === (before.find((one) => one.deptId === row.deptId)?.orderCount ?? 0) + 1);
      expect(grown.length).toBeGreaterThan(0);
      expect(grown[0]!.lastOrderDate! >= order.deliveryDate).toBe(true);
      // a submitted order is not a sale yet: the amount stays
      expect(grown[0]!.amount).toBe(before.find((one) => one.deptId === grown[0]!.deptId)!.amount);
      await world.canteen.post(`${SUPPLY}/order/cancel`, { id: order.id, reason: '测试完毕' });
      // another supplier has customers of its own (or none), never 鲜丰's orders; staff are not suppliers
      const others = (await customers(world.other)).data;
      expect(others.every((row) => !grown.some((one) => one.deptId === row.deptId && one.orderCount === row.orderCount && row.orderCount > 0))).toBe(true);
      expect((await customers(world.canteen)).code).toBe(403);
      expect((await customers(await signedIn(base, 'school'))).code).toBe(403);
    });

    it('sums the confirmed quantities’ amounts in fen by month, school and goods, and only the caller’s', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [
        ['G0305', 10_000],
        ['G0101', 1_001],
      ]);
      const year = Number(order.deliveryDate.slice(0, 4));
      const month = order.deliveryDate.slice(0, 7);
      const stats = async (by: string, caller = world.fresh) => (await caller.get<Statistics>(`${SUPPLY}/sales/statistics`, { by, year: String(year) })).body;
      const row = (answer: Statistics, key: string) => answer.rows.find((one) => one.key === key) ?? { orders: 0, amount: 0 };
      const [months, goods] = [(await stats('month')).data, (await stats('goods')).data];
      const otherBefore = (await stats('month', world.other)).data;
      // confirmed in part: 6 kg of the 10 kg wings at 4200 fen/kg, and the rice whole: 650 × 1001 g ÷ 1000 = 650.65 → 651
      const lines = order.lines.map((line) => ({ lineId: line.id, quantity: line.goodsCode === 'G0305' ? 6_000 : line.quantity }));
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: order.id, lines })).body.code).toBe(200);
      const monthsAfter = (await stats('month')).data;
      expect(row(monthsAfter, month).amount - row(months, month).amount).toBe(25_200 + 651);
      expect(row(monthsAfter, month).orders - row(months, month).orders).toBe(1);
      expect(monthsAfter.amount - months.amount).toBe(25_851);
      expect(monthsAfter.orders - months.orders).toBe(1);
      const goodsAfter = (await stats('goods')).data;
      expect(row(goodsAfter, 'G0305').amount - row(goods, 'G0305').amount).toBe(25_200);
      expect(row(goodsAfter, 'G0101').amount - row(goods, 'G0101').amount).toBe(651);
      const schools = (await stats('customer')).data;
      expect(schools.rows.reduce((sum, one) => sum + one.amount, 0)).toBe(monthsAfter.amount);
      expect(schools.rows.every((one) => one.label.length > 0)).toBe(true);
      // another supplier's figures do not move; staff are refused; a made-up grouping is a 400
      expect((await stats('month', world.other)).data.amount).toBe(otherBefore.amount);
      expect((await stats('month', world.canteen)).code).toBe(403);
      expect(await stats('weekday')).toMatchObject({ code: 400, msg: '统计方式不正确' });
      // refused orders never count
      const refused = await submitOrder(world, [['G0101', 3_000]]);
      await world.fresh.post(`${SUPPLY}/order/refuse`, { id: refused.id, reason: '缺货' });
      expect((await stats('month')).data.amount).toBe(monthsAfter.amount);
    });
  });
}
