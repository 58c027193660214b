// The cold-chain logger simulator and its alerts (server/modules/supply/logger.ts, routes/cold-chain.ts): on the test
// clock (POST /api/test/clock, never by waiting) a delivery on the road gets its logger's readings every 5 minutes
// (COLD_CHAIN_LOGGER_MINUTES' default with the demo data), none after it arrives; an excursion (the test route's
// window, or a reading by hand) raises exactly one alert, which the supplier — and only it — acknowledges with a note,
// and which the supervisors see on 配送监管 in their reach; the supplier's to-do 冷链告警待确认 counts the open ones.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';
import { fleet, submitOrder, SUPPLY, supplyWorld, type OrderDetail, type SupplyWorld } from './support/supply.ts';

type Reading = { temperature: number; readTime: string };
type Delivery = { id: string; status: number; readings: Reading[] };
type Alert = {
  id: string;
  deliveryId: string;
  orderNo: string;
  limit: number;
  warmest: number;
  readings: number;
  firstTime: string;
  lastTime: string;
  acknowledged: boolean;
  ackName: string | null;
  ackNote: string | null;
};
type SupervisedRow = { orderId: string; readings: number; excursions: number; acknowledgedAlerts: number; limit: number | null; warmest: number | null };
type DeliveryRow = { id: string; orderNo: string; status: number; plate: string; readingCount: number; alerts: number; openAlerts: number };
type TodoItem = { key: string; count: number | null; link: string };

const MINUTE = 60;
const S = `${SUPPLY}/supervision`;

for (const target of inject('targets')) {
  describe(`${target.name}: the cold-chain logger simulator and its alerts`, () => {
    const base = target.url;
    let world: SupplyWorld;
    let offset = 0;
    /** Moves the test clock `minutes` further ahead. */
    const later = async (minutes: number) => {
      offset += minutes * MINUTE;
      expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: offset } })).status).toBe(200);
    };
    beforeAll(async () => {
      world = await supplyWorld(base);
    });
    afterEach(async () => {
      offset = 0;
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
    });

    /** A confirmed order of frozen chicken wings (limit −9 °C) whose delivery has just left; answers it and its order number. */
    async function onTheRoad(): Promise<{ order: OrderDetail; id: string; orderNo: string }> {
      const order = await submitOrder(world, [['G0305', 10_000]]);
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: order.id })).body.code).toBe(200);
      const made = (await world.fresh.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...(await fleet(world.fresh)) })).body;
      expect(made.code, JSON.stringify(made)).toBe(200);
      expect((await world.fresh.post(`${SUPPLY}/delivery/depart`, { id: made.data.id })).body.code).toBe(200);
      const orderNo = (await world.canteen.get<{ orderNo: string }>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.orderNo;
      return { order, id: made.data.id, orderNo };
    }
    const readingsOf = async (id: string, caller: Caller = world.fresh) => {
      const answer = (await caller.get<Delivery>(`${SUPPLY}/delivery/detail`, { id })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data.readings;
    };
    const alertsOf = async (deliveryId: string, caller: Caller = world.fresh, acknowledged?: boolean) => {
      const query = { deliveryId, ...(acknowledged === undefined ? {} : { acknowledged: String(acknowledged) }) };
      const answer = (await caller.get<Alert[]>(`${SUPPLY}/delivery/alert/list`, query)).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return [...answer.data].reverse();
    };
    const excursion = async (deliveryId: string, afterMinutes: number, minutes: number, temperature: number, caller: Caller = world.fresh) =>
      (await call(base, 'POST', '/api/test/cold-chain/excursion', { token: caller.token, json: { deliveryId, afterMinutes, minutes, temperature } })).status;
    const openAlerts = async (caller: Caller) =>
      (await caller.get<TodoItem[]>('/api/rabbit-desk/todo/summary')).body.data.find((item) => item.key === 'supply.coldChainAlert');
    const supervised = async (caller: Caller, orderNo: string, query: Record<string, string> = {}) => {
      const answer = (await caller.get<PageOf<SupervisedRow>>(`${S}/delivery/list`, { orderNo, ...query })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data.records[0];
    };
    const minutesBetween = (a: string, b: string) => (Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 60_000;

    it('reads every 5 minutes of the app clock while the delivery is on the road, in the frozen range, and stops when it arrives', async () => {
      const { id } = await onTheRoad();
      expect(await readingsOf(id)).toEqual([]);

      await later(30);
      const first = await readingsOf(id);
      expect(first).toHaveLength(6);
      const temperatures = first.map((reading) => reading.temperature);
      expect(Math.min(...temperatures)).toBeGreaterThanOrEqual(-20);
      expect(Math.max(...temperatures)).toBeLessThanOrEqual(-16);
      for (let i = 1; i < first.length; i += 1) expect(minutesBetween(first[i - 1]!.readTime, first[i]!.readTime)).toBe(5);
      // read again, and on the other instance at once: the same readings, none twice
      const peer = target.peerUrl ? await signedIn(target.peerUrl, 'supplier', '100001', { supplier: true }) : world.fresh;
      const [again, there] = await Promise.all([readingsOf(id), readingsOf(id, peer)]);
      expect(again).toEqual(first);
      expect(there).toEqual(first);
      // the same clock, the same draws: nothing out of range, no alert
      expect(await alertsOf(id)).toEqual([]);

      await later(30);
      expect(await readingsOf(id)).toHaveLength(12);
      expect((await readingsOf(id)).slice(0, 6)).toEqual(first);
      expect((await world.fresh.post(`${SUPPLY}/delivery/arrive`, { id })).body.code).toBe(200);
      await later(60);
      expect(await readingsOf(id)).toHaveLength(12);
      // no reading by hand once arrived
      expect((await world.fresh.post(`${SUPPLY}/delivery/reading`, { id, temperature: -18 })).body).toMatchObject({
        code: 400,
        msg: '配送单不在途，不能记录温度',
      });
    });

    it('raises one alert per excursion, by the logger or by hand; the supplier acknowledges its own once with a note; supervisors see them', async () => {
      const centre = await signedIn(base, 'centre');
      const todoBefore = (await openAlerts(world.fresh))!.count!;
      const otherBefore = (await openAlerts(world.other))!.count!;
      const { id, orderNo } = await onTheRoad();
      // −5 °C from 12 to 24 minutes (the readings at 15 and 20), −3 °C from 40 to 46 (the reading at 45)
      expect(await excursion(id, 12, 12, -5)).toBe(200);
      expect(await excursion(id, 40, 6, -3)).toBe(200);
      // another supplier cannot tell this delivery's logger anything
      expect(await excursion(id, 0, 60, 10, world.other)).toBe(404);

      await later(60);
      const readings = await readingsOf(id);
      expect(readings.map((reading) => reading.temperature).filter((t) => t > -9)).toEqual([-5, -5, -3]);
      const alerts = await alertsOf(id);
      expect(alerts).toHaveLength(2);
      expect(alerts[0]).toMatchObject({ orderNo, limit: -9, warmest: -5, readings: 2, acknowledged: false, ackName: null });
      expect(minutesBetween(alerts[0]!.firstTime, alerts[0]!.lastTime)).toBe(5);
      expect(alerts[1]).toMatchObject({ warmest: -3, readings: 1 });
      expect(alerts[1]!.firstTime).toBe(alerts[1]!.lastTime);
      // reading on changes nothing of them
      await later(10);
      expect(await alertsOf(id)).toEqual(alerts);

      // by hand: −4 opens a third (the reading before it was in range), −2 right after extends it
      expect((await world.fresh.post(`${SUPPLY}/delivery/reading`, { id, temperature: -4 })).body.code).toBe(200);
      expect((await world.fresh.post(`${SUPPLY}/delivery/reading`, { id, temperature: -2 })).body.code).toBe(200);
      const byHand = await alertsOf(id);
      expect(byHand).toHaveLength(3);
      expect(byHand[2]).toMatchObject({ warmest: -2, readings: 2 });

      // the supplier's to-do counts its open alerts, another supplier's does not move
      expect((await openAlerts(world.fresh))!).toMatchObject({ count: todoBefore + 3, link: '/peisong/coldChain/index?acknowledged=false' });
      expect((await openAlerts(world.other))!.count).toBe(otherBefore);
      expect(await openAlerts(world.canteen)).toBeUndefined();
      // 冷链温控's list counts them
      const list = (await world.fresh.get<DeliveryRow[]>(`${SUPPLY}/delivery/list`, { status: '2' })).body.data;
      expect(list.find((row) => row.id === id)).toMatchObject({ alerts: 3, openAlerts: 3 });

      // supervisors see the breach in their reach, from the alerts
      expect(await supervised(centre, orderNo)).toMatchObject({ excursions: 3, acknowledgedAlerts: 0, limit: -9, warmest: -2 });
      expect(await supervised(centre, orderNo, { issue: 'coldChain' })).toBeDefined();
      expect(await supervised(await signedIn(base, 'jiwei'), orderNo)).toMatchObject({ excursions: 3 });

      // acknowledging: a note is required; another supplier's is not found; staff may not; once
      const [alert] = alerts;
      const acknowledge = (caller: Caller, body: Record<string, unknown>) => caller.post<Alert>(`${SUPPLY}/delivery/alert/acknowledge`, body);
      expect((await acknowledge(world.fresh, { id: alert!.id, note: '' })).body).toMatchObject({ code: 400, msg: '请填写处理说明' });
      expect((await acknowledge(world.other, { id: alert!.id, note: '已处理' })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await acknowledge(world.canteen, { id: alert!.id, note: '已处理' })).body.code).toBe(403);
      expect((await world.other.get<Alert[]>(`${SUPPLY}/delivery/alert/list`, { deliveryId: id })).body.data).toEqual([]);
      const done = (await acknowledge(world.fresh, { id: alert!.id, note: '车门未关严，已调整制冷' })).body;
      expect(done).toMatchObject({ code: 200, data: { id: alert!.id, acknowledged: true, ackNote: '车门未关严，已调整制冷' } });
      expect(done.data.ackName).toBeTruthy();
      expect((await acknowledge(world.fresh, { id: alert!.id, note: '再次确认' })).body).toMatchObject({ code: 400, msg: '该告警已确认' });
      expect((await alertsOf(id, world.fresh, false)).map((one) => one.id)).not.toContain(alert!.id);
      expect((await alertsOf(id, world.fresh, true)).map((one) => one.id)).toEqual([alert!.id]);
      expect((await openAlerts(world.fresh))!.count).toBe(todoBefore + 2);
      expect(await supervised(centre, orderNo)).toMatchObject({ excursions: 3, acknowledgedAlerts: 1 });
      // the canteen reads its own order's alerts, never acknowledges them
      expect(await alertsOf(id, world.canteen)).toHaveLength(3);

      expect((await world.fresh.post(`${SUPPLY}/delivery/arrive`, { id })).body.code).toBe(200);
    });

    it('the demo’s delivery on the road has its logger’s readings and one breach the supervisors see', async () => {
      const list = (await world.fresh.get<DeliveryRow[]>(`${SUPPLY}/delivery/list`, { status: '2' })).body.data;
      const seeded = list.find((row) => row.plate === '浙A·L2345');
      expect(seeded).toBeDefined();
      expect(seeded!.readingCount).toBeGreaterThanOrEqual(24);
      expect(seeded!.alerts).toBe(1);
      expect(await supervised(await signedIn(base, 'centre'), seeded!.orderNo)).toMatchObject({ excursions: 1, limit: -9, warmest: -6.5 });
    });
  });
}
