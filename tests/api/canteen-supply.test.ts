// 食堂供餐 (/api/rabbit-meals, docs/product-rules.md#canteen-supply): meals served and diners computed from the
// consumptions that exist — meals this file pays through the wallet and reverses through 撤销消费, and (on PostgreSQL)
// last month's figures against the wallet rows themselves by plain SQL (the screens read counts kept ahead, migration
// 049) — paged, in the caller's reach only; the
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
    type Paged<T> = { records: T[]; total: number; current: number; size: number };
    type Diners = { series: Omit<DinerRow, keyof Named>[]; page: Paged<DinerRow> };
    type Meals = { days: { day: string; meals: ByMeal }[]; page: Paged<MealRow> };
    const diners = async (caller: Caller, query: Record<string, string>) => (await caller.get<Diners>(`${M}/diners`, query)).body;
    const meals = async (caller: Caller, query: Record<string, string>) => (await caller.get<Meals>(`${M}/meals`, query)).body;
    const ranking = async (caller: Caller, query: Record<string, string>) => (await caller.get<Ranking>(`${M}/ranking`, query)).body;
    // the day before today by the database's clock, which no test moves (the app clock runs its offset ahead of it): the
    // meals other files pay meanwhile — today, or later on a moved app clock — fall after it
    const yesterday = async (caller: Caller) => {
      const { now, offsetSeconds } = (await caller.get<{ now: number; offsetSeconds: number }>('/api/shian/clock')).body.data;
      return new Date(now - offsetSeconds * 1000 + (8 - 24) * 3_600_000).toISOString().slice(0, 10);
    };
    const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
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
        diners: (await diners(school, day)).data.page.records[0],
        meals: (await meals(school, day)).data.page.records[0],
        ranking: (await ranking(school, day)).data.rows.find((row) => row.canteenId === canteenId)!,
      };
      expect(before.school.canteens.map((row) => row.canteenId)).toContain(canteenId);

      // a student of the canteen eats breakfast, lunch twice (the second reversed) and a supper; another eats a lunch
      // that is reversed, and is no diner of the day
      const enrol = async () =>
        (
          await school.post<{ id: string }>('/api/rabbit-personnel/personnel/submit', {
            personnelNo: uniqueAccount('GC'),
            name: '供餐测试',
            type: 2,
            className: '一年级1班',
            canteenId,
          })
        ).body;
      const [diner, unfed] = [await enrol(), await enrol()];
      for (const person of [diner, unfed]) {
        expect(person.code, JSON.stringify(person)).toBe(200);
        const recharge = { personnelId: person.data.id, amount: 10_000, requestId: uniqueAccount('r') };
        expect((await school.post('/api/rabbit-consume/recharge/submit', recharge)).body.code).toBe(200);
      }
      const pay = async (personnelId: string, dinnerType: number) =>
        (await school.post<{ id: string }>('/api/test/wallet', { personnelId, type: 'CONSUME', amount: 500, dinnerType, requestId: uniqueAccount('m') })).body
          .data.id;
      const reverse = async (txnId: string) =>
        expect((await school.post('/api/rabbit-consume/detail/reverse', { txnId, requestId: uniqueAccount('v') })).body.code).toBe(200);
      await pay(diner.data.id, 1);
      await pay(diner.data.id, 2);
      await reverse(await pay(diner.data.id, 2));
      await pay(diner.data.id, 4);
      await reverse(await pay(unfed.data.id, 2));

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

      const dinerRow = (await diners(school, day)).data.page.records;
      expect(dinerRow).toHaveLength(1);
      expect(dinerRow[0]).toMatchObject({
        canteenId,
        period: today,
        diners: (before.diners?.diners ?? 0) + 1,
        students: (before.diners?.students ?? 0) + 1,
        teachers: before.diners?.teachers ?? 0,
      });
      const month = (await diners(school, { ...day, by: 'month' })).data.page.records;
      expect(month.map((entry) => entry.period)).toEqual([today.slice(0, 7)]);

      const mealRows = (await meals(school, day)).data;
      expect(mealRows.page.records).toHaveLength(1);
      expect(mealRows.page.records[0]).toMatchObject({ canteenId, day: today, meals: plus(before.meals?.meals ?? none, added) });
      expect(mealRows.days).toEqual([{ day: today, meals: mealRows.page.records[0]!.meals }]);

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
      expect((await meals(neighbour, named)).data).toMatchObject({ days: [], page: { records: [], total: 0 } });
      expect((await diners(neighbour, named)).data).toMatchObject({ series: [], page: { records: [], total: 0 } });
      expect((await ranking(neighbour, named)).data.rows).toEqual([]);
      const west = await signedIn(base, 'centre2', '100002');
      expect(await ids(west)).not.toContain(canteenId);
      expect((await meals(west, named)).data.page.records).toEqual([]);
      // no reach: refused
      for (const caller of [await signedIn(base, 'approver'), await signedIn(base, 'supplier', '100001', { supplier: true })]) {
        for (const path of ['overview', 'diners', 'meals', 'ranking']) {
          expect((await caller.get(`${M}/${path}`)).body).toMatchObject({ code: 403, msg: '无权查看食堂供餐数据' });
        }
      }
    });

    it('pages the canteen-days newest first, the chart’s series summing every row of the range', async () => {
      const bank = await signedIn(base, 'bank');
      const last = await yesterday(bank);
      const range = { startDate: daysBefore(last, 60), endDate: last };
      const whole = (await meals(bank, { ...range, size: '100' })).data;
      expect(whole.page.total).toBeGreaterThan(3);
      const second = (await meals(bank, { ...range, size: '2', current: '2' })).data.page;
      expect(second).toMatchObject({ current: 2, size: 2, total: whole.page.total });
      expect(second.records).toEqual(whole.page.records.slice(2, 4));
      const ordered = whole.page.records.map((row) => row.day);
      expect(ordered).toEqual([...ordered].sort().reverse());
      // a day's sums are its rows'
      const { day: latest, meals: sums } = whole.days.at(-1)!;
      const ofDay = (await meals(bank, { startDate: latest, endDate: latest, size: '100' })).data;
      expect(ofDay.page.total).toBeLessThanOrEqual(100);
      expect(ofDay.page.records.reduce((sum, row) => sum + row.meals.total, 0)).toBe(sums.total);
      expect(ofDay.page.records.reduce((sum, row) => sum + row.meals.lunch, 0)).toBe(sums.lunch);
      const byDay = (await diners(bank, { ...range, size: '1' })).data;
      expect(byDay.page.records).toHaveLength(1);
      expect(byDay.series.at(-1)!.period).toBe(byDay.page.records[0]!.period);
      // more than 100 a page is capped
      expect((await meals(bank, { ...range, size: '500' })).data.page.size).toBe(100);
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

    it.runIf(target.databaseUrl)(
      'matches the 30 days’ meals, diners and diner-days per canteen and month counted from the wallet rows by plain SQL',
      async () => {
        const db = new pg.Client({ connectionString: target.databaseUrl });
        await db.connect();
        onTestFinished(() => db.end());
        const bank = await signedIn(base, 'bank');
        // the seed's meals are the 30 days up to today; the range ends yesterday
        const last = await yesterday(bank);
        const first = daysBefore(last, 29);
        // the definition itself: each 消费 not reversed, for its device's canteen, else its window's, else the diner's own;
        // per canteen and month (month set), and per canteen over the range (month null)
        const { rows } = await db.query<{ canteen: string; month: string | null; meals: number; diners: number; dinerDays: number }>(
          `SELECT canteen::text AS canteen, to_char(day, 'YYYY-MM') AS month, count(*)::int AS meals, count(DISTINCT personnel_id)::int AS diners,
                count(DISTINCT (personnel_id, day))::int AS "dinerDays"
           FROM (SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen, t.personnel_id,
                        (t.create_time AT TIME ZONE 'Asia/Shanghai')::date AS day
                   FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
                   LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
                  WHERE t.tenant_id = '100001' AND t.type = 'CONSUME' AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)) m
          WHERE canteen IS NOT NULL AND day BETWEEN $1::date AND $2::date GROUP BY GROUPING SETS ((canteen, to_char(day, 'YYYY-MM')), (canteen))`,
          [first, last],
        );
        const canteens = rows.filter((row) => row.month === null);
        const months = rows.filter((row) => row.month !== null);
        expect(canteens.some((row) => row.meals > 0)).toBe(true);
        const ranked = (await ranking(bank, { startDate: first, endDate: last })).data.rows;
        const monthly = (await diners(bank, { startDate: first, endDate: last, by: 'month', size: '100' })).data;
        const daily = (await diners(bank, { startDate: first, endDate: last })).data.series;
        expect(monthly.page.total).toBeLessThanOrEqual(100);
        for (const row of canteens) {
          const entry = ranked.find((item) => item.canteenId === row.canteen);
          expect([entry?.meals, entry?.diners], row.canteen).toEqual([row.meals, row.diners]);
        }
        for (const row of months) {
          const entry = monthly.page.records.find((item) => item.canteenId === row.canteen && item.period === row.month);
          expect(entry?.diners ?? 0, `${row.canteen} ${row.month}`).toBe(row.diners);
        }
        expect(monthly.page.total).toBe(months.length);
        // each canteen-day's diners summed over the days: every diner-day once
        expect(daily.reduce((sum, period) => sum + period.diners, 0)).toBe(canteens.reduce((sum, row) => sum + row.dinerDays, 0));
        expect(ranked.reduce((sum, entry) => sum + entry.meals, 0)).toBe(canteens.reduce((sum, row) => sum + row.meals, 0));
      },
    );
  });
}
