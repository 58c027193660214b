// 采购订单, 收货验收, 销售订单 and 退货管理 page on the server (GET /api/rabbit-supply/order/list, …/return/list): the
// project's page shape over a year of seeded chain history, newest first, size at most 100, each filter (status codes,
// keyword, delivery dates, receive) — and the caller's reach: another canteen's or another supplier's never appear.
import { describe, expect, inject, it } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { deliver, plusDays, submitOrder, supplyWorld, SUPPLY, uploadPdf } from './support/supply.ts';

type Order = {
  id: string;
  orderNo: string;
  canteenId: string;
  canteenName: string;
  supplierId: string;
  supplierName: string;
  deliveryDate: string;
  status: number;
  createTime: string;
};
type Return = {
  id: string;
  orderId: string;
  orderNo: string;
  canteenName: string;
  supplierName: string;
  goodsName: string;
  status: number;
  createTime: string;
};

const orders = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<PageOf<Order>>(`${SUPPLY}/order/list`, query)).body;
const returns = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<PageOf<Return>>(`${SUPPLY}/return/list`, query)).body;

/** Newest first: each row's createTime not after the previous one's. */
const newestFirst = (rows: { createTime: string }[]) => rows.every((row, index) => index === 0 || row.createTime <= rows[index - 1]!.createTime);

for (const target of inject('targets')) {
  describe(`${target.name}: the supply lists page on the server`, () => {
    const base = target.url;
    let another: Caller | undefined;
    /** A keeper of another school's canteen (once per run). */
    const anotherCanteen = async () => {
      if (another) return another;
      const account = uniqueAccount('sp');
      const made = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: '分页测试',
        sex: 1,
        deptId: WORK_PERSONNEL_CANTEENS.canteen2a,
        roleId: roleId(1, 'canteen'),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      another = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      return another;
    };

    it('answers a page of the orders, newest first, any page of them, size capped at 100', async () => {
      const { canteen } = await supplyWorld(base);
      const first = await orders(canteen, { current: '1', size: '20' });
      expect(first.code).toBe(200);
      expect(first.data).toMatchObject({ size: 20, current: 1, pages: Math.ceil(first.data.total / 20) });
      // the seeded chain history: more than a page
      expect(first.data.total).toBeGreaterThan(60);
      expect(first.data.records).toHaveLength(20);
      expect(newestFirst(first.data.records)).toBe(true);
      const second = (await orders(canteen, { current: '2', size: '20' })).data;
      expect(second.current).toBe(2);
      expect(second.records).toHaveLength(20);
      expect(second.records.some((row) => first.data.records.some((seen) => seen.id === row.id))).toBe(false);
      expect(second.records[0]!.createTime <= first.data.records.at(-1)!.createTime).toBe(true);
      // a page deeper in, and the last one
      expect((await orders(canteen, { current: '3', size: '20' })).data.records).toHaveLength(20);
      const last = (await orders(canteen, { current: String(first.data.pages), size: '20' })).data;
      expect(last.records).toHaveLength(first.data.total - (first.data.pages - 1) * 20);
      expect((await orders(canteen, { current: String(first.data.pages + 1), size: '20' })).data.records).toEqual([]);
      expect((await orders(canteen, { size: '500' })).data).toMatchObject({ size: 100 });
      expect((await orders(canteen, { size: '500' })).data.records).toHaveLength(100);
    });

    it('filters by state codes, one or several, and refuses a malformed one', async () => {
      const world = await supplyWorld(base);
      const sent = await submitOrder(world, [['G0101', 1_000]]);
      const draft = await submitOrder(world, [['G0101', 1_000]], { submit: false });
      const submitted = (await orders(world.canteen, { status: '1', size: '100' })).data;
      expect(submitted.records.every((row) => row.status === 1)).toBe(true);
      expect(submitted.records.map((row) => row.id)).toContain(sent.id);
      expect(submitted.records.map((row) => row.id)).not.toContain(draft.id);
      const both = (await orders(world.canteen, { status: '0,1', size: '100' })).data;
      expect(both.records.every((row) => row.status === 0 || row.status === 1)).toBe(true);
      expect(both.records.map((row) => row.id)).toEqual(expect.arrayContaining([sent.id, draft.id]));
      const drafts = (await orders(world.canteen, { status: '0' })).data.total;
      expect(both.total).toBe(submitted.total + drafts);
      // -1 or nothing: every state
      expect((await orders(world.canteen, { status: '-1' })).data.total).toBe((await orders(world.canteen)).data.total);
      for (const status of ['1,x', '10', 'abc']) expect((await orders(world.canteen, { status })).code, status).toBe(400);
    });

    it('filters by keyword (order no., supplier, canteen) and by delivery dates', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0101', 1_000]]);
      const byNo = (await orders(world.canteen, { keyword: order.orderNo })).data;
      expect(byNo.total).toBe(1);
      expect(byNo.records[0]!.id).toBe(order.id);
      const { supplierName, canteenName } = byNo.records[0]!;
      const bySupplier = (await orders(world.canteen, { keyword: supplierName.slice(0, 2), size: '100' })).data;
      expect(bySupplier.total).toBeGreaterThan(0);
      expect(
        bySupplier.records.every(
          (row) =>
            row.supplierName.includes(supplierName.slice(0, 2)) ||
            row.canteenName.includes(supplierName.slice(0, 2)) ||
            row.orderNo.includes(supplierName.slice(0, 2)),
        ),
      ).toBe(true);
      const byCanteen = (await world.fresh.get<PageOf<Order>>(`${SUPPLY}/order/list`, { keyword: canteenName, size: '100' })).body.data;
      expect(byCanteen.total).toBeGreaterThan(0);
      expect(byCanteen.records.every((row) => row.canteenName === canteenName)).toBe(true);
      // a wildcard is taken literally
      expect((await orders(world.canteen, { keyword: '%' })).data.total).toBe(0);
      // delivery dates, inclusive
      const tomorrow = plusDays(world.today, 1);
      const onTheDay = (await orders(world.canteen, { deliveryFrom: tomorrow, deliveryTo: tomorrow, size: '100' })).data;
      expect(onTheDay.records.every((row) => row.deliveryDate === tomorrow)).toBe(true);
      expect(onTheDay.records.map((row) => row.id)).toContain(order.id);
      const before = (await orders(world.canteen, { deliveryTo: world.today, size: '100' })).data;
      expect(before.records.every((row) => row.deliveryDate <= world.today)).toBe(true);
      expect(before.records.map((row) => row.id)).not.toContain(order.id);
      expect((await orders(world.canteen, { deliveryFrom: plusDays(world.today, 2), keyword: order.orderNo })).data.total).toBe(0);
      const lastMonth = (await orders(world.canteen, { deliveryFrom: plusDays(world.today, -30), deliveryTo: plusDays(world.today, -1), size: '100' })).data;
      expect(lastMonth.total).toBeGreaterThan(0);
      expect(lastMonth.records.every((row) => row.deliveryDate >= plusDays(world.today, -30) && row.deliveryDate < world.today)).toBe(true);
      expect((await orders(world.canteen, { deliveryFrom: '2026-02-31' })).code).toBe(400);
    });

    it('receive=true keeps what the canteen has to receive: arrived, or on the road for today, as the 待验收配送 to-do counts', async () => {
      const world = await supplyWorld(base);
      const arrived = await submitOrder(world, [['G0101', 1_000]]);
      await deliver(world, arrived);
      const waiting = await submitOrder(world, [['G0101', 1_000]]);
      const toReceive = (await orders(world.canteen, { receive: 'true', size: '100' })).data;
      expect(toReceive.records.every((row) => row.status === 5 || (row.status === 4 && row.deliveryDate === world.today))).toBe(true);
      expect(toReceive.records.map((row) => row.id)).toContain(arrived.id);
      expect(toReceive.records.map((row) => row.id)).not.toContain(waiting.id);
      const todo = (await world.canteen.get<{ key: string; count: number }[]>('/api/rabbit-desk/todo/summary')).body.data.find(
        (item) => item.key === 'supply.receive',
      )!;
      expect(todo.count).toBe(toReceive.total);
      expect((await orders(world.canteen, { receive: 'false' })).data.total).toBe((await orders(world.canteen)).data.total);
      expect((await orders(world.canteen, { receive: 'yes' })).code).toBe(400);
    });

    it('never shows another canteen’s or another supplier’s orders, nor a draft to a supplier', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0101', 1_000]]);
      const draft = await submitOrder(world, [['G0101', 1_000]], { submit: false });
      const mine = (await orders(world.canteen, { size: '100' })).data.records;
      expect(new Set(mine.map((row) => row.canteenId)).size).toBe(1);
      const supplierId = order.supplierId;
      for (const current of ['1', '3']) {
        const page = (await orders(world.fresh, { current, size: '100' })).data.records;
        expect(page.every((row) => row.supplierId === supplierId && row.status !== 0)).toBe(true);
      }
      expect((await orders(world.fresh, { keyword: order.orderNo })).data.total).toBe(1);
      expect((await orders(world.fresh, { keyword: draft.orderNo })).data.total).toBe(0);
      expect((await orders(world.fresh, { status: '0' })).data.total).toBe(0);
      for (const outsider of [world.other, world.aquatic, await anotherCanteen()]) {
        expect((await orders(outsider, { keyword: order.orderNo })).data.total).toBe(0);
        const seen = (await orders(outsider, { size: '100' })).data.records;
        expect(seen.map((row) => row.id)).not.toContain(order.id);
      }
      const elsewhere = (await orders(await anotherCanteen(), { size: '100' })).data.records;
      expect(elsewhere.every((row) => row.canteenId !== mine[0]!.canteenId)).toBe(true);
    });

    it('answers a page of the returns, by state and keyword, each supplier its own', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0101', 2_000]]);
      await deliver(world, order);
      const fileId = await uploadPdf(base, world.canteen);
      const refused = await world.canteen.post(`${SUPPLY}/acceptance/submit`, {
        orderId: order.id,
        receiver: '李食堂',
        witness: '王师傅',
        lines: [
          {
            lineId: order.lines[0]!.id,
            receivedQty: 2_000,
            decision: 3,
            reason: '包装破损',
            productionDate: plusDays(world.today, -1),
            certificates: [
              { kind: 1, fileId },
              { kind: 3, fileId },
              { kind: 4, fileId },
            ],
          },
        ],
      });
      expect(refused.body.code, JSON.stringify(refused.body)).toBe(200);
      const page = (await returns(world.fresh, { size: '5' })).data;
      expect(page).toMatchObject({ size: 5, current: 1, pages: Math.ceil(page.total / 5) });
      expect(newestFirst(page.records)).toBe(true);
      const mine = (await returns(world.fresh, { keyword: order.orderNo })).data;
      expect(mine.total).toBe(1);
      expect(mine.records[0]).toMatchObject({ orderId: order.id, status: 0 });
      expect((await returns(world.fresh, { keyword: order.orderNo, status: '1' })).data.total).toBe(0);
      expect((await returns(world.fresh, { keyword: order.orderNo, status: '0,1' })).data.total).toBe(1);
      const waiting = (await returns(world.fresh, { status: '0', size: '100' })).data.records;
      expect(waiting.every((row) => row.status === 0)).toBe(true);
      expect((await returns(world.fresh, { status: '2' })).code).toBe(400);
      if (page.pages > 1) {
        const second = (await returns(world.fresh, { size: '5', current: '2' })).data.records;
        expect(second.some((row) => page.records.some((seen) => seen.id === row.id))).toBe(false);
      }
      // the canteen sees its own; another supplier and another canteen never
      expect((await returns(world.canteen, { keyword: order.orderNo })).data.total).toBe(1);
      for (const outsider of [world.other, world.aquatic, await anotherCanteen()])
        expect((await returns(outsider, { keyword: order.orderNo })).data.total).toBe(0);
      const supplierName = mine.records[0]!.supplierName;
      expect((await returns(world.fresh, { size: '100' })).data.records.every((row) => row.supplierName === supplierName)).toBe(true);
    });
  });
}
