// 食堂供餐 (/api/rabbit-meals, docs/product-rules.md#canteen-supply): meals served and diners computed from the
// consumptions that exist — meals this file pays through the wallet and reverses through 撤销消费, and (on PostgreSQL)
// last month's figures against the month counts of migration 037 by plain SQL — in the caller's reach only; the
// complaint column says there is no complaint data; bad dates refused with their Chinese messages. Both engines.
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller } from './support/session.ts';

const M = '/api/rabbit-meals';
type ByMeal = { breakfast: number; lunch: number; dinner: number; supper: number; total: number };
type Period = { meals: ByMeal; diners: number };
type Named = { canteenId: string; canteenName: string; schoolName: string };
type Overview = {
  today: string;
  periods: Record<'today' | 'week' | 'month', Period>;
  trend: { day: string; meals: number; diners: number }[];
  canteens: (Named & { todayMeals: number; monthMeals: number; monthDiners: number })[];
};
type DinerRow = Named & { period: string; diners: number; teachers: number; students: number; staff: number };
type MealRow = Named & { day: string; meals: ByMeal };
type RankRow = Named & { rank: number; meals: number; diners: number; servedDays: number; complaintFreeDays: number | null; complaintRank: number | null };
type Ranking = { first: string; last: string; complaintData: boolean; rows: RankRow[] };

const plus = (a: ByMeal, b: Partial<ByMeal>): ByMeal => ({
  breakfast: a.breakfast + (b.breakfast ?? 0),
  lunch: a.lunch + (b.lunch ?? 0),
  dinner: a.dinner + (b.dinner ?? 0),
  supper: a.supper + (b.supper ?? 0),
  total: a.total + (b.total ?? 0),
});
const none: ByMeal = { breakfast: 0, lunch: 0, dinner: 0, supper: 0, total: 0 };

for (const target of inject('targets')) {
  describe(`${target.name}: 食堂供餐 computed from the consumptions`, () => {
    const base = target.url;
    const overview = async (caller: Caller) => (await caller.get<Overview>(`${M}/overview`)).body.data;
    const diners = async (caller: Caller, query: Record<string, string>) => (await caller.get<{ rows: DinerRow[] }>(`${M}/diners`, query)).body;
    const meals = async (caller: Caller, query: Record<string, string>) => (await caller.get<{ rows: MealRow[] }>(`${M}/meals`, query)).body;
    const ranking = async (caller: Caller, query: Record<string, string>) => (await caller.get<Ranking>(`${M}/ranking`, query)).body;
    const accountAt = async (role: 'school' | 'canteen', deptId: string) => {
      const account = uniqueAccount('gc');
      const answer = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '供餐统计测试', sex: 1, deptId, roleId: roleId(1, role) });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
    };

    it('counts the meals paid today by 餐别 and their diner, a reversed meal not at all, in every screen', async () => {
      const school = await signedIn(base, 'school');
      const canteen = await signedIn(base, 'canteen');
      const mine = await overview(canteen);
      expect(mine.canteens).toHaveLength(1);
      const canteenId = mine.canteens[0]!.canteenId;
      const today = mine.today;
      const day = { canteenId, startDate: today, endDate: today };
      const before = {
        school: await overview(school),
        diners: (await diners(school, day)).data.rows[0],
        meals: (await meals(school, day)).data.rows[0],
        ranking: (await ranking(school, day)).data.rows.find((row) => row.canteenId === canteenId)!,
      };
      expect(before.school.canteens.map((row) => row.canteenId)).toContain(canteenId);

      // a student of the canteen eats breakfast, lunch twice (the second reversed) and a supper
      const diner = (
        await school.post<{ id: string }>('/api/rabbit-personnel/personnel/submit', {
          personnelNo: uniqueAccount('GC'),
          name: '供餐测试',
          type: 2,
          className: '一年级1班',
          canteenId,
        })
      ).body;
      expect(diner.code, JSON.stringify(diner)).toBe(200);
      const personnelId = diner.data.id;
      expect((await school.post('/api/rabbit-consume/recharge/submit', { personnelId, amount: 10_000, requestId: uniqueAccount('r') })).body.code).toBe(200);
      const pay = async (dinnerType: number) =>
        (await school.post<{ id: string }>('/api/test/wallet', { personnelId, type: 'CONSUME', amount: 500, dinnerType, requestId: uniqueAccount('m') })).body
          .data.id;
      await pay(1);
      await pay(2);
      const reversed = await pay(2);
      await pay(4);
      expect((await school.post('/api/rabbit-consume/detail/reverse', { txnId: reversed, requestId: uniqueAccount('v') })).body.code).toBe(200);

      const added = { breakfast: 1, lunch: 1, supper: 1, total: 3 };
      const after = await overview(school);
      for (const period of ['today', 'week', 'month'] as const) {
        expect(after.periods[period]).toEqual({ meals: plus(before.school.periods[period].meals, added), diners: before.school.periods[period].diners + 1 });
      }
      expect(after.trend).toHaveLength(30);
      expect(after.trend.at(-1)).toEqual({ day: today, meals: before.school.trend.at(-1)!.meals + 3, diners: before.school.trend.at(-1)!.diners + 1 });
      const row = (view: Overview) => view.canteens.find((canteen) => canteen.canteenId === canteenId)!;
      expect(row(after)).toMatchObject({ todayMeals: row(before.school).todayMeals + 3, monthMeals: row(before.school).monthMeals + 3 });
      expect(row(after).monthDiners).toBe(row(before.school).monthDiners + 1);

      const dinerRow = (await diners(school, day)).data.rows;
      expect(dinerRow).toHaveLength(1);
      expect(dinerRow[0]).toMatchObject({
        canteenId,
        period: today,
        diners: (before.diners?.diners ?? 0) + 1,
        students: (before.diners?.students ?? 0) + 1,
        teachers: before.diners?.teachers ?? 0,
      });
      const month = (await diners(school, { ...day, by: 'month' })).data.rows;
      expect(month.map((entry) => entry.period)).toEqual([today.slice(0, 7)]);

      const mealRows = (await meals(school, day)).data.rows;
      expect(mealRows).toHaveLength(1);
      expect(mealRows[0]).toMatchObject({ canteenId, day: today, meals: plus(before.meals?.meals ?? none, added) });

      const ranked = (await ranking(school, day)).data;
      expect(ranked.complaintData).toBe(false);
      const mineRanked = ranked.rows.find((entry) => entry.canteenId === canteenId)!;
      expect(mineRanked).toMatchObject({ meals: before.ranking.meals + 3, complaintFreeDays: null, complaintRank: null });
      expect(mineRanked.servedDays).toBe(1);
      // ranked by meals, ties sharing their rank
      ranked.rows.forEach((entry, index) => {
        expect(entry.rank).toBe(1 + ranked.rows.filter((other) => other.meals > entry.meals).length);
        if (index) expect(entry.meals).toBeLessThanOrEqual(ranked.rows[index - 1]!.meals);
      });
    });

    it('shows each caller only the canteens in its reach, and refuses those with none', async () => {
      const canteenId = (await overview(await signedIn(base, 'canteen'))).canteens[0]!.canteenId;
      const ids = async (caller: Caller) => (await overview(caller)).canteens.map((row) => row.canteenId);
      // the bank and the bureau read the district's canteens; the school its own
      for (const name of ['bank', 'centre', 'school', 'market']) expect(await ids(await signedIn(base, name))).toContain(canteenId);
      // another school of the district, another district: not this canteen, and nothing of it when named
      const neighbour = await accountAt('school', WORK_PERSONNEL_CANTEENS.school2);
      const theirs = await ids(neighbour);
      expect(theirs).not.toContain(canteenId);
      expect(theirs).toContain(WORK_PERSONNEL_CANTEENS.canteen2a);
      const named = { canteenId, startDate: '2026-01-01', endDate: '2026-12-31' };
      expect((await meals(neighbour, named)).data.rows).toEqual([]);
      expect((await diners(neighbour, named)).data.rows).toEqual([]);
      expect((await ranking(neighbour, named)).data.rows).toEqual([]);
      const west = await signedIn(base, 'centre2', '100002');
      expect(await ids(west)).not.toContain(canteenId);
      expect((await meals(west, named)).data.rows).toEqual([]);
      // no reach: refused
      for (const caller of [await signedIn(base, 'approver'), await signedIn(base, 'supplier', '100001', { supplier: true })]) {
        for (const path of ['overview', 'diners', 'meals', 'ranking']) {
          expect((await caller.get(`${M}/${path}`)).body).toMatchObject({ code: 403, msg: '无权查看食堂供餐数据' });
        }
      }
    });

    it('refuses bad dates and groupings with their messages', async () => {
      const school = await signedIn(base, 'school');
      for (const path of ['diners', 'meals', 'ranking']) {
        expect((await school.get(`${M}/${path}`, { startDate: '2026-02-30' })).body).toMatchObject({ code: 400, msg: '开始日期格式应为 YYYY-MM-DD' });
        expect((await school.get(`${M}/${path}`, { endDate: '2026/01/01' })).body).toMatchObject({ code: 400, msg: '结束日期格式应为 YYYY-MM-DD' });
        expect((await school.get(`${M}/${path}`, { startDate: '2026-03-02', endDate: '2026-03-01' })).body).toMatchObject({
          code: 400,
          msg: '结束日期不能早于开始日期',
        });
        expect((await school.get(`${M}/${path}`, { startDate: '2025-01-01', endDate: '2026-01-02' })).body).toMatchObject({
          code: 400,
          msg: '查询时间范围不能超过 366 天',
        });
        expect((await school.get(`${M}/${path}`, { canteenId: 'abc' })).body).toMatchObject({ code: 400, msg: '食堂不正确' });
      }
      expect((await school.get(`${M}/diners`, { by: 'week' })).body).toMatchObject({ code: 400, msg: '统计方式不正确' });
      // a range of a year is read
      expect((await school.get(`${M}/meals`, { startDate: '2025-01-01', endDate: '2025-12-31' })).body.code).toBe(200);
    });

    it.runIf(target.databaseUrl)('matches last month’s meals and diners per canteen counted by plain SQL', async () => {
      const db = new pg.Client({ connectionString: target.databaseUrl });
      await db.connect();
      onTestFinished(() => db.end());
      const bank = await signedIn(base, 'bank');
      const today = (await overview(bank)).today;
      const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 10);
      const last = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10);
      const { rows } = await db.query<{ canteen: string; meals: number; diners: number }>(
        `SELECT m.canteen_id::text AS canteen, sum(m.meals)::int AS meals, count(*) FILTER (WHERE m.meals > 0)::int AS diners
           FROM canteen_month_diner m JOIN dept c ON c.id = m.canteen_id
          WHERE c.tenant_id = '100001' AND m.month = $1::date GROUP BY 1`,
        [first],
      );
      expect(rows.some((row) => row.meals > 0)).toBe(true);
      const ranked = (await ranking(bank, { startDate: first, endDate: last })).data.rows;
      const monthly = (await diners(bank, { startDate: first, endDate: last, by: 'month' })).data.rows;
      for (const row of rows) {
        expect(ranked.find((entry) => entry.canteenId === row.canteen)?.meals ?? 0, row.canteen).toBe(row.meals);
        expect(monthly.find((entry) => entry.canteenId === row.canteen)?.diners ?? 0, row.canteen).toBe(row.diners);
      }
      expect(ranked.reduce((sum, entry) => sum + entry.meals, 0)).toBe(rows.reduce((sum, row) => sum + row.meals, 0));
    });
  });
}
