// The walls 食材溯源, 冷冻食材占比 and 大米价格 read the supply chain's acceptances (server/modules/statistics,
// supply_wall_line): an order posted, confirmed, delivered and accepted through the API moves each of them at once (no
// cache between the acceptance and the next poll), a refused line moves only the inspections; each reader in its reach —
// a school its own canteen, another district nothing of this one, a supplier nothing at all.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, type Caller } from './support/session.ts';
import { deliver, plusDays, stockOf, submitOrder, supplyWorld, SUPPLY } from './support/supply.ts';

type Wall = {
  month: string;
  scope: { name: string; canteens: number };
  kpis: Record<string, number | null>;
  panels: Record<string, { categories?: string[]; items?: { name: string; value: number }[] }>;
  latest: Record<string, unknown>[];
};

const CANTEEN = '第一小学学生食堂';

for (const target of inject('targets')) {
  describe(`${target.name}: the walls from the supply chain`, () => {
    const base = target.url;
    const wall = async (caller: Caller, screen: string, month: string) => {
      const { body } = await caller.get<Wall>(`/api/shian/statistics/${screen}`, { month });
      expect(body.code, `${screen}: ${body.msg}`).toBe(200);
      return body.data;
    };
    const item = (data: Wall, panel: string, name: string) => data.panels[panel]!.items!.find((entry) => entry.name === name)?.value ?? 0;

    it('an accepted line of frozen chicken wings and one of rice move 食材溯源, 冷冻食材占比 and 大米价格 at once', async () => {
      const world = await supplyWorld(base);
      const month = world.today.slice(0, 7);
      const [centre, school] = await Promise.all([signedIn(base, 'centre'), signedIn(base, 'school')]);
      const before = {
        trace: await wall(centre, 'trace', month),
        frozen: await wall(centre, 'frozen', month),
        rice: await wall(centre, 'rice', month),
        schoolFrozen: await wall(school, 'frozen', month),
      };

      await stockOf(world, base, 'G0305', 20_000);
      const trace = await wall(centre, 'trace', month);
      expect(trace.kpis.batchesMonth).toBe(before.trace.kpis.batchesMonth! + 1);
      expect(trace.kpis.weightMonth).toBeCloseTo(before.trace.kpis.weightMonth! + 20, 1);
      expect(item(trace, 'inspection', 'passed')).toBe(item(before.trace, 'inspection', 'passed') + 1);
      expect(item(trace, 'category', 'meat')).toBeCloseTo(item(before.trace, 'category', 'meat') + 20, 1);
      // among the latest (another test's delivery may have arrived on a clock moved ahead): ours, passed and traceable
      expect(trace.latest).toContainEqual(expect.objectContaining({ canteen: CANTEEN, item: '鸡翅中', weightKg: 20, inspection: 'passed', traceable: true }));
      const frozen = await wall(centre, 'frozen', month);
      expect(frozen.kpis.frozenWeight).toBeCloseTo(before.frozen.kpis.frozenWeight! + 20, 1);
      expect(frozen.kpis.totalWeight).toBeCloseTo(before.frozen.kpis.totalWeight! + 20, 1);
      // the school sees its one canteen, whose share rose
      const schoolFrozen = await wall(school, 'frozen', month);
      expect(schoolFrozen.scope).toMatchObject({ name: '东湖区第一小学', canteens: 1 });
      expect(schoolFrozen.panels.perCanteen!.categories).toEqual([CANTEEN]);
      expect(schoolFrozen.kpis.frozenWeight).toBeCloseTo(before.schoolFrozen.kpis.frozenWeight! + 20, 1);
      expect(schoolFrozen.kpis.frozenShare!).toBeGreaterThan(before.schoolFrozen.kpis.frozenShare ?? 0);

      // 50 kg of rice at the award's 6.50 yuan per kg, over the month's cap
      await stockOf(world, base, 'G0101', 50_000);
      const rice = await wall(centre, 'rice', month);
      expect(rice.kpis.riceWeight).toBeCloseTo(before.rice.kpis.riceWeight! + 50, 1);
      expect(rice.kpis.cap).not.toBeNull();
      expect(6.5).toBeGreaterThan(rice.kpis.cap!);
      expect(rice.kpis.overCapBatches).toBe(before.rice.kpis.overCapBatches! + 1);
      expect(rice.latest).toContainEqual(expect.objectContaining({ canteen: CANTEEN, unitPrice: 6.5, weightKg: 50 }));
      // rice is not frozen: the frozen wall's total moved, its frozen weight did not
      const after = await wall(centre, 'frozen', month);
      expect(after.kpis.frozenWeight).toBeCloseTo(frozen.kpis.frozenWeight!, 1);
      expect(after.kpis.totalWeight).toBeCloseTo(frozen.kpis.totalWeight! + 50, 1);
    });

    it('a refused line counts as a failed inspection, untraceable without its certificates, and adds nothing to the weights accepted', async () => {
      const world = await supplyWorld(base);
      const month = world.today.slice(0, 7);
      const centre = await signedIn(base, 'centre');
      const [trace, frozen] = [await wall(centre, 'trace', month), await wall(centre, 'frozen', month)];
      const order = await submitOrder(world, [['G0305', 10_000]]);
      await deliver(world, order, [-6]);
      // delivered, not yet inspected: pending
      const waiting = await wall(centre, 'trace', month);
      expect(item(waiting, 'inspection', 'pending')).toBe(item(trace, 'inspection', 'pending') + 1);
      expect(waiting.kpis.batchesMonth).toBe(trace.kpis.batchesMonth! + 1);
      const refused = await world.canteen.post(`${SUPPLY}/acceptance/submit`, {
        orderId: order.id,
        receiver: '李食堂',
        witness: '王师傅',
        lines: [{ lineId: order.lines[0]!.id, receivedQty: 10_000, decision: 3, reason: '到货温度超标，应拒收', temperature: -6, certificates: [] }],
      });
      expect(refused.body.code, refused.body.msg).toBe(200);
      const after = await wall(centre, 'trace', month);
      expect(after.kpis.batchesMonth).toBe(trace.kpis.batchesMonth! + 1);
      expect(item(after, 'inspection', 'failed')).toBe(item(trace, 'inspection', 'failed') + 1);
      expect(item(after, 'inspection', 'pending')).toBe(item(trace, 'inspection', 'pending'));
      expect(after.latest.find((row) => row.id === order.lines[0]!.id)).toMatchObject({ item: '鸡翅中', inspection: 'failed', traceable: false });
      const frozenAfter = await wall(centre, 'frozen', month);
      expect(frozenAfter.kpis.frozenWeight).toBeCloseTo(frozen.kpis.frozenWeight!, 1);
      expect(frozenAfter.kpis.totalWeight).toBeCloseTo(frozen.kpis.totalWeight!, 1);
    });

    it('keeps each reader in its reach: another district does not move, a supplier reads no wall', async () => {
      const world = await supplyWorld(base);
      const month = world.today.slice(0, 7);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      const before = await wall(elsewhere, 'frozen', month);
      await stockOf(world, base, 'G0305', 5_000, plusDays(world.today, 200));
      const after = await wall(elsewhere, 'frozen', month);
      expect(after.kpis).toEqual(before.kpis);
      expect(after.panels.perCanteen!.categories).not.toContain(CANTEEN);
      for (const screen of ['trace', 'frozen', 'rice'])
        expect((await world.fresh.get(`/api/shian/statistics/${screen}`, { month })).body).toMatchObject({ code: 403, msg: '无权查看专项统计' });
    });
  });
}
