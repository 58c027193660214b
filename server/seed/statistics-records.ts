// The records behind the six statistics screens, for the 12 months up to the seed day — the app clock's today when
// the data folder is made — from a fixed-seed generator: the same rows for the same seed day
// (docs/architecture.md#server: reproducible statistics). The school calendar runs a year past the seed day
// (school-calendar.ts); the cameras' alerts and the accompanied meals stop the day before it: the seed day's alerts
// are the kitchen camera-event simulator's (server/modules/kitchen/simulator.ts), from its midnight on. Each table is
// written by one INSERT … SELECT FROM unnest(…) so a new embedded database seeds in well under a second. 食材溯源,
// 大米价格 and 冷冻食材占比 read the supply chain instead: its year up to today is supply-history-seed.ts's.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { seedId } from './ids.ts';
import type { Canteen, Supplier } from './statistics-org.ts';
import { seedSupplyHistory } from './supply-history-seed.ts';
import { unchecked } from './unchecked.ts';
import { APP_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { addDays, monthStart, schoolDaysBetween } from './school-calendar.ts';

/** The canteen the browser tests enter this month's figures for (the `canteen` account's). */
export const DEMO_CANTEEN = '第一小学学生食堂';
/** How far past the seed day the school calendar is written: the demo clock's reach (a year ahead). */
const CALENDAR_AHEAD_DAYS = 366;
/** The app_setting the kitchen camera-event simulator keeps its progress in (server/modules/kitchen/simulator.ts). */
const KITCHEN_SIMULATED_TO = 'kitchen.simulated_to';
const SPACE = { camera: 9, alert: 10, batch: 11, meal: 12, cost: 13 } as const;

/** mulberry32: a tiny deterministic generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, between, int, pick, weighted };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A Beijing wall-clock time on a day, as an ISO instant. */
const at = (day: string, hour: number, minute: number) => `${day}T${pad(hour)}:${pad(minute)}:00+08:00`;

const monthsOf = (days: string[]) => [...new Set(days.map((day) => day.slice(0, 7)))];

/** INSERT … SELECT FROM unnest: one round trip per table, whatever its size (without the per-row foreign-key checks where the engine allows: unchecked.ts). */
async function insert(client: pg.PoolClient, table: string, columns: [name: string, type: string][], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((_, index) => rows.map((row) => row[index]));
  // the table, its columns and their types are the seed's own names
  const list = sql.raw(columns.map(([name]) => name).join(', '));
  const unnest = sql.join(columns.map(([, type], index) => sql`${arrays[index]}::${sql.raw(type)}[]`));
  await unchecked(client, () => client.query(sql`INSERT INTO ${sql.raw(table)} (${list}) SELECT * FROM unnest(${unnest})`));
}

const VIOLATIONS = [
  ['no_hat', 30],
  ['no_mask', 28],
  ['uniform', 18],
  ['phone', 14],
  ['smoking', 6],
  ['rodent', 4],
] as const;
/** Who acknowledged the seeded alerts that were handled, and what they noted. */
const HANDLERS = ['李食堂', '王主管', '张厨师长', '刘师傅'];
const NOTES: Record<string, readonly string[]> = {
  smoking: ['已现场制止，对当事人批评教育', '已纳入当月考核，加强巡查'],
  rodent: ['已通知灭鼠公司处理', '已封堵鼠洞，加强防鼠设施检查'],
  other: ['已提醒当事人整改', '已现场纠正', '已组织班前教育', '已处理，加强巡查'],
};
const ROOMS = ['操作间', '备餐间', '洗消间', '粗加工间', '烹饪区', '仓库'];
const ROLES = [
  ['principal', 22],
  ['vice_principal', 30],
  ['middle_manager', 26],
  ['teacher', 12],
  ['parent', 10],
] as const;
const SURNAMES = '王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高';
const GIVEN = ['建国', '红梅', '志强', '丽华', '海涛', '秀英', '伟', '敏', '静', '磊', '洋', '艳', '军', '霞', '平'];
const REMARKS = [
  '饭菜口味适中，分量充足',
  '建议增加蔬菜品种',
  '菜品温度合适',
  '汤略咸，已反馈厨师长',
  '学生反映良好',
  '米饭偏硬，建议调整',
  '荤素搭配合理',
  '建议增加水果供应',
  '就餐秩序良好',
  '',
];

/** The capped rice price of a month (yuan per kg), creeping up 2 fen a month from 2025-12. */
export const riceCap = (tenant: string, month: string) => {
  const index = (Number(month.slice(0, 4)) - 2025) * 12 + Number(month.slice(5, 7)) - 12;
  return Math.round(((tenant === '100001' ? 5.3 : 5.45) + 0.02 * index) * 100) / 100;
};

export async function seedStatisticsRecords(client: pg.PoolClient, canteens: Canteen[], suppliers: Supplier[]): Promise<void> {
  const random = generator(20261120);
  // the seed day: the app clock's today in the deployment's zone (the screenshot tool's fixed clock, TEST_CLOCK_AT)
  const seedDay = (await client.query<{ day: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS day`)).rows[0]!.day;
  // the school days of the 12 months up to the seed day, and of those the ones before it (alerts, meals)
  const days = schoolDaysBetween(monthStart(seedDay, -11), seedDay);
  const past = days.filter((day) => day < seedDay);
  const months = monthsOf(days);
  const tenants = [...new Set(canteens.map((canteen) => canteen.tenant))];

  await insert(
    client,
    'school_day',
    [
      ['tenant_id', 'text'],
      ['day', 'date'],
    ],
    tenants.flatMap((tenant) => schoolDaysBetween(monthStart(seedDay, -11), addDays(seedDay, CALENDAR_AHEAD_DAYS)).map((day) => [tenant, day])),
  );
  // the caps of the records' year, which is the supply chain's year up to today (supply-history-seed.ts)
  const allMonths = Array.from({ length: 12 }, (_, back) => monthStart(seedDay, -back).slice(0, 7));
  await insert(
    client,
    'rice_price_cap',
    [
      ['tenant_id', 'text'],
      ['month', 'date'],
      ['cap', 'numeric'],
    ],
    tenants.flatMap((tenant) => allMonths.map((month) => [tenant, `${month}-01`, riceCap(tenant, month)])),
  );
  await insert(
    client,
    'statistics_threshold',
    [
      ['tenant_id', 'text'],
      ['frozen_share_max', 'numeric'],
      ['food_cost_ratio_min', 'numeric'],
    ],
    tenants.map((tenant) => [tenant, 30, 60]),
  );

  // 明厨亮灶: cameras, and the violations their AI detects on school days.
  const cameras: unknown[][] = [];
  const alerts: unknown[][] = [];
  for (const canteen of canteens) {
    const own: string[] = [];
    const count = random.int(3, 6);
    for (let index = 0; index < count; index += 1) {
      const id = seedId(SPACE.camera, cameras.length + 1);
      const online = random.next() > 0.08;
      // an online camera was last seen at the seed day's start (the simulator's sweep keeps it seen), an offline one days ago
      const lastSeen = online ? at(seedDay, 0, 0) : at(past[Math.max(0, past.length - random.int(1, 12))] ?? seedDay, random.int(7, 17), random.int(0, 59));
      cameras.push([id, canteen.tenant, canteen.id, `${ROOMS[index % ROOMS.length]} ${Math.floor(index / ROOMS.length) + 1} 号`, online, lastSeen]);
      own.push(id);
    }
    const rate = random.between(0.4, 2.4);
    for (const day of past) {
      const alertsToday = Math.floor(random.next() * rate * 2);
      for (let n = 0; n < alertsToday; n += 1) {
        const hour = random.int(6, 13);
        const minute = random.int(0, 59);
        const camera = random.pick(own);
        const type = random.weighted(VIOLATIONS);
        const handled = random.next() < 0.85;
        // a handled one was acknowledged by the canteen within the next hours (never in the seed day's future)
        const later = hour * 60 + minute + random.int(5, 180);
        alerts.push([
          seedId(SPACE.alert, alerts.length + 1),
          canteen.tenant,
          canteen.id,
          camera,
          type,
          at(day, hour, minute),
          handled,
          handled ? at(day, Math.floor(later / 60), later % 60) : null,
          handled ? random.pick(HANDLERS) : null,
          handled ? random.pick(NOTES[type] ?? NOTES.other!) : null,
        ]);
      }
    }
  }
  await insert(
    client,
    'kitchen_camera',
    [
      ['id', 'bigint'],
      ['tenant_id', 'text'],
      ['canteen_id', 'bigint'],
      ['name', 'text'],
      ['online', 'boolean'],
      ['last_seen', 'timestamptz'],
    ],
    cameras,
  );
  await insert(
    client,
    'kitchen_alert',
    [
      ['id', 'bigint'],
      ['tenant_id', 'text'],
      ['canteen_id', 'bigint'],
      ['camera_id', 'bigint'],
      ['violation_type', 'text'],
      ['detected_at', 'timestamptz'],
      ['handled', 'boolean'],
      ['ack_time', 'timestamptz'],
      ['ack_name', 'text'],
      ['ack_note', 'text'],
    ],
    alerts,
  );
  // the simulator draws the seed day's events from its midnight on
  await client.query(
    sql`INSERT INTO app_setting (key, value) VALUES (${KITCHEN_SIMULATED_TO}, (extract(epoch FROM ${fromZoned(sql`${seedDay}::date`)}))::bigint::text)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );

  // 食材溯源 / 大米价格 / 冷冻食材占比: a year of the supply chain (orders, deliveries, acceptances) up to today.
  await seedSupplyHistory(client, canteens, suppliers);

  // 陪餐: a school leader (or a parent) eats with the students on most school days.
  const meals: unknown[][] = [];
  const firstCanteen = new Map<string, string>();
  for (const canteen of canteens) if (!firstCanteen.has(canteen.schoolId)) firstCanteen.set(canteen.schoolId, canteen.id);
  for (const [schoolId, canteenId] of firstCanteen) {
    const tenant = canteens.find((canteen) => canteen.id === canteenId)!.tenant;
    const diligence = random.between(0.55, 0.98);
    const companions = Array.from({ length: 6 }, () => [`${random.pick([...SURNAMES])}${random.pick(GIVEN)}`, random.weighted(ROLES)] as const);
    for (const day of past) {
      if (random.next() > diligence) continue;
      const [name, role] = random.pick(companions);
      const rating = random.weighted([
        [5, 45],
        [4, 35],
        [3, 15],
        [2, 4],
        [1, 1],
      ] as const);
      const n = meals.length + 1;
      // the opinions on taste, portion and hygiene follow the rating
      const taste = rating >= 4 ? 'good' : rating === 3 ? 'fair' : 'poor';
      const portion = rating === 5 || (rating === 4 && n % 2 === 0) ? 'good' : rating >= 3 ? 'fair' : 'poor';
      const hygiene = rating >= 3 ? 'good' : 'fair';
      meals.push([
        seedId(SPACE.meal, n),
        tenant,
        schoolId,
        canteenId,
        day,
        // 1 早餐 · 2 午餐 · 3 晚餐
        random.weighted([
          [2, 80],
          [1, 12],
          [3, 8],
        ] as const),
        name,
        role,
        rating,
        random.pick(REMARKS),
        at(day, 13, random.int(0, 59)),
        taste,
        portion,
        hygiene,
      ]);
    }
  }
  await insert(
    client,
    'accompanied_meal',
    [
      ['id', 'bigint'],
      ['tenant_id', 'text'],
      ['school_id', 'bigint'],
      ['canteen_id', 'bigint'],
      ['record_date', 'date'],
      ['meal', 'smallint'],
      ['companion_name', 'text'],
      ['companion_role', 'text'],
      ['rating', 'smallint'],
      ['remarks', 'text'],
      ['create_time', 'timestamptz'],
      ['taste', 'text'],
      ['portion', 'text'],
      ['hygiene', 'text'],
    ],
    meals,
  );

  // 食材成本: most canteens enter most months; the demo canteen (the first) every month but this one, not entered yet.
  const costs: unknown[][] = [];
  const demoCanteen = canteens.find((canteen) => canteen.name === DEMO_CANTEEN)?.id;
  for (const canteen of canteens) {
    const heads = random.int(280, 1500);
    const costPerMeal = random.between(6.5, 11);
    const fee = costPerMeal / random.between(0.56, 0.86);
    for (const month of months) {
      const last = month === months[months.length - 1];
      const demo = canteen.id === demoCanteen;
      if ((last && (demo || random.next() < 0.25)) || (random.next() < 0.06 && !demo)) continue;
      // this month's figures are of the school days before the seed day: none yet, no entry
      const served = (last ? past : days).filter((day) => day.startsWith(month));
      if (last && !served.length) continue;
      const meals = Math.round(served.length * heads * random.between(0.95, 1.6));
      // whole fen (docs/product-rules.md#money)
      const cost = Math.round(meals * costPerMeal * random.between(0.95, 1.05) * 100);
      const revenue = Math.round(meals * fee * 100);
      const saved = last ? at(served[served.length - 1]!, random.int(8, 17), random.int(0, 59)) : at(`${month}-28`, random.int(8, 17), random.int(0, 59));
      costs.push([seedId(SPACE.cost, costs.length + 1), canteen.tenant, canteen.id, `${month}-01`, meals, heads, cost, revenue, saved]);
    }
  }
  await insert(
    client,
    'canteen_cost',
    [
      ['id', 'bigint'],
      ['tenant_id', 'text'],
      ['canteen_id', 'bigint'],
      ['month', 'date'],
      ['meals_served', 'integer'],
      ['head_count', 'integer'],
      ['ingredient_cost', 'bigint'],
      ['meal_fee_revenue', 'bigint'],
      ['update_time', 'timestamptz'],
    ],
    costs,
  );
  await client.query(
    `INSERT INTO canteen_cost_history (cost_id, version, snapshot, changed_by_name, changed_at)
     SELECT id, version, jsonb_build_object('mealsServed', meals_served, 'headCount', head_count, 'ingredientCost', ingredient_cost, 'mealFeeRevenue', meal_fee_revenue, 'remark', remark), '系统导入', update_time
       FROM canteen_cost`,
  );
}
