// The ledgers bench's seed (SEED_BENCH_LEDGERS, never in a real installation), for `npm run bench:ledgers`: a year of
// the daily ledgers on the supply chain bench's district (SEED_BENCH_SUPPLY with the same divisor: 500 canteens, or 50
// at a tenth), generated in SQL. Each canteen gets 20 staff on duty (numbers L…), and every weekday of the year up to
// the day before the seed day: a morning check of each, breakfast's two dishes and lunch's four (each made from the
// canteen's 出库 of that day and meal, where the supply bench issued any), a sample of each dish, the tableware
// disinfected after each meal, an accompanied meal each, the kitchen waste handed over. The seed day is left half done
// (checks of half the staff, breakfast cooked, sampled, disinfected and accompanied), so 今日 and completeness have work to do.
// Loaded in bulk as the supply bench is: the ledgers' secondary indexes dropped and rebuilt, the foreign-key triggers off.
import type pg from 'pg';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned, zonedDay } from '../platform/db/zoned.ts';

export const BENCH_LEDGER_STAFF = 20;
const TABLES = [
  'work_morning_check',
  'ledger_processing',
  'ledger_processing_issue',
  'ledger_sample',
  'ledger_disinfection',
  'ledger_kitchen_waste',
  'accompanied_meal',
];
const DISHES: [meal: number, dish: string][] = [
  [1, '小米粥'],
  [1, '肉包子'],
  [2, '米饭'],
  [2, '红烧鸡块'],
  [2, '清炒时蔬'],
  [2, '紫菜蛋花汤'],
];

export async function seedBenchLedgers(client: pg.PoolClient): Promise<void> {
  const q = (query: ReturnType<typeof sql> | string) => client.query(query);
  await q(`SET LOCAL session_replication_role = replica`);
  await q(`SET LOCAL maintenance_work_mem = '256MB'`);
  await q(`SET LOCAL work_mem = '64MB'`);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    sql`SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
          JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
         WHERE s.nspname = current_schema() AND t.relname = ANY(${TABLES}::text[]) AND NOT i.indisprimary
           AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await q(`DROP INDEX ${index.name}`);

  await q(
    sql`CREATE TEMP TABLE bench_ledger_canteen ON COMMIT DROP AS
        SELECT id, parent_id AS school_id, row_number() OVER (ORDER BY id)::int AS k FROM dept
         WHERE tenant_id = '100001' AND dept_category = ${sql.number(DEPT_CATEGORY.canteen)}
           AND (dept_name LIKE '供应链压测学校%' OR dept_name = '第一小学学生食堂')`,
  );
  const { rows } = await client.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM bench_ledger_canteen`);
  if (!rows[0]!.count) throw new Error('SEED_BENCH_LEDGERS needs the supply chain bench (SEED_BENCH_SUPPLY)');

  // the staff: 20 a canteen, on duty, fit to cook, certificates valid
  await q(
    sql`INSERT INTO work_personnel (tenant_id, school_id, canteen_id, number, name, sex, phone, id_card, post, health_cert_no, health_cert_expiry, status)
        SELECT '100001', c.school_id, c.id, 'L' || lpad(((c.k - 1) * ${BENCH_LEDGER_STAFF} + i)::text, 6, '0'), '台账压测' || i, 1 + i % 2,
               '137' || lpad(((c.k - 1) * ${BENCH_LEDGER_STAFF} + i)::text, 8, '0'),
               '3301021980010' || lpad(((c.k - 1) * ${BENCH_LEDGER_STAFF} + i)::text, 5, '0'),
               CASE WHEN i <= 4 THEN 'chef' WHEN i = 5 THEN 'safetyOfficer' ELSE 'prep' END, 'JKZL' || i, ${APP_TODAY} + 365, 1
          FROM bench_ledger_canteen c CROSS JOIN generate_series(1, ${BENCH_LEDGER_STAFF}) i`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_ledger_day ON COMMIT DROP AS
        SELECT d::date AS day FROM generate_series(${APP_TODAY} - 365, ${APP_TODAY} - 1, interval '1 day') d WHERE extract(isodow FROM d) < 6`,
  );
  await q(`ANALYZE bench_ledger_canteen`);
  await q(`ANALYZE bench_ledger_day`);

  // 晨检: everyone, every school day; the seed day: half of them
  await q(
    sql`INSERT INTO work_morning_check (tenant_id, school_id, canteen_id, personnel_id, person_name, record_date, check_time, temperature, result,
                                        create_user_name, create_time, update_time)
        SELECT p.tenant_id, p.school_id, p.canteen_id, p.id, p.name, d.day, ${fromZoned(sql`d.day + time '06:40'`)}, 360 + (p.id % 9)::int, 1, '压测',
               ${fromZoned(sql`d.day + time '06:40'`)}, ${fromZoned(sql`d.day + time '06:40'`)}
          FROM work_personnel p JOIN bench_ledger_canteen c ON c.id = p.canteen_id
          CROSS JOIN (SELECT day FROM bench_ledger_day UNION ALL SELECT ${APP_TODAY}) d
         WHERE p.number LIKE 'L%' AND (d.day < ${APP_TODAY} OR p.id % 2 = 0)`,
  );
  // 加工记录: six dishes a day (the seed day: breakfast only), by the canteen's first chef
  const dishes = sql.join(DISHES.map(([meal, dish]) => sql`(${meal}::smallint, ${dish}::text)`));
  await q(
    sql`INSERT INTO ledger_processing (tenant_id, school_id, canteen_id, record_date, meal, dish, cook_id, cook_name, servings, core_temp,
                                       create_user_name, create_time, update_time)
        SELECT '100001', c.school_id, c.id, d.day, m.meal, m.dish, cook.id, cook.name, 300, CASE WHEN m.dish IN ('肉包子', '红烧鸡块', '紫菜蛋花汤') THEN 780 END,
               cook.name, ${fromZoned(sql`d.day + time '10:40'`)}, ${fromZoned(sql`d.day + time '10:40'`)}
          FROM bench_ledger_canteen c
          CROSS JOIN (SELECT day FROM bench_ledger_day UNION ALL SELECT ${APP_TODAY}) d
          CROSS JOIN (VALUES ${dishes}) m (meal, dish)
          CROSS JOIN LATERAL (SELECT p.id, p.name FROM work_personnel p WHERE p.canteen_id = c.id AND p.number LIKE 'L%' ORDER BY p.id LIMIT 1) cook
         WHERE d.day < ${APP_TODAY} OR m.meal = 1`,
  );
  // the dishes' batches: each 出库 of the supply bench goes into the first dish of its canteen, day and meal
  await q(
    sql`INSERT INTO ledger_processing_issue (processing_id, movement_id)
        SELECT DISTINCT ON (m.id) p.id, m.id FROM stock_movement m
          JOIN ledger_processing p ON p.canteen_id = m.canteen_id AND p.record_date = ${zonedDay('m.create_time')} AND p.meal = m.meal
         WHERE m.kind = 2 AND m.canteen_id IN (SELECT id FROM bench_ledger_canteen)
         ORDER BY m.id, p.id`,
  );
  // 留样: every dish cooked
  await q(
    sql`INSERT INTO ledger_sample (tenant_id, school_id, canteen_id, record_date, meal, processing_id, dish, weight_g, sealed, storage_temp, keep_hours,
                                   sampler_id, sampler_name, create_user_name, create_time, update_time)
        SELECT p.tenant_id, p.school_id, p.canteen_id, p.record_date, p.meal, p.id, p.dish, 150, true, 40, 48, s.id, s.name, s.name,
               p.create_time + interval '30 minutes', p.create_time + interval '30 minutes'
          FROM ledger_processing p JOIN bench_ledger_canteen c ON c.id = p.canteen_id
          CROSS JOIN LATERAL (SELECT w.id, w.name FROM work_personnel w WHERE w.canteen_id = p.canteen_id AND w.post = 'safetyOfficer' AND w.number LIKE 'L%' LIMIT 1) s`,
  );
  // 消毒 and 陪餐: one each a meal cooked; 餐厨废弃物: one handover a school day
  await q(
    sql`INSERT INTO ledger_disinfection (tenant_id, school_id, canteen_id, record_date, meal, object, method, quantity, temperature, duration_min,
                                         operator_id, operator_name, create_user_name, create_time, update_time)
        SELECT DISTINCT ON (p.canteen_id, p.record_date, p.meal) p.tenant_id, p.school_id, p.canteen_id, p.record_date, p.meal, 'tableware', 'steam', 300, 1000, 15,
               p.cook_id, p.cook_name, p.cook_name, p.create_time + interval '2 hours', p.create_time + interval '2 hours'
          FROM ledger_processing p JOIN bench_ledger_canteen c ON c.id = p.canteen_id ORDER BY p.canteen_id, p.record_date, p.meal, p.id`,
  );
  await q(
    sql`INSERT INTO accompanied_meal (tenant_id, school_id, canteen_id, record_date, meal, companion_name, companion_role, rating, taste, portion, hygiene,
                                      remarks, create_user_name, create_time, update_time)
        SELECT DISTINCT ON (p.canteen_id, p.record_date, p.meal) p.tenant_id, p.school_id, p.canteen_id, p.record_date, p.meal, '压测校长', 'principal', 4,
               'good', 'good', 'good', '', '压测', p.create_time + interval '1 hour', p.create_time + interval '1 hour'
          FROM ledger_processing p JOIN bench_ledger_canteen c ON c.id = p.canteen_id ORDER BY p.canteen_id, p.record_date, p.meal, p.id`,
  );
  await q(
    sql`INSERT INTO ledger_kitchen_waste (tenant_id, school_id, canteen_id, record_date, kind, quantity_tenth_kg, collector, licence_no, handover_name, signer,
                                          destination, handover_time, create_user_name, create_time, update_time)
        SELECT '100001', c.school_id, c.id, d.day, 'food_waste', 450, '压测环保', 'HB-0001', '压测', '收运员', '处理厂',
               ${fromZoned(sql`d.day + time '14:00'`)}, '压测', ${fromZoned(sql`d.day + time '14:00'`)}, ${fromZoned(sql`d.day + time '14:00'`)}
          FROM bench_ledger_canteen c CROSS JOIN bench_ledger_day d`,
  );
  for (const index of indexes) await q(index.definition);
  for (const table of TABLES) await q(`ANALYZE ${table}`);
}
