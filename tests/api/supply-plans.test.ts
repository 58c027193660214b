// 采购计划 and 仓库设置 on the real server (docs/product-rules.md#supply-chain, routes/plans.ts and warehouses.ts): a
// canteen's week or month plan from its bound catalogues at their prices, the school's approval or return with a
// reason, edits of a draft or returned plan as a new revision, generated draft orders one per supplier that name their
// plan lines, voiding instead of deleting; every refusal with nothing saved; who sees and does what (another canteen's
// plan 404, a supplier 403); the school's 待审批采购计划 to-do; the canteen's warehouses with unique names, disabled
// never deleted, and the batches kept in them.
import { describe, expect, inject, it } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller } from './support/session.ts';
import { AQUATIC, FRESH, plusDays, stockOf, SUPPLY, supplyWorld, type SupplyWorld } from './support/supply.ts';

type PlanLine = { id: string; goodsCode: string; supplierId: string; unitPrice: number; quantity: number; amount: number; orderId: string | null };
type Plan = {
  id: string;
  planNo: string;
  status: number;
  periodKind: number;
  periodStart: string;
  periodEnd: string;
  totalAmount: number;
  lineCount: number;
  orderedCount: number;
  returnReason: string;
  voidReason: string;
  reviewerName: string | null;
  lines: PlanLine[];
  orders: { id: string; orderNo: string; status: number }[];
};
type Order = { id: string; status: number; supplierName: string; deliveryDate: string; meal: number; totalAmount: number };
type Warehouse = { id: string; name: string; storageClass: number; tempMin: number | null; tempMax: number | null; enabled: boolean; isDefault: boolean };

/** The Monday `weeks` weeks after the week of `day`. The seed's plans take this week and the next two: tests use weeks 3 to 11. */
const monday = (day: string, weeks: number) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return plusDays(new Date(time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10), weeks * 7);
};

const line = (world: SupplyWorld, goodsCode: string, quantity: number, supplierName = goodsCode === 'G0403' ? AQUATIC : FRESH) => ({
  goodsCode,
  supplierId: world.item(goodsCode, supplierName).supplierId,
  quantity,
  // the seeded award's row (another award may list the same goods from the same supplier at its own price)
  unitPrice: world.item(goodsCode, supplierName).unitPrice,
});

for (const target of inject('targets')) {
  describe(`${target.name}: supply plans and warehouses`, () => {
    const base = target.url;
    const made = new Map<string, Caller>();

    /** A new account of `role` at `deptId` (once per run): another school, or another school's canteen. */
    const accountAt = async (role: 'school' | 'canteen', deptId: string) => {
      const key = `${role}/${deptId}`;
      if (made.has(key)) return made.get(key)!;
      const account = uniqueAccount('jh');
      const answer = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '采购计划测试', sex: 1, deptId, roleId: roleId(1, role) });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      const caller = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      made.set(key, caller);
      return caller;
    };

    const submitPlan = async (world: SupplyWorld, body: Record<string, unknown>) => {
      const answer = (await world.canteen.post<Plan>(`${SUPPLY}/plan/submit`, { periodKind: 1, ...body })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const detail = async (caller: Caller, id: string) => (await caller.get<Plan>(`${SUPPLY}/plan/detail`, { id })).body;

    it('shows the seeded plans in each state, and the school the one to approve', async () => {
      const world = await supplyWorld(base);
      const plans = (await world.canteen.get<Plan[]>(`${SUPPLY}/plan/list`)).body.data;
      expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set([0, 1, 2, 3, 4]));
      const returned = plans.find((plan) => plan.planNo === 'JH000003')!;
      expect(returned).toMatchObject({ status: 3, returnReason: '猪肉数量偏多，请按就餐人数核减后再报' });
      const school = await signedIn(base, 'school');
      const waiting = (await school.get<Plan[]>(`${SUPPLY}/plan/list`, { status: '1' })).body.data;
      expect(waiting.map((plan) => plan.planNo)).toContain('JH000002');
      const seeded = (await detail(school, waiting.find((plan) => plan.planNo === 'JH000002')!.id)).data;
      // 120 kg of rice at 650 fen/kg, 25 kg of chicken at 2600, 40 kg of cabbage at 300
      expect(seeded.lines.map((row) => [row.goodsCode, row.unitPrice, row.amount])).toEqual([
        ['G0101', 650, 78_000],
        ['G0303', 2600, 65_000],
        ['G0501', 300, 12_000],
      ]);
      expect(seeded.totalAmount).toBe(155_000);
    });

    it('a week plan at the catalogue prices: the school approves it and it becomes one draft order per supplier, its lines marked ordered', async () => {
      const world = await supplyWorld(base);
      const start = monday(world.today, 4);
      const plan = await submitPlan(world, { periodStart: start, submit: true, lines: [line(world, 'G0101', 100_001), line(world, 'G0403', 20_000)] });
      // 650 × 100.001 kg = 65000.65 → 65001; 3800 × 20 kg = 76000
      expect(plan).toMatchObject({ status: 1, periodEnd: plusDays(start, 6), totalAmount: 141_001, lineCount: 2, orderedCount: 0 });
      expect(plan.lines.map((row) => [row.unitPrice, row.amount])).toEqual([
        [650, 65_001],
        [3800, 76_000],
      ]);
      const school = await signedIn(base, 'school');
      // the canteen cannot order from a plan not approved, nor approve it
      expect((await world.canteen.post(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 1) })).body).toMatchObject({
        code: 400,
        msg: '计划未批准，不能生成订单',
      });
      expect((await world.canteen.post(`${SUPPLY}/plan/approve`, { id: plan.id })).body.code).toBe(403);
      const approved = (await school.post<Plan>(`${SUPPLY}/plan/approve`, { id: plan.id })).body;
      expect(approved.data).toMatchObject({ status: 2 });
      expect(approved.data.reviewerName).toBeTruthy();
      // a second approval finds it moved
      expect((await school.post(`${SUPPLY}/plan/approve`, { id: plan.id })).body).toMatchObject({ code: 400, msg: '该计划已被其他人处理，请刷新' });
      // an approved plan is not edited
      expect(
        (await world.canteen.post(`${SUPPLY}/plan/submit`, { id: plan.id, periodKind: 1, periodStart: start, lines: [line(world, 'G0101', 1000)] })).body,
      ).toMatchObject({
        code: 400,
        msg: '只能修改草稿或已退回的计划',
      });
      // the delivery date within the plan's period
      expect((await world.canteen.post(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 7) })).body).toMatchObject({
        code: 400,
        msg: '配送日期须在计划周期内',
      });
      const orders = (await world.canteen.post<Order[]>(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 1), meal: 2 })).body.data;
      expect(orders.map((order) => [order.supplierName, order.status, order.deliveryDate, order.meal, order.totalAmount]).sort()).toEqual(
        [
          [FRESH, 0, plusDays(start, 1), 2, 65_001],
          [AQUATIC, 0, plusDays(start, 1), 2, 76_000],
        ].sort(),
      );
      const ordered = (await detail(world.canteen, plan.id)).data;
      expect(ordered).toMatchObject({ orderedCount: 2 });
      expect(ordered.orders.map((order) => order.id).sort()).toEqual(orders.map((order) => order.id).sort());
      expect(ordered.lines.every((row) => row.orderId !== null)).toBe(true);
      expect((await world.canteen.post(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 2) })).body).toMatchObject({
        code: 400,
        msg: '计划明细均已下单',
      });
      // the order's lines name their plan lines: its detail is the catalogue's
      const rice = orders.find((order) => order.supplierName === FRESH)!;
      const riceDetail = (await world.canteen.get<{ lines: { goodsCode: string; quantity: number }[] }>(`${SUPPLY}/order/detail`, { id: rice.id })).body.data;
      expect(riceDetail.lines).toMatchObject([{ goodsCode: 'G0101', quantity: 100_001 }]);
      // a plan with orders standing is not voided
      expect((await world.canteen.post(`${SUPPLY}/plan/void`, { id: plan.id, reason: '不要了' })).body).toMatchObject({
        code: 400,
        msg: '计划已生成订单，不能作废',
      });
      // a cancelled order frees its line, which is ordered again (by name)
      await world.canteen.post(`${SUPPLY}/order/cancel`, { id: rice.id, reason: '改日配送' });
      const freed = (await detail(world.canteen, plan.id)).data;
      const riceLine = freed.lines.find((row) => row.goodsCode === 'G0101')!;
      expect(riceLine.orderId).toBeNull();
      expect(freed.orderedCount).toBe(1);
      const aquaticLine = freed.lines.find((row) => row.goodsCode === 'G0403')!;
      expect(
        (await world.canteen.post(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 3), lineIds: [aquaticLine.id] })).body,
      ).toMatchObject({
        code: 400,
        msg: '该计划明细已下单',
      });
      const again = (await world.canteen.post<Order[]>(`${SUPPLY}/plan/order`, { id: plan.id, deliveryDate: plusDays(start, 3), lineIds: [riceLine.id] })).body;
      expect(again.data).toHaveLength(1);
      expect((await detail(world.canteen, plan.id)).data.orderedCount).toBe(2);
    });

    it('refuses a bad plan with its message and saves nothing', async () => {
      const world = await supplyWorld(base);
      const count = async () => (await world.canteen.get<Plan[]>(`${SUPPLY}/plan/list`)).body.data.length;
      const before = await count();
      const start = monday(world.today, 5);
      const plan = (body: Record<string, unknown>) =>
        world.canteen.post(`${SUPPLY}/plan/submit`, { periodKind: 1, periodStart: start, submit: true, lines: [line(world, 'G0101', 1000)], ...body });
      const refused = (msg: string) => ({ code: 400, msg });
      expect((await plan({ periodStart: plusDays(start, 1) })).body).toMatchObject(refused('周计划须从周一开始'));
      expect((await plan({ periodKind: 2, periodStart: `${start.slice(0, 8)}15` })).body).toMatchObject(refused('月计划须从每月 1 日开始'));
      expect((await plan({ periodKind: 3 })).body).toMatchObject(refused('请选择计划类型'));
      expect((await plan({ periodStart: monday(world.today, -1) })).body).toMatchObject(refused('计划周期已结束'));
      // goods the supplier did not win, goods of another supplier, a supplier not bound
      expect((await plan({ lines: [line(world, 'G0101', 1000), { ...line(world, 'G0101', 1000), goodsCode: 'G0604' }] })).body).toMatchObject(
        refused('该供应商未中标此商品或不在供货期内'),
      );
      expect((await plan({ lines: [{ ...line(world, 'G0403', 1000), supplierId: world.item('G0101').supplierId }] })).body).toMatchObject(
        refused('该供应商未中标此商品或不在供货期内'),
      );
      expect((await plan({ lines: [line(world, 'G0101', 1000), line(world, 'G0101', 2000)] })).body).toMatchObject(refused('计划明细中商品重复'));
      expect((await plan({ lines: [] })).body).toMatchObject(refused('请添加计划明细'));
      expect((await plan({ lines: [line(world, 'G0101', 1.5)] })).body).toMatchObject(refused('计划数量须为整数（克、毫升或个）'));
      expect((await plan({ lines: [line(world, 'G0101', 0)] })).body).toMatchObject(refused('计划数量须大于 0'));
      // the seeded plan of next week holds that week
      expect((await plan({ periodStart: monday(world.today, 1) })).body).toMatchObject(refused('该周期已有采购计划'));
      expect(await count()).toBe(before);
    });

    it('the school returns a plan with its reason; the canteen edits it (a new revision) and submits it again; a plan is voided, never deleted', async () => {
      const world = await supplyWorld(base);
      const school = await signedIn(base, 'school');
      const start = monday(world.today, 6);
      const draft = await submitPlan(world, { periodStart: start, lines: [line(world, 'G0201', 60_000)] });
      expect(draft.status).toBe(0);
      // a draft is not reviewed
      expect((await school.post(`${SUPPLY}/plan/approve`, { id: draft.id })).body).toMatchObject({ code: 400, msg: '该计划已被其他人处理，请刷新' });
      expect((await world.canteen.post<Plan>(`${SUPPLY}/plan/send`, { id: draft.id })).body.data.status).toBe(1);
      // a submitted plan is not edited, nor sent twice
      expect(
        (await world.canteen.post(`${SUPPLY}/plan/submit`, { id: draft.id, periodStart: start, periodKind: 1, lines: [line(world, 'G0201', 1000)] })).body,
      ).toMatchObject({
        code: 400,
        msg: '只能修改草稿或已退回的计划',
      });
      expect((await world.canteen.post(`${SUPPLY}/plan/send`, { id: draft.id })).body).toMatchObject({ code: 400, msg: '该计划已被其他人处理，请刷新' });
      expect((await school.post(`${SUPPLY}/plan/return`, { id: draft.id })).body).toMatchObject({ code: 400, msg: '请填写退回原因' });
      expect((await school.post(`${SUPPLY}/plan/return`, { id: draft.id, reason: '  ' })).body).toMatchObject({ code: 400, msg: '请填写退回原因' });
      expect((await detail(school, draft.id)).data.status).toBe(1);
      const returned = (await school.post<Plan>(`${SUPPLY}/plan/return`, { id: draft.id, reason: '猪肉偏多' })).body.data;
      expect(returned).toMatchObject({ status: 3, returnReason: '猪肉偏多' });
      const edited = await submitPlan(world, {
        id: draft.id,
        periodStart: start,
        submit: true,
        lines: [line(world, 'G0201', 40_000), line(world, 'G0501', 10_000)],
      });
      expect(edited).toMatchObject({ id: draft.id, status: 1, lineCount: 2, totalAmount: 128_000 + 3000 });
      expect(edited.lines.map((row) => row.quantity)).toEqual([40_000, 10_000]);
      // void: the reason required; once voided it stays, and its period is free again
      expect((await world.canteen.post(`${SUPPLY}/plan/void`, { id: draft.id })).body).toMatchObject({ code: 400, msg: '请填写作废原因' });
      expect((await world.canteen.post<Plan>(`${SUPPLY}/plan/void`, { id: draft.id, reason: '并入月计划' })).body.data).toMatchObject({
        status: 4,
        voidReason: '并入月计划',
      });
      expect((await world.canteen.post(`${SUPPLY}/plan/void`, { id: draft.id, reason: '再来' })).body).toMatchObject({ code: 400, msg: '计划已作废' });
      expect((await school.post(`${SUPPLY}/plan/approve`, { id: draft.id })).body).toMatchObject({ code: 400 });
      const anew = await submitPlan(world, { periodStart: start, lines: [line(world, 'G0201', 1000)] });
      expect(anew.id).not.toBe(draft.id);
      expect((await detail(world.canteen, draft.id)).data.status).toBe(4);
      // no route deletes a plan
      expect((await world.canteen.post(`${SUPPLY}/plan/remove`, { ids: draft.id })).body.code).toBe(404);
    });

    it('a month plan runs the calendar month', async () => {
      const world = await supplyWorld(base);
      const next = new Date(Date.parse(`${world.today.slice(0, 7)}-01T00:00:00Z`));
      next.setUTCMonth(next.getUTCMonth() + 2);
      const start = next.toISOString().slice(0, 10);
      const plan = await submitPlan(world, { periodKind: 2, periodStart: start, lines: [line(world, 'G0101', 1000)] });
      const end = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
      expect(plan).toMatchObject({ periodKind: 2, periodStart: start, periodEnd: end });
      await world.canteen.post(`${SUPPLY}/plan/void`, { id: plan.id, reason: '测试完毕' });
    });

    it('who: the school reviews its canteens’ plans only; another canteen’s plan is not found; suppliers are refused', async () => {
      const world = await supplyWorld(base);
      const plan = await submitPlan(world, { periodStart: monday(world.today, 7), submit: true, lines: [line(world, 'G0101', 1000)] });
      const school = await signedIn(base, 'school');
      // the school does not write plans; a supplier neither reads nor writes them
      expect(
        (await school.post(`${SUPPLY}/plan/submit`, { periodKind: 1, periodStart: monday(world.today, 8), lines: [line(world, 'G0101', 1000)] })).body.code,
      ).toBe(403);
      expect((await world.fresh.get(`${SUPPLY}/plan/list`)).body.code).toBe(403);
      expect((await world.fresh.get(`${SUPPLY}/plan/detail`, { id: plan.id })).body.code).toBe(403);
      expect((await world.fresh.post(`${SUPPLY}/plan/approve`, { id: plan.id })).body.code).toBe(403);
      // another school reviews nothing of this canteen's, another canteen reads and changes nothing of it
      const otherSchool = await accountAt('school', WORK_PERSONNEL_CANTEENS.school2);
      expect((await otherSchool.post(`${SUPPLY}/plan/approve`, { id: plan.id })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await otherSchool.post(`${SUPPLY}/plan/return`, { id: plan.id, reason: '不行' })).body.code).toBe(404);
      expect((await otherSchool.get<Plan[]>(`${SUPPLY}/plan/list`)).body.data.map((row) => row.id)).not.toContain(plan.id);
      const otherCanteen = await accountAt('canteen', WORK_PERSONNEL_CANTEENS.canteen2a);
      expect((await detail(otherCanteen, plan.id)).code).toBe(404);
      expect((await otherCanteen.post(`${SUPPLY}/plan/void`, { id: plan.id, reason: '不要了' })).body.code).toBe(404);
      expect((await otherCanteen.post(`${SUPPLY}/plan/send`, { id: plan.id })).body.code).toBe(404);
      expect((await otherCanteen.get<Plan[]>(`${SUPPLY}/plan/list`)).body.data.map((row) => row.id)).not.toContain(plan.id);
      expect((await detail(world.canteen, plan.id)).data.status).toBe(1);
      await school.post(`${SUPPLY}/plan/return`, { id: plan.id, reason: '测试完毕' });
    });

    it('待审批采购计划: the school’s count moves with a plan submitted and approved; another school’s does not', async () => {
      const world = await supplyWorld(base);
      const school = await signedIn(base, 'school');
      const otherSchool = await accountAt('school', WORK_PERSONNEL_CANTEENS.school2);
      type Item = { key: string; count: number | null; link: string };
      const item = async (caller: Caller) =>
        (await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.find((row) => row.key === 'supply.approvePlan');
      expect(await item(world.canteen)).toBeUndefined();
      expect(await item(world.fresh)).toBeUndefined();
      const before = (await item(school))!;
      expect(before.link).toBe('/caigou/plan/index?status=1');
      const otherBefore = (await item(otherSchool))!.count;
      const waiting = (await school.get<Plan[]>(`${SUPPLY}/plan/list`, { status: '1' })).body.data.length;
      expect(before.count).toBe(waiting);
      const plan = await submitPlan(world, { periodStart: monday(world.today, 9), submit: true, lines: [line(world, 'G0101', 1000)] });
      expect((await item(school))!.count).toBe(before.count! + 1);
      expect((await item(otherSchool))!.count).toBe(otherBefore);
      await school.post(`${SUPPLY}/plan/approve`, { id: plan.id });
      expect((await item(school))!.count).toBe(before.count);
    });

    it('仓库设置: the canteen’s warehouses, names unique in the canteen, disabled instead of deleted, one default per storage class', async () => {
      const world = await supplyWorld(base);
      const list = async (caller: Caller = world.canteen) => (await caller.get<Warehouse[]>(`${SUPPLY}/warehouse/list`)).body.data;
      const seeded = await list();
      expect(seeded.map((row) => row.name)).toEqual(expect.arrayContaining(['常温主食库', '冷藏库', '冷冻库', '旧干货间']));
      expect(seeded.find((row) => row.name === '冷冻库')).toMatchObject({ storageClass: 3, tempMin: -25, tempMax: -18, enabled: true, isDefault: true });
      expect(seeded.find((row) => row.name === '旧干货间')).toMatchObject({ enabled: false, isDefault: false });
      const name = `二号冷冻库${Date.now().toString(36)}`;
      const save = (body: Record<string, unknown>, caller: Caller = world.canteen) =>
        caller.post<Warehouse>(`${SUPPLY}/warehouse/submit`, { name, storageClass: 3, tempMin: -20, tempMax: -18, keeper: '王师傅', ...body });
      const before = (await list()).length;
      expect((await save({ name: '冷冻库' })).body).toMatchObject({ code: 400, msg: '该食堂已有同名仓库' });
      expect((await save({ tempMin: -10, tempMax: -18 })).body).toMatchObject({ code: 400, msg: '最低温度不能高于最高温度' });
      expect((await save({ storageClass: 0 })).body).toMatchObject({ code: 400, msg: '请选择储存类别' });
      expect((await save({ name: '' })).body).toMatchObject({ code: 400, msg: '请输入仓库名称' });
      expect((await save({ isDefault: true, enabled: false })).body).toMatchObject({ code: 400, msg: '停用的仓库不能设为默认仓库' });
      expect((await list()).length).toBe(before);
      const added = (await save({ isDefault: true })).body.data;
      expect(added).toMatchObject({ name, storageClass: 3, tempMin: -20, tempMax: -18, enabled: true, isDefault: true });
      // the new default takes the old one's place
      expect((await list()).filter((row) => row.storageClass === 3 && row.isDefault).map((row) => row.name)).toEqual([name]);
      // renaming another to its name is refused too
      const chilled = seeded.find((row) => row.name === '冷藏库')!;
      expect((await save({ id: chilled.id, storageClass: 2 })).body).toMatchObject({ code: 400, msg: '该食堂已有同名仓库' });
      // disabled, never deleted: a disabled warehouse is no default
      const disabled = (await world.canteen.post<Warehouse>(`${SUPPLY}/warehouse/enable`, { id: added.id, enabled: false })).body.data;
      expect(disabled).toMatchObject({ enabled: false, isDefault: false });
      expect((await list()).map((row) => row.id)).toContain(added.id);
      expect((await world.canteen.post(`${SUPPLY}/warehouse/remove`, { ids: added.id })).body.code).toBe(404);
      await save({ id: seeded.find((row) => row.name === '冷冻库')!.id, name: '冷冻库', isDefault: true, tempMin: -25 });
      // the school reads its canteens' warehouses and changes none; a supplier and another canteen see none of them
      const school = await signedIn(base, 'school');
      expect((await list(school)).map((row) => row.id)).toContain(added.id);
      expect((await save({ name: `${name}校` }, school)).body.code).toBe(403);
      expect((await world.fresh.get(`${SUPPLY}/warehouse/list`)).body.code).toBe(403);
      const otherCanteen = await accountAt('canteen', WORK_PERSONNEL_CANTEENS.canteen2a);
      expect((await list(otherCanteen)).map((row) => row.id)).not.toContain(added.id);
      expect((await otherCanteen.post(`${SUPPLY}/warehouse/enable`, { id: added.id, enabled: true })).body.code).toBe(404);
      expect((await save({ id: added.id, name: `${name}改` }, otherCanteen)).body.code).toBe(404);
      // another canteen may use the same name
      expect((await save({}, otherCanteen)).body.code).toBe(200);
    });

    it('入库 keeps a batch in a warehouse: the default of its storage class, or the one 期初入库 names if it can keep the goods', async () => {
      type Kept = { id: string; goodsCode: string; warehouseId: string | null; warehouseName: string | null };
      const world = await supplyWorld(base);
      const batches = async () => (await world.canteen.get<Kept[]>(`${SUPPLY}/stock/list`)).body.data;
      // the seeded batches, and every batch since, are in a warehouse
      expect((await batches()).filter((row) => !row.warehouseName)).toEqual([]);
      // accepted rice (常温) goes into the default 常温 warehouse
      const rice = await stockOf(world, base, 'G0101', 5_000);
      expect((await batches()).find((row) => row.id === rice)).toMatchObject({ warehouseName: '常温主食库' });
      const warehouses = (await world.canteen.get<Warehouse[]>(`${SUPPLY}/warehouse/list`)).body.data;
      const named = (name: string) => warehouses.find((row) => row.name === name)!.id;
      const opening = (warehouseId: string) =>
        world.canteen.post<Kept>(`${SUPPLY}/stock/opening`, {
          goodsCode: 'G0102',
          quantity: 1_000,
          unitPrice: 520,
          productionDate: plusDays(world.today, -3),
          reason: '系统启用前库存',
          warehouseId,
        });
      const before = (await batches()).length;
      expect((await opening(named('冷冻库'))).body).toMatchObject({ code: 400, msg: '该仓库的储存条件与商品不符' });
      expect((await opening(named('旧干货间'))).body).toMatchObject({ code: 400, msg: '仓库不存在或已停用' });
      expect((await opening('999999999999')).body).toMatchObject({ code: 400, msg: '仓库不存在或已停用' });
      expect((await batches()).length).toBe(before);
      // another enabled 常温 warehouse, not the default: the flour goes there
      const store = (
        await world.canteen.post<Warehouse>(`${SUPPLY}/warehouse/submit`, {
          name: `面粉间${Date.now().toString(36)}`,
          storageClass: 1,
          enabled: true,
          isDefault: false,
        })
      ).body.data;
      expect((await opening(store.id)).body).toMatchObject({ code: 200, data: { warehouseId: store.id, warehouseName: store.name } });
    });
  });
}
