// Demo data for the daily ledgers (台账): the two demo canteens' last four weeks of school days — every person on duty
// checked each morning (one with a fever on one day), breakfast and lunch cooked from a rotation of dishes by their
// chefs (core temperatures for the dishes of animal foods), and a sample of every dish kept — and the seed day's
// breakfast done while lunch is cooked (米饭 and three dishes) but one dish still unsampled, so 今日台账 shows what is owed. Yesterday's rice
// issued from stock is the 米饭 of yesterday's lunch, so a batch traces down to a dish and its sample. Written in SQL
// over the days, so the whole seed is a handful of statements.
import type pg from 'pg';
import { deflateSync, crc32 } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned, zonedDay } from '../platform/db/zoned.ts';
import { WORK_PERSONNEL_CANTEENS } from './work-personnel-seed.ts';

/** A dish of the rotation: its name, and whether it is made of animal foods (it then has a core temperature). */
const BREAKFAST: [string, boolean][] = [
  ['小米粥', false],
  ['鸡蛋饼', true],
  ['肉包子', true],
  ['花卷', false],
  ['豆浆', false],
  ['白煮蛋', true],
];
const LUNCH: [string, boolean][] = [
  ['红烧鸡块', true],
  ['番茄炒蛋', true],
  ['清炒时蔬', false],
  ['土豆烧牛肉', true],
  ['麻婆豆腐', false],
  ['鱼香肉丝', true],
  ['紫菜蛋花汤', true],
];
/** School days back from the seed day. */
const DAYS = 28;

/** A one-pixel PNG of a colour: the demo's photos (a real camera's would be bigger; the rules only ask for an image). */
function pixel(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seedLedgers(client: pg.PoolClient): Promise<void> {
  const canteens = [WORK_PERSONNEL_CANTEENS.canteen1, WORK_PERSONNEL_CANTEENS.canteen2a];
  // the photo of every seeded sample, stored as the canteen account's upload
  const content = pixel([236, 226, 198]);
  const { rows: photo } = await client.query<{ id: string }>(
    sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content)
        SELECT u.tenant_id, 'user', u.id, '留样.png', 'image/png', ${content.length}, ${createHash('sha256').update(content).digest('hex')},
               ${randomBytes(16).toString('hex')}, ${content}
          FROM app_user u WHERE u.account = 'canteen' AND u.tenant_id = '100001' RETURNING id::text`,
  );
  const photoId = photo[0]!.id;
  const days = sql`SELECT d::date AS day, row_number() OVER (ORDER BY d) AS n FROM generate_series(${APP_TODAY} - ${Math.ceil((DAYS * 7) / 5)}::int, ${APP_TODAY}, interval '1 day') d
                    WHERE extract(isodow FROM d) < 6`;

  // 晨检: every person on duty, each school day before the seed day (the seed day's are seedMorningChecks'); 陈志强's
  // certificate has lapsed (flagged), and 赵海 had a fever one day a fortnight ago
  await client.query(
    sql`INSERT INTO work_morning_check (tenant_id, school_id, canteen_id, personnel_id, person_name, record_date, check_time, temperature, symptoms, result,
                                        cert_expired, create_user_name, create_time, update_time)
        SELECT p.tenant_id, p.school_id, p.canteen_id, p.id, p.name, d.day, ${fromZoned(sql`d.day + time '06:30'`)} + make_interval(mins => (p.id % 40)::int),
               CASE WHEN p.number = 'CY005' AND d.n = 10 THEN 381 ELSE 358 + ((p.id + d.n) % 10)::int END,
               CASE WHEN p.number = 'CY005' AND d.n = 10 THEN ARRAY['fever'] ELSE '{}' END,
               CASE WHEN p.number = 'CY005' AND d.n = 10 THEN 2 ELSE 1 END,
               p.health_cert_expiry IS NULL OR p.health_cert_expiry < d.day, '黄美玲', ${fromZoned(sql`d.day + time '06:45'`)}, ${fromZoned(sql`d.day + time '06:45'`)}
          FROM work_personnel p CROSS JOIN (${days}) d
         WHERE p.canteen_id = ANY(${canteens}::bigint[]) AND p.is_deleted = 0 AND p.status = 1 AND d.day < ${APP_TODAY}`,
  );

  const cooked = fromZoned(sql`d.day + CASE WHEN m.meal = 1 THEN time '06:50' ELSE time '11:10' END`);
  // 加工记录: breakfast's two dishes and lunch's 米饭 and three of the rotation, each school day up to the seed day, by a chef
  const menu = (meal: number, dishes: [string, boolean][], perDay: number) =>
    dishes.map(([dish, animal], index) => sql`(${meal}::smallint, ${dish}::text, ${animal}::boolean, ${index}::int, ${dishes.length}::int, ${perDay}::int)`);
  await client.query(
    sql`INSERT INTO ledger_processing (tenant_id, school_id, canteen_id, record_date, meal, dish, cook_id, cook_name, servings, core_temp, create_user_name,
                                       create_time, update_time)
        SELECT c.tenant_id, c.parent_id, c.id, d.day, m.meal, m.dish, cook.id, cook.name, 280 + ((c.id + d.n + m.slot) % 9)::int * 20,
               CASE WHEN m.animal THEN 720 + ((d.n * 7 + m.slot * 13) % 160)::int END, cook.name,
               ${cooked}, ${cooked}
          FROM dept c CROSS JOIN (${days}) d
          CROSS JOIN (VALUES ${sql.join([...menu(1, BREAKFAST, 2), ...menu(2, LUNCH, 3), ...menu(2, [['米饭', false]], 1)])}) m (meal, dish, animal, slot, size, per_day)
          CROSS JOIN LATERAL (SELECT p.id, p.name FROM work_personnel p WHERE p.canteen_id = c.id AND p.post = 'chef' AND p.status = 1 AND p.is_deleted = 0
                              ORDER BY (p.id + d.n) % 7, p.id LIMIT 1) cook
         WHERE c.id = ANY(${canteens}::bigint[])
           -- the day's dishes: per_day of the rotation, starting where the day's number puts it (米饭 every lunch)
           AND ((m.slot - d.n * m.per_day) % m.size + m.size) % m.size < m.per_day`,
  );

  // yesterday's rice issued from stock (the supply seed's 午餐主食) went into yesterday's 米饭
  await client.query(
    sql`INSERT INTO ledger_processing_issue (processing_id, movement_id)
        SELECT p.id, m.id FROM stock_movement m
          JOIN ledger_processing p ON p.canteen_id = m.canteen_id AND p.meal = m.meal AND p.dish = '米饭'
               AND p.record_date = ${zonedDay('m.create_time')}
         WHERE m.canteen_id = ANY(${canteens}::bigint[]) AND m.kind = 2 AND m.goods_code = 'G0101'`,
  );

  // 留样: every dish, 150–200 g, 2–5 °C, kept 48–72 hours — but the seed day's lunch is cooking: one dish still unsampled
  await client.query(
    sql`INSERT INTO ledger_sample (tenant_id, school_id, canteen_id, record_date, meal, processing_id, dish, weight_g, sealed, storage_temp, keep_hours,
                                   sampler_id, sampler_name, photo_ids, create_user_name, create_time, update_time)
        SELECT p.tenant_id, p.school_id, p.canteen_id, p.record_date, p.meal, p.id, p.dish, 150 + (p.id % 6)::int * 10, true, 20 + (p.id % 4)::int * 10,
               CASE WHEN p.id % 3 = 0 THEN 72 ELSE 48 END, s.id, s.name, ARRAY[${photoId}::bigint], s.name, p.create_time + interval '40 minutes',
               p.create_time + interval '40 minutes'
          FROM ledger_processing p
          CROSS JOIN LATERAL (SELECT w.id, w.name FROM work_personnel w WHERE w.canteen_id = p.canteen_id AND w.post = 'safetyOfficer' AND w.is_deleted = 0
                              ORDER BY w.id LIMIT 1) s
         WHERE p.canteen_id = ANY(${canteens}::bigint[])
           AND NOT (p.record_date = ${APP_TODAY} AND p.meal = 2 AND p.dish <> '米饭' AND p.id = (SELECT max(q.id) FROM ledger_processing q
                    WHERE q.canteen_id = p.canteen_id AND q.record_date = p.record_date AND q.meal = 2))`,
  );
}
