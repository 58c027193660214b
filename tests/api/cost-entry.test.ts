// 食堂数据填报 (/api/shian/canteen-cost): every rule with its message, the button permission, scope, one
// entry per canteen and month, concurrent edits (the second gets a 409, never a silent overwrite) and
// the history. Entries use months of 2019, which nothing else reads.
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';

type Entry = {
  id: string;
  canteenId: string;
  month: string;
  mealsServed: number;
  headCount: number;
  ingredientCost: number;
  mealFeeRevenue: number;
  costPerMeal: number | null;
  foodRatio: number | null;
  version: number;
  updatedBy: string;
};
type Envelope<T> = { code: number; msg: string; data: T };

const BASE = '/api/shian/canteen-cost';
const valid = { mealsServed: 12000, headCount: 600, ingredientCost: '96000.50', mealFeeRevenue: 120000, remark: '', reason: '手工核对' };

const targets = inject('targets');
for (const [index, target] of targets.entries()) {
  describe(`${target.name}: canteen cost entry`, () => {
    const base = target.url;
    // each target its own months, in case both engines ever share a database
    const month = (n: number) => `2019-${String(index * 6 + n).padStart(2, '0')}`;
    const submit = (token: string, json: unknown, url = base) => call<Envelope<Entry>>(url, 'POST', `${BASE}/submit`, { token, json });
    const canteenOf = async (token: string) =>
      (await call<Envelope<{ id: string; name: string; schoolName: string }[]>>(base, 'GET', `${BASE}/canteens`, { token })).body.data;

    it('lists the canteens each role may enter figures for', async () => {
      const canteen = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const school = await tokens(base, { tenantId: '100001', username: 'school' });
      const market = await tokens(base, { tenantId: '100001', username: 'market' });
      expect(await canteenOf(canteen.access)).toEqual([{ id: expect.stringMatching(/^\d+$/), name: '第一小学学生食堂', schoolName: '东湖区第一小学' }]);
      expect((await canteenOf(school.access)).map((item) => item.name)).toEqual(['第一小学学生食堂']);
      expect(await canteenOf(market.access)).toEqual([]);
      const supplier = await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true });
      expect((await call(base, 'GET', `${BASE}/canteens`, { token: supplier.access })).status).toBe(403);
      expect((await call(base, 'GET', `${BASE}/canteens`)).status).toBe(401);
    });

    it('checks every field on the server, with the message of each rule', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const canteenId = (await canteenOf(access))[0]!.id;
      const entry = { ...valid, canteenId, month: month(1) };
      const cases: [Record<string, unknown>, string][] = [
        [{ canteenId: '' }, '请选择食堂'],
        [{ month: '' }, '请选择月份'],
        [{ month: '2019/01' }, '月份格式应为 YYYY-MM'],
        [{ month: '2999-01' }, '不能填报未来月份'],
        [{ mealsServed: -1 }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: 1.5 }, '供餐人次须为不小于 0 的整数'],
        [{ mealsServed: 'abc' }, '供餐人次须为不小于 0 的整数'],
        [{ headCount: '' }, '就餐人数须为不小于 0 的整数'],
        [{ headCount: 10_000_001 }, '就餐人数须为不小于 0 的整数'],
        [{ ingredientCost: '1.234' }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ ingredientCost: -5 }, '食材成本须为不小于 0 的金额，最多两位小数'],
        [{ mealFeeRevenue: '1e5' }, '伙食费收入须为不小于 0 的金额，最多两位小数'],
        [{ mealFeeRevenue: '1000000000' }, '伙食费收入须为不小于 0 的金额，最多两位小数'],
        [{ remark: '字'.repeat(201) }, '备注不能超过 200 个字'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await submit(access, { ...entry, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
      // whole numbers given as text are fine; nothing was saved by the refusals
      const list = await call<Envelope<{ records: Entry[] }>>(base, 'GET', `${BASE}/list`, { token: access, query: { size: '100' } });
      expect(list.body.data.records.filter((record) => record.month === month(1))).toEqual([]);
    });

    it('needs the button and the canteen: others get 403, another district cannot see the entry', async () => {
      const canteen = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const canteenId = (await canteenOf(canteen.access))[0]!.id;
      const entry = { ...valid, canteenId, month: month(2) };
      for (const username of ['centre', 'market', 'bank']) {
        const other = await tokens(base, { tenantId: '100001', username });
        expect((await submit(other.access, entry)).body, username).toMatchObject({ code: 403 });
      }
      const created = (await submit(canteen.access, entry)).body.data;
      expect(created).toMatchObject({ month: month(2), mealsServed: 12000, ingredientCost: 96000.5, foodRatio: 80, version: 1, updatedBy: '李食堂' });
      const elsewhere = await tokens(base, { tenantId: '100002', username: 'centre2' });
      expect((await call(base, 'GET', `${BASE}/detail`, { token: elsewhere.access, query: { id: created.id } })).body).toMatchObject({
        code: 404,
        msg: '记录不存在',
      });
      expect((await submit(elsewhere.access, { ...entry, id: created.id, version: 1 })).status).toBe(403);
      // supervisors of the district read it
      const market = await tokens(base, { tenantId: '100001', username: 'market' });
      expect((await call<Envelope<Entry>>(base, 'GET', `${BASE}/detail`, { token: market.access, query: { id: created.id } })).body.data.id).toBe(created.id);
    });

    it('keeps money in whole fen: the cost per meal rounds half up alike on the entry and on the wall', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const canteenId = (await canteenOf(access))[0]!.id;
      // 0.29 元 over 2 meals is 0.145: 0.15 by the rule, where floating point made 14.499… fen and 0.14
      const created = (await submit(access, { ...valid, canteenId, month: month(5), mealsServed: 2, ingredientCost: '0.29', mealFeeRevenue: '0.1' })).body.data;
      expect(created).toMatchObject({ ingredientCost: 0.29, mealFeeRevenue: 0.1, costPerMeal: 0.15, foodRatio: 290 });
      const wall = await call<Envelope<{ kpis: { costPerMeal: number | null }; latest: { ingredientCost: number }[] }>>(
        base,
        'GET',
        '/api/shian/statistics/cost',
        {
          token: access,
          query: { month: month(5) },
        },
      );
      expect(wall.body.data.kpis.costPerMeal).toBe(0.15);
      expect(wall.body.data.latest[0]).toMatchObject({ ingredientCost: 0.29 });
    });

    it('keeps one entry per canteen and month, and turns a stale version into a conflict, never an overwrite', async () => {
      const canteen = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const school = await tokens(base, { tenantId: '100001', username: 'school' });
      const canteenId = (await canteenOf(canteen.access))[0]!.id;
      const entry = { ...valid, canteenId, month: month(3) };
      const created = (await submit(canteen.access, entry)).body.data;
      expect((await submit(school.access, entry)).body).toMatchObject({ code: 409, msg: '该食堂该月已填报，请在原记录上修改' });

      // two people save version 1 at the same moment (on two server instances where there are two)
      const [first, second] = await Promise.all([
        submit(canteen.access, { ...entry, id: created.id, version: 1, headCount: 601 }),
        submit(school.access, { ...entry, id: created.id, version: 1, headCount: 602 }, target.peerUrl ?? base),
      ]);
      const outcomes = [first.body.code, second.body.code].sort();
      expect(outcomes).toEqual([200, 409]);
      const loser = first.body.code === 409 ? first : second;
      const winner = first.body.code === 200 ? first : second;
      expect(loser.body.msg).toBe('该记录已被他人修改，请刷新后再保存');
      const stored = (await call<Envelope<Entry>>(base, 'GET', `${BASE}/detail`, { token: canteen.access, query: { id: created.id } })).body.data;
      expect(stored).toMatchObject({ version: 2, headCount: winner.body.data.headCount });

      // the month and canteen of an entry stay as they are; an update needs its version
      expect((await submit(canteen.access, { ...entry, id: created.id, version: 2, month: month(4) })).body).toMatchObject({
        code: 400,
        msg: '不能修改食堂或月份',
      });
      expect((await submit(canteen.access, { ...entry, id: created.id })).body).toMatchObject({ code: 400, msg: '缺少版本号' });

      const history = (
        await call<Envelope<{ version: number; changedBy: string; snapshot: { headCount: number } }[]>>(base, 'GET', `${BASE}/history`, {
          token: school.access,
          query: { id: created.id },
        })
      ).body.data;
      expect(history.map((item) => item.version)).toEqual([2, 1]);
      expect(history[0]!.snapshot.headCount).toBe(winner.body.data.headCount);
      expect(history[1]!.snapshot.headCount).toBe(600);
    });
  });
}
