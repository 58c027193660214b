// Demo diners (系统人员) of three schools of 东湖区 — 东湖区第一小学, 东湖区实验中学, 东湖区第二小学 — 30 teachers and 200
// students each, with cards, three meal plans a school, a face photo for all but 5% of the students (a small
// generated PNG), cash of ¥0–300 and, for 20% of the students, a ¥100 subsidy. Every balance is the sum of the
// person's transactions: 30 days of meals on school days at their plan's prices (about 20,000 rows), two recharges
// that pay for them (30 days ago and mid-way) and the subsidy granted today. Everything is drawn from seeded
// generators (mulberry32), so every fresh database holds the same diners; the rows go in with a handful of
// INSERT … SELECT FROM unnest statements, so the seed stays fast.
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { DB_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { seedId, SPACE } from './ids.ts';
import { unchecked } from './unchecked.ts';

const TENANT = '100001';
/** The schools (seedId(SPACE.dept, n)) with their canteen. */
export const DINER_SCHOOLS = [
  { key: 1, school: seedId(SPACE.dept, 3), canteen: seedId(SPACE.dept, 4) }, // 东湖区第一小学 / 第一小学学生食堂
  { key: 2, school: seedId(SPACE.dept, 5), canteen: seedId(SPACE.dept, 6) }, // 东湖区实验中学 / 实验中学第一食堂
  { key: 3, school: seedId(SPACE.dept, 8), canteen: seedId(SPACE.dept, 9) }, // 东湖区第二小学 / 第二小学学生食堂
] as const;
export const TEACHERS = 30;
export const STUDENTS = 200;
/** Meal plans of each school: name and price per meal (fen) 早餐, 午餐, 晚餐, 夜宵. */
const PLANS = [
  { name: '全托三餐', prices: [400, 1200, 1000, 0] },
  { name: '午餐', prices: [0, 1200, 0, 0] },
  { name: '教工餐', prices: [500, 1500, 1200, 800] },
] as const;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '子涵浩宇欣怡梓萱一诺思远俊杰雨桐佳琪博文晨曦明轩若曦天佑嘉怡书瑶宇航诗涵子墨可馨浩然';

/** mulberry32: a small seeded generator, the same numbers on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A 16×16 PNG of one colour: the demo's stand-in for a face photo. */
export function solidPng(r: number, g: number, b: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 16 }, () => [r, g, b]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: 16 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Txn {
  person: string;
  type: string;
  cash: number;
  subsidy: number;
  cashAfter: number;
  subsidyAfter: number;
  dinnerType: number | null;
  device: string | null;
  daysAgo: number;
  /** Minutes after the day's midnight (the deployment's time zone). */
  minute: number;
  requestId: string;
}

interface Meal {
  dinnerType: number;
  amount: number;
  daysAgo: number;
  minute: number;
  device: string;
}

/** When each meal is taken: 早餐 7:10–7:50, 午餐 11:40–12:30, 晚餐 17:20–18:00. */
const MEAL_START = [0, 7 * 60 + 10, 11 * 60 + 40, 17 * 60 + 20];
const MEAL_SPREAD = [0, 40, 50, 40];

/**
 * A diner's meals of the last 30 school days (weekdays, 1–29 days ago, oldest first) at their plan's prices: a
 * boarder 早餐, 午餐 and 晚餐, a day pupil 午餐, a teacher 午餐 and now and then 早餐 or 晚餐; absent one day in eight.
 */
function mealsOf(random: () => number, planIndex: number, prices: readonly number[], school: number, today: string): Meal[] {
  const meals: Meal[] = [];
  const midnight = Date.parse(`${today}T00:00:00Z`);
  for (let daysAgo = 29; daysAgo >= 1; daysAgo -= 1) {
    const weekday = new Date(midnight - daysAgo * 86_400_000).getUTCDay();
    if (weekday === 0 || weekday === 6 || random() < 0.125) continue;
    const taken = planIndex === 0 ? [1, 2, 3] : planIndex === 1 ? [2] : [2, ...(random() < 0.4 ? [1] : []), ...(random() < 0.2 ? [3] : [])].sort();
    for (const dinnerType of taken)
      if (prices[dinnerType - 1])
        meals.push({
          dinnerType,
          amount: prices[dinnerType - 1]!,
          daysAgo,
          minute: MEAL_START[dinnerType]! + Math.floor(random() * MEAL_SPREAD[dinnerType]!),
          device: `SIM-${school}0${1 + Math.floor(random() * 2)}`,
        });
  }
  return meals;
}

export async function seedSystemPersonnel(client: pg.PoolClient): Promise<void> {
  const random = generator(20261125);
  // today in the deployment's zone, on the clock the rows are dated by (now()): the school days are its weekdays
  const { rows: clock } = await client.query<{ today: string }>(sql`SELECT ${DB_TODAY}::text AS today`);
  const today = clock[0]!.today;
  // the meals draw from a generator of their own: the diners stay the same whichever weekday the seed runs on
  const mealRandom = generator(20261126);
  const pick = (text: string) => text[Math.floor(random() * text.length)]!;
  const people: unknown[][] = [];
  const cards: unknown[][] = [];
  const wallets: unknown[][] = [];
  const faces: unknown[][] = [];
  const txns: Txn[] = [];
  let n = 0;
  for (const { key, school, canteen } of DINER_SCHOOLS) {
    const plans = await client.query<{ id: string }>(
      sql`INSERT INTO sys_meal_category (tenant_id, school_id, name, price1, price2, price3, price4)
       SELECT ${TENANT}, ${school}, name, p1, p2, p3, p4
         FROM unnest(${PLANS.map((p) => p.name)}::text[], ${sql.join([0, 1, 2, 3].map((i) => sql`${PLANS.map((p) => p.prices[i])}::int[]`))}) AS t(name, p1, p2, p3, p4)
       RETURNING id::text`,
    );
    const [boarding, lunch, staff] = plans.rows.map((row) => row.id);
    for (let i = 1; i <= TEACHERS + STUDENTS; i += 1) {
      n += 1;
      const id = seedId(SPACE.diner, n);
      const teacher = i <= TEACHERS;
      const name = pick(SURNAMES) + pick(GIVEN) + (random() < 0.6 ? pick(GIVEN) : '');
      const planIndex = teacher ? 2 : random() < 0.35 ? 0 : 1;
      const plan = [boarding, lunch, staff][planIndex]!;
      const grade = 1 + Math.floor(((i - TEACHERS - 1) % 120) / 20);
      const className = teacher ? '' : `${grade}年级${1 + ((i - TEACHERS - 1) % 4)}班`;
      const noFace = !teacher && random() < 0.05;
      if (!noFace) {
        const png = solidPng(80 + Math.floor(random() * 150), 80 + Math.floor(random() * 150), 80 + Math.floor(random() * 150));
        faces.push([`${id}.png`, png.length, createHash('sha256').update(png).digest('hex'), randomBytes(18).toString('base64url'), png, id]);
      }
      people.push([
        id,
        school,
        canteen,
        teacher ? `T${key}${String(i).padStart(3, '0')}` : `S${key}${String(i - TEACHERS).padStart(4, '0')}`,
        name,
        teacher ? 1 : 2,
        className,
        plan,
      ]);
      cards.push([id, `8${key}${String(i).padStart(5, '0')}`]);
      // the balances, and the 30 days of rows that lead to them (docs/product-rules.md#consume)
      const cash = Math.floor(random() * 301) * 100;
      const subsidy = !teacher && random() < 0.2 ? 10_000 : 0;
      const meals = mealsOf(mealRandom, planIndex, PLANS[planIndex]!.prices, key, today);
      // two recharges: 30 days ago, and on the first day of meals in the last 15 days, each before the day's first meal;
      // the first covers the meals up to the second
      const cut = meals.findIndex((meal) => meal.daysAgo <= 15);
      const before = meals.slice(0, cut < 0 ? meals.length : cut).reduce((sum, meal) => sum + meal.amount, 0);
      const paidIn = cash + meals.reduce((sum, meal) => sum + meal.amount, 0);
      const first = Math.min(paidIn, Math.ceil(before / 5_000) * 5_000 + 5_000 * Math.floor(mealRandom() * 3));
      let cashNow = 0;
      let k = 0;
      const row = (type: string, deltaCash: number, deltaSubsidy: number, subsidyAfter: number, meal: Partial<Meal> & { daysAgo: number; minute: number }) => {
        cashNow += deltaCash;
        txns.push({
          person: id,
          type,
          cash: deltaCash,
          subsidy: deltaSubsidy,
          cashAfter: cashNow,
          subsidyAfter,
          dinnerType: meal.dinnerType ?? null,
          device: meal.device ?? null,
          daysAgo: meal.daysAgo,
          minute: meal.minute,
          requestId: `seed-${id}-${(k += 1)}`,
        });
      };
      if (first > 0) row('RECHARGE', first, 0, 0, { daysAgo: 30, minute: 6 * 60 + 30 });
      const second = (daysAgo: number) => paidIn > first && row('RECHARGE', paidIn - first, 0, 0, { daysAgo, minute: 6 * 60 + 30 });
      for (const [index, meal] of meals.entries()) {
        if (index === cut) second(meal.daysAgo);
        row('CONSUME', -meal.amount, 0, 0, meal);
      }
      if (cut < 0) second(15);
      // this month's subsidy, granted today
      if (subsidy) row('SUBSIDY_GRANT', 0, subsidy, subsidy, { daysAgo: 0, minute: 6 * 60 });
      wallets.push([id, cash, subsidy]);
    }
  }
  const column = (rows: unknown[][], index: number) => rows.map((row) => row[index]);
  const faceIds = await client.query<{ id: string; owner: string }>(
    sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
     SELECT ${TENANT}, 'user', 0, name, 'image/png', size, sha, akey, content
       FROM unnest(${column(faces, 0)}::text[], ${column(faces, 1)}::int[], ${column(faces, 2)}::text[], ${column(faces, 3)}::text[], ${column(faces, 4)}::bytea[])
         AS t(name, size, sha, akey, content)
     RETURNING id::text, name AS owner`,
  );
  const faceOf = new Map(faceIds.rows.map((row) => [row.owner.replace('.png', ''), row.id]));
  await client.query(
    sql`INSERT INTO sys_personnel (id, tenant_id, school_id, canteen_id, personnel_no, name, type, class_name, meal_category_id, face_file_id)
     SELECT id, ${TENANT}, school, canteen, no, name, type, class, plan, face
       FROM unnest(${column(people, 0)}::bigint[], ${column(people, 1)}::bigint[], ${column(people, 2)}::bigint[], ${column(people, 3)}::text[], ${column(people, 4)}::text[],
                   ${column(people, 5)}::smallint[], ${column(people, 6)}::text[], ${column(people, 7)}::bigint[], ${people.map((row) => faceOf.get(row[0] as string) ?? null)}::bigint[])
         AS t(id, school, canteen, no, name, type, class, plan, face)`,
  );
  await client.query(
    sql`INSERT INTO sys_card (tenant_id, personnel_id, card_no) SELECT ${TENANT}, id, no FROM unnest(${column(cards, 0)}::bigint[], ${column(cards, 1)}::text[]) AS t(id, no)`,
  );
  await client.query(
    sql`INSERT INTO sys_wallet (tenant_id, personnel_id, cash, subsidy) SELECT ${TENANT}, id, cash, subsidy FROM unnest(${column(wallets, 0)}::bigint[], ${column(wallets, 1)}::bigint[], ${column(wallets, 2)}::bigint[]) AS t(id, cash, subsidy)`,
  );
  const of = (key: keyof Txn) => txns.map((t) => t[key]);
  // about 20,000 rows, of people and a tenant written just above (unchecked.ts)
  await unchecked(client, () =>
    client.query(
      sql`INSERT INTO sys_wallet_txn (tenant_id, personnel_id, type, cash_amount, subsidy_amount, cash_after, subsidy_after, dinner_type, device_sn, request_id, create_time)
     SELECT ${TENANT}, person, type, cash, subsidy, cash_after, subsidy_after, dinner, device, request,
            ${fromZoned(sql`${DB_TODAY} - make_interval(days => days_ago) + make_interval(mins => minute)`)}
       FROM unnest(${of('person')}::bigint[], ${of('type')}::text[], ${of('cash')}::bigint[], ${of('subsidy')}::bigint[], ${of('cashAfter')}::bigint[],
                   ${of('subsidyAfter')}::bigint[], ${of('dinnerType')}::smallint[], ${of('device')}::text[], ${of('requestId')}::text[],
                   ${of('daysAgo')}::int[], ${of('minute')}::int[])
         AS t(person, type, cash, subsidy, cash_after, subsidy_after, dinner, device, request, days_ago, minute)`,
    ),
  );
  // the planner's figures for the new rows: without them it loops over the people once per transaction row. A small
  // sample (3,000 rows a table) gives the counts and spreads it needs, in a fifth of the default's time.
  await client.query('SET LOCAL default_statistics_target = 10');
  await client.query('ANALYZE sys_personnel, sys_card, sys_wallet, sys_wallet_txn');
  await client.query('RESET default_statistics_target');
}
