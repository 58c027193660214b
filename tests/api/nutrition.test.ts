// 营养管理 and 营养分析 (/api/shian/nutrition, docs/product-rules.md#nutrition): the food table and the standard with
// their sources and versions (the district revises, nobody else), a dish's grams whole and its missing figures named,
// a week saved, analysed, published (replacing the week's earlier one) and then expected by 留样, and who reads what:
// the school its canteens, the supervisors their reach read-only, another tenant nothing. The weeks are in 2031+,
// which nothing else reads.
import { describe, expect, inject, it } from 'vitest';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

const N = '/api/shian/nutrition';
const REVISE_BUTTONS = ['nutrition_food_revise', 'nutrition_standard_revise'];
type MenuNode = { path: string; children?: MenuNode[] };
const { canteen1: CANTEEN, canteen2a: OTHER_CANTEEN } = WORK_PERSONNEL_CANTEENS;

type Food = { code: string; name: string; edible: number | null; nutrients: Record<string, number | 'Tr' | null>; source: string; energyFlag: boolean };
type Dish = {
  id: string;
  name: string;
  energy: number;
  protein: number;
  missing: string[];
  version: number;
  ingredients: { foodCode: string; grams: number }[];
};
type Check = { nutrient: string; value: number; target: number | null; percent: number | null; light: string; missing: string[] };
type Analysis = {
  foodVersion: string;
  standardVersion: string;
  meals: number[];
  week: { checks: Check[] };
  evaluation: { score: number; grade: string; reasons: string[] };
};
type Recipe = {
  id: string;
  status: number;
  version: number;
  weekStart: string;
  analysis: Analysis;
  items: { day: number; meal: number; dishes: { id: string; name: string }[] }[];
};

const data = <T>(answer: { status: number; body: { code: number; msg: string; data: T } }): T => {
  expect(answer.body.code, answer.body.msg).toBe(200);
  return answer.body.data;
};

const targets = inject('targets');
for (const [index, target] of targets.entries()) {
  describe(`${target.name}: nutrition`, () => {
    const base = target.url;
    const stamp = `${Date.now().toString(36)}${index}`;
    // a Monday of its own per target: 2031-01-06 is one
    const monday = new Date(Date.UTC(2031, 0, 6 + 7 * (index * 10 + (Date.now() % 9)))).toISOString().slice(0, 10);
    const dish = (caller: Caller, name: string, ingredients: [string, number][]) =>
      caller.post<Dish>(`${N}/dish/save`, {
        name: `${name}${stamp}`,
        cookingMethod: '炒',
        ingredients: ingredients.map(([foodCode, grams]) => ({ foodCode, grams })),
      });

    it('refuses strangers: no token 401, a supplier and a bank 403', async () => {
      expect((await call(base, 'GET', `${N}/food/list`)).status).toBe(401);
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${N}/food/list`)).status).toBe(403);
      const bank = await signedIn(base, 'bank');
      for (const path of ['food/list', 'dish/list', 'recipe/list', 'standard/detail'])
        expect((await bank.get(`${N}/${path}`)).body.msg, path).toBe('无权查看营养数据');
    });

    it('answers the food table with its source and version; Tr kept as printed, an unmeasured figure null', async () => {
      const school = await signedIn(base, 'school');
      const page = data(await school.get<PageOf<Food> & { version: string; coverage: Record<string, number> }>(`${N}/food/list`, { size: '500' }));
      expect(page.total).toBeGreaterThanOrEqual(196);
      expect(page.version).toMatch(/^《中国食物成分表标准版（第6版）》 · 修订 \d+$/);
      expect(page.coverage.total).toBe(page.total);
      const rice = page.records.find((food) => food.code === '012101')!;
      expect(rice).toMatchObject({ name: '大米', edible: 100, source: '《中国食物成分表标准版（第6版）》 食物编码 012101' });
      expect(rice.nutrients.energy).toBe(345);
      const egg = data(await school.get<Food>(`${N}/food/detail`, { code: '111101x' }));
      expect(egg.nutrients.vitaminC).toBe('Tr');
      const oil = data(await school.get<Food>(`${N}/food/detail`, { code: '192004' }));
      expect(oil.nutrients.vitaminC).toBeNull();
      expect((await school.get(`${N}/food/detail`, { code: 'nope' })).body).toMatchObject({ code: 404, msg: '食物不存在' });
      // searching by name
      expect(data(await school.get<PageOf<Food>>(`${N}/food/list`, { keyword: '西兰花' })).records.map((food) => food.code)).toContain('045217');
    });

    it('grants the bureau 食材营养库 and 营养标准 with their revise buttons, not 食谱管理 or 菜品库; nobody else the buttons', async () => {
      const grants = async (caller: Caller) => {
        const paths = new Set<string>();
        const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (paths.add(node.path), walk(node.children ?? [])));
        walk((await caller.get<MenuNode[]>('/api/rabbit-system/menu/all-routes')).body.data);
        return { paths, buttons: JSON.stringify((await caller.get('/api/rabbit-system/menu/buttons')).body) };
      };
      const centre = await grants(await signedIn(base, 'centre'));
      expect([...centre.paths].filter((path) => path.startsWith('/yingyang/')).sort()).toEqual(['/yingyang/food/index', '/yingyang/standard/index']);
      for (const code of REVISE_BUTTONS) expect(centre.buttons, code).toContain(`"${code}"`);
      for (const account of ['school', 'canteen', 'jiwei', 'market']) {
        const other = await grants(await signedIn(base, account));
        for (const code of REVISE_BUTTONS) expect(other.buttons, `${account} ${code}`).not.toContain(`"${code}"`);
        expect(other.paths.has('/yingyang/food/index'), account).toBe(['school', 'canteen'].includes(account));
      }
    });

    it('lets the district alone revise the food table and the standard, each a new version', async () => {
      const school = await signedIn(base, 'school');
      expect((await school.post(`${N}/food/save`, { name: '本地豆皮', kind: 'soy', edible: 100, nutrients: {}, reason: '测试' })).body).toMatchObject({
        code: 403,
        msg: '只有区县可以修订食物成分和营养标准',
      });
      const centre = await signedIn(base, 'centre');
      const before = data(await centre.get<{ version: string }>(`${N}/food/list`)).version;
      const local = data(
        await centre.post<Food>(`${N}/food/save`, {
          name: `本地豆皮${stamp}`,
          kind: 'soy',
          edible: 100,
          nutrients: { energy: 400, protein: 40 },
          reason: '本地食材',
        }),
      );
      expect(local.code).toMatch(/^L\d{4}$/);
      expect(local.nutrients.calcium).toBeNull();
      const after = data(await centre.get<{ version: string }>(`${N}/food/list`)).version;
      expect(after).not.toBe(before);
      expect((await centre.post(`${N}/food/save`, { name: 'x', kind: 'soy', edible: 0, nutrients: {}, reason: 'r' })).body.msg).toBe('可食部应为 1~100');

      // the standard: WS/T 554's figures for 9–11-year-olds; another district's revision stays in its tenant
      const standard = data(
        await school.get<{ version: string; daily: Record<string, { male: Record<string, number | null>; female: Record<string, number | null> }> }>(
          `${N}/standard/detail`,
        ),
      );
      expect(standard.daily['9-11']!.male.energy).toBe(2100);
      expect(standard.daily['9-11']!.female.energy).toBe(1900);
      expect(standard.daily['6-8']!.male.protein).toBeNull();
      expect((await school.post(`${N}/standard/save`, { daily: standard.daily, reason: '测试' })).body.code).toBe(403);
      const other = await signedIn(base, 'centre2', '100002');
      const revised = data(await other.post<{ version: string; revision: number }>(`${N}/standard/save`, { daily: standard.daily, reason: '本区调整' }));
      expect(revised.version).toBe(`WS/T 554-2017 学生餐营养指南 · 修订 ${revised.revision}`);
      expect(data(await school.get<{ version: string }>(`${N}/standard/detail`)).version).toBe(standard.version);
    });

    it('has the demo canteens’ published weeks, last four and this one, for the bureau to evaluate', async () => {
      const centre = await signedIn(base, 'centre');
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - 35 * 86_400_000).toISOString().slice(0, 10);
      const weeks = data(
        await centre.get<PageOf<{ canteenName: string; evaluation: { reasons: string[] } }>>(`${N}/analysis/evaluations`, { from, to: today, size: '50' }),
      );
      expect(weeks.total).toBeGreaterThanOrEqual(10);
      expect(weeks.records.every((week) => week.evaluation.reasons.length > 0)).toBe(true);
    });

    it('keeps a dish in whole grams, names its missing figures and refuses a duplicate name', async () => {
      const canteen = await signedIn(base, 'canteen');
      expect((await dish(canteen, '半克菜', [['012101', 1.5]])).body.msg).toBe('用量应为整数克');
      expect((await dish(canteen, '无料菜', [])).body.msg).toBe('请添加食材');
      expect((await dish(canteen, '怪菜', [['NOPE', 10]])).body.msg).toBe('食材不存在：NOPE');
      const oily = data(
        await dish(canteen, '油菠菜', [
          ['045301', 100],
          ['192004', 10],
        ]),
      );
      // 24.92 + 89.9 = 114.82 → 115 kcal; the oil has no vitamin A or C in the book: named
      expect(oily.energy).toBe(115);
      expect(oily.missing).toEqual([`油菠菜${stamp} · 大豆油`]);
      expect((await dish(canteen, '油菠菜', [['045301', 100]])).body).toMatchObject({ code: 409, msg: '菜品名称已存在' });
      // the supervisors read dishes but keep none
      const jiwei = await signedIn(base, 'jiwei');
      expect((await dish(jiwei, '监督菜', [['012101', 100]])).body).toMatchObject({ code: 403, msg: '无权维护菜品和食谱' });
      expect(data(await jiwei.get<PageOf<Dish>>(`${N}/dish/list`, { keyword: `油菠菜${stamp}` })).total).toBe(1);
      expect(data(await (await signedIn(base, 'centre2', '100002')).get<PageOf<Dish>>(`${N}/dish/list`, { keyword: `油菠菜${stamp}` })).total).toBe(0);
    });

    it('saves a week, analyses it against the standard, publishes it (replacing the earlier one) and 留样 expects its dishes', async () => {
      const canteen = await signedIn(base, 'canteen');
      const rice = data(await dish(canteen, '米饭', [['012101', 100]]));
      const spinach = data(
        await dish(canteen, '菠菜炒蛋', [
          ['045301', 100],
          ['111101x', 50],
        ]),
      );
      const apple = data(await dish(canteen, '苹果', [['061101x', 100]]));
      const beef = data(await dish(canteen, '炖牛肉', [['082101x', 60]]));
      const milk = data(await dish(canteen, '牛奶', [['101101x', 200]]));
      const items = [
        { day: 0, meal: 2, dishIds: [rice.id, spinach.id, apple.id] },
        { day: 1, meal: 2, dishIds: [rice.id, beef.id, milk.id] },
      ];
      const body = { canteenId: CANTEEN, weekStart: monday, ageGroup: '9-11', items };
      expect((await canteen.post(`${N}/recipe/save`, { ...body, weekStart: '2031-01-07' })).body.msg).toBe('食谱的周起始日应为周一');
      expect((await canteen.post(`${N}/recipe/save`, { ...body, canteenId: OTHER_CANTEEN })).body.msg).toBe('请选择食堂');
      const draft = data(await canteen.post<Recipe>(`${N}/recipe/save`, body));
      expect(draft.status).toBe(0);
      // the hand's figures (tests/unit/nutrition-arithmetic.test.ts): an average served day of 523 kcal, 65% of lunch's 800
      const energy = draft.analysis.week.checks.find((check) => check.nutrient === 'energy')!;
      expect(energy).toMatchObject({ value: 523, target: 800, percent: 65, light: 'red' });
      expect(draft.analysis.evaluation.reasons).toContain('能量达标准的65%，供给不足');
      // the live analysis of an unsaved week answers the same
      expect(data(await canteen.post<Analysis>(`${N}/recipe/analyze`, { ageGroup: '9-11', items })).week.checks[0]).toEqual(energy);

      // supervisors do not see a draft, nor publish
      const centre = await signedIn(base, 'centre');
      expect(data(await centre.get<PageOf<Recipe>>(`${N}/recipe/list`, { weekStart: monday })).total).toBe(0);
      expect((await centre.post(`${N}/recipe/publish`, { id: draft.id, version: draft.version })).body.code).toBe(403);

      const published = data(await canteen.post<Recipe>(`${N}/recipe/publish`, { id: draft.id, version: draft.version }));
      expect(published.status).toBe(1);
      expect((await canteen.post(`${N}/recipe/save`, { ...body, id: published.id, version: published.version })).body.msg).toBe('已发布的食谱不能修改');
      // a second week published for the same canteen-week replaces the first
      const second = data(await canteen.post<Recipe>(`${N}/recipe/save`, { ...body, items: [{ day: 0, meal: 2, dishIds: [rice.id, beef.id] }] }));
      data(await canteen.post<Recipe>(`${N}/recipe/publish`, { id: second.id, version: second.version }));
      const week = data(await centre.get<PageOf<Recipe>>(`${N}/recipe/list`, { weekStart: monday }));
      expect(week.records.map((recipe) => [recipe.id, recipe.status]).sort()).toEqual(
        [
          [draft.id, 2],
          [second.id, 1],
        ].sort(),
      );

      // 留样 on that Monday expects the published week's dishes
      const today = data(await canteen.get<{ ledgers: { code: string; owed: number; missing: string[] }[] }>('/api/rabbit-ledger/today', { day: monday }));
      const sample = today.ledgers.find((ledger) => ledger.code === 'sample')!;
      expect(sample.missing.sort()).toEqual([`午餐 · 米饭${stamp}`, `午餐 · 炖牛肉${stamp}`].sort());

      // the evaluation and the month's report, for the centre (its reach) and the school; nothing for another tenant
      const evaluations = data(
        await centre.get<PageOf<{ id: string; evaluation: { score: number } }>>(`${N}/analysis/evaluations`, { from: monday, to: monday, size: '50' }),
      );
      expect(evaluations.records.map((row) => row.id)).toEqual([second.id]);
      const report = data(
        await centre.get<{ weeks: number; rows: { weekStart: string; score: number }[]; versions: string[] }>(`${N}/analysis/report`, {
          month: monday.slice(0, 7),
        }),
      );
      expect(report.rows.filter((row) => row.weekStart === monday)).toHaveLength(1);
      expect(report.versions.some((version) => version.startsWith('WS/T 554-2017'))).toBe(true);
      const xlsx = await call(base, 'GET', `${N}/analysis/report/export`, { token: centre.token, query: { month: monday.slice(0, 7) } });
      expect(xlsx.status).toBe(200);
      const intake = data(await centre.get<{ schoolId: string; days: number; checks: Check[] }[]>(`${N}/analysis/intake`, { from: monday, to: monday }));
      expect(intake.find((row) => row.days === 1)?.checks.find((check) => check.nutrient === 'energy')?.value).toBeGreaterThan(0);
      const other = await signedIn(base, 'centre2', '100002');
      expect(data(await other.get<PageOf<unknown>>(`${N}/analysis/evaluations`, { from: monday, to: monday })).total).toBe(0);
      expect((await centre.get(`${N}/analysis/report`, { month: '2031-13' })).body.msg).toBe('月份格式应为 YYYY-MM');
    });
  });
}
