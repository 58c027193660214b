// 溯源管理 on the real server (docs/product-rules.md#traceability): a batch received here traced end to end — up to
// its supplier, award, order, delivery with its readings and acceptance with its certificates, down to its 出库, the
// dish of 加工记录 made of it and the sample kept of that dish —, 溯源查询's filters, 资质证照 and 供应商档案, who reads
// what (another district nothing, a supplier only its own goods), and bad input refused in Chinese.
import { describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { FRESH, PNG, stockOf, supplyWorld, SUPPLY, uploadFile } from './support/supply.ts';
import { demoIdCard } from '../../server/seed/work-personnel-seed.ts';

const T = '/api/rabbit-trace';
const L = '/api/rabbit-ledger';
type Row = Record<string, unknown> & { id: string };
type Trace = {
  batch: Row & { goodsCode: string; supplierName: string | null };
  upstream: {
    supplier: Row | null;
    award: Row | null;
    order: Row | null;
    delivery: (Row & { readings: { temp: number }[] }) | null;
    acceptance: (Row & { certificates: { kind: number; link: string }[] }) | null;
  };
  downstream: { movements: { kind: number; quantity: number; meal: number }[]; dishes: (Row & { dish: string; samples: Row[] })[] };
};
type Issue = Row & { batchId: string; dishes: string[]; meal: number; supplierName: string | null };
let serial = 900;

for (const target of inject('targets')) {
  describe(`${target.name}: traceability`, () => {
    const base = target.url;

    async function cook(canteen: Caller, name: string): Promise<string> {
      serial += 1;
      const answer = await canteen.post<{ id: string }>('/api/rabbit-work/workPersonnel/submit', {
        number: uniqueAccount('TR'),
        name,
        sex: 1,
        phone: '13700004444',
        idCard: demoIdCard('19910101', serial),
        post: 'purchaser',
        status: 1,
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id;
    }

    it('批次溯源: a received batch’s whole chain both ways — supplier, award, order, delivery, certificates; 出库, dish, sample', async () => {
      const world = await supplyWorld(base);
      const { canteen } = world;
      const suffix = uniqueAccount('');
      const batchId = await stockOf(world, base, 'G0305', 6_000);
      expect((await canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 2_500 }] })).body.code).toBe(200);
      const issue = (await canteen.get<{ movementId: string; batchId: string }[]>(`${L}/options/issues`, { meal: '2' })).body.data.find(
        (one) => one.batchId === batchId,
      )!;
      const cookId = await cook(canteen, `溯源厨师${suffix}`);
      const dish = `红烧鸡翅${suffix}`;
      const made = (
        await canteen.post<Row>(`${L}/processing/submit`, { meal: 2, dish, cook: cookId, issues: [issue.movementId], servings: 200, coreTemp: 780 })
      ).body;
      expect(made.code, JSON.stringify(made)).toBe(200);
      const photo = await uploadFile(base, canteen, PNG, 'sample.png');
      const kept = (
        await canteen.post<Row>(`${L}/sample/submit`, {
          meal: 2,
          dish: made.data.id,
          weightG: 150,
          sealed: true,
          storageTemp: 40,
          keepHours: 48,
          sampler: cookId,
          photoIds: [photo],
        })
      ).body;
      expect(kept.code, JSON.stringify(kept)).toBe(200);

      const trace = (await canteen.get<Trace>(`${T}/batch/trace`, { id: batchId })).body;
      expect(trace.code, JSON.stringify(trace)).toBe(200);
      const { batch, upstream, downstream } = trace.data;
      expect(batch).toMatchObject({ id: batchId, goodsCode: 'G0305', supplierName: FRESH, source: 1, onHand: 3_500 });
      expect(upstream.supplier).toMatchObject({ name: FRESH, licenseState: expect.stringMatching(/valid|expiring/) });
      expect(upstream.award).toMatchObject({ kind: 'award', unitPrice: world.item('G0305').unitPrice });
      expect(upstream.order).toMatchObject({ orderNo: batch.orderNo, meal: 2, quantity: 6_000 });
      expect(upstream.delivery).toMatchObject({ status: 3, refrigerated: true, driverName: '周师傅' });
      expect(upstream.delivery!.readings.map((reading) => reading.temp)).toContain(-160);
      expect(upstream.acceptance).toMatchObject({ decision: 1, receiver: '李食堂', witness: '王师傅', acceptedQty: 6_000, arrivalTemp: -160 });
      expect(upstream.acceptance!.certificates.map((one) => one.kind)).toEqual([1, 3, 4]);
      expect(upstream.acceptance!.certificates[0]!.link).toMatch(/^\/api\/rabbit-file\/file\/downloadFile\?id=\d+&key=/);
      expect(downstream.movements.map((one) => [one.kind, one.quantity])).toEqual([
        [1, 6_000],
        [2, -2_500],
      ]);
      expect(downstream.dishes).toEqual([
        expect.objectContaining({ id: made.data.id, movementId: issue.movementId, dish, meal: 2, coreTemp: 780, cookName: `溯源厨师${suffix}` }),
      ]);
      expect(downstream.dishes[0]!.samples).toEqual([expect.objectContaining({ id: kept.data.id, weightG: 150, sealed: true })]);

      // a voided dish is no longer what was cooked of the batch
      expect((await canteen.post(`${L}/sample/void`, { id: kept.data.id, reason: '误录' })).body.code).toBe(200);
      const after = (await canteen.get<Trace>(`${T}/batch/trace`, { id: batchId })).body.data;
      expect(after.downstream.dishes[0]!.samples).toEqual([]);

      // the picker finds it by goods and day; 溯源查询 finds its issue by meal with the dish, and not by another meal
      const picked = (await canteen.get<PageOf<Row>>(`${T}/batch/list`, { keyword: 'G0305', startDate: world.today, endDate: world.today, size: '100' })).body;
      expect(picked.data.records.map((row) => row.id)).toContain(batchId);
      const lunch = (
        await canteen.get<PageOf<Issue>>(`${T}/issue/list`, {
          keyword: batch.goodsName as string,
          meal: '2',
          startDate: world.today,
          endDate: world.today,
          size: '100',
        })
      ).body.data.records;
      expect(lunch.find((row) => row.batchId === batchId)).toMatchObject({
        id: issue.movementId,
        quantity: 2_500,
        supplierName: FRESH,
        decision: 1,
        dishes: [dish],
      });
      const breakfast = (await canteen.get<PageOf<Issue>>(`${T}/issue/list`, { meal: '1', startDate: world.today, size: '100' })).body.data.records;
      expect(breakfast.some((row) => row.batchId === batchId)).toBe(false);
      const other = (await canteen.get<PageOf<Issue>>(`${T}/issue/list`, { supplierId: world.item('G0403').supplierId, size: '100' })).body.data.records;
      expect(other.some((row) => row.batchId === batchId)).toBe(false);

      // reach: the school and the district read it; another district and another supplier find nothing; its supplier does
      for (const reader of ['school', 'centre']) {
        expect((await (await signedIn(base, reader)).get(`${T}/batch/trace`, { id: batchId })).body.code, reader).toBe(200);
      }
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`${T}/batch/trace`, { id: batchId })).body).toMatchObject({ code: 404, msg: '批次不存在' });
      expect((await world.aquatic.get(`${T}/batch/trace`, { id: batchId })).body).toMatchObject({ code: 404, msg: '批次不存在' });
      expect((await world.aquatic.get<PageOf<Issue>>(`${T}/issue/list`, { size: '100' })).body.data.records.some((row) => row.batchId === batchId)).toBe(false);
      expect((await world.fresh.get<Trace>(`${T}/batch/trace`, { id: batchId })).body.data.batch.id).toBe(batchId);
      const own = (await world.fresh.get<PageOf<Row>>(`${T}/batch/list`, { size: '100' })).body.data.records;
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((row) => row.supplierName === FRESH)).toBe(true);
    });

    it('every account the seed grants a leaf reads it; a supplier is refused 供应商档案', async () => {
      const leaves = ['batch/list', 'issue/list', 'certificate/list', 'supplier/list'];
      for (const [account, tenant] of [
        ['centre', '100001'],
        ['jiwei', '100001'],
        ['market', '100001'],
        ['school', '100001'],
        ['canteen', '100001'],
      ] as const) {
        const caller = await signedIn(base, account, tenant);
        for (const leaf of leaves) expect((await caller.get(`${T}/${leaf}`)).body.code, `${account} ${leaf}`).toBe(200);
      }
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      for (const leaf of leaves.slice(0, 3)) expect((await supplier.get(`${T}/${leaf}`)).body.code, leaf).toBe(200);
      expect((await supplier.get(`${T}/supplier/list`)).body.code).toBe(403);
    });

    it('bad input is refused in Chinese', async () => {
      const canteen = await signedIn(base, 'canteen');
      expect((await canteen.get(`${T}/batch/trace`, { id: 'x' })).body).toMatchObject({ code: 400, msg: '批次不存在' });
      expect((await canteen.get(`${T}/batch/trace`, { id: '1' })).body).toMatchObject({ code: 404, msg: '批次不存在' });
      expect((await canteen.get(`${T}/issue/list`, { meal: '4' })).body).toMatchObject({ code: 400, msg: '餐次不正确' });
      expect((await canteen.get(`${T}/issue/list`, { startDate: '2026-02-30' })).body).toMatchObject({ code: 400, msg: '开始日期格式应为 YYYY-MM-DD' });
      expect((await canteen.get(`${T}/batch/list`, { startDate: '2026-05-02', endDate: '2026-05-01' })).body).toMatchObject({
        code: 400,
        msg: '结束日期不能早于开始日期',
      });
      expect((await canteen.get(`${T}/issue/list`, { startDate: '2025-01-01', endDate: '2026-05-01' })).body).toMatchObject({
        code: 400,
        msg: '查询时间范围不能超过 366 天',
      });
      expect((await canteen.get(`${T}/certificate/list`, { state: 'soon' })).body).toMatchObject({ code: 400, msg: '证照状态不正确' });
      expect((await canteen.get(`${T}/supplier/profile`, { id: 'abc' })).body).toMatchObject({ code: 400, msg: '供应商不存在' });
    });

    it('资质证照 and 供应商档案: papers in reach with their state; a supplier its own; profiles of the reach’s suppliers only', async () => {
      const world = await supplyWorld(base);
      const centre = await signedIn(base, 'centre');
      const papers = async (caller: Caller, query: Record<string, string> = {}) =>
        (
          await caller.get<PageOf<Row & { kind: string; state: string; owner: string; holder: string; daysLeft: number | null }>>(`${T}/certificate/list`, {
            size: '100',
            ...query,
          })
        ).body.data;
      const all = await papers(centre);
      expect(new Set(all.records.map((row) => row.kind))).toEqual(new Set(['qualification', 'driver', 'staff']));
      const expired = await papers(centre, { state: 'expired' });
      expect(expired.total).toBeGreaterThan(0);
      expect(expired.records.every((row) => row.state === 'expired' && (row.daysLeft ?? 0) < 0)).toBe(true);
      expect((await papers(centre, { kind: 'driver' })).records.every((row) => row.kind === 'driver')).toBe(true);
      // 湖畔水产's lapsed licence shows as 已过期
      const lapsed = await papers(centre, { keyword: '湖畔', kind: 'qualification', state: 'expired' });
      expect(lapsed.total).toBeGreaterThan(0);
      // a supplier: its own papers and drivers only, no canteen staff
      const own = await papers(world.fresh);
      expect(own.total).toBeGreaterThan(0);
      expect(own.records.every((row) => row.owner === FRESH && row.kind !== 'staff')).toBe(true);
      // the export
      const sheet = await call(base, 'GET', `${T}/certificate/export`, { token: centre.token, query: { state: 'expired' } });
      expect(sheet.status).toBe(200);
      expect(String(sheet.body).startsWith('PK')).toBe(true);

      // 供应商档案
      const suppliers = (await centre.get<PageOf<Row & { supplierName: string }>>(`${T}/supplier/list`, { size: '100' })).body.data.records;
      const fresh = suppliers.find((row) => row.supplierName === FRESH)!;
      expect(fresh).toBeDefined();
      const profile = (
        await centre.get<{
          company: Row;
          schools: { catalogue: unknown[] }[];
          figures: { orders: number; inspectedLines: number };
          period: { endDate: string };
        }>(`${T}/supplier/profile`, { id: fresh.id })
      ).body;
      expect(profile.code, JSON.stringify(profile)).toBe(200);
      expect(profile.data.company).toMatchObject({ supplierName: FRESH });
      expect(profile.data.schools.length).toBeGreaterThan(0);
      expect(profile.data.schools.some((school) => school.catalogue.length > 0)).toBe(true);
      expect(profile.data.figures.orders).toBeGreaterThan(0);
      expect(profile.data.period.endDate).toBe(world.today);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`${T}/supplier/profile`, { id: fresh.id })).body).toMatchObject({ code: 404, msg: '供应商不存在' });
      expect((await world.fresh.get(`${T}/supplier/list`)).body.code).toBe(403);
    });
  });
}
