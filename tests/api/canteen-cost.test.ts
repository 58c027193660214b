// 食堂数据填报 (/api/shian/canteen-cost), beside cost-entry.test.ts: the forms a value may take, the
// remaining messages, the button checked before anything else, scope across schools and tenants, the
// list's month range and paging, simultaneous creates, and the history growing with each save while a
// stale version changes nothing. Entries use months of 2018, which nothing else reads or writes.
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';

type Entry = {
  id: string;
  canteenId: string;
  canteenName: string;
  month: string;
  mealsServed: number;
  headCount: number;
  ingredientCost: number;
  mealFeeRevenue: number;
  costPerMeal: number | null;
  foodRatio: number | null;
  remark: string;
  version: number;
  updateTime: string;
  updatedBy: string;
};
type Envelope<T> = { code: number; msg: string; data: T };
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };
type Version = { version: number; changedAt: string; changedBy: string; snapshot: Record<string, unknown> };

const BASE = '/api/shian/canteen-cost';
const valid = { mealsServed: 12000, headCount: 600, ingredientCost: '96000.50', mealFeeRevenue: 120000, remark: '', reason: '手工核对' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };

/** The month after this one in Beijing (the first month that may not be entered). */
function nextMonth(): string {
  const beijing = new Date(Date.now() + 8 * 3600_000);
  const next = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

const targets = inject('targets');
for (const [index, target] of targets.entries()) {
  describe(`${target.name}: canteen cost entry, scope and versions`, () => {
    const base = target.url;
    // each target its own months, in case both engines ever share a database
    const month = (n: number) => `2018-${String(index * 6 + n).padStart(2, '0')}`;
    const signIn = async (username: string, tenantId = '100001') => (await tokens(base, { tenantId, username })).access;
    const submit = (token: string, json: unknown, url = base) => call<Envelope<Entry>>(url, 'POST', `${BASE}/submit`, { token, json });
    const get = <T>(token: string | undefined, path: string, query: Record<string, string> = {}) =>
      call<Envelope<T>>(base, 'GET', `${BASE}/${path}`, { token, query });
    const ownCanteen = async (token: string) => (await get<{ id: string }[]>(token, 'canteens')).body.data[0]!.id;

    it('answers 401 without a token, 403 to suppliers, and checks the button before reading the body', async () => {
      for (const path of ['canteens', 'list', 'detail', 'history']) expect((await get(undefined, path, { id: '1' })).status, path).toBe(401);
      expect((await submit('', { ...valid })).status).toBe(401);

      const supplier = (await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true })).access;
      for (const path of ['list', 'detail', 'history']) expect((await get(supplier, path, { id: '1' })).status, path).toBe(403);
      expect((await submit(supplier, { ...valid, month: month(1) })).body).toMatchObject(DENIED);

      // a supervisor reads but may not write: even a malformed body gets the 403, not a validation message
      for (const username of ['centre', 'jiwei', 'market', 'bank']) {
        const token = await signIn(username);
        expect((await submit(token, { mealsServed: 'abc' })).body, username).toMatchObject(DENIED);
        expect((await get<unknown[]>(token, 'canteens')).body.data, username).toEqual([]);
      }
      expect((await submit(await signIn('centre2', '100002'), { ...valid, month: month(1) })).body).toMatchObject(DENIED);
    });

    it('refuses each malformed field with its message and saves nothing', async () => {
      const token = await signIn('canteen');
      const entry = { ...valid, canteenId: await ownCanteen(token), month: month(4) };
      const cases: [Record<string, unknown>, string][] = [
        [{ canteenId: undefined }, '请选择食堂'],
        [{ canteenId: 'abc' }, '请选择食堂'],
        [{ month: undefined }, '请选择月份'],
        [{ month: '2018-13' }, '月份格式应为 YYYY-MM'],
        [{ month: '2018-1' }, '月份格式应为 YYYY-MM'],
        [{ month: '201801' }, '月份格式应为 YYYY-MM'],
        [{ month: nextMonth() }, '不能填报未来月份'],
        [{ mealsServed: '1.5' }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: '-1' }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: '' }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: undefined }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: true }, '供餐人次须为不小于 0 的整数'],
        [{ headCount: 'abc' }, '就餐人数须为不小于 0 的整数'],
        [{ headCount: -1 }, '就餐人数须为不小于 0 的整数'],
        [{ headCount: 2.5 }, '就餐人数须为不小于 0 的整数'],
        [{ ingredientCost: '' }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ ingredientCost: 'abc' }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ ingredientCost: '1.5.5' }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ ingredientCost: 0.1 + 0.2 }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ ingredientCost: '1000000000.00' }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ mealFeeRevenue: '-0.01' }, '伙食费收入须为不小于 0 的金额，最多两位小数'],
        [{ mealFeeRevenue: 1.234 }, '伙食费收入须为不小于 0 的金额，最多两位小数'],
        [{ mealFeeRevenue: undefined }, '伙食费收入须为不小于 0 的金额，最多两位小数'],
        [{ remark: 'a'.repeat(201) }, '备注不能超过 200 个字'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await submit(token, { ...entry, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
      expect((await get<Page<Entry>>(token, 'list', { from: month(4), to: month(4) })).body.data.total).toBe(0);
    });

    it('accepts whole numbers as text and exact amounts, and derives the ratios (null when nothing to divide by)', async () => {
      const token = await signIn('canteen');
      const canteenId = await ownCanteen(token);
      const { body } = await submit(token, {
        canteenId,
        month: month(1),
        mealsServed: '0',
        headCount: '12',
        ingredientCost: '999999999.99',
        mealFeeRevenue: 0,
        remark: '字'.repeat(200),
        reason: '核对',
      });
      expect(body).toMatchObject({ code: 200, msg: '操作成功' });
      expect(body.data).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        canteenId,
        canteenName: '第一小学学生食堂',
        month: month(1),
        mealsServed: 0,
        headCount: 12,
        ingredientCost: 999999999.99,
        mealFeeRevenue: 0,
        costPerMeal: null,
        foodRatio: null,
        remark: '字'.repeat(200),
        version: 1,
        updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        updatedBy: '李食堂',
      });
      const saved = await submit(token, {
        canteenId,
        month: month(1),
        id: body.data.id,
        version: '1',
        mealsServed: '10000000',
        headCount: 3,
        ingredientCost: '0.1',
        mealFeeRevenue: '0.30',
        reason: '核对',
      });
      expect(saved.body.data).toMatchObject({
        mealsServed: 10_000_000,
        ingredientCost: 0.1,
        mealFeeRevenue: 0.3,
        costPerMeal: 0,
        foodRatio: 33.3,
        remark: '',
        version: 2,
      });
    });

    it('keeps each canteen to its school and each district to its tenant', async () => {
      const canteen = await signIn('canteen');
      const school = await signIn('school');
      const market = await signIn('market');
      const own = await ownCanteen(canteen);
      const schoolCanteens = (await get<{ id: string }[]>(school, 'canteens')).body.data.map((item) => item.id);
      expect(schoolCanteens).toContain(own);

      // the district's supervisors see the seeded entries of other schools; the school sees none of them
      const district = (await get<Page<Entry>>(market, 'list', { size: '100' })).body.data.records;
      const foreign = district.find((record) => !schoolCanteens.includes(record.canteenId));
      expect(foreign, 'the seed holds entries of other schools').toBeDefined();
      const mine = (await get<Page<Entry>>(school, 'list', { size: '100' })).body.data.records;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((record) => schoolCanteens.includes(record.canteenId))).toBe(true);
      expect((await get(school, 'detail', { id: foreign!.id })).body).toMatchObject({ code: 404, msg: '记录不存在' });
      expect((await get(school, 'history', { id: foreign!.id })).body).toMatchObject({ code: 404, msg: '记录不存在' });
      expect((await get<Page<Entry>>(school, 'list', { canteenId: foreign!.canteenId })).body.data.total).toBe(0);
      expect((await submit(canteen, { ...valid, canteenId: foreign!.canteenId, month: month(4) })).body).toMatchObject({ code: 403, msg: '无权填报该食堂' });
      expect(
        (await submit(school, { ...valid, canteenId: foreign!.canteenId, id: foreign!.id, version: foreign!.version, month: foreign!.month })).body,
      ).toMatchObject({ code: 403, msg: '无权填报该食堂' });

      // another tenant reads nothing of this one
      const elsewhere = await signIn('centre2', '100002');
      expect((await get(elsewhere, 'detail', { id: mine[0]!.id })).body).toMatchObject({ code: 404, msg: '记录不存在' });
      expect((await get(elsewhere, 'history', { id: mine[0]!.id })).body).toMatchObject({ code: 404, msg: '记录不存在' });
      expect((await get<Page<Entry>>(elsewhere, 'list', { canteenId: own })).body.data).toMatchObject({ records: [], total: 0 });

      // ids that cannot exist are simply not found
      for (const id of ['abc', '12abc', '99999999999999999999', ''])
        expect((await get(school, 'detail', { id })).body, id).toMatchObject({ code: 404, msg: '记录不存在' });
      expect((await submit(canteen, { ...valid, canteenId: own, month: month(4), id: '99999999999999999999', version: 1 })).body).toMatchObject({
        code: 404,
        msg: '记录不存在',
      });
    });

    it('lets one of two simultaneous creates win and tells the other the month exists', async () => {
      const canteen = await signIn('canteen');
      const school = await signIn('school');
      const entry = { ...valid, canteenId: await ownCanteen(canteen), month: month(3) };
      const answers = await Promise.all([submit(canteen, { ...entry, headCount: 1 }), submit(school, { ...entry, headCount: 2 }, target.peerUrl ?? base)]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.body.code === 409)!;
      const winner = answers.find((answer) => answer.body.code === 200)!;
      expect(loser.status).toBe(409);
      expect(loser.body.msg).toBe('该食堂该月已填报，请在原记录上修改');
      const list = (await get<Page<Entry>>(school, 'list', { from: month(3), to: month(3) })).body.data;
      expect(list.records.map((record) => [record.id, record.headCount])).toEqual([[winner.body.data.id, winner.body.data.headCount]]);
      expect((await get<Version[]>(school, 'history', { id: winner.body.data.id })).body.data).toHaveLength(1);
    });

    it('grows the history with each save, and a save of an old version changes nothing', async () => {
      const canteen = await signIn('canteen');
      const school = await signIn('school');
      const entry = { ...valid, canteenId: await ownCanteen(canteen), month: month(2), remark: '初填' };
      const created = (await submit(canteen, entry)).body.data;
      const second = (await submit(school, { ...entry, id: created.id, version: 1, mealsServed: 11000, remark: '校方核对' })).body.data;
      expect(second).toMatchObject({ version: 2, mealsServed: 11000, updatedBy: '张校长' });
      // a second editor still holding version 1
      const stale = await submit(canteen, { ...entry, id: created.id, version: 1, mealsServed: 1 });
      expect([stale.status, stale.body]).toEqual([409, expect.objectContaining(STALE)]);
      expect((await submit(canteen, { ...entry, id: created.id, version: 99_999_999_999 })).body).toMatchObject(STALE);
      expect((await get<Entry>(canteen, 'detail', { id: created.id })).body.data).toMatchObject({ version: 2, mealsServed: 11000, remark: '校方核对' });

      const third = (await submit(canteen, { ...entry, id: created.id, version: 2, ingredientCost: '100.25' })).body.data;
      expect(third).toMatchObject({ version: 3, ingredientCost: 100.25, mealsServed: 12000 });
      const history = (await get<Version[]>(school, 'history', { id: created.id })).body.data;
      expect(history.map((item) => [item.version, item.changedBy])).toEqual([
        [3, '李食堂'],
        [2, '张校长'],
        [1, '李食堂'],
      ]);
      expect(history[0]!.changedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(history[0]!.snapshot).toEqual({ mealsServed: 12000, headCount: 600, ingredientCost: 100.25, mealFeeRevenue: 120000, remark: '初填' });
      expect(history[1]!.snapshot).toMatchObject({ mealsServed: 11000, remark: '校方核对' });
      // supervisors of the district read the history too
      expect((await get<Version[]>(await signIn('jiwei'), 'history', { id: created.id })).body.data).toHaveLength(3);
    });

    it('lists a month range newest first, page by page, and refuses a malformed month', async () => {
      const token = await signIn('canteen');
      const canteenId = await ownCanteen(token);
      for (const n of [5, 6]) expect((await submit(token, { ...valid, canteenId, month: month(n) })).body.code).toBe(200);
      const range = { canteenId, from: month(5), to: month(6) };
      const all = (await get<Page<Entry>>(token, 'list', range)).body;
      expect(all).toMatchObject({ code: 200, data: { total: 2, size: 10, current: 1, pages: 1 } });
      expect(all.data.records.map((record) => record.month)).toEqual([month(6), month(5)]);
      const second = (await get<Page<Entry>>(token, 'list', { ...range, size: '1', current: '2' })).body.data;
      expect(second).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
      expect(second.records.map((record) => record.month)).toEqual([month(5)]);
      expect((await get<Page<Entry>>(token, 'list', { ...range, size: '1000' })).body.data.size).toBe(100);
      expect((await get<Page<Entry>>(token, 'list', { ...range, to: month(5) })).body.data.records.map((record) => record.month)).toEqual([month(5)]);
      expect((await get(token, 'list', { from: '2018-5' })).body).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
      expect((await get(token, 'list', { to: 'abc' })).body).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
    });
  });
}
