// The canteen's ledgers and stock-takes as the purchase screens read them (入库管理, 出库管理, 库存盘点;
// docs/product-rules.md#supply-chain): a batch's 入库 and 出库 listed by kind with its goods, in the school's reach and
// none of a supplier's; a stock-take open, then closed with its 盘亏 difference; the demo's closed stock-take.
import { describe, expect, inject, it } from 'vitest';
import { signedIn } from './support/session.ts';
import { stockOf, supplyWorld, SUPPLY } from './support/supply.ts';

type Row = {
  id: string;
  batchId: string;
  kind: number;
  quantity: number;
  meal: number;
  purpose: string;
  goodsCode: string;
  goodsName: string;
  baseUnit: string;
};
type Take = { id: string; goodsCodes: string[]; status: number; counter: string; differences: number; change: number; closeTime: string | null };

for (const target of inject('targets')) {
  describe(`${target.name}: supply ledgers`, () => {
    const base = target.url;

    it('lists the movements by kind with their goods, for the canteen and its school, none for a supplier', async () => {
      const world = await supplyWorld(base);
      const batchId = await stockOf(world, base, 'G0303', 4_000);
      expect((await world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 3, purpose: '晚餐宫保鸡丁', lines: [{ batchId, quantity: 1_500 }] })).body.code).toBe(
        200,
      );

      const list = async (caller = world.canteen, query: Record<string, string> = {}) => {
        const answer = (await caller.get<Row[]>(`${SUPPLY}/stock/movements`, query)).body;
        expect(answer.code).toBe(200);
        return answer.data.filter((row) => row.batchId === batchId);
      };
      expect((await list(world.canteen, { kind: '1' })).map((row) => [row.kind, row.quantity, row.goodsCode, row.baseUnit])).toEqual([
        [1, 4_000, 'G0303', 'g'],
      ]);
      expect((await list(world.canteen, { kind: '2' })).map((row) => [row.kind, row.quantity, row.meal, row.purpose])).toEqual([
        [2, -1_500, 3, '晚餐宫保鸡丁'],
      ]);
      // every kind, newest first; by goods
      expect((await list()).map((row) => row.kind)).toEqual([2, 1]);
      expect(await list(world.canteen, { goodsCode: 'G0101' })).toEqual([]);
      expect((await list(await signedIn(base, 'school'), { kind: '2' })).length).toBe(1);
      expect(await list(world.fresh)).toEqual([]);
      expect((await world.canteen.get(`${SUPPLY}/stock/movements`, { kind: '9' })).body.code).toBe(400);
    });

    it('lists the stock-takes, open and then closed with their differences', async () => {
      const world = await supplyWorld(base);
      const batchId = await stockOf(world, base, 'G0201', 3_000);
      const opened = (await world.canteen.post<{ id: string }>(`${SUPPLY}/stocktake/open`, { goodsCodes: ['G0201'] })).body;
      expect(opened.code).toBe(200);
      const find = async () => (await world.canteen.get<Take[]>(`${SUPPLY}/stocktake/list`)).body.data.find((take) => take.id === opened.data.id);
      expect(await find()).toMatchObject({ goodsCodes: ['G0201'], status: 0, counter: '', differences: 0, change: 0, closeTime: null });
      const counted = { id: opened.data.id, counter: '赵库管', counts: [{ batchId, countedQty: 2_400 }] };
      expect((await world.canteen.post(`${SUPPLY}/stocktake/submit`, counted)).body.code).toBe(200);
      expect(await find()).toMatchObject({ status: 1, counter: '赵库管', differences: 1, change: -600 });
      expect((await find())?.closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((await world.fresh.get<Take[]>(`${SUPPLY}/stocktake/list`)).body.data).toEqual([]);
    });

    it("shows the demo canteen's seeded stock-take, last evening's count closed with no difference, to the canteen and its school", async () => {
      const seeded = (takes: Take[]) => takes.find((take) => take.counter === '张库管');
      const canteen = (await (await signedIn(base, 'canteen')).get<Take[]>(`${SUPPLY}/stocktake/list`)).body.data;
      expect(seeded(canteen)).toMatchObject({ goodsCodes: ['G0101', 'G0305'], status: 1, differences: 0, change: 0 });
      expect(seeded(canteen)?.closeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(seeded((await (await signedIn(base, 'school')).get<Take[]>(`${SUPPLY}/stocktake/list`)).body.data)?.id).toBe(seeded(canteen)!.id);
    });
  });
}
