// 供应链 receiving and stock on the real server (docs/product-rules.md#supply-chain): the inspection's refusals with
// nothing saved, scenario 2 (frozen chicken arriving at −6 °C, refused, returned, confirmed by the supplier), partial
// acceptance, 出库 with first-expiry-first-out, expired batches and 库存不足, scenario 5 (two clerks on two instances
// issuing the last 5 kg at once) and scenario 6 (a stock-take 1.5 kg short). Time moves by the test clock.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { signedIn, type PageOf } from './support/session.ts';
import { deliver, plusDays, stockOf, submitOrder, supplyWorld, SUPPLY, uploadPdf, type Batch, type OrderDetail } from './support/supply.ts';

type Acceptance = { lineId: string; decision: number; acceptedQty: number; batchId: string | null; returnId: string | null };
type Return = { id: string; orderId: string; quantity: number; reason: string; status: number };
type Ledger = { batch: Batch; sum: number; movements: { kind: number; quantity: number; reason: string }[] };

for (const target of inject('targets')) {
  describe(`${target.name}: supply stock`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);

    it('scenario 2 and the inspection rules: a refused decision saves nothing; a refusal with its reason becomes a return the supplier confirms', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [
        ['G0305', 20_000],
        ['G0303', 10_000],
        ['G0201', 5_000],
      ]);
      await deliver(world, order, [-15, -6]);
      const [wings, breast, pork] = order.lines;
      const fileId = await uploadPdf(base, world.canteen);
      const all = [
        { kind: 1, fileId },
        { kind: 3, fileId },
        { kind: 4, fileId },
      ];
      const production = plusDays(world.today, -1);
      const accept = (line: Record<string, unknown>) =>
        world.canteen.post<Acceptance[]>(`${SUPPLY}/acceptance/submit`, { orderId: order.id, receiver: '李食堂', witness: '王师傅', lines: [line] });
      const wingsAt = (temperature: number | null, extra: Record<string, unknown> = {}) =>
        accept({ lineId: wings!.id, receivedQty: 20_000, decision: 1, temperature, productionDate: production, certificates: all, ...extra });

      // frozen goods warmer than −9 °C, chilled goods more than 3 °C over the label (4 °C), no temperature at all
      expect((await wingsAt(-6)).body).toMatchObject({ code: 400, msg: '到货温度超标，应拒收' });
      expect((await wingsAt(-8.9)).body).toMatchObject({ code: 400, msg: '到货温度超标，应拒收' });
      expect((await wingsAt(null)).body).toMatchObject({ code: 400, msg: '请填写到货温度' });
      const breastAt = (temperature: number, extra: Record<string, unknown> = {}) =>
        accept({ lineId: breast!.id, receivedQty: 10_000, decision: 1, temperature, productionDate: production, certificates: all, ...extra });
      expect((await breastAt(7.1)).body).toMatchObject({ code: 400, msg: '到货温度超标，应拒收' });
      // certificates: one per batch, and for meat the quarantine certificate (pork also its quality certificate)
      expect((await breastAt(3, { certificates: [{ kind: 3, fileId }] })).body).toMatchObject({ code: 400, msg: '请上传合格证明或检验报告' });
      expect((await breastAt(3, { certificates: [{ kind: 1, fileId }] })).body).toMatchObject({ code: 400, msg: '缺少动物检疫合格证明，应拒收' });
      const porkWith = (certificates: unknown[]) =>
        accept({ lineId: pork!.id, receivedQty: 5_000, decision: 1, temperature: 2, productionDate: production, certificates });
      expect((await porkWith(all.slice(0, 2))).body).toMatchObject({ code: 400, msg: '缺少肉品品质检验合格证明，应拒收' });
      // expired goods: by the expiry given, or by the shelf life from the production date
      expect((await breastAt(3, { productionDate: plusDays(world.today, -30), expiryDate: plusDays(world.today, -1) })).body).toMatchObject({
        code: 400,
        msg: '食材已过期，应拒收',
      });
      expect((await breastAt(3, { productionDate: plusDays(world.today, -10) })).body).toMatchObject({ code: 400, msg: '食材已过期，应拒收' });
      // a certificate file the canteen cannot see (another district's)
      const elsewhere = await signedIn(base, 'centre2', '100002');
      const foreign = await uploadPdf(base, elsewhere);
      expect(
        (
          await breastAt(3, {
            certificates: [
              { kind: 1, fileId: foreign },
              { kind: 3, fileId },
            ],
          })
        ).body,
      ).toMatchObject({ code: 400, msg: '证明文件不存在' });
      // a refusal needs its reason
      expect((await wingsAt(-6, { decision: 3 })).body).toMatchObject({ code: 400, msg: '拒收须填写原因' });
      // nothing of the above was saved
      expect((await world.canteen.get<Acceptance[]>(`${SUPPLY}/acceptance/list`, { id: order.id })).body.data).toEqual([]);

      // scenario 2: refused at −6 °C with the reason; a return is created and the supplier sees it
      const refused = (await wingsAt(-6, { decision: 3, reason: '到货温度-6℃，高于-9℃' })).body;
      expect(refused).toMatchObject({ code: 200, data: [{ decision: 3, acceptedQty: 0, batchId: null }] });
      expect((await wingsAt(-15)).body).toMatchObject({ code: 400, msg: '该明细已验收' });
      // chilled at exactly label + 3 °C passes; pork with both certificates; partly: 8 of 10 kg
      expect((await breastAt(7, { decision: 2, acceptedQty: 8_000 })).body).toMatchObject({ code: 400, msg: '部分合格须填写原因' });
      const partly = (await breastAt(7, { decision: 2, acceptedQty: 8_000, reason: '2 kg 包装破损' })).body;
      expect(partly.code).toBe(200);
      // the answer is every inspection of the order so far
      const breastInspection = partly.data.find((row) => row.lineId === breast!.id)!;
      expect(breastInspection).toMatchObject({ decision: 2, acceptedQty: 8_000 });
      expect((await world.canteen.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(5);
      expect((await porkWith(all)).body.code).toBe(200);
      // every line inspected, not all of it accepted: 已验收（部分）
      expect((await world.canteen.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(7);

      const returns = (await world.fresh.get<PageOf<Return>>(`${SUPPLY}/return/list`, { keyword: order.orderNo })).body.data.records.filter(
        (row) => row.orderId === order.id,
      );
      expect(returns.map((row) => [row.quantity, row.reason, row.status]).sort()).toEqual([
        [2_000, '2 kg 包装破损', 0],
        [20_000, '到货温度-6℃，高于-9℃', 0],
      ]);
      expect(
        (await world.other.get<PageOf<Return>>(`${SUPPLY}/return/list`, { keyword: order.orderNo })).body.data.records.filter(
          (row) => row.orderId === order.id,
        ),
      ).toEqual([]);
      expect((await world.other.post(`${SUPPLY}/return/confirm`, { id: returns[0]!.id })).body.code).toBe(404);
      expect((await world.canteen.post(`${SUPPLY}/return/confirm`, { id: returns[0]!.id })).body.code).toBe(403);
      expect((await world.fresh.post<Return>(`${SUPPLY}/return/confirm`, { id: returns[0]!.id })).body).toMatchObject({ code: 200, data: { status: 1 } });
      expect((await world.fresh.post(`${SUPPLY}/return/confirm`, { id: returns[0]!.id })).body).toMatchObject({ code: 400, msg: '该退货已确认' });
      // the accepted 8 kg is a batch; the refused chicken never entered stock
      const batchId = breastInspection.batchId!;
      expect((await world.canteen.get<Ledger>(`${SUPPLY}/stock/ledger`, { id: batchId })).body.data).toMatchObject({ sum: 8_000, batch: { onHand: 8_000 } });
    });

    it('issues by meal and purpose, first expiry first out suggested; refuses an expired batch and more than on hand', async () => {
      onTestFinished(() => clock(0));
      const world = await supplyWorld(base);
      const older = await stockOf(world, base, 'G0303', 3_000);
      const newer = await stockOf(world, base, 'G0303', 4_000);
      // the first expires in 6 days (7-day shelf life, made yesterday): both the same here, so the older batch first
      const suggestion = (
        await world.canteen.get<{ allocations: { batchId: string; quantity: number }[]; shortfall: number }>(`${SUPPLY}/stock/suggest`, {
          goodsCode: 'G0303',
          quantity: '1000000',
        })
      ).body.data;
      const ours = suggestion.allocations.filter((row) => row.batchId === older || row.batchId === newer);
      expect(ours.map((row) => row.batchId)).toEqual([older, newer]);
      expect(suggestion.shortfall).toBeGreaterThan(0);
      const issue = (batchId: string, quantity: number, extra: Record<string, unknown> = {}) =>
        world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 1, purpose: '早餐', lines: [{ batchId, quantity }], ...extra });
      expect((await issue(older, 3_001)).body).toMatchObject({ code: 400, msg: '库存不足' });
      expect((await issue(older, 1_000, { meal: 0 })).body).toMatchObject({ code: 400, msg: '请选择餐次' });
      expect((await issue(older, 1_000, { purpose: '' })).body).toMatchObject({ code: 400, msg: '请填写出库用途' });
      // two lines in one issue: the second short, so neither is issued
      expect(
        (
          await world.canteen.post(`${SUPPLY}/stock/issue`, {
            meal: 2,
            purpose: '午餐',
            lines: [
              { batchId: older, quantity: 1_000 },
              { batchId: newer, quantity: 4_001 },
            ],
          })
        ).body.msg,
      ).toBe('库存不足');
      expect((await world.canteen.get<Ledger>(`${SUPPLY}/stock/ledger`, { id: older })).body.data.batch.onHand).toBe(3_000);
      // another canteen's clerk or a supplier issues nothing of it
      expect((await world.fresh.post(`${SUPPLY}/stock/issue`, { meal: 1, purpose: '早餐', lines: [{ batchId: older, quantity: 1 }] })).body.code).toBe(403);
      // a week on, the batches have expired
      await clock(8 * 86_400);
      expect((await issue(older, 1_000)).body).toMatchObject({ code: 400, msg: '批次已过期，不能出库' });
      expect((await world.canteen.get<Batch[]>(`${SUPPLY}/stock/list`, { goodsCode: 'G0303' })).body.data.find((batch) => batch.id === older)?.expired).toBe(
        true,
      );
      await clock(0);
      expect((await world.canteen.post(`${SUPPLY}/stock/loss`, { batchId: older, quantity: 500, reason: '包装破损' })).body.code).toBe(200);
      expect((await world.canteen.get<Ledger>(`${SUPPLY}/stock/ledger`, { id: older })).body.data).toMatchObject({ sum: 2_500, batch: { onHand: 2_500 } });
    });

    it('scenario 5: two clerks on two instances issue the last 5 kg of a batch at once — one wins, the other gets 库存不足', async () => {
      const world = await supplyWorld(base);
      const batchId = await stockOf(world, base, 'G0305', 5_000);
      const peer = target.peerUrl ?? base;
      for (let round = 0; round < 3; round += 1) {
        const [first, second] = await Promise.all([signedIn(base, 'canteen'), signedIn(peer, 'canteen')]);
        const batch = round === 0 ? batchId : await stockOf(world, base, 'G0305', 5_000);
        const answers = await Promise.all(
          [first, second].map((clerk) => clerk.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId: batch, quantity: 5_000 }] })),
        );
        expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
        expect(answers.find((answer) => answer.body.code === 400)!.body.msg).toBe('库存不足');
        const ledger = (await world.canteen.get<Ledger>(`${SUPPLY}/stock/ledger`, { id: batch })).body.data;
        expect(ledger).toMatchObject({ sum: 0, batch: { onHand: 0 } });
        expect(ledger.movements.map((movement) => movement.quantity)).toEqual([5_000, -5_000]);
      }
    });

    it('scenario 6: a stock-take finds 1.5 kg less rice — a 盘亏 movement, and the ledger still sums to the balance', async () => {
      const world = await supplyWorld(base);
      const batchId = await stockOf(world, base, 'G0101', 10_000);
      const take = (
        await world.canteen.post<{ id: string; lines: { batchId: string; bookQty: number }[] }>(`${SUPPLY}/stocktake/open`, { goodsCodes: ['G0101'] })
      ).body;
      expect(take.code).toBe(200);
      expect(take.data.lines.find((line) => line.batchId === batchId)?.bookQty).toBe(10_000);
      expect((await world.canteen.post(`${SUPPLY}/stocktake/open`, { goodsCodes: ['G0101', 'G0501'] })).body).toMatchObject({
        code: 400,
        msg: '该商品已在盘点中',
      });
      // while it is open no other movement of rice
      expect((await world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 1_000 }] })).body).toMatchObject({
        code: 400,
        msg: '该商品正在盘点，暂不能出入库',
      });
      const other = await stockOf(world, base, 'G0305', 1_000);
      expect(
        (await world.canteen.post(`${SUPPLY}/stocktake/submit`, { id: take.data.id, counter: '赵库管', counts: [{ batchId: other, countedQty: 0 }] })).body,
      ).toMatchObject({
        code: 400,
        msg: '批次不在本次盘点范围',
      });
      expect(
        (await world.canteen.post(`${SUPPLY}/stocktake/submit`, { id: take.data.id, counter: '赵库管', counts: [{ batchId, countedQty: 8_500 }] })).body.code,
      ).toBe(200);
      const ledger = (await world.canteen.get<Ledger>(`${SUPPLY}/stock/ledger`, { id: batchId })).body.data;
      expect(ledger.movements.map((movement) => [movement.kind, movement.quantity])).toEqual([
        [1, 10_000],
        [5, -1_500],
      ]);
      expect(ledger).toMatchObject({ sum: 8_500, batch: { onHand: 8_500 } });
      expect(
        (await world.canteen.post(`${SUPPLY}/stocktake/submit`, { id: take.data.id, counter: '赵库管', counts: [{ batchId, countedQty: 8_500 }] })).body.msg,
      ).toBe('盘点单不存在或已完成');
      // closed: rice moves again
      expect((await world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 1_000 }] })).body.code).toBe(200);
    });
  });
}
