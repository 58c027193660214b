// 消毒记录, 添加剂使用, 餐厨废弃物 and 陪餐记录 on the real server (docs/product-rules.md#ledgers): each rule refused with
// its message and nothing saved, what 今日 owes for each meal served (消毒 and 陪餐, on a day of the test clock no one has
// cooked on yet), the 五专's named additive keepers, the handover time in the deployment's zone, and the 陪餐制度 wall
// moving with a record and back with its void. People and dishes made here are the test's own.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { ACCOMPANIED_PROBLEM_UNSAID, ADDITIVE_KEEPER_ONLY, WASTE_TIME_DAY } from '../../contract/ledgers/index.ts';
import { WORK_PERSONNEL_IDS } from '../../server/seed/work-personnel-seed.ts';
import { demoIdCard } from '../../server/seed/work-personnel-seed.ts';
import { call } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { PNG, uploadFile } from './support/supply.ts';

const L = '/api/rabbit-ledger';
type Row = { id: string; state: number; version: number; recordDate: string } & Record<string, unknown>;
type Owed = { code: string; owed: number; done: number; missing: string[] };
type Today = { day: string; complete: boolean; ledgers: Owed[] };
type Keeper = { personId: string; name: string };
type Wall = { kpis: Record<string, number | null>; panels: Record<string, { items?: { name: string; value: number }[] }>; latest: Record<string, unknown>[] };
let serial = 820;

for (const target of inject('targets')) {
  describe(`${target.name}: more ledgers`, () => {
    const base = target.url;
    const clock = async (offsetSeconds: number) => expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);

    /** A new person of the canteen account's canteen (a purchaser: no health certificate needed to be added). */
    async function person(canteen: Caller, name: string): Promise<string> {
      serial += 1;
      const answer = await canteen.post<{ id: string }>('/api/rabbit-work/workPersonnel/submit', {
        number: uniqueAccount('TM'),
        name,
        sex: 2,
        phone: '13700004444',
        idCard: demoIdCard('19910202', serial),
        post: 'purchaser',
        status: 1,
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.id;
    }
    const today = async (canteen: Caller) => (await canteen.get<Today>(`${L}/today`)).body.data;
    const owedOf = (day: Today, code: string) => day.ledgers.find((ledger) => ledger.code === code);
    const total = async (caller: Caller, code: string, query: Record<string, string>) =>
      (await caller.get<PageOf<Row>>(`${L}/${code}/list`, { state: 'all', ...query })).body.data.total;

    it('the demo canteen finds its last weeks recorded: disinfection every school day, additives, waste handed over', async () => {
      const canteen = await signedIn(base, 'canteen');
      const { day } = await today(canteen);
      const from = new Date(Date.parse(`${day}T12:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // two weeks hold ten school days: breakfast and lunch tableware by steam, lunch containers in chlorine
      expect(await total(canteen, 'disinfection', { from, to })).toBeGreaterThanOrEqual(30);
      expect(await total(canteen, 'disinfection', { from, to, method: 'chlorine' })).toBeGreaterThanOrEqual(10);
      expect(await total(canteen, 'kitchenWaste', { from, to, kind: 'food_waste' })).toBeGreaterThanOrEqual(10);
      expect(await total(canteen, 'kitchenWaste', { from, to, kind: 'waste_oil' })).toBeGreaterThanOrEqual(2);
      expect(await total(canteen, 'additive', { from, to })).toBeGreaterThanOrEqual(1);
      const seeded = (await canteen.get<PageOf<Row>>(`${L}/kitchenWaste/list`, { from, to, size: '1' })).body.data.records[0]!;
      expect(seeded).toMatchObject({ collector: expect.any(String), licenceNo: expect.any(String), handoverName: expect.any(String), state: 1 });
      expect(seeded.handoverTime).toMatch(new RegExp(`^${seeded.recordDate} 14:`));
      // the 陪餐 wall's seeded records read as ledger records, with opinions that follow their ratings
      const accompanied = (await canteen.get<PageOf<Row>>(`${L}/accompaniedMeal/list`, { size: '50' })).body.data.records;
      expect(accompanied.length).toBeGreaterThan(0);
      for (const row of accompanied) {
        expect([1, 2, 3]).toContain(row.meal);
        expect(['good', 'fair', 'poor']).toContain(row.taste);
        expect(row.taste === 'good').toBe((row.rating as number) >= 4);
      }
    });

    it('消毒记录: each method held to its figures with nothing saved; each meal served owes one, as does 陪餐', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const [washer, cook] = await Promise.all([person(canteen, `消毒员${suffix}`), person(canteen, `厨师${suffix}`)]);
      // twenty days on: a day nothing has been cooked on yet
      onTestFinished(() => clock(0));
      await clock(20 * 86_400);
      const empty = await today(canteen);
      expect(owedOf(empty, 'disinfection')).toMatchObject({ owed: 0, done: 0, missing: [] });
      expect(owedOf(empty, 'accompaniedMeal')).toMatchObject({ owed: 0, done: 0, missing: [] });
      expect(owedOf(empty, 'additive'), 'recorded as used: owes nothing').toBeUndefined();
      expect(owedOf(empty, 'kitchenWaste'), 'recorded as handed over: owes nothing').toBeUndefined();

      // lunch is cooked: lunch owes a disinfection and an accompanied meal
      expect((await canteen.post(`${L}/processing/submit`, { meal: 2, dish: `红烧茄子${suffix}`, cook, servings: 200 })).body.code).toBe(200);
      const served = await today(canteen);
      expect(owedOf(served, 'disinfection')).toMatchObject({ owed: 1, done: 0, missing: ['午餐'] });
      expect(owedOf(served, 'accompaniedMeal')).toMatchObject({ owed: 1, done: 0, missing: ['午餐'] });

      const disinfect = (fields: Record<string, unknown>) =>
        canteen.post<Row>(`${L}/disinfection/submit`, { meal: 2, object: 'tableware', operator: washer, quantity: 800, ...fields });
      const refusals: [Record<string, unknown>, string][] = [
        [{ method: 'steam', durationMin: 15 }, '蒸汽消毒须填写消毒温度'],
        [{ method: 'steam', temperature: 950, durationMin: 15 }, '蒸汽消毒温度应不低于100°C'],
        [{ method: 'boiling', temperature: 1000, durationMin: 8 }, '煮沸消毒应持续10分钟以上'],
        [{ method: 'infrared', temperature: 1100, durationMin: 15 }, '红外线消毒温度应不低于120°C'],
        [{ method: 'dishwasher', temperature: 800, durationMin: 2 }, '洗碗机消毒温度应不低于85°C'],
        [{ method: 'chlorine', durationMin: 10 }, '含氯消毒剂消毒须填写有效氯浓度'],
        [{ method: 'chlorine', concentration: 200, durationMin: 10 }, '含氯消毒剂消毒有效氯浓度应不低于250mg/L'],
        [{ method: 'chlorine', concentration: 250, durationMin: 3 }, '含氯消毒剂消毒应持续5分钟以上'],
        [{ method: 'ultraviolet', durationMin: 30 }, '请选择消毒方式'],
        [{ method: 'steam', temperature: 1000 }, '请输入消毒时长'],
        [{ method: 'steam', temperature: 1000, durationMin: 15, object: 'floor' }, '请选择消毒对象'],
        [{ method: 'steam', temperature: 1000, durationMin: 15, operator: undefined }, '请选择消毒人'],
        [{ method: 'steam', temperature: 1000, durationMin: 15, meal: 4 }, '请选择餐次'],
      ];
      for (const [fields, msg] of refusals) expect((await disinfect(fields)).body, msg).toMatchObject({ code: 400, msg });
      expect(await total(canteen, 'disinfection', { operator: washer })).toBe(0);
      expect(owedOf(await today(canteen), 'disinfection')).toMatchObject({ owed: 1, done: 0 });

      const kept = (await disinfect({ method: 'chlorine', object: 'container', concentration: 250, durationMin: 5 })).body;
      expect(kept).toMatchObject({
        code: 200,
        data: { meal: 2, object: 'container', method: 'chlorine', concentration: 250, durationMin: 5, operatorName: `消毒员${suffix}` },
      });
      expect(owedOf(await today(canteen), 'disinfection')).toMatchObject({ owed: 1, done: 1, missing: [] });
      const chlorine = (await canteen.get<PageOf<Row>>(`${L}/disinfection/list`, { method: 'chlorine', operator: washer })).body.data;
      expect(chlorine.records.map((row) => row.id)).toEqual([kept.data.id]);

      // the lunch's accompanied meal
      const accompanied = {
        meal: 2,
        companion: `陪餐校长${suffix}`.slice(0, 20),
        role: 'principal',
        rating: 5,
        taste: 'good',
        portion: 'good',
        hygiene: 'good',
      };
      expect((await canteen.post(`${L}/accompaniedMeal/submit`, accompanied)).body.code).toBe(200);
      expect(owedOf(await today(canteen), 'accompaniedMeal')).toMatchObject({ owed: 1, done: 1, missing: [] });
    });

    it('添加剂使用 (五专): only the canteen’s named keepers use additives, kept in their cabinet and weighed with their tools', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const [keeper, other] = await Promise.all([person(canteen, `管理员${suffix}`), person(canteen, `帮厨${suffix}`)]);
      const dish = `葱油花卷${suffix}`;
      const cooked = (await canteen.post<Row>(`${L}/processing/submit`, { meal: 1, dish, cook: keeper, servings: 300 })).body.data;

      const named = (await canteen.get<Keeper[]>(`${L}/additive/keepers`)).body.data;
      expect(
        named.map((row) => row.name),
        'the demo canteen names its chef and pastry cook',
      ).toEqual(expect.arrayContaining(['王建国', '刘秀兰']));
      const save = (people: string[]) => canteen.post<Keeper[]>(`${L}/additive/keepers/save`, { people });
      expect((await save([...named.map((row) => row.personId), WORK_PERSONNEL_IDS.SY001!])).body).toMatchObject({
        code: 400,
        msg: '添加剂管理员须为本食堂在职的从业人员',
      });
      const withKeeper = (await save([...named.map((row) => row.personId), keeper])).body;
      expect(withKeeper.code).toBe(200);
      expect(withKeeper.data.map((row) => row.personId)).toEqual(expect.arrayContaining([keeper, ...named.map((row) => row.personId)]));

      const valid = { meal: 1, additive: '复配膨松剂', amount: 35, purpose: '膨松', dish: cooked.id, operator: keeper, cabinet: true, tools: true };
      const use = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/additive/submit`, { ...valid, ...fields });
      const refusals: [Record<string, unknown>, string][] = [
        [{ operator: other }, ADDITIVE_KEEPER_ONLY],
        [{ cabinet: false }, '添加剂须专柜存放，不得与食品混放'],
        [{ tools: undefined }, '请确认使用专用计量工具'],
        [{ tools: false }, '添加剂须使用专用工具称量'],
        [{ amount: 0 }, '使用量应大于0克'],
        [{ amount: 15.5 }, '使用量最多保留一位小数'],
        [{ additive: '' }, '请输入添加剂名称'],
        [{ meal: 2 }, '请选择当日该餐次加工记录中的菜品'],
        [{ dish: undefined }, '请选择使用添加剂的菜品'],
      ];
      for (const [fields, msg] of refusals) expect((await use(fields)).body, msg).toMatchObject({ code: 400, msg });
      expect(await total(canteen, 'additive', { operator: keeper })).toBe(0);
      expect(await total(canteen, 'additive', { operator: other })).toBe(0);

      const kept = (await use({})).body;
      expect(kept).toMatchObject({
        code: 200,
        data: { amount: 35, dish: cooked.id, dishName: dish, operatorName: `管理员${suffix}`, cabinet: true, tools: true },
      });

      // no longer named: refused again; the school reads the keepers but does not name them
      expect((await save(named.map((row) => row.personId))).body.code).toBe(200);
      expect((await use({ amount: 20 })).body).toMatchObject({ code: 400, msg: ADDITIVE_KEEPER_ONLY });
      const [school, centre] = await Promise.all([signedIn(base, 'school'), signedIn(base, 'centre')]);
      const read = (await school.get<Keeper[]>(`${L}/additive/keepers`)).body;
      expect(read.data.map((row) => row.personId).sort()).toEqual(named.map((row) => row.personId).sort());
      expect((await school.post(`${L}/additive/keepers/save`, { people: [] })).body.code).toBe(403);
      expect((await centre.get(`${L}/additive/keepers`)).body).toMatchObject({ code: 400, msg: '请选择食堂' });
      expect((await centre.get(`${L}/additive/keepers`, { canteenId: kept.data.canteenId as string })).body.code).toBe(200);
    });

    it('餐厨废弃物: a licensed collector, its licence, the handover on the day in the deployment’s zone, a photo', async () => {
      const canteen = await signedIn(base, 'canteen');
      const suffix = uniqueAccount('');
      const handover = await person(canteen, `交接人${suffix}`);
      const { day } = await today(canteen);
      const photo = await uploadFile(base, canteen, PNG, 'waste.png');
      const valid = {
        kind: 'waste_oil',
        quantity: 86,
        collector: '绿源废弃油脂回收有限公司',
        licenceNo: '东油收字〔2025〕第006号',
        handover,
        signer: '钱国栋',
        destination: '绿源生物柴油加工厂',
        handoverTime: `${day} 00:00:01`,
        photoIds: [photo],
      };
      const hand = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/kitchenWaste/submit`, { ...valid, ...fields });
      const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const refusals: [Record<string, unknown>, string][] = [
        [{ photoIds: [] }, '请上传交接照片'],
        [{ licenceNo: '' }, '请填写收运单位的许可证号'],
        [{ collector: undefined }, '请填写收运单位'],
        [{ signer: ' ' }, '请填写收运人姓名'],
        [{ kind: 'plastic' }, '请选择废弃物种类'],
        [{ quantity: 0 }, '数量应大于0公斤'],
        [{ quantity: 12.34 }, '数量最多保留一位小数'],
        [{ handoverTime: undefined }, '请填写交接时间'],
        [{ handoverTime: `${day} 25:00:00` }, '交接时间格式应为 YYYY-MM-DD HH:mm:ss'],
        [{ handoverTime: `${day}T08:00:00` }, '交接时间格式应为 YYYY-MM-DD HH:mm:ss'],
        [{ handoverTime: `${yesterday} 15:00:00` }, WASTE_TIME_DAY],
        [{ handoverTime: `${day} 23:59:59` }, WASTE_TIME_DAY],
        [{ handover: undefined }, '请选择交接人'],
      ];
      for (const [fields, msg] of refusals) expect((await hand(fields)).body, msg).toMatchObject({ code: 400, msg });
      expect(await total(canteen, 'kitchenWaste', { from: day, to: day })).toBe(0);

      const kept = (await hand({})).body;
      expect(kept).toMatchObject({
        code: 200,
        data: {
          kind: 'waste_oil',
          quantity: 86,
          licenceNo: valid.licenceNo,
          handoverName: `交接人${suffix}`,
          handoverTime: `${day} 00:00:01`,
          photoIds: [photo],
        },
      });
      expect((await canteen.get<PageOf<Row>>(`${L}/kitchenWaste/list`, { kind: 'waste_oil', from: day })).body.data.records.map((row) => row.id)).toEqual([
        kept.data.id,
      ]);
    });

    it('陪餐记录: its rules refused with nothing saved; the 陪餐制度 wall counts a record and forgets its void', async () => {
      const canteen = await signedIn(base, 'canteen');
      const school = await signedIn(base, 'school');
      const suffix = uniqueAccount('');
      const { day } = await today(canteen);
      const month = day.slice(0, 7);
      const wall = async () => (await school.get<Wall>('/api/shian/statistics/meal', { month })).body.data;
      const parents = (figures: Wall) => figures.panels.byRole!.items!.find((item) => item.name === 'parent')!.value;
      const before = await wall();

      const companion = `家长${suffix}`.slice(0, 20);
      const valid = { meal: 3, companion, role: 'parent', rating: 4, taste: 'good', portion: 'fair', hygiene: 'good', remarks: '' };
      const accompany = (fields: Record<string, unknown>) => canteen.post<Row>(`${L}/accompaniedMeal/submit`, { ...valid, ...fields });
      const refusals: [Record<string, unknown>, string][] = [
        [{ companion: '' }, '请填写陪餐人姓名'],
        [{ role: 'headmaster' }, '请选择陪餐人身份'],
        [{ rating: 6 }, '总体评分应为1–5分'],
        [{ rating: 0 }, '总体评分应为1–5分'],
        [{ taste: undefined }, '请评价口味'],
        [{ portion: 'great' }, '请评价分量'],
        [{ rating: 2 }, ACCOMPANIED_PROBLEM_UNSAID],
        [{ hygiene: 'poor', remarks: '  ' }, ACCOMPANIED_PROBLEM_UNSAID],
      ];
      for (const [fields, msg] of refusals) expect((await accompany(fields)).body, msg).toMatchObject({ code: 400, msg });
      expect((await wall()).kpis.recordsMonth).toBe(before.kpis.recordsMonth);

      const kept = (await accompany({ rating: 2, hygiene: 'poor', remarks: '餐盘有油渍，已要求重新清洗' })).body;
      expect(kept).toMatchObject({ code: 200, data: { meal: 3, companion, role: 'parent', rating: 2, hygiene: 'poor', state: 1 } });
      expect((await accompany({})).body).toMatchObject({ code: 400, msg: '该陪餐人本餐次已登记' });

      const after = await wall();
      expect(after.kpis.recordsMonth).toBe(before.kpis.recordsMonth! + 1);
      expect(parents(after)).toBe(parents(before) + 1);
      expect(after.latest).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: kept.data.id, companion, role: 'parent', meal: 'dinner', rating: 2 })]),
      );

      // a void takes it off the wall; the record stays readable
      expect((await canteen.post(`${L}/accompaniedMeal/void`, { id: kept.data.id, reason: '误录' })).body).toMatchObject({ code: 200, data: { state: 3 } });
      expect((await wall()).kpis.recordsMonth).toBe(before.kpis.recordsMonth);
      expect((await school.get<Row>(`${L}/accompaniedMeal/detail`, { id: kept.data.id })).body).toMatchObject({ code: 200, data: { state: 3, companion } });
    });
  });
}
