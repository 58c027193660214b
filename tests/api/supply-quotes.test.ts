// 商品报价 and 期初入库 on the real server (docs/product-rules.md#supply-chain): a supplier's price for goods outside
// every catalogue, to a school it is bound to, for a period; the school approves or rejects it; once approved the
// canteen may order the goods from that supplier at that price within the period — and not before, nor after, nor at
// another price. The refusals (unbound school, goods of the award, overlapping periods, another's quote → 404), the
// 待审报价 to-do, and the opening balance: a batch and its 入库 movement, refused for expired goods.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { call } from './client.ts';
import { signedIn, type Caller } from './support/session.ts';
import { plusDays, SUPPLY, supplyWorld, type Batch, type SupplyWorld } from './support/supply.ts';

type Quote = { id: string; status: number; schoolId: string; goodsCode: string; unitPrice: number; validFrom: string; validTo: string; rejectReason: string };
type Options = { schools: { id: string; name: string }[]; goods: { code: string }[] };
type Row = { goodsCode: string; supplierName: string; unitPrice: number; quoteId: string | null; commodityId: string | null };
type Item = { key: string; count: number | null; link: string };

const NOT_IN_CATALOGUE = '该供应商未中标此商品或不在供货期内';
const OVERLAP = '该商品在此期间已有待审核或已批准的报价，报价期间不能重叠';

for (const target of inject('targets')) {
  describe(`${target.name}: supply quotes and opening balances`, () => {
    const base = target.url;

    /** The demo school's id, as the supplier's options name it (第一小学, bound to 鲜丰 by the award). */
    const schoolOf = async (world: SupplyWorld) => {
      const options = (await world.fresh.get<Options>(`${SUPPLY}/quote/options`)).body.data;
      const school = options.schools.find((row) => row.name === '东湖区第一小学');
      if (!school) throw new Error(`第一小学 is not among 鲜丰's schools: ${JSON.stringify(options.schools)}`);
      return school.id;
    };
    const propose = (supplier: Caller, body: Record<string, unknown>) => supplier.post<Quote>(`${SUPPLY}/quote/submit`, body);
    const order = (world: SupplyWorld, goodsCode: string, unitPrice: number, deliveryDate: string) =>
      world.canteen.post<{ lines: { unitPrice: number; amount: number }[] }>(`${SUPPLY}/order/submit`, {
        supplierId: world.item('G0101').supplierId,
        deliveryDate,
        lines: [{ goodsCode, quantity: 2_500, unitPrice }],
      });
    const catalogueOf = async (world: SupplyWorld, day: string) =>
      (await world.canteen.get<{ records: Row[] }>(`${SUPPLY}/catalogue`, { deliveryDate: day })).body.data.records;

    it('before approval the goods are refused; approved, the canteen orders them at the quoted price within the period; after it, refused again', async () => {
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const [from, to] = [plusDays(world.today, 1), plusDays(world.today, 10)];
      const proposed = await propose(world.fresh, { schoolId, goodsCode: 'G0202', unitPrice: 4580, validFrom: from, validTo: to, remark: '里脊冷鲜' });
      expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(200);
      const quote = proposed.body.data;
      expect(quote).toMatchObject({ status: 0, goodsCode: 'G0202', unitPrice: 4580, validFrom: from, validTo: to });
      // waiting: neither in the picker nor orderable
      expect((await catalogueOf(world, from)).filter((row) => row.goodsCode === 'G0202')).toEqual([]);
      expect((await order(world, 'G0202', 4580, from)).body).toMatchObject({ code: 400, msg: NOT_IN_CATALOGUE });
      // the school approves
      const school = await signedIn(base, 'school');
      const approved = (await school.post<Quote>(`${SUPPLY}/quote/approve`, { id: quote.id })).body;
      expect(approved.code, JSON.stringify(approved)).toBe(200);
      expect(approved.data.status).toBe(1);
      // in the picker at its price, named by the quote, and orderable at it: 4580 fen/kg × 2.5 kg = 11450
      const listed = (await catalogueOf(world, from)).filter((row) => row.goodsCode === 'G0202');
      expect(listed).toEqual([expect.objectContaining({ unitPrice: 4580, quoteId: quote.id, commodityId: null })]);
      const made = (await order(world, 'G0202', 4580, to)).body;
      expect(made.code, JSON.stringify(made)).toBe(200);
      expect(made.data.lines).toEqual([expect.objectContaining({ unitPrice: 4580, amount: 11_450 })]);
      // at another price, or after the period: refused
      expect((await order(world, 'G0202', 4000, from)).body).toMatchObject({ code: 400, msg: NOT_IN_CATALOGUE });
      expect((await order(world, 'G0202', 4580, plusDays(to, 1))).body).toMatchObject({ code: 400, msg: NOT_IN_CATALOGUE });
      expect((await catalogueOf(world, plusDays(to, 1))).filter((row) => row.goodsCode === 'G0202')).toEqual([]);
      // a second approval finds it moved
      expect((await school.post(`${SUPPLY}/quote/approve`, { id: quote.id })).body).toMatchObject({ code: 400, msg: '该报价已被处理，请刷新' });
    });

    it('refuses overlapping periods for the same supplier, school and goods while one waits or is approved; a rejected or withdrawn one frees them', async () => {
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const quote = (validFrom: number, validTo: number, extra: Record<string, unknown> = {}) =>
        propose(world.fresh, {
          schoolId,
          goodsCode: 'G0206',
          unitPrice: 2800,
          validFrom: plusDays(world.today, validFrom),
          validTo: plusDays(world.today, validTo),
          ...extra,
        });
      const first = (await quote(5, 20)).body;
      expect(first.code).toBe(200);
      const count = async () => (await world.fresh.get<Quote[]>(`${SUPPLY}/quote/list`)).body.data.length;
      const before = await count();
      expect((await quote(20, 30)).body).toMatchObject({ code: 400, msg: OVERLAP });
      expect((await quote(0, 5)).body).toMatchObject({ code: 400, msg: OVERLAP });
      expect(await count()).toBe(before);
      // the day after is free
      const next = (await quote(21, 30)).body;
      expect(next.code).toBe(200);
      // withdrawn (only while waiting), the period is free again
      expect((await world.fresh.post<Quote>(`${SUPPLY}/quote/withdraw`, { id: first.data.id })).body.data.status).toBe(3);
      expect((await world.fresh.post(`${SUPPLY}/quote/withdraw`, { id: first.data.id })).body).toMatchObject({ code: 400, msg: '该报价已被处理，请刷新' });
      const again = (await quote(5, 20)).body;
      expect(again.code).toBe(200);
      // rejected with the reason (required), the period is free again; a rejected quote cannot be approved
      const school = await signedIn(base, 'school');
      expect((await school.post(`${SUPPLY}/quote/reject`, { id: again.data.id, reason: '' })).body).toMatchObject({ code: 400, msg: '请填写驳回原因' });
      const rejected = (await school.post<Quote>(`${SUPPLY}/quote/reject`, { id: again.data.id, reason: '价格高于市场价' })).body.data;
      expect(rejected).toMatchObject({ status: 2, rejectReason: '价格高于市场价' });
      expect((await school.post(`${SUPPLY}/quote/approve`, { id: again.data.id })).body).toMatchObject({ code: 400, msg: '该报价已被处理，请刷新' });
      expect((await world.fresh.post(`${SUPPLY}/quote/withdraw`, { id: again.data.id })).body).toMatchObject({ code: 400, msg: '该报价已被处理，请刷新' });
      expect((await quote(5, 20)).body.code).toBe(200);
    });

    it('refuses goods of the award, an unbound school, a period backwards or over, and bad prices; nothing saved', async () => {
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const count = async () => (await world.fresh.get<Quote[]>(`${SUPPLY}/quote/list`)).body.data.length;
      const before = await count();
      const body = { schoolId, goodsCode: 'G0304', unitPrice: 2400, validFrom: plusDays(world.today, 1), validTo: plusDays(world.today, 30) };
      // 鸡胸肉 is the award's: its price is the catalogue's
      expect((await propose(world.fresh, { ...body, goodsCode: 'G0303' })).body).toMatchObject({
        code: 400,
        msg: '该商品在中标供货目录内，按中标价格供货，无需报价',
      });
      // a school 湖畔 is not bound to (实验中学: 湖畔 serves 第一小学 alone): not among its options, and refused; a canteen is no school
      const options = (await world.aquatic.get<Options>(`${SUPPLY}/quote/options`)).body.data;
      expect(options.schools.map((row) => row.name)).toContain('东湖区第一小学');
      expect(options.schools.map((row) => row.id)).not.toContain(WORK_PERSONNEL_CANTEENS.school2);
      expect((await propose(world.aquatic, { ...body, schoolId: WORK_PERSONNEL_CANTEENS.school2 })).body).toMatchObject({
        code: 400,
        msg: '只能向已绑定的学校报价',
      });
      expect((await propose(world.fresh, { ...body, schoolId: WORK_PERSONNEL_CANTEENS.canteen1 })).body).toMatchObject({
        code: 400,
        msg: '只能向已绑定的学校报价',
      });
      expect((await propose(world.fresh, { ...body, validTo: plusDays(world.today, 0), validFrom: plusDays(world.today, 1) })).body).toMatchObject({
        code: 400,
        msg: '结束日期不能早于开始日期',
      });
      expect((await propose(world.fresh, { ...body, validFrom: plusDays(world.today, -10), validTo: plusDays(world.today, -1) })).body).toMatchObject({
        code: 400,
        msg: '报价结束日期不能早于今天',
      });
      expect((await propose(world.fresh, { ...body, unitPrice: 0 })).body).toMatchObject({ code: 400, msg: '报价须大于 0' });
      expect((await propose(world.fresh, { ...body, unitPrice: 12.5 })).body).toMatchObject({ code: 400, msg: '报价须为整数（分）' });
      expect((await propose(world.fresh, { ...body, goodsCode: 'G03' })).body).toMatchObject({ code: 400, msg: '商品不存在' });
      expect(await count()).toBe(before);
    });

    it('who: a supplier sees and withdraws only its own (another’s → 404); only the school approves, within its reach; staff cannot quote', async () => {
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const quote = (
        await propose(world.fresh, { schoolId, goodsCode: 'G0306', unitPrice: 1600, validFrom: plusDays(world.today, 1), validTo: plusDays(world.today, 5) })
      ).body.data;
      // another supplier: not in its list, 404 on withdrawal
      expect((await world.other.get<Quote[]>(`${SUPPLY}/quote/list`)).body.data.some((row) => row.id === quote.id)).toBe(false);
      expect((await world.other.post(`${SUPPLY}/quote/withdraw`, { id: quote.id })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      // suppliers, canteens and the bureau do not approve; the school sees the quote
      expect((await world.fresh.post(`${SUPPLY}/quote/approve`, { id: quote.id })).body.code).toBe(403);
      expect((await world.canteen.post(`${SUPPLY}/quote/approve`, { id: quote.id })).body.code).toBe(403);
      expect((await (await signedIn(base, 'centre')).post(`${SUPPLY}/quote/approve`, { id: quote.id })).body.code).toBe(403);
      const school = await signedIn(base, 'school');
      expect((await school.get<Quote[]>(`${SUPPLY}/quote/list`, { status: '0' })).body.data.some((row) => row.id === quote.id)).toBe(true);
      // staff cannot quote, nor read the supplier's options
      expect(
        (await school.post(`${SUPPLY}/quote/submit`, { schoolId, goodsCode: 'G0306', unitPrice: 1, validFrom: world.today, validTo: world.today })).body.code,
      ).toBe(403);
      expect((await school.get(`${SUPPLY}/quote/options`)).body.code).toBe(403);
      expect((await world.fresh.post(`${SUPPLY}/quote/withdraw`, { id: quote.id })).body.data).toMatchObject({ status: 3 });
    });

    it('a quote whose period has ended can no longer be approved (the app clock moved on), only rejected', async () => {
      const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);
      onTestFinished(() => clock(0));
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const quote = (await propose(world.fresh, { schoolId, goodsCode: 'G0405', unitPrice: 3000, validFrom: world.today, validTo: plusDays(world.today, 1) }))
        .body.data;
      await clock(3 * 86_400);
      const school = await signedIn(base, 'school');
      expect((await school.post(`${SUPPLY}/quote/approve`, { id: quote.id })).body).toMatchObject({ code: 400, msg: '报价期间已结束，不能批准' });
      expect((await school.post<Quote>(`${SUPPLY}/quote/reject`, { id: quote.id, reason: '已过期' })).body.data).toMatchObject({ status: 2 });
    });

    it('待审报价: a quote waiting counts for the school until it is approved or rejected', async () => {
      const world = await supplyWorld(base);
      const schoolId = await schoolOf(world);
      const school = await signedIn(base, 'school');
      const item = async () => (await school.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.find((row) => row.key === 'supply.approveQuote');
      const before = await item();
      expect(before?.link).toBe('/caigou/goods/index?status=0');
      const quote = (
        await propose(world.fresh, { schoolId, goodsCode: 'G0402', unitPrice: 3600, validFrom: plusDays(world.today, 1), validTo: plusDays(world.today, 5) })
      ).body.data;
      expect((await item())!.count).toBe(before!.count! + 1);
      expect((await school.post(`${SUPPLY}/quote/approve`, { id: quote.id })).body.code).toBe(200);
      expect((await item())!.count).toBe(before!.count);
      // the supplier and the canteen have no such item
      for (const caller of [world.fresh, world.canteen])
        expect((await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.some((row) => row.key === 'supply.approveQuote')).toBe(false);
    });

    it('期初入库: a batch and its 入库 movement marked as opening, in stock and the ledger; expired goods and bad dates refused, nothing saved', async () => {
      const world = await supplyWorld(base);
      const movements = async () =>
        (
          await world.canteen.get<{ batchId: string; kind: number; source: number; reason: string; quantity: number }[]>(`${SUPPLY}/stock/movements`, {
            kind: '1',
          })
        ).body.data;
      const before = (await movements()).length;
      const opening = (body: Record<string, unknown>) =>
        world.canteen.post<Batch & { source: number; unitPrice: number }>(`${SUPPLY}/stock/opening`, {
          goodsCode: 'G0102',
          quantity: 25_000,
          unitPrice: 520,
          productionDate: plusDays(world.today, -30),
          reason: '系统启用前库存',
          ...body,
        });
      // 面粉 keeps 365 days from its production date; expired: refused
      expect((await opening({ productionDate: plusDays(world.today, -400) })).body).toMatchObject({ code: 400, msg: '食材已过期，不能入库' });
      expect((await opening({ expiryDate: plusDays(world.today, -1) })).body).toMatchObject({ code: 400, msg: '食材已过期，不能入库' });
      expect((await opening({ productionDate: plusDays(world.today, 1) })).body).toMatchObject({ code: 400, msg: '生产日期不能晚于今天' });
      expect((await opening({ productionDate: null })).body).toMatchObject({ code: 400, msg: '请填写保质期至' });
      expect((await opening({ reason: '' })).body).toMatchObject({ code: 400, msg: '请填写期初入库原因' });
      expect((await opening({ quantity: 1.5 })).body).toMatchObject({ code: 400 });
      expect((await movements()).length).toBe(before);
      // only the canteen's keeper records it
      expect(
        (await (await signedIn(base, 'school')).post(`${SUPPLY}/stock/opening`, { goodsCode: 'G0102', quantity: 1, unitPrice: 1, reason: 'x' })).body.code,
      ).toBe(403);
      expect((await world.fresh.post(`${SUPPLY}/stock/opening`, { goodsCode: 'G0102', quantity: 1, unitPrice: 1, reason: 'x' })).body.code).toBe(403);
      const made = (await opening({})).body;
      expect(made.code, JSON.stringify(made)).toBe(200);
      expect(made.data).toMatchObject({
        goodsCode: 'G0102',
        onHand: 25_000,
        unitPrice: 520,
        source: 2,
        expiryDate: plusDays(world.today, 335),
        expired: false,
      });
      // in 库存查询, and the ledger's 入库 marked as opening, its sum the batch's on hand
      const stock = (await world.canteen.get<Batch[]>(`${SUPPLY}/stock/list`, { goodsCode: 'G0102' })).body.data;
      expect(stock.some((row) => row.id === made.data.id && row.onHand === 25_000)).toBe(true);
      expect((await movements()).find((row) => row.batchId === made.data.id)).toMatchObject({ kind: 1, source: 2, quantity: 25_000, reason: '系统启用前库存' });
      const ledger = (await world.canteen.get<{ sum: number; movements: unknown[] }>(`${SUPPLY}/stock/ledger`, { id: made.data.id })).body.data;
      expect(ledger).toMatchObject({ sum: 25_000 });
      expect(ledger.movements).toHaveLength(1);
      // goods counted in an open stock-take are held still
      const take = (await world.canteen.post<{ id: string }>(`${SUPPLY}/stocktake/open`, { goodsCodes: ['G0102'] })).body;
      expect(take.code, JSON.stringify(take)).toBe(200);
      expect((await opening({})).body).toMatchObject({ code: 400, msg: '该商品正在盘点，暂不能出入库' });
      expect(
        (
          await world.canteen.post(`${SUPPLY}/stocktake/submit`, {
            id: take.data.id,
            counter: '李食堂',
            counts: [{ batchId: made.data.id, countedQty: 25_000 }],
          })
        ).body.code,
      ).toBe(200);
    });
  });
}
