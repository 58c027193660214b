// 食堂数据填报 computed from what happened (docs/product-rules.md#canteen-cost): a canteen-month's figures follow its
// acceptances and consumptions until the canteen confirms them; a figure that differs from the computed one, or
// changes a confirmed one, needs a reason, kept in the history. The demo canteen's current month is not confirmed in
// the seed; this file confirms it (no other API file reads it), and enters figures for months of 2017.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { stockOf, supplyWorld } from './support/supply.ts';

const BASE = '/api/shian/canteen-cost';
type Figures = { mealsServed: number; headCount: number; ingredientCost: number; mealFeeRevenue: number };
type Row = Figures & { id: string | null; key: string; status: number; canteenId: string; month: string; version: number };
type Version = { version: number; reason: string; changedBy: string };

for (const target of inject('targets')) {
  describe(`${target.name}: canteen cost computed from acceptances and consumptions`, () => {
    const base = target.url;
    const computed = async (caller: Caller, canteenId: string, month: string) => (await caller.get<Figures>(`${BASE}/computed`, { canteenId, month })).body;
    const rowOf = async (caller: Caller, canteenId: string, month: string, status = '') =>
      (await caller.get<PageOf<Row>>(`${BASE}/list`, { canteenId, from: month, to: month, status })).body.data.records[0];
    const submit = (caller: Caller, body: Record<string, unknown>) => caller.post<Row>(`${BASE}/submit`, body);

    it('computes the month from its acceptances and its meals not reversed, and confirms it; a change then needs its reason', async () => {
      const world = await supplyWorld(base);
      const school = await signedIn(base, 'school');
      const canteenId = (await world.canteen.get<{ id: string }[]>(`${BASE}/canteens`)).body.data[0]!.id;
      const month = world.today.slice(0, 7);
      const before = (await computed(world.canteen, canteenId, month)).data;

      // 25 kg of rice at 6.50 元/kg accepted: 162.50 元; a diner of the canteen eats twice, and one meal is reversed
      await stockOf(world, base, 'G0101', 25_000);
      const diner = (
        await school.post<{ id: string }>('/api/rabbit-personnel/personnel/submit', {
          personnelNo: uniqueAccount('CC'),
          name: '成本测试',
          type: 2,
          className: '一年级1班',
          canteenId,
        })
      ).body;
      expect(diner.code, JSON.stringify(diner)).toBe(200);
      const personnelId = diner.data.id;
      expect((await school.post('/api/rabbit-consume/recharge/submit', { personnelId, amount: 10_000, requestId: uniqueAccount('r') })).body.code).toBe(200);
      const meal = async (amount: number) =>
        (await school.post<{ id: string }>('/api/test/wallet', { personnelId, type: 'CONSUME', amount, dinnerType: 2, requestId: uniqueAccount('m') })).body
          .data.id;
      await meal(1_200);
      const reversed = await meal(800);
      expect((await school.post('/api/rabbit-consume/detail/reverse', { txnId: reversed, requestId: uniqueAccount('v') })).body.code).toBe(200);

      const after = (await computed(world.canteen, canteenId, month)).data;
      expect(after).toEqual({
        mealsServed: before.mealsServed + 1,
        headCount: before.headCount + 1,
        ingredientCost: Math.round((before.ingredientCost + 162.5) * 100) / 100,
        mealFeeRevenue: Math.round((before.mealFeeRevenue + 12) * 100) / 100,
      });
      // the list shows the month not yet confirmed, with the computed figures
      expect(await rowOf(world.canteen, canteenId, month)).toMatchObject({ id: null, key: `${canteenId}:${month}`, status: 0, version: 0, ...after });
      expect(await rowOf(world.canteen, canteenId, month, '1')).toBeUndefined();

      // confirmed as computed: no reason needed
      const confirmed = (await submit(world.canteen, { canteenId, month, ...after })).body;
      expect(confirmed).toMatchObject({ code: 200, data: { status: 1, version: 1, ...after } });
      const id = confirmed.data.id!;
      expect(await rowOf(world.canteen, canteenId, month, '1')).toMatchObject({ id, status: 1 });
      // a confirmed figure changed needs a reason, and nothing is saved without it
      const changed = { canteenId, month, id, version: 1, ...after, mealsServed: after.mealsServed + 40 };
      expect((await submit(world.canteen, changed)).body).toMatchObject({ code: 400, msg: '修改已确认的数字，请填写原因' });
      expect((await submit(world.canteen, { ...changed, reason: '  ' })).body).toMatchObject({ code: 400, msg: '修改已确认的数字，请填写原因' });
      expect((await submit(world.canteen, { ...changed, reason: '字'.repeat(201) })).body).toMatchObject({ code: 400, msg: '原因不能超过 200 个字' });
      expect(await rowOf(world.canteen, canteenId, month)).toMatchObject({ version: 1, mealsServed: after.mealsServed });
      expect((await submit(world.canteen, { ...changed, reason: '教师餐未刷卡，按登记补记' })).body).toMatchObject({ code: 200, data: { version: 2 } });
      // the same figures again with only the remark changed: no reason needed
      expect((await submit(world.canteen, { ...changed, version: 2, remark: '已核对' })).body).toMatchObject({ code: 200, data: { version: 3 } });
      const history = (await world.canteen.get<Version[]>(`${BASE}/history`, { id })).body.data;
      expect(history.map((entry) => [entry.version, entry.reason])).toEqual([
        [3, ''],
        [2, '教师餐未刷卡，按登记补记'],
        [1, ''],
      ]);
      // the computed figures go on following what happens; the confirmed month keeps its figures
      await stockOf(world, base, 'G0101', 1_000);
      expect((await computed(world.canteen, canteenId, month)).data.ingredientCost).toBe(Math.round((after.ingredientCost + 6.5) * 100) / 100);
      expect(await rowOf(world.canteen, canteenId, month)).toMatchObject({ ingredientCost: after.ingredientCost, mealsServed: after.mealsServed + 40 });
    });

    it('asks a reason for a first confirmation that differs from the computed figures, and keeps the computed figures to the caller’s reach', async () => {
      const canteen = await signedIn(base, 'canteen');
      const canteenId = (await canteen.get<{ id: string }[]>(`${BASE}/canteens`)).body.data[0]!.id;
      // a month long before anything was recorded, which no other file uses: everything computes to zero
      const month = target.name === 'pglite' ? '2017-03' : '2017-04';
      const zero = { mealsServed: 0, headCount: 0, ingredientCost: 0, mealFeeRevenue: 0 };
      expect((await computed(canteen, canteenId, month)).data).toEqual(zero);
      const typed = { canteenId, month, mealsServed: 9000, headCount: 450, ingredientCost: '72000', mealFeeRevenue: '90000' };
      expect((await submit(canteen, typed)).body).toMatchObject({ code: 400, msg: '与系统计算的数字不同，请填写原因' });
      expect(await rowOf(canteen, canteenId, month)).toBeUndefined();
      const saved = (await submit(canteen, { ...typed, reason: '停用刷卡系统期间，按台账填报' })).body;
      expect(saved).toMatchObject({ code: 200, data: { status: 1, mealsServed: 9000 } });
      expect((await canteen.get<Version[]>(`${BASE}/history`, { id: saved.data.id! })).body.data[0]).toMatchObject({
        version: 1,
        reason: '停用刷卡系统期间，按台账填报',
        changedBy: '李食堂',
      });
      // a canteen of another district, or none: not found; a malformed month: its message
      const other = await signedIn(base, 'centre2', '100002');
      expect((await computed(other, canteenId, month)).code).toBe(404);
      expect((await computed(canteen, '', month)).code).toBe(404);
      expect(await computed(canteen, canteenId, '2018-13')).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
      expect((await canteen.get(`${BASE}/list`, { status: '2' })).body).toMatchObject({ code: 400, msg: '填报状态不正确' });
    });
  });
}
