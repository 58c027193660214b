// The six statistics endpoints against the deterministic seed: figures checked with SQL written here
// (on the PostgreSQL target's database; the seed is the same on both engines), internal consistency
// (panels add up to the key figures), and scope (a school sees itself, another district nothing). 食材溯源, 大米价格
// and 冷冻食材占比 read the supply chain, seeded for the year up to the day the data folder was made: they are read for
// their default month (the latest with records) and checked against the chain's tables (supply-walls.test.ts moves them).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, isSchoolDay, monthStart } from '../../server/seed/school-calendar.ts';
import { call, tokens } from './client.ts';

type Stats = {
  scope: { name: string; schools: number; canteens: number; schoolList: { id: string; name: string }[] };
  month: string;
  dataTime: string;
  kpis: Record<string, number | null>;
  panels: Record<string, { categories?: string[]; series?: { key: string; values: (number | null)[] }[]; items?: { name: string; value: number }[] }>;
  latest: Record<string, unknown>[];
};

const SCREENS: Record<string, { kpis: string[]; panels: string[] }> = {
  kitchen: {
    kpis: ['camerasTotal', 'camerasOnline', 'onlineRate', 'alertsMonth', 'handledRate', 'ledgersToday', 'lateMeals', 'unfitChecks'],
    panels: ['byType', 'trend', 'ranking', 'online', 'cameras', 'ledgers'],
  },
  trace: {
    kpis: ['batchesMonth', 'traceableRate', 'passRate', 'suppliers', 'weightMonth'],
    panels: ['category', 'trend', 'flow', 'supplierRanking', 'inspection'],
  },
  rice: { kpis: ['avgPrice', 'cap', 'overCapBatches', 'overCapShare', 'riceWeight'], panels: ['trend', 'distribution', 'ranking', 'suppliers'] },
  frozen: { kpis: ['frozenShare', 'threshold', 'canteensOver', 'frozenWeight', 'totalWeight'], panels: ['gauge', 'perCanteen', 'trend', 'categories'] },
  cost: { kpis: ['costPerMeal', 'foodRatio', 'requiredRatio', 'completeness', 'canteensBelow'], panels: ['trend', 'ranking', 'completeness', 'perCanteen'] },
  meal: { kpis: ['recordsMonth', 'coverage', 'schoolsCovered', 'avgRating'], panels: ['byRole', 'trend', 'ranking', 'ratings'] },
};
/**
 * The month read: the latest before this one (in Beijing) with school days — the seed's records run up to the day the
 * data folder was made, and this month's kitchen alerts grow as the camera-event simulator follows the clock.
 */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const MONTH = (() => {
  let day = addDays(monthStart(TODAY), -1);
  while (!isSchoolDay(day)) day = addDays(day, -1);
  return day.slice(0, 7);
})();
const NEXT_MONTH = monthStart(`${MONTH}-01`, 1).slice(0, 7);
const IN_MONTH = (column: string) => `${column} >= '${MONTH}-01 00:00+08' AND ${column} < '${NEXT_MONTH}-01 00:00+08'`;
/** The screens over the supply chain: asked for their default month. */
const CHAIN = new Set(['trace', 'rice', 'frozen']);
const monthOf = (screen: string): Record<string, string> => (CHAIN.has(screen) ? {} : { month: MONTH });
/** Lines of district 100001 received (or delivered, waiting for their inspection) in `month`, by plain SQL over the chain's tables. */
const chainLines = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return `FROM supply_order_line l JOIN supply_order o ON o.id = l.order_id JOIN school_goods g ON g.code = l.goods_code
          LEFT JOIN supply_acceptance a ON a.line_id = l.id LEFT JOIN supply_delivery d ON d.order_id = o.id AND d.arrive_time IS NOT NULL
         WHERE o.tenant_id = '100001' AND (a.id IS NOT NULL OR (d.id IS NOT NULL AND l.confirmed_qty > 0))
           AND COALESCE(d.arrive_time, a.create_time) >= '${month}-01 00:00+08' AND COALESCE(d.arrive_time, a.create_time) < '${next}-01 00:00+08'`;
};
const sum = (values: (number | null)[] | undefined) => (values ?? []).reduce<number>((total, value) => total + (value ?? 0), 0);
const pct = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;

const targets = inject('targets');
const databaseUrl = targets.find((target) => target.databaseUrl)?.databaseUrl;

/** Figures of district 100001 for MONTH, by plain SQL over the seeded rows. */
/** The month's 消费 not reversed of the canteens of 100001 that have not confirmed MONTH: canteen, paid (fen). */
const OPEN_MEALS = `
  SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen, -t.amount AS paid
    FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
    LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
   WHERE t.tenant_id = '100001' AND t.type = 'CONSUME' AND ${IN_MONTH('t.create_time')}
     AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)
     AND COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) NOT IN (SELECT canteen_id FROM canteen_cost WHERE month = DATE '${MONTH}-01')`;

let expected: Record<string, number> = {};
let db: pg.Client | undefined;

beforeAll(async () => {
  if (!databaseUrl) return;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const one = async (sql: string) => Number(Object.values((await db!.query(sql)).rows[0] as object)[0] ?? 0);
  expected = {
    camerasTotal: await one(`SELECT count(*) FROM kitchen_camera WHERE tenant_id = '100001'`),
    camerasOnline: await one(`SELECT count(*) FROM kitchen_camera WHERE tenant_id = '100001' AND online`),
    alerts: await one(`SELECT count(*) FROM kitchen_alert WHERE tenant_id = '100001' AND ${IN_MONTH('detected_at')}`),
    noMask: await one(`SELECT count(*) FROM kitchen_alert WHERE tenant_id = '100001' AND violation_type = 'no_mask' AND ${IN_MONTH('detected_at')}`),
    // the confirmed months, and the computed figures of the canteens that served meals without confirming the month
    cost:
      (await one(`SELECT sum(ingredient_cost) FROM canteen_cost WHERE tenant_id = '100001' AND month = DATE '${MONTH}-01'`)) +
      (await one(
        `SELECT sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END)
           FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id
          WHERE ${IN_MONTH('a.create_time')} AND a.canteen_id IN (SELECT canteen FROM (${OPEN_MEALS}) m)`,
      )),
    revenue:
      (await one(`SELECT sum(meal_fee_revenue) FROM canteen_cost WHERE tenant_id = '100001' AND month = DATE '${MONTH}-01'`)) +
      (await one(`SELECT sum(paid) FROM (${OPEN_MEALS}) m`)),
    entered: await one(`SELECT count(*) FROM canteen_cost WHERE tenant_id = '100001' AND month = DATE '${MONTH}-01'`),
    canteens: await one(`SELECT count(*) FROM dept WHERE tenant_id = '100001' AND dept_category = 3 AND is_deleted = 0`),
    schools: await one(`SELECT count(*) FROM dept WHERE tenant_id = '100001' AND dept_category = 2 AND is_deleted = 0`),
    meals: await one(
      `SELECT count(*) FROM accompanied_meal WHERE tenant_id = '100001' AND state = 1 AND record_date >= DATE '${MONTH}-01' AND record_date < DATE '${NEXT_MONTH}-01'`,
    ),
    mealsPrincipal: await one(
      `SELECT count(*) FROM accompanied_meal WHERE tenant_id = '100001' AND state = 1 AND companion_role = 'principal' AND record_date >= DATE '${MONTH}-01' AND record_date < DATE '${NEXT_MONTH}-01'`,
    ),
  };
});

afterAll(async () => {
  await db?.end();
});

for (const target of targets) {
  describe(`${target.name}: special statistics`, () => {
    const base = target.url;
    const get = async (token: string, screen: string, query: Record<string, string> = {}) =>
      call<{ code: number; msg: string; data: Stats }>(base, 'GET', `/api/shian/statistics/${screen}`, { token, query });

    it('answers every screen with its key figures and well-formed panels', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      for (const [screen, shape] of Object.entries(SCREENS)) {
        const { status, body } = await get(access, screen, monthOf(screen));
        expect(status, screen).toBe(200);
        const stats = body.data;
        expect(stats.month).toBe(monthOf(screen).month ?? stats.month);
        expect(stats.month).toMatch(/^\d{4}-\d\d$/);
        expect(stats.dataTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect(stats.scope).toMatchObject({ name: '东湖区教育局', schools: 30 });
        expect(stats.scope.schoolList).toHaveLength(30);
        expect(Object.keys(stats.kpis).sort(), screen).toEqual([...shape.kpis].sort());
        for (const key of shape.panels) {
          const panel = stats.panels[key];
          expect(panel, `${screen}.${key}`).toBeDefined();
          for (const series of panel?.series ?? []) expect(series.values.length, `${screen}.${key}.${series.key}`).toBe(panel!.categories!.length);
        }
        expect(stats.latest.length, screen).toBeGreaterThan(0);
        expect(stats.latest.length).toBeLessThanOrEqual(30);
      }
    });

    it('adds up: panels agree with the key figures', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const kitchen = (await get(access, 'kitchen', { month: MONTH })).body.data;
      expect(kitchen.panels.byType!.items!.map((item) => item.name)).toEqual(['no_hat', 'no_mask', 'smoking', 'phone', 'rodent', 'uniform']);
      expect(sum(kitchen.panels.byType!.items!.map((item) => item.value))).toBe(kitchen.kpis.alertsMonth);
      expect(sum(kitchen.panels.trend!.series![0]!.values)).toBe(kitchen.kpis.alertsMonth);
      expect(kitchen.panels.online!.categories).toHaveLength(12);
      expect(kitchen.panels.online!.series![0]!.values.at(-1)).toBe(kitchen.kpis.alertsMonth);
      const trace = (await get(access, 'trace')).body.data;
      expect(sum(trace.panels.inspection!.items!.map((item) => item.value))).toBe(trace.kpis.batchesMonth);
      expect(trace.panels.trend!.series![0]!.values.at(-1)).toBe(trace.kpis.batchesMonth);
      const frozen = (await get(access, 'frozen')).body.data;
      expect(frozen.kpis.frozenShare).toBe(pct(frozen.kpis.frozenWeight!, frozen.kpis.totalWeight!));
      expect(frozen.latest.every((row) => (row.share as number) > frozen.kpis.threshold!)).toBe(true);
      expect(frozen.latest).toHaveLength(frozen.kpis.canteensOver!);
      const meal = (await get(access, 'meal', { month: MONTH })).body.data;
      expect(sum(meal.panels.byRole!.items!.map((item) => item.value))).toBe(meal.kpis.recordsMonth);
      expect(sum(meal.panels.ratings!.items!.map((item) => item.value))).toBe(meal.kpis.recordsMonth);
    });

    it.runIf(databaseUrl)('matches figures computed with independent SQL over the seed', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const [kitchen, trace, rice, frozen, cost, meal] = await Promise.all(
        Object.keys(SCREENS).map(async (screen) => (await get(access, screen, monthOf(screen))).body.data),
      );
      const one = async (sql: string) => Number(Object.values((await db!.query(sql)).rows[0] as object)[0] ?? 0);
      const lines = chainLines(trace!.month);
      const chain = {
        batches: await one(`SELECT count(*) ${lines}`),
        failed: await one(`SELECT count(*) ${lines} AND a.decision IN (2, 3)`),
        suppliers: await one(`SELECT count(DISTINCT o.supplier_id) ${lines}`),
        frozenKg: await one(`SELECT sum(a.accepted_qty) / 1000.0 ${chainLines(frozen!.month)} AND g.storage_class = 3`),
        totalKg: await one(`SELECT sum(a.accepted_qty) / 1000.0 ${chainLines(frozen!.month)} AND a.accepted_qty > 0`),
        overCap: await one(
          `SELECT count(*) ${chainLines(rice!.month)} AND l.goods_code = 'G0101' AND a.accepted_qty > 0
              AND l.unit_price > 100 * (SELECT cap FROM rice_price_cap c WHERE c.tenant_id = o.tenant_id AND c.month = DATE '${rice!.month}-01')`,
        ),
      };
      expect(chain.batches).toBeGreaterThan(0);
      expect(kitchen!.kpis).toMatchObject({ camerasTotal: expected.camerasTotal, camerasOnline: expected.camerasOnline, alertsMonth: expected.alerts });
      expect(kitchen!.kpis.onlineRate).toBe(pct(expected.camerasOnline!, expected.camerasTotal!));
      expect(kitchen!.panels.byType!.items!.find((item) => item.name === 'no_mask')!.value).toBe(expected.noMask);
      expect(trace!.kpis).toMatchObject({ batchesMonth: chain.batches, suppliers: chain.suppliers });
      expect(trace!.panels.inspection!.items!.find((item) => item.name === 'failed')!.value).toBe(chain.failed);
      expect(rice!.kpis.overCapBatches).toBe(chain.overCap);
      expect(frozen!.kpis.frozenShare).toBe(pct(chain.frozenKg, chain.totalKg));
      expect(cost!.kpis.foodRatio).toBe(pct(expected.cost!, expected.revenue!));
      expect(cost!.kpis.completeness).toBe(pct(expected.entered!, expected.canteens!));
      expect(cost!.scope).toMatchObject({ schools: expected.schools, canteens: expected.canteens });
      expect(meal!.kpis.recordsMonth).toBe(expected.meals);
      expect(meal!.panels.byRole!.items!.find((item) => item.name === 'principal')!.value).toBe(expected.mealsPrincipal);
    });

    it('scopes the figures: a school sees itself, a canteen itself, another district nothing of this one', async () => {
      const centre = await tokens(base, { tenantId: '100001', username: 'centre' });
      const school = await tokens(base, { tenantId: '100001', username: 'school' });
      const canteen = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const other = await tokens(base, { tenantId: '100002', username: 'centre2' });
      const bureau = (await get(centre.access, 'kitchen', { month: MONTH })).body.data;
      const own = (await get(school.access, 'kitchen', { month: MONTH })).body.data;
      expect(own.scope).toEqual({
        name: '东湖区第一小学',
        schools: 1,
        canteens: 1,
        schoolList: [{ id: expect.stringMatching(/^\d+$/), name: '东湖区第一小学' }],
      });
      expect(own.latest.every((row) => row.canteen === '第一小学学生食堂')).toBe(true);
      expect(own.panels.ranking!.items!.map((item) => item.name)).toEqual(['第一小学学生食堂']);
      expect(own.kpis.alertsMonth!).toBeLessThan(bureau.kpis.alertsMonth!);
      const kitchenOfCanteen = (await get(canteen.access, 'kitchen', { month: MONTH })).body.data;
      expect(kitchenOfCanteen.scope).toMatchObject({ name: '第一小学学生食堂', schools: 1, canteens: 1 });
      expect(kitchenOfCanteen.kpis.alertsMonth).toBe(own.kpis.alertsMonth);

      const elsewhere = (await get(other.access, 'trace')).body.data;
      expect(elsewhere.scope).toMatchObject({ name: '西山区教育局', schools: 3 });
      // by the line's id: canteens of two districts may share a name (实验小学食堂)
      const ours = new Set((await get(centre.access, 'trace')).body.data.latest.map((row) => row.id));
      expect(elsewhere.latest.length).toBeGreaterThan(0);
      expect(elsewhere.latest.filter((row) => ours.has(row.id))).toEqual([]);
      // one school of district 100001: its figures for the authority, nothing for district 100002
      const profile = (await call<{ data: { deptId: string } }>(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token: school.access })).body.data;
      expect(profile.deptId).toMatch(/^\d+$/);
      expect((await get(other.access, 'kitchen', { schoolId: profile.deptId })).body).toMatchObject({ code: 403, msg: '无权查看该学校' });
      expect((await get(school.access, 'kitchen', { schoolId: '1' })).body).toMatchObject({ code: 403, msg: '无权查看该学校' });
      expect((await get(centre.access, 'kitchen', { schoolId: profile.deptId, month: MONTH })).body.data).toMatchObject({
        scope: { name: '东湖区第一小学', schools: 1 },
        kpis: { alertsMonth: own.kpis.alertsMonth },
      });
      expect((await get(centre.access, 'kitchen', { schoolId: profile.deptId })).body.data.scope.schoolList).toHaveLength(30);
    });

    it('refuses suppliers, anonymous callers, bad or future months and unknown screens, each with its message', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const supplier = await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true });
      expect((await get(supplier.access, 'kitchen')).body).toMatchObject({ code: 403, msg: '无权查看专项统计' });
      expect((await call(base, 'GET', '/api/shian/statistics/kitchen')).status).toBe(401);
      expect((await get(access, 'kitchen', { month: '2026-13' })).body).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
      expect((await get(access, 'kitchen', { month: 'november' })).body).toMatchObject({ code: 400, msg: '月份格式应为 YYYY-MM' });
      expect((await get(access, 'kitchen', { month: '2999-01' })).body).toMatchObject({ code: 400, msg: '不能查询未来月份' });
      expect((await get(access, 'weather')).body).toMatchObject({ code: 404, msg: '未知的统计页面' });
    });

    it('documents the statistics, layout and cost-entry endpoints in the OpenAPI description', async () => {
      const { body } = await call<{ paths: Record<string, unknown> }>(base, 'GET', '/api/openapi.json', { basic: null });
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining([
          '/api/shian/statistics/{screen}',
          '/api/shian/bigscreen/layout/{screen}',
          '/api/shian/canteen-cost/submit',
          '/api/shian/canteen-cost/list',
          '/api/shian/canteen-cost/history',
        ]),
      );
    });

    it('takes the month asked for, and by default the latest month with records', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const latest = (await get(access, 'meal')).body.data;
      // the records stop the day before the seed day: the latest month with one is the last school day's before today
      let last = addDays(TODAY, -1);
      while (!isSchoolDay(last)) last = addDays(last, -1);
      expect(latest.month).toBe(last.slice(0, 7));
      const earlier = (await get(access, 'meal', { month: MONTH })).body.data;
      expect(earlier.month).toBe(MONTH);
      if (latest.month !== MONTH) expect(earlier.kpis.recordsMonth).not.toBe(latest.kpis.recordsMonth);
      expect(earlier.panels.trend!.categories!.at(-1)).toBe(MONTH);
      expect(earlier.latest.every((row) => String(row.date).startsWith(MONTH))).toBe(true);
      // summer break: no school days, no records, no coverage to report (the last August of the records' year)
      const augustOf = Number(TODAY.slice(5, 7)) > 8 ? Number(TODAY.slice(0, 4)) : Number(TODAY.slice(0, 4)) - 1;
      const august = (await get(access, 'meal', { month: `${augustOf}-08` })).body.data;
      expect(august.kpis).toMatchObject({ recordsMonth: 0, coverage: null });
    });
  });
}
