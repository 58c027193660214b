// 检测管理 on the real server (docs/product-rules.md#食品检测): 快速检测 and 农残检测's rules refused with nothing saved,
// the result judged from the value and the limit, a device past its calibration flagging the test, a failing batch
// refused at 出库 and skipped by the suggestions until a passing re-test, and 检测设备 / 检测报告 with who reads them.
// The batches, people and devices are the test's own.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { PNG, stockOf, supplyWorld, uploadFile, uploadPdf, SUPPLY, type Batch } from './support/supply.ts';
import { demoIdCard } from '../../server/seed/work-personnel-seed.ts';

const L = '/api/rabbit-ledger';
type Row = { id: string; state: number; version: number; recordDate: string } & Record<string, unknown>;
type Device = { id: string; name: string; state: number; version: number; dueDays: number | null; calibrationDue: string };
type Report = {
  id: string;
  version: number;
  batchId: string | null;
  goodsName: string;
  supplierName: string;
  conclusion: number;
  files: { id: string; url: string }[];
};
let serial = 900;

for (const target of inject('targets')) {
  describe(`${target.name}: food testing`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);

    async function tester(canteen: Caller): Promise<string> {
      serial += 1;
      const answer = await canteen.post<{ id: string }>('/api/rabbit-work/workPersonnel/submit', {
        number: uniqueAccount('JC'),
        name: `检测员${serial}`,
        sex: 1,
        phone: '13700004444',
        idCard: demoIdCard('19920202', serial),
        post: 'purchaser',
        status: 1,
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id;
    }
    const device = async (canteen: Caller, calibrationDue: string, name = `农残速测仪${uniqueAccount('')}`) => {
      const answer = (await canteen.post<Device>(`${L}/device/submit`, { name, model: 'NC-8', serialNo: uniqueAccount('SN'), calibrationDue })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const count = async (canteen: Caller, code: string, filters: Record<string, string> = {}) =>
      (await canteen.get<PageOf<Row>>(`${L}/${code}/list`, { state: 'all', ...filters })).body.data.total;

    it('the demo: a month of tests with their failures and follow-ups, the batches on hand tested and none blocked, two devices, the lab reports', async () => {
      const canteen = await signedIn(base, 'canteen');
      const rapid = (await canteen.get<PageOf<Row>>(`${L}/rapidTest/list`, { size: '200' })).body.data;
      expect(rapid.total).toBeGreaterThan(15);
      expect(rapid.records.some((row) => row.result === 2 && row.followUp === 'return' && row.batch === null)).toBe(true);
      const pesticide = (await canteen.get<PageOf<Row>>(`${L}/pesticideTest/list`, { size: '200' })).body.data;
      expect(pesticide.total).toBeGreaterThan(30);
      expect(pesticide.records.filter((row) => row.result === 2).map((row) => [row.batchName, row.value, row.followUp])).toContainEqual([
        '韭菜',
        56,
        'destroy',
      ]);
      const onHand = (await canteen.get<(Batch & { testFailed: boolean; goodsCode: string })[]>(`${SUPPLY}/stock/list`)).body.data;
      expect(onHand.filter((row) => row.testFailed).map((row) => row.goodsCode)).not.toContain('G0305');
      expect(rapid.records.some((row) => row.batch !== null)).toBe(true);
      const devices = (await canteen.get<PageOf<Device>>(`${L}/device/list`, { size: '50' })).body.data.records.filter(
        (row) => row.name.endsWith('速测仪') || row.name.endsWith('检测箱'),
      );
      expect(devices.filter((row) => row.dueDays !== null && row.dueDays <= 30).length).toBeGreaterThanOrEqual(1);
      const reports = (await canteen.get<PageOf<Report>>(`${L}/report/list`, { keyword: 'DH-JC-2026' })).body.data.records;
      expect(reports.map((row) => row.conclusion).sort()).toEqual([1, 2]);
      expect(reports.every((row) => row.files.length === 1)).toBe(true);
    });

    it('快速检测: every rule refused with nothing saved; measured items judged against the limit, the others read; a failure needs its follow-up', async () => {
      const world = await supplyWorld(base);
      const { canteen } = world;
      const batchId = await stockOf(world, base, 'G0201', 6_000);
      const person = await tester(canteen);
      const valid = { batch: batchId, item: 'nitrite', method: 'reagent_kit', value: 5, threshold: 20, tester: person };
      const test = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/rapidTest/submit`, { ...valid, ...fields });
      const before = await count(canteen, 'rapidTest', { tester: person });
      expect((await test({ batch: undefined })).body).toMatchObject({ code: 400, msg: '请选择检测批次' });
      expect((await test({ batch: '1' })).body).toMatchObject({ code: 400, msg: '检测批次须为本食堂的库存批次' });
      expect((await test({ item: 'arsenic' })).body).toMatchObject({ code: 400, msg: '请选择检测项目' });
      expect((await test({ method: undefined })).body).toMatchObject({ code: 400, msg: '请选择检测方法' });
      expect((await test({ tester: undefined })).body).toMatchObject({ code: 400, msg: '请选择检测人' });
      expect((await test({ value: null })).body).toMatchObject({ code: 400, msg: '请输入检测值' });
      expect((await test({ threshold: null })).body).toMatchObject({ code: 400, msg: '请输入判定限值' });
      expect((await test({ value: -1 })).body).toMatchObject({ code: 400, msg: '检测值不能为负数' });
      expect((await test({ item: 'formaldehyde', value: null, threshold: null })).body).toMatchObject({ code: 400, msg: '请选择检测结果' });
      expect((await test({ value: 35 })).body).toMatchObject({ code: 400, msg: '检测不合格须填写处置措施' });
      expect((await test({ item: 'borax', result: 2 })).body).toMatchObject({ code: 400, msg: '检测不合格须填写处置措施' });
      expect((await test({ device: '1' })).body).toMatchObject({ code: 400, msg: '检测设备须为本食堂在用的检测设备' });
      expect((await test({ followUpNote: '长'.repeat(201) })).body).toMatchObject({ code: 400, msg: '处置说明不能超过200个字' });
      expect(await count(canteen, 'rapidTest', { tester: person })).toBe(before);

      // measured: the value against the limit, whatever result is sent; a passing one keeps no follow-up
      expect((await test({ result: 2, followUp: 'destroy' })).body).toMatchObject({
        code: 200,
        data: { batch: batchId, batchName: expect.any(String), result: 1, value: 5, threshold: 20, followUp: null, calibrationOverdue: false },
      });
      // qualitative: the result read, no value kept
      expect((await test({ item: 'clenbuterol', method: 'colloidal_gold', result: 1 })).body.data).toMatchObject({ result: 1, value: null, threshold: null });
      expect(await count(canteen, 'rapidTest', { tester: person })).toBe(before + 2);
    });

    it('a failing rapid test blocks the batch’s 出库 and its suggestion; a passing re-test of the item lifts it; a void takes the test out', async () => {
      const world = await supplyWorld(base);
      const { canteen } = world;
      const batchId = await stockOf(world, base, 'G0201', 8_000);
      const person = await tester(canteen);
      const issue = () => canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 1_000 }] });
      const suggested = async () =>
        (
          await canteen.get<{ allocations: { batchId: string }[] }>(`${SUPPLY}/stock/suggest`, { goodsCode: 'G0201', quantity: '1000000' })
        ).body.data.allocations.map((row) => row.batchId);
      const listed = async () =>
        (await canteen.get<(Batch & { testFailed: boolean })[]>(`${SUPPLY}/stock/list`, { goodsCode: 'G0201' })).body.data.find((row) => row.id === batchId);
      expect(await suggested()).toContain(batchId);

      const failed = (
        await canteen.post<Row>(`${L}/rapidTest/submit`, {
          batch: batchId,
          item: 'clenbuterol',
          method: 'colloidal_gold',
          result: 2,
          tester: person,
          followUp: 'seal_retest',
          followUpNote: '封存，送检复核',
        })
      ).body;
      expect(failed).toMatchObject({ code: 200, data: { result: 2, followUp: 'seal_retest' } });
      expect((await issue()).body).toMatchObject({ code: 400, msg: '该批次检测不合格，不能出库' });
      expect(await suggested()).not.toContain(batchId);
      expect(await listed()).toMatchObject({ testFailed: true, onHand: 8_000 });
      const options = (await canteen.get<{ id: string; testFailed: boolean }[]>(`${L}/options/batches`)).body.data;
      expect(options.find((row) => row.id === batchId)).toMatchObject({ testFailed: true });

      // a passing test of another item does not lift it; a passing re-test of the item does
      const other = await canteen.post<Row>(`${L}/rapidTest/submit`, { batch: batchId, item: 'formaldehyde', method: 'test_strip', result: 1, tester: person });
      expect(other.body.code).toBe(200);
      expect((await issue()).body).toMatchObject({ code: 400, msg: '该批次检测不合格，不能出库' });
      const retest = (
        await canteen.post<Row>(`${L}/rapidTest/submit`, { batch: batchId, item: 'clenbuterol', method: 'colloidal_gold', result: 1, tester: person })
      ).body;
      expect(retest.code).toBe(200);
      expect(await listed()).toMatchObject({ testFailed: false });
      expect(await suggested()).toContain(batchId);
      expect((await issue()).body.code).toBe(200);

      // voiding the passing re-test puts the failure back
      expect((await canteen.post(`${L}/rapidTest/void`, { id: retest.data.id, reason: '误录' })).body.code).toBe(200);
      expect((await issue()).body).toMatchObject({ code: 400, msg: '该批次检测不合格，不能出库' });
      // 批次溯源 shows the batch's current tests, the voided re-test no longer among them
      const traced = (
        await canteen.get<{ downstream: { tests: { id: string; item: string; result: number }[] } }>('/api/rabbit-trace/batch/trace', { id: batchId })
      ).body;
      expect(traced.data.downstream.tests.map((test) => [test.item, test.result])).toEqual([
        ['clenbuterol', 2],
        ['formaldehyde', 1],
      ]);
    });

    it('农残检测: the inhibition rate judged against 50 % (GB/T 5009.199-2003), and a failing one blocks the batch', async () => {
      const world = await supplyWorld(base);
      const { canteen } = world;
      const batchId = await stockOf(world, base, 'G0501', 5_000);
      const person = await tester(canteen);
      const valid = { batch: batchId, item: 'op_carbamate', method: 'enzyme_photometer', value: 18, tester: person };
      const test = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/pesticideTest/submit`, { ...valid, ...fields });
      const before = await count(canteen, 'pesticideTest', { tester: person });
      expect((await test({ value: undefined })).body).toMatchObject({ code: 400, msg: '请输入抑制率' });
      expect((await test({ value: 120 })).body).toMatchObject({ code: 400, msg: '抑制率应在0–100%之间' });
      expect((await test({ item: 'nitrite' })).body).toMatchObject({ code: 400, msg: '请选择检测项目' });
      expect((await test({ value: 50 })).body).toMatchObject({ code: 400, msg: '检测不合格须填写处置措施' });
      expect((await test({ photoIds: [await uploadPdf(base, canteen)] })).body).toMatchObject({ code: 400, msg: '照片须为图片文件' });
      expect(await count(canteen, 'pesticideTest', { tester: person })).toBe(before);

      const photo = await uploadFile(base, canteen, PNG, 'card.png');
      expect((await test({ value: 49, threshold: 90, photoIds: [photo] })).body).toMatchObject({
        code: 200,
        data: { result: 1, value: 49, threshold: 50, photoIds: [photo] },
      });
      expect((await test({ value: 50, followUp: 'return' })).body).toMatchObject({ code: 200, data: { result: 2, threshold: 50, followUp: 'return' } });
      const issue = await canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 1_000 }] });
      expect(issue.body).toMatchObject({ code: 400, msg: '该批次检测不合格，不能出库' });
      expect(await count(canteen, 'pesticideTest', { tester: person, result: '2' })).toBe(1);
    });

    it('a device past its calibration flags the test; 检测设备: rules, 停用 instead of deletion, due soon and overdue', async () => {
      const world = await supplyWorld(base);
      const { canteen, today } = world;
      const batchId = await stockOf(world, base, 'G0501', 3_000);
      const person = await tester(canteen);
      const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

      expect((await canteen.post(`${L}/device/submit`, { model: 'x', calibrationDue: plus(10) })).body).toMatchObject({ code: 400, msg: '请输入设备名称' });
      expect((await canteen.post(`${L}/device/submit`, { name: '速测仪' })).body).toMatchObject({ code: 400, msg: '请输入校准到期日' });
      expect((await canteen.post(`${L}/device/submit`, { name: '速测仪', calibratedOn: plus(0), calibrationDue: plus(-1) })).body).toMatchObject({
        code: 400,
        msg: '校准到期日不能早于校准日期',
      });
      const serialNo = uniqueAccount('SN');
      const fresh = (await canteen.post<Device>(`${L}/device/submit`, { name: '新速测仪', serialNo, calibrationDue: plus(200) })).body.data;
      expect((await canteen.post(`${L}/device/submit`, { name: '重复', serialNo, calibrationDue: plus(20) })).body).toMatchObject({
        code: 400,
        msg: '该出厂编号的设备已登记',
      });
      const soon = await device(canteen, plus(3));
      const overdue = await device(canteen, plus(-1));
      expect(soon.dueDays).toBe(3);
      const due = async (filter: string) =>
        (await canteen.get<PageOf<Device>>(`${L}/device/list`, { due: filter, size: '200' })).body.data.records.map((row) => row.id);
      expect(await due('soon')).toEqual(expect.arrayContaining([soon.id]));
      expect(await due('soon')).not.toContain(fresh.id);
      expect(await due('overdue')).toContain(overdue.id);
      expect(await due('overdue')).not.toContain(soon.id);

      const test = (deviceId: string) =>
        canteen.post<Row>(`${L}/pesticideTest/submit`, {
          batch: batchId,
          item: 'op_carbamate',
          method: 'enzyme_photometer',
          value: 10,
          tester: person,
          device: deviceId,
        });
      expect((await test(overdue.id)).body).toMatchObject({ code: 200, data: { device: overdue.id, deviceName: overdue.name, calibrationOverdue: true } });
      expect((await test(soon.id)).body.data).toMatchObject({ calibrationOverdue: false });
      // four days on, the soon one is past due: a test then is flagged
      onTestFinished(() => clock(0));
      await clock(4 * 86_400);
      expect((await test(soon.id)).body.data).toMatchObject({ calibrationOverdue: true });
      await clock(0);

      // 停用: kept, but no longer chosen for a test; a stale version is refused
      expect((await canteen.post(`${L}/device/state`, { id: soon.id, state: 2, version: soon.version + 5 })).body.code).toBe(409);
      expect((await canteen.post<Device>(`${L}/device/state`, { id: soon.id, state: 2, version: soon.version })).body).toMatchObject({
        code: 200,
        data: { state: 2 },
      });
      expect((await test(soon.id)).body).toMatchObject({ code: 400, msg: '检测设备须为本食堂在用的检测设备' });
      const devices = (await canteen.get<{ id: string }[]>(`${L}/options/devices`)).body.data.map((row) => row.id);
      expect(devices).toContain(overdue.id);
      expect(devices).not.toContain(soon.id);
    });

    it('检测报告: about a batch or a supplier, its files PDF or images; the school and supervisors read in reach, only the canteen writes', async () => {
      const world = await supplyWorld(base);
      const { canteen, today } = world;
      const batchId = await stockOf(world, base, 'G0305', 4_000);
      const pdf = await uploadPdf(base, canteen, 'report.pdf');
      const suppliers = (await canteen.get<{ id: string; name: string }[]>(`${L}/options/suppliers`)).body.data;
      expect(suppliers.map((row) => row.name)).toContain('鲜丰农产品配送有限公司');
      const reportNo = uniqueAccount('BG');
      const valid = { lab: '东湖区食品检验检测中心', reportNo, reportDate: today, batchId, items: '兽药残留（恩诺沙星）', conclusion: 1, fileIds: [pdf] };
      const report = (fields: Record<string, unknown>) => canteen.post<Report>(`${L}/report/submit`, { ...valid, ...fields });
      expect((await report({ lab: '' })).body).toMatchObject({ code: 400, msg: '请输入检测机构' });
      expect((await report({ reportNo: undefined })).body).toMatchObject({ code: 400, msg: '请输入报告编号' });
      expect((await report({ reportDate: '2026-02-31' })).body).toMatchObject({ code: 400, msg: '请选择报告日期' });
      expect((await report({ reportDate: '2099-01-01' })).body).toMatchObject({ code: 400, msg: '报告日期不能晚于今天' });
      expect((await report({ batchId: undefined })).body).toMatchObject({ code: 400, msg: '请选择检测批次或供应商' });
      expect((await report({ batchId: '1' })).body).toMatchObject({ code: 400, msg: '检测批次须为本食堂的库存批次' });
      expect((await report({ batchId: undefined, supplierId: '1' })).body).toMatchObject({ code: 400, msg: '供应商不存在' });
      expect((await report({ conclusion: 3 })).body).toMatchObject({ code: 400, msg: '请选择检测结论' });
      expect((await report({ fileIds: [] })).body).toMatchObject({ code: 400, msg: '请上传检测报告文件' });
      expect((await report({ fileIds: ['1'] })).body).toMatchObject({ code: 400, msg: '报告文件不存在' });
      const listed = async (caller: Caller) =>
        (await caller.get<PageOf<Report>>(`${L}/report/list`, { keyword: reportNo })).body.data.records.map((row) => row.id);
      expect(await listed(canteen)).toEqual([]);

      const image = await uploadFile(base, canteen, PNG, 'page2.png');
      const saved = (await report({ fileIds: [pdf, image] })).body;
      expect(saved).toMatchObject({ code: 200, data: { batchId, goodsName: expect.any(String), supplierName: '鲜丰农产品配送有限公司', conclusion: 1 } });
      expect(saved.data.files.map((file) => file.id)).toEqual([pdf, image]);
      expect((await report({})).body).toMatchObject({ code: 400, msg: '该检测机构的报告编号已登记' });
      const edited = (await report({ id: saved.data.id, version: saved.data.version, conclusion: 2 })).body;
      expect(edited).toMatchObject({ code: 200, data: { conclusion: 2, version: saved.data.version + 1 } });
      expect((await report({ id: saved.data.id, version: saved.data.version })).body.code).toBe(409);

      for (const reader of ['school', 'centre', 'market']) {
        const caller = await signedIn(base, reader);
        expect(await listed(caller), reader).toEqual([saved.data.id]);
        expect((await caller.get<Report>(`${L}/report/detail`, { id: saved.data.id })).body, reader).toMatchObject({ code: 200, data: { conclusion: 2 } });
        expect((await caller.post(`${L}/report/submit`, { ...valid, reportNo: uniqueAccount('BG') })).body.code, reader).toBe(403);
        expect((await caller.post(`${L}/device/submit`, { name: '速测仪', calibrationDue: today })).body.code, reader).toBe(403);
        expect((await caller.get(`${L}/device/list`)).body.code, reader).toBe(200);
      }
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect(await listed(elsewhere)).toEqual([]);
      expect((await elsewhere.get(`${L}/report/detail`, { id: saved.data.id })).body).toMatchObject({ code: 404, msg: '报告不存在' });
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${L}/report/list`)).body.code).toBe(403);
      expect((await supplier.get(`${L}/device/list`)).body.code).toBe(403);
    });
  });
}
