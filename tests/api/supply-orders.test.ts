// 供应链 orders end to end on the real server (docs/product-rules.md#supply-chain): the catalogue a canteen may order
// from, the amounts in fen, the refusals of an order outside the award (scenario 3) and of a supplier with a lapsed
// licence (scenario 4), confirmation by line, refusal, cancellation, delivery with its driver and vehicle, who sees
// what — and scenario 1, from the order to lunch.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, type PageOf } from './support/session.ts';
import { deliver, fleet, plusDays, submitOrder, supplyWorld, SUPPLY, uploadPdf, type Batch, type OrderDetail } from './support/supply.ts';

type Order = { id: string; status: number };

for (const target of inject('targets')) {
  describe(`${target.name}: supply orders`, () => {
    const base = target.url;

    it('lists what the canteen may order: the award’s goods at its prices, from the suppliers bound to its school', async () => {
      const world = await supplyWorld(base);
      expect(world.item('G0305')).toMatchObject({ unitPrice: 4200, baseUnit: 'g', storageClass: 3 });
      expect(world.item('G0303')).toMatchObject({ unitPrice: 2600, storageClass: 2 });
      expect(world.item('G0403')).toMatchObject({ unitPrice: 3800 });
      // past the supply period nothing of the award is orderable
      const later = (
        await world.canteen.get<{ records: { goodsCode: string; supplierName: string }[] }>(`${SUPPLY}/catalogue`, { deliveryDate: plusDays(world.today, 120) })
      ).body.data.records;
      expect(later.filter((row) => row.goodsCode === 'G0305')).toEqual([]);
      // only a canteen's keeper orders
      expect((await world.fresh.get(`${SUPPLY}/catalogue`)).body.code).toBe(403);
      expect((await (await signedIn(base, 'school')).get(`${SUPPLY}/catalogue`)).body.code).toBe(403);
    });

    it('prices each line at the catalogue price, round half up to the fen for g and ml', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [
        ['G0101', 10],
        ['G0501', 15],
        ['G0305', 20_000],
        ['G0303', 333],
      ]);
      // 650 × 10 g ÷ 1000 = 6.5 → 7; 300 × 15 g ÷ 1000 = 4.5 → 5 (half up, not to even); 4200 × 20 kg = 84000;
      // 2600 × 333 g ÷ 1000 = 865.8 → 866
      expect(order.lines.map((line) => [line.unitPrice, line.amount])).toEqual([
        [650, 7],
        [300, 5],
        [4200, 84_000],
        [2600, 866],
      ]);
      expect(order).toMatchObject({ status: 1, totalAmount: 84_878 });
      await world.canteen.post(`${SUPPLY}/order/cancel`, { id: order.id, reason: '测试完毕' });
    });

    it('scenario 3: goods the supplier did not win, after the supply period, another price or an unbound supplier → 400, nothing saved', async () => {
      const world = await supplyWorld(base);
      // the submitted ones: the canteen's whole list (a year of seeded history) is longer than the list's 200
      const count = async () => (await world.canteen.get<PageOf<Order>>(`${SUPPLY}/order/list`, { status: '1' })).body.data.total;
      const before = await count();
      const order = (body: Record<string, unknown>) =>
        world.canteen.post(`${SUPPLY}/order/submit`, {
          supplierId: world.item('G0305').supplierId,
          deliveryDate: plusDays(world.today, 1),
          submit: true,
          ...body,
        });
      const refused = { code: 400, msg: '该供应商未中标此商品或不在供货期内' };
      expect((await order({ lines: [{ goodsCode: 'G0604', quantity: 1000 }] })).body).toMatchObject(refused);
      expect((await order({ deliveryDate: plusDays(world.today, 120), lines: [{ goodsCode: 'G0305', quantity: 1000 }] })).body).toMatchObject(refused);
      expect((await order({ lines: [{ goodsCode: 'G0305', quantity: 1000, unitPrice: 4000 }] })).body).toMatchObject(refused);
      // one good line and one bad: the whole order is refused
      expect(
        (
          await order({
            lines: [
              { goodsCode: 'G0305', quantity: 1000 },
              { goodsCode: 'G0403', quantity: 1000 },
            ],
          })
        ).body,
      ).toMatchObject(refused);
      const unbound = await signedIn(base, 'supplier4', '100001', { supplier: true });
      const unboundId = (await unbound.get<{ id: string }>('/api/rabbit-supplier/supplierCompany/info')).body.data.id;
      expect((await order({ supplierId: unboundId, lines: [{ goodsCode: 'G0305', quantity: 1000 }] })).body).toMatchObject(refused);
      expect((await order({ deliveryDate: plusDays(world.today, -1), lines: [{ goodsCode: 'G0305', quantity: 1000 }] })).body).toMatchObject({
        code: 400,
        msg: '配送日期不能早于今天',
      });
      expect((await order({ lines: [] })).body).toMatchObject({ code: 400, msg: '请添加采购明细' });
      expect(
        (
          await order({
            lines: [
              { goodsCode: 'G0305', quantity: 1 },
              { goodsCode: 'G0305', quantity: 2 },
            ],
          })
        ).body,
      ).toMatchObject({ code: 400, msg: '采购明细中商品重复' });
      expect((await order({ lines: [{ goodsCode: 'G0305', quantity: 1.5 }] })).body.code).toBe(400);
      expect(await count()).toBe(before);

      // an emergency purchase outside the catalogue names its reason and its price
      expect((await order({ emergency: true, lines: [{ goodsCode: 'G0604', quantity: 5000, unitPrice: 400 }] })).body).toMatchObject({
        code: 400,
        msg: '应急采购须填写原因',
      });
      expect((await order({ emergency: true, emergencyReason: '腐竹临时断货', lines: [{ goodsCode: 'G0604', quantity: 5000 }] })).body).toMatchObject({
        code: 400,
        msg: '请填写应急采购单价',
      });
      const emergency = (await order({ emergency: true, emergencyReason: '腐竹临时断货', lines: [{ goodsCode: 'G0604', quantity: 5000, unitPrice: 400 }] }))
        .body as { code: number; data: OrderDetail };
      expect(emergency).toMatchObject({ code: 200, data: { emergency: true, status: 1, totalAmount: 2000 } });
      expect(await count()).toBe(before + 1);
      await world.canteen.post(`${SUPPLY}/order/cancel`, { id: emergency.data.id, reason: '测试完毕' });
    });

    it('scenario 4: a supplier whose licence has lapsed on the delivery date cannot confirm', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0403', 5000]]);
      expect((await world.aquatic.post(`${SUPPLY}/order/confirm`, { id: order.id })).body).toMatchObject({ code: 400, msg: '资质证照已过期，不能接单' });
      expect((await world.aquatic.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(1);
      // it may still refuse
      expect((await world.aquatic.post(`${SUPPLY}/order/refuse`, { id: order.id, reason: '证照续期中' })).body.code).toBe(200);
    });

    it('a supplier sees only the orders addressed to it, never a draft; the school and the supervisors read theirs', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0305', 1000]]);
      const draft = (
        await world.canteen.post<OrderDetail>(`${SUPPLY}/order/submit`, {
          supplierId: order.supplierId,
          deliveryDate: plusDays(world.today, 2),
          lines: [{ goodsCode: 'G0305', quantity: 1000 }],
        })
      ).body.data;
      expect(draft.status).toBe(0);
      expect((await world.fresh.get(`${SUPPLY}/order/detail`, { id: order.id })).body.code).toBe(200);
      expect((await world.fresh.get(`${SUPPLY}/order/detail`, { id: draft.id })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      for (const outsider of [world.other, world.aquatic]) {
        expect((await outsider.get(`${SUPPLY}/order/detail`, { id: order.id })).body).toMatchObject({ code: 404, msg: '数据不存在' });
        expect((await outsider.post(`${SUPPLY}/order/confirm`, { id: order.id })).body.code).toBe(404);
        expect((await outsider.get<PageOf<Order>>(`${SUPPLY}/order/list`, { keyword: order.orderNo })).body.data.records.map((row) => row.id)).not.toContain(
          order.id,
        );
      }
      const [school, centre, bank, elsewhere] = await Promise.all([
        signedIn(base, 'school'),
        signedIn(base, 'centre'),
        signedIn(base, 'bank'),
        signedIn(base, 'centre2', '100002'),
      ]);
      for (const reader of [school, centre, bank]) expect((await reader.get(`${SUPPLY}/order/detail`, { id: order.id })).body.code).toBe(200);
      expect((await elsewhere.get(`${SUPPLY}/order/detail`, { id: order.id })).body.code).toBe(404);
      // only the canteen writes: the school reads, suppliers do not order
      expect((await school.post(`${SUPPLY}/order/cancel`, { id: order.id, reason: '不需要' })).body.code).toBe(403);
      expect(
        (
          await world.fresh.post(`${SUPPLY}/order/submit`, {
            supplierId: order.supplierId,
            deliveryDate: world.today,
            lines: [{ goodsCode: 'G0305', quantity: 1 }],
          })
        ).body.code,
      ).toBe(403);
      // a draft is sent later, checked again
      expect((await world.canteen.post<OrderDetail>(`${SUPPLY}/order/send`, { id: draft.id })).body.data.status).toBe(1);
      for (const id of [order.id, draft.id]) await world.canteen.post(`${SUPPLY}/order/cancel`, { id, reason: '测试完毕' });
    });

    it('confirms by line, refuses with a reason, cancels only before confirmation', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [
        ['G0305', 10_000],
        ['G0101', 20_000],
      ]);
      const [wings, rice] = order.lines;
      const confirm = (lines: { lineId: string; quantity: number }[]) => world.fresh.post<OrderDetail>(`${SUPPLY}/order/confirm`, { id: order.id, lines });
      expect(
        (
          await confirm([
            { lineId: wings!.id, quantity: 10_001 },
            { lineId: rice!.id, quantity: 0 },
          ])
        ).body,
      ).toMatchObject({
        code: 400,
        msg: '确认数量不能超过订购数量',
      });
      expect(
        (
          await confirm([
            { lineId: wings!.id, quantity: 0 },
            { lineId: rice!.id, quantity: 0 },
          ])
        ).body,
      ).toMatchObject({
        code: 400,
        msg: '没有可供货的商品，请拒绝订单',
      });
      const confirmed = (
        await confirm([
          { lineId: wings!.id, quantity: 6_000 },
          { lineId: rice!.id, quantity: 0 },
        ])
      ).body.data;
      expect(confirmed.status).toBe(2);
      expect(confirmed.lines.map((line) => line.confirmedQty)).toEqual([6_000, 0]);
      expect((await world.canteen.post(`${SUPPLY}/order/cancel`, { id: order.id, reason: '不要了' })).body).toMatchObject({
        code: 400,
        msg: '订单已确认，不能取消',
      });
      expect((await world.fresh.post(`${SUPPLY}/order/refuse`, { id: order.id, reason: '晚了' })).body).toMatchObject({
        code: 400,
        msg: '该订单已被其他人处理，请刷新',
      });

      const second = await submitOrder(world, [['G0305', 1000]]);
      expect((await world.fresh.post(`${SUPPLY}/order/refuse`, { id: second.id })).body).toMatchObject({ code: 400, msg: '请填写拒绝原因' });
      expect((await world.fresh.post(`${SUPPLY}/order/refuse`, { id: second.id, reason: '冷库检修' })).body.code).toBe(200);
      expect((await world.canteen.get<OrderDetail & { refuseReason: string }>(`${SUPPLY}/order/detail`, { id: second.id })).body.data).toMatchObject({
        status: 3,
        refuseReason: '冷库检修',
      });
      const third = await submitOrder(world, [['G0305', 1000]]);
      expect((await world.canteen.post(`${SUPPLY}/order/cancel`, { id: third.id, reason: '改期' })).body.code).toBe(200);
      expect((await world.fresh.post(`${SUPPLY}/order/confirm`, { id: third.id })).body.msg).toBe('该订单已被其他人处理，请刷新');
    });

    it('a delivery needs a confirmed order, a driver with a valid health certificate and, for cold-chain goods, a refrigerated vehicle', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0305', 2000]]);
      const good = await fleet(world.fresh);
      expect((await world.fresh.post(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...good })).body).toMatchObject({
        code: 400,
        msg: '订单未确认，不能配送',
      });
      await world.fresh.post(`${SUPPLY}/order/confirm`, { id: order.id });
      const lapsed = await fleet(world.fresh, true, world.today);
      expect((await world.fresh.post(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...lapsed })).body).toMatchObject({
        code: 400,
        msg: '驾驶员健康证已过期',
      });
      const van = await fleet(world.fresh, false);
      expect((await world.fresh.post(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...van })).body).toMatchObject({
        code: 400,
        msg: '冷链食材须使用冷藏车配送',
      });
      expect((await world.other.post(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...good })).body.code).toBe(404);
      const delivery = (await world.fresh.post<{ id: string; status: number }>(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...good })).body.data;
      expect(delivery.status).toBe(1);
      expect((await world.fresh.post(`${SUPPLY}/delivery/reading`, { id: delivery.id, temperature: -15 })).body.msg).toBe('配送单不在途，不能记录温度');
      // not before it arrives
      const accept = {
        orderId: order.id,
        receiver: '李食堂',
        witness: '王师傅',
        lines: [{ lineId: order.lines[0]!.id, receivedQty: 2000, decision: 3, reason: '未到' }],
      };
      expect((await world.canteen.post(`${SUPPLY}/acceptance/submit`, accept)).body).toMatchObject({ code: 400, msg: '订单未送达，不能验收' });
    });

    it('scenario 1: 20 kg of chicken ordered, confirmed, delivered cold, accepted with its quarantine certificate, 12 kg to lunch', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0305', 20_000]]);
      expect(order.totalAmount).toBe(84_000);
      const deliveryId = await deliver(world, order, [-15, -15.5]);
      const delivery = (
        await world.canteen.get<{ status: number; refrigerated: boolean; readings: { temperature: number }[] }>(`${SUPPLY}/delivery/detail`, { id: deliveryId })
      ).body.data;
      expect(delivery).toMatchObject({ status: 3, refrigerated: true });
      expect(delivery.readings.map((reading) => reading.temperature)).toEqual([-15, -15.5]);
      expect((await world.canteen.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(5);

      const fileId = await uploadPdf(base, world.canteen, 'quarantine.pdf');
      const accepted = (
        await world.canteen.post<{ batchId: string; decision: number; expiryDate: string }[]>(`${SUPPLY}/acceptance/submit`, {
          orderId: order.id,
          receiver: '李食堂',
          witness: '王师傅',
          lines: [
            {
              lineId: order.lines[0]!.id,
              receivedQty: 20_000,
              decision: 1,
              temperature: -15,
              productionDate: plusDays(world.today, -3),
              certificates: [
                { kind: 1, fileId },
                { kind: 3, fileId },
              ],
            },
          ],
        })
      ).body;
      expect(accepted).toMatchObject({ code: 200, data: [{ decision: 1, expiryDate: plusDays(world.today, 362) }] });
      const batchId = accepted.data[0]!.batchId;
      expect((await world.canteen.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(6);
      const stock = (await world.canteen.get<Batch[]>(`${SUPPLY}/stock/list`, { goodsCode: 'G0305' })).body.data;
      expect(stock.find((batch) => batch.id === batchId)).toMatchObject({ onHand: 20_000, expired: false });
      // the school reads it too
      const school = await signedIn(base, 'school');
      expect((await school.get<Batch[]>(`${SUPPLY}/stock/list`, { goodsCode: 'G0305' })).body.data.map((batch) => batch.id)).toContain(batchId);

      expect((await world.canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐红烧鸡翅', lines: [{ batchId, quantity: 12_000 }] })).body.code).toBe(
        200,
      );
      const ledger = (
        await world.canteen.get<{ batch: Batch; sum: number; movements: { kind: number; quantity: number; meal: number }[] }>(`${SUPPLY}/stock/ledger`, {
          id: batchId,
        })
      ).body.data;
      expect(ledger.movements.map((movement) => [movement.kind, movement.quantity, movement.meal])).toEqual([
        [1, 20_000, 0],
        [2, -12_000, 2],
      ]);
      expect(ledger).toMatchObject({ sum: 8_000, batch: { onHand: 8_000 } });
      expect((await world.canteen.post(`${SUPPLY}/order/close`, { id: order.id })).body.code).toBe(200);
      expect((await world.fresh.get<OrderDetail>(`${SUPPLY}/order/detail`, { id: order.id })).body.data.status).toBe(8);
    });
  });
}
