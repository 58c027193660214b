// The supply chain's 待办提醒 items (server/modules/supply/todo.ts), each a count that moves when a record enters or
// leaves it and that no one outside the record's reach sees move: 待确认订单 and 待确认退货 for the supplier addressed
// (not another supplier), 待验收配送 and 临期批次 for the canteen and its school (not another school).
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { call, tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { deliver, fleet, plusDays, stockOf, submitOrder, SUPPLY, supplyWorld, uploadPdf, type OrderDetail, type SupplyWorld } from './support/supply.ts';

type Item = { key: string; count: number | null; link: string };

const SUMMARY = '/api/rabbit-desk/todo/summary';
const summaryOf = async (caller: Caller) => (await caller.get<Item[]>(SUMMARY)).body.data;
/** The item's count for the caller, or undefined when the caller's role does not see it. */
const countOf = async (caller: Caller, key: string) => (await summaryOf(caller)).find((item) => item.key === key)?.count;
const countsOf = (callers: Caller[], key: string) => Promise.all(callers.map((caller) => countOf(caller, key)));
const moved = (after: (number | null | undefined)[], before: (number | null | undefined)[]) => after.map((count, i) => count! - before[i]!);

/** Inspects the whole of `order`'s first line: accepted (合格) or refused (拒收, which makes a return). */
async function inspect(base: string, world: SupplyWorld, order: OrderDetail, decision: 1 | 3) {
  const line = order.lines[0]!;
  const answer = (
    await world.canteen.post(`${SUPPLY}/acceptance/submit`, {
      orderId: order.id,
      receiver: '李食堂',
      witness: '王师傅',
      lines: [
        decision === 1
          ? {
              lineId: line.id,
              receivedQty: line.quantity,
              decision,
              productionDate: plusDays(world.today, -1),
              certificates: [{ kind: 1, fileId: await uploadPdf(base, world.canteen) }],
            }
          : { lineId: line.id, receivedQty: line.quantity, decision, reason: '包装破损' },
      ],
    })
  ).body;
  expect(answer.code, JSON.stringify(answer)).toBe(200);
}

for (const target of inject('targets')) {
  describe(`${target.name}: the supply chain's to-do items`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);
    let another: Caller | undefined;

    /** A school account of another school (made once per run): it reads that school's canteens, none of the demo canteen's. */
    const anotherSchool = async () => {
      if (another) return another;
      const account = uniqueAccount('gyl');
      const made = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: '供应链待办测试校长',
        sex: 1,
        deptId: WORK_PERSONNEL_CANTEENS.school2,
        roleId: roleId(1, 'school'),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      another = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      return another;
    };

    it('shows the supplier its orders and returns to confirm, the school and canteen their deliveries and batches', async () => {
      const world = await supplyWorld(base);
      const school = await signedIn(base, 'school');
      const keys = async (caller: Caller) => (await summaryOf(caller)).map((item) => item.key).filter((key) => key.startsWith('supply.'));
      expect(await keys(world.fresh)).toEqual(['supply.confirmOrder', 'supply.confirmReturn', 'supply.coldChainAlert']);
      expect(await keys(world.canteen)).toEqual(['supply.receive', 'supply.nearExpiry']);
      expect(await keys(school)).toEqual(['supply.receive', 'supply.nearExpiry', 'supply.approvePlan', 'supply.approveQuote']);
      expect(await keys(await signedIn(base, 'centre'))).toEqual([]);
      const links = Object.fromEntries((await summaryOf(world.fresh)).concat(await summaryOf(world.canteen)).map((item) => [item.key, item.link]));
      expect(links).toMatchObject({
        'supply.confirmOrder': '/xiaoshou/order/index?status=1',
        'supply.receive': '/caigou/acceptance/index?receive=true',
        'supply.nearExpiry': '/warehouse/stock/index?expiry=due',
        'supply.confirmReturn': '/xiaoshou/return/index?status=0',
        'supply.coldChainAlert': '/peisong/coldChain/index?acknowledged=false',
      });
    });

    it('待确认订单: an order sent to the supplier counts for it alone, a draft does not, and confirming it settles it', async () => {
      const world = await supplyWorld(base);
      const KEY = 'supply.confirmOrder';
      const callers = [world.fresh, world.aquatic, world.other];
      const before = await countsOf(callers, KEY);
      await submitOrder(world, [['G0101', 1_000]], { submit: false });
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
      const order = await submitOrder(world, [['G0101', 1_000]]);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([1, 0, 0]);
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: order.id })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
    });

    it('待验收配送: a delivery on the road for today or arrived counts for the canteen and its school until inspected, not for another school', async () => {
      const world = await supplyWorld(base);
      const KEY = 'supply.receive';
      const callers = [world.canteen, await signedIn(base, 'school'), await anotherSchool()];
      const before = await countsOf(callers, KEY);
      // on the road for tomorrow: not yet to receive
      const tomorrow = await submitOrder(world, [['G0101', 1_000]]);
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: tomorrow.id })).body.code).toBe(200);
      const later = (await world.fresh.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: tomorrow.id, ...(await fleet(world.fresh)) })).body.data;
      expect((await world.fresh.post(`${SUPPLY}/delivery/depart`, { id: later.id })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
      // on the road for today: to receive
      const today = await submitOrder(world, [['G0101', 1_000]], { deliveryDate: world.today });
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: today.id })).body.code).toBe(200);
      const note = (await world.fresh.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: today.id, ...(await fleet(world.fresh)) })).body.data;
      expect((await world.fresh.post(`${SUPPLY}/delivery/depart`, { id: note.id })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([1, 1, 0]);
      // both arrived
      for (const id of [note.id, later.id]) expect((await world.fresh.post(`${SUPPLY}/delivery/arrive`, { id })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([2, 2, 0]);
      // inspected: settled
      await inspect(base, world, today, 1);
      await inspect(base, world, tomorrow, 3);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
    });

    it('临期批次: a batch on hand expiring within 3 days, or expired, counts for the canteen and its school until gone, not for another school', async () => {
      onTestFinished(() => clock(0));
      const world = await supplyWorld(base);
      const KEY = 'supply.nearExpiry';
      const callers = [world.canteen, await signedIn(base, 'school'), await anotherSchool()];
      const before = await countsOf(callers, KEY);
      const near = await stockOf(world, base, 'G0101', 1_000, plusDays(world.today, 3));
      expect(moved(await countsOf(callers, KEY), before)).toEqual([1, 1, 0]);
      const far = await stockOf(world, base, 'G0101', 1_000, plusDays(world.today, 4));
      expect(moved(await countsOf(callers, KEY), before)).toEqual([1, 1, 0]);
      // a month on, the far batch has expired: it counts until it is written off (报损)
      await clock(30 * 86_400);
      const expired = await countsOf(callers, KEY);
      expect((await world.canteen.post(`${SUPPLY}/stock/loss`, { batchId: far, quantity: 1_000, reason: '已过期' })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), expired)).toEqual([-1, -1, 0]);
      await clock(0);
      // the near batch issued whole: settled
      expect((await world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId: near, quantity: 1_000 }] })).body.code).toBe(
        200,
      );
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
    });

    it('待确认退货: goods refused at inspection count for their supplier alone until it confirms the return', async () => {
      const world = await supplyWorld(base);
      const KEY = 'supply.confirmReturn';
      const callers = [world.fresh, world.aquatic, world.other];
      const before = await countsOf(callers, KEY);
      const order = await submitOrder(world, [['G0101', 1_000]]);
      await deliver(world, order);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
      await inspect(base, world, order, 3);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([1, 0, 0]);
      const returned = (
        await world.fresh.get<PageOf<{ id: string; orderId: string }>>(`${SUPPLY}/return/list`, { keyword: order.orderNo })
      ).body.data.records.find((row) => row.orderId === order.id)!;
      expect((await world.fresh.post(`${SUPPLY}/return/confirm`, { id: returned.id })).body.code).toBe(200);
      expect(moved(await countsOf(callers, KEY), before)).toEqual([0, 0, 0]);
    });
  });
}
