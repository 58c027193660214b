// The daily ledgers on the real server (docs/product-rules.md#ledgers): the engine's rules from each definition with
// nothing saved on a refusal, 晨检 with a fever taking a cook off food handling, 加工记录 from the day's 出库 with the
// core temperature of animal foods, 留样's 125 g rule and the rest, what 今日 owes, corrections of an older day as new
// records (the old one kept), voids, and who reads and writes. People and dishes made here are the test's own.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { PNG, stockOf, supplyWorld, uploadFile, uploadPdf, SUPPLY } from './support/supply.ts';
import { demoIdCard } from '../../server/seed/work-personnel-seed.ts';

const L = '/api/rabbit-ledger';
type Row = {
  id: string;
  canteenId: string;
  state: number;
  version: number;
  recordDate: string;
  correctsId: string | null;
  correctedById: string | null;
} & Record<string, unknown>;
type Today = { day: string; complete: boolean; ledgers: { code: string; owed: number; done: number; missing: string[] }[] };
type Issue = { movementId: string; batchId: string; goodsName: string; quantity: number };
let serial = 700;

for (const target of inject('targets')) {
  describe(`${target.name}: ledgers`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);

    /** A new person of the canteen account's canteen (a purchaser: no health certificate, so flagged on a check). */
    async function person(canteen: Caller, name: string): Promise<string> {
      serial += 1;
      const answer = await canteen.post<{ id: string }>('/api/rabbit-work/workPersonnel/submit', {
        number: uniqueAccount('TZ'),
        name,
        sex: 1,
        phone: '13700003333',
        idCard: demoIdCard('19900101', serial),
        post: 'purchaser',
        status: 1,
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id;
    }
    const ledgerOf = (today: Today, code: string) => today.ledgers.find((ledger) => ledger.code === code)!;

    it('晨检: a fever or a symptom makes the check 异常 and keeps that cook off food handling; the certificate is flagged; 今日 counts', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const [well, fevered, coughing] = await Promise.all([
        person(canteen, `晨检甲${suffix}`),
        person(canteen, `晨检乙${suffix}`),
        person(canteen, `晨检丙${suffix}`),
      ]);
      const before = (await canteen.get<Today>(`${L}/today`)).body.data;
      expect(ledgerOf(before, 'morningCheck').missing).toEqual(expect.arrayContaining([`晨检甲${suffix}`, `晨检乙${suffix}`, `晨检丙${suffix}`]));

      // the school's 明厨亮灶 counts today's unfit checks
      const school = await signedIn(base, 'school');
      const unfitOnWall = async () => (await school.get<{ kpis: { unfitChecks: number } }>('/api/shian/statistics/kitchen')).body.data.kpis.unfitChecks;
      const unfitBefore = await unfitOnWall();
      const check = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/morningCheck/submit`, fields);
      expect((await check({ temperature: 365 })).body).toMatchObject({ code: 400, msg: '请选择晨检人员' });
      expect((await check({ person: well })).body).toMatchObject({ code: 400, msg: '请输入体温' });
      expect((await check({ person: well, temperature: 455 })).body).toMatchObject({ code: 400, msg: '体温应在34.0–43.0°C之间' });
      expect((await check({ person: well, temperature: 365, symptoms: ['sneezing'] })).body).toMatchObject({ code: 400, msg: '症状不正确' });
      expect((await check({ person: '1', temperature: 365 })).body).toMatchObject({ code: 400, msg: '人员须为本食堂的从业人员' });

      const fit = (await check({ person: well, temperature: 364 })).body;
      expect(fit).toMatchObject({ code: 200, data: { person: well, personName: `晨检甲${suffix}`, result: 1, certExpired: true, state: 1 } });
      expect((await check({ person: well, temperature: 366 })).body).toMatchObject({ code: 400, msg: '该人员当日已晨检' });
      expect((await check({ person: fevered, temperature: 378 })).body.data).toMatchObject({ result: 2, symptoms: [] });
      expect((await check({ person: coughing, temperature: 365, symptoms: ['sore_throat', 'sore_throat'] })).body.data).toMatchObject({
        result: 2,
        symptoms: ['sore_throat'],
      });

      expect(await unfitOnWall()).toBe(unfitBefore + 2);
      const after = ledgerOf((await canteen.get<Today>(`${L}/today`)).body.data, 'morningCheck');
      expect(after.done - ledgerOf(before, 'morningCheck').done).toBe(3);
      expect(after.missing).not.toContain(`晨检乙${suffix}`);

      // the fevered cook may not cook today
      const cooking = await canteen.post(`${L}/processing/submit`, { meal: 2, dish: `番茄炒蛋${suffix}`, cook: fevered });
      expect(cooking.body).toMatchObject({ code: 400, msg: '该厨师当日晨检异常，不能从事食品加工' });
      const list = (await canteen.get<PageOf<Row>>(`${L}/processing/list`, { cook: fevered, state: 'all' })).body.data;
      expect(list.total).toBe(0);
      // 异常 checks are found by the list's filter
      const unfit = (await canteen.get<PageOf<Row>>(`${L}/morningCheck/list`, { result: '2', size: '100' })).body.data.records;
      expect(unfit.map((row) => row.person)).toEqual(expect.arrayContaining([fevered, coughing]));
    });

    it('加工记录 and 留样: batches from the day’s 出库, core temperature for animal foods, and every sample rule refused with nothing saved', async () => {
      const world = await supplyWorld(base);
      const { canteen } = world;
      const suffix = uniqueAccount('');
      const cook = await person(canteen, `厨师${suffix}`);
      const batchId = await stockOf(world, base, 'G0305', 8_000);
      expect((await canteen.post(`${SUPPLY}/stock/issue`, { meal: 2, purpose: '午餐', lines: [{ batchId, quantity: 3_000 }] })).body.code).toBe(200);
      const issues = (await canteen.get<Issue[]>(`${L}/options/issues`, { meal: '2' })).body.data.filter((issue) => issue.batchId === batchId);
      expect(issues).toHaveLength(1);
      const dish = `宫保鸡丁${suffix}`;
      const cooked = (fields: Record<string, unknown>) =>
        canteen.post<Row>(`${L}/processing/submit`, { meal: 2, dish, cook, issues: [issues[0]!.movementId], servings: 300, ...fields });
      expect((await cooked({})).body).toMatchObject({ code: 400, msg: '菜品含肉、禽、蛋等动物性食材，须填写中心温度' });
      expect((await cooked({ coreTemp: 650 })).body).toMatchObject({ code: 400, msg: '烹饪后食品中心温度应不低于70°C' });
      expect((await cooked({ coreTemp: 760, meal: 1 })).body).toMatchObject({ code: 400, msg: '出库记录须为本食堂当日该餐次的出库' });
      const processing = (await cooked({ coreTemp: 760 })).body;
      expect(processing).toMatchObject({ code: 200, data: { dish, cookName: `厨师${suffix}`, coreTemp: 760, meal: 2 } });
      const detail = (await canteen.get<Row & { issues: Issue[] }>(`${L}/processing/detail`, { id: processing.data.id })).body.data;
      expect(detail.issues).toEqual([expect.objectContaining({ batchId, goodsName: expect.any(String), quantity: 3_000 })]);

      // 今日 owes a sample of the dish for lunch
      const owed = () => canteen.get<Today>(`${L}/today`).then((answer) => ledgerOf(answer.body.data, 'sample'));
      expect((await owed()).missing).toContain(`午餐 · ${dish}`);

      const photo = await uploadFile(base, canteen, PNG, 'sample.png');
      const valid = { meal: 2, dish: processing.data.id, weightG: 150, sealed: true, storageTemp: 40, keepHours: 48, sampler: cook, photoIds: [photo] };
      const sample = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/sample/submit`, { ...valid, ...fields });
      expect((await sample({ weightG: 80 })).body).toMatchObject({ code: 400, msg: '每个菜品留样量不得少于125克' });
      expect((await sample({ sealed: false })).body).toMatchObject({ code: 400, msg: '留样须使用清洁的密闭容器' });
      expect((await sample({ storageTemp: 100 })).body).toMatchObject({ code: 400, msg: '留样须在0–8°C冷藏' });
      expect((await sample({ storageTemp: -5 })).body).toMatchObject({ code: 400, msg: '留样须在0–8°C冷藏' });
      expect((await sample({ keepHours: 24 })).body).toMatchObject({ code: 400, msg: '留样须保存48小时以上' });
      expect((await sample({ photoIds: [] })).body).toMatchObject({ code: 400, msg: '请上传留样照片' });
      expect((await sample({ photoIds: [await uploadPdf(base, canteen)] })).body).toMatchObject({ code: 400, msg: '照片须为图片文件' });
      expect((await sample({ meal: 3 })).body).toMatchObject({ code: 400, msg: '请选择当日该餐次加工记录中的菜品' });
      expect((await owed()).missing).toContain(`午餐 · ${dish}`);
      const kept = (await sample({})).body;
      expect(kept).toMatchObject({ code: 200, data: { dish: processing.data.id, dishName: dish, weightG: 150, photoIds: [photo] } });
      expect((await sample({ weightG: 200 })).body).toMatchObject({ code: 400, msg: '该菜品本餐次已留样' });
      expect((await owed()).missing).not.toContain(`午餐 · ${dish}`);

      // the writer edits it the same day; a stale version is refused
      const edited = (await canteen.post<Row>(`${L}/sample/submit`, { ...valid, id: kept.data.id, version: kept.data.version, weightG: 180 })).body;
      expect(edited).toMatchObject({ code: 200, data: { weightG: 180, version: kept.data.version + 1 } });
      expect((await canteen.post(`${L}/sample/submit`, { ...valid, id: kept.data.id, version: kept.data.version, weightG: 190 })).body.code).toBe(409);
    });

    it('corrections: yesterday’s record is corrected by a new record, the old one kept as 已更正; voids keep the record; nothing is deleted', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const cook = await person(canteen, `更正${suffix}`);
      onTestFinished(() => clock(0));
      const old = (await canteen.post<Row>(`${L}/processing/submit`, { meal: 3, dish: `清炒时蔬${suffix}`, cook, servings: 200 })).body.data;
      // a day later
      await clock(86_400);
      // yesterday's record cannot be edited, only corrected
      const edit = await canteen.post(`${L}/processing/submit`, { id: old.id, version: old.version, meal: 3, dish: `清炒时蔬${suffix}`, cook, servings: 250 });
      expect(edit.body).toMatchObject({ code: 400, msg: '只能修改本人当日登记的记录，以往记录请更正' });
      expect((await canteen.post(`${L}/processing/correct`, { id: old.id, meal: 3, dish: `清炒时蔬${suffix}`, cook, servings: 250 })).body).toMatchObject({
        code: 400,
        msg: '请填写更正原因',
      });
      const fixed = (
        await canteen.post<Row>(`${L}/processing/correct`, { id: old.id, reason: '份数记错', meal: 3, dish: `清炒时蔬${suffix}`, cook, servings: 250 })
      ).body;
      expect(fixed).toMatchObject({
        code: 200,
        data: { state: 1, correctsId: old.id, recordDate: old.recordDate, servings: 250, correctionReason: '份数记错' },
      });
      const chain = (await canteen.get<Row & { chain: Row[] }>(`${L}/processing/detail`, { id: old.id })).body.data;
      expect(chain).toMatchObject({ state: 2, correctedById: fixed.data.id, servings: 200 });
      expect(chain.chain.map((row) => [row.id, row.state])).toEqual([
        [old.id, 2],
        [fixed.data.id, 1],
      ]);
      // a corrected record is no longer current: not corrected twice, not in the default list
      expect((await canteen.post(`${L}/processing/correct`, { id: old.id, reason: '再改', meal: 3, dish: 'x', cook })).body).toMatchObject({
        code: 400,
        msg: '该记录已更正或作废，不能再修改',
      });
      const listed = async (state?: string) =>
        (await canteen.get<PageOf<Row>>(`${L}/processing/list`, { cook, ...(state ? { state } : {}) })).body.data.records.map((row) => row.id);
      expect(await listed()).toEqual([fixed.data.id]);
      expect(await listed('all')).toEqual(expect.arrayContaining([old.id, fixed.data.id]));

      // a void keeps the record, with its reason
      expect((await canteen.post(`${L}/processing/void`, { id: fixed.data.id })).body).toMatchObject({ code: 400, msg: '请填写作废原因' });
      expect((await canteen.post(`${L}/processing/void`, { id: fixed.data.id, reason: '误录' })).body).toMatchObject({
        code: 200,
        data: { state: 3, correctionReason: '误录' },
      });
      expect(await listed('3')).toEqual([fixed.data.id]);
    });

    it('待办提醒: what each canteen still owes today', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      await person(canteen, `待办${suffix}`);
      type Item = { key: string; count: number | null; link: string };
      const item = async (caller: Caller, key: string) =>
        (await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.find((entry) => entry.key === key);
      // the test's own person is owed a morning check today
      const checks = await item(canteen, 'ledgers.morningCheck');
      expect(checks).toMatchObject({ link: '/shengchan/today/index?ledger=morningCheck' });
      expect(checks!.count).toBeGreaterThan(0);
    });

    it('留样超时: a dinner still unsampled two hours after serving is late for the school and the bureau, on 明厨亮灶 too, until sampled', async () => {
      const canteen = await signedIn(base, 'canteen');
      const [school, centre] = await Promise.all([signedIn(base, 'school'), signedIn(base, 'centre')]);
      const suffix = uniqueAccount('');
      const cook = await person(canteen, `超时${suffix}`);
      type Item = { key: string; count: number | null; link: string };
      const item = async (caller: Caller, key: string) =>
        (await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.find((entry) => entry.key === key);
      type Wall = { kpis: Record<string, number | null>; panels: { ledgers: { items: { canteen: string; late: string }[] } } };
      const wall = async (caller: Caller) => (await caller.get<Wall>('/api/shian/statistics/kitchen')).body.data;
      // the app clock at the next 20:05 by the deployment's clock (Asia/Shanghai: today's, or tomorrow's once it is
      // past — the test clock only runs ahead), dinner at 18:00 two hours and five minutes past; set whatever the hour
      // the test runs at, so it never runs into midnight
      const local = new Date(Date.now() + 8 * 3_600_000);
      const seconds = local.getUTCHours() * 3_600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
      onTestFinished(() => clock(0));
      await clock((20 * 3_600 + 5 * 60 - seconds + 86_400) % 86_400);
      const before = (await item(school, 'ledgers.sampleLate'))!.count!;
      const dish = (await canteen.post<Row>(`${L}/processing/submit`, { meal: 3, dish: `晚餐${suffix}`, cook })).body.data;
      expect((await item(school, 'ledgers.sampleLate'))!.count).toBe(before + 1);
      const seen = await wall(school);
      expect(seen.kpis.lateMeals).toBe(before + 1);
      expect(seen.panels.ledgers.items.find((row) => row.canteen === '第一小学学生食堂')!.late).toContain('晚餐');
      expect((await item(centre, 'ledgers.sampleLate'))!.count).toBeGreaterThanOrEqual(1);
      expect(await item(canteen, 'ledgers.sampleLate')).toBeUndefined();
      const photo = await uploadFile(base, canteen, PNG, 'late.png');
      const kept = await canteen.post(`${L}/sample/submit`, {
        meal: 3,
        dish: dish.id,
        weightG: 130,
        sealed: true,
        storageTemp: 30,
        keepHours: 48,
        sampler: cook,
        photoIds: [photo],
      });
      expect(kept.body.code).toBe(200);
      expect((await item(school, 'ledgers.sampleLate'))!.count).toBe(before);
    });

    it('who: the school and supervisors read in reach, only the canteen writes, another district sees nothing', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const cook = await person(canteen, `读者${suffix}`);
      const made = (await canteen.post<Row>(`${L}/processing/submit`, { meal: 1, dish: `小米粥${suffix}`, cook })).body.data;
      for (const reader of ['school', 'centre', 'market']) {
        const caller = await signedIn(base, reader);
        expect((await caller.get<Row>(`${L}/processing/detail`, { id: made.id })).body, reader).toMatchObject({ code: 200, data: { id: made.id } });
        expect((await caller.post(`${L}/processing/submit`, { meal: 1, dish: 'x', cook })).body.code, reader).toBe(403);
      }
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`${L}/processing/detail`, { id: made.id })).body).toMatchObject({ code: 404, msg: '记录不存在' });
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${L}/processing/list`)).body.code).toBe(403);
      // the district's completeness lists the canteen; a school picks its canteen for 今日
      const centre = await signedIn(base, 'centre');
      const completeness = (
        await centre.get<PageOf<{ canteenId: string; owed: number; done: number }> & { owed: number }>(`${L}/completeness`, { size: '200' })
      ).body;
      expect(completeness.code).toBe(200);
      expect(completeness.data.records.some((row) => row.canteenId === made.canteenId && row.owed > 0)).toBe(true);
      expect((await centre.get(`${L}/today`)).body).toMatchObject({ code: 400, msg: '请选择食堂' });
      expect((await centre.get(`${L}/today`, { canteenId: made.canteenId })).body.code).toBe(200);
      expect((await elsewhere.get(`${L}/today`, { canteenId: made.canteenId })).body).toMatchObject({ code: 400, msg: '食堂不存在' });
    });
  });
}
