// Demo records of 消毒记录, 添加剂使用 and 餐厨废弃物 for the demo canteens with staff (第一小学学生食堂, 实验中学第一食堂)
// over the last six weeks of school days (Monday to Friday) up to today, in SQL and deterministic for a seed day:
// breakfast and lunch disinfected every day (today only breakfast, so 今日 still owes lunch once lunch is cooked),
// a leavening agent in the breakfast rolls and buns of the 加工记录 seed (ledgers-seed.ts, which runs first) used by
// the canteen's named additive keeper, kitchen waste handed over every school day and waste oil on Fridays (none yet
// today). The 陪餐 records' opinions, which follow their ratings, are the statistics seed's (statistics-records.ts).
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { WORK_PERSONNEL_IDS } from './work-personnel-seed.ts';

/** The additive keepers each demo canteen names (专人管理): its chef and pastry cook, or its chef. */
const ADDITIVE_KEEPERS = ['CY001', 'CY002', 'SY001'];

export async function seedLedgersMore(client: pg.PoolClient): Promise<void> {
  // the demo canteens with staff, each with its dishwasher (or first person) and a kitchen hand for handovers
  const canteens = sql`
    SELECT c.canteen_id, c.school_id, c.tenant_id,
           (SELECT p.id FROM work_personnel p WHERE p.canteen_id = c.canteen_id AND p.status = 1 AND p.is_deleted = 0
             ORDER BY (p.post = 'dishwasher') DESC, p.number LIMIT 1) AS washer,
           (SELECT p.id FROM work_personnel p WHERE p.canteen_id = c.canteen_id AND p.status = 1 AND p.is_deleted = 0
             ORDER BY (p.post IN ('kitchenHand', 'prep')) DESC, p.number DESC LIMIT 1) AS hand
      FROM (SELECT DISTINCT canteen_id, school_id, tenant_id FROM work_personnel WHERE id = ANY(${Object.values(WORK_PERSONNEL_IDS)}::bigint[])) c`;
  // the school days of the last six weeks, today included
  const days = sql`SELECT d::date AS day, extract(doy FROM d)::int AS n, extract(isodow FROM d)::int AS dow
                     FROM generate_series((${APP_TODAY} - 42)::timestamp, ${APP_TODAY}::timestamp, interval '1 day') d WHERE extract(isodow FROM d) < 6`;
  const at = (day: string, time: string) => fromZoned(sql.raw(`(${day} + time '${time}')`));

  // 消毒记录: tableware by steam after breakfast and lunch, containers in chlorine after lunch
  await client.query(
    sql`INSERT INTO ledger_disinfection (tenant_id, school_id, canteen_id, record_date, meal, object, method, quantity, temperature, concentration,
                                      duration_min, operator_id, operator_name, create_user_name, create_time, update_time)
        SELECT c.tenant_id, c.school_id, c.canteen_id, d.day, m.meal, m.object, m.method,
               CASE WHEN m.method = 'steam' THEN 600 + (d.n * 37 + m.meal * 11) % 300 ELSE 40 + (d.n * 13) % 30 END,
               CASE WHEN m.method = 'steam' THEN 1000 + (d.n * 7) % 60 END,
               CASE WHEN m.method = 'chlorine' THEN 250 + (d.n * 17) % 100 END,
               CASE WHEN m.method = 'steam' THEN 15 + d.n % 6 ELSE 5 + d.n % 6 END,
               p.id, p.name, p.name, t.at, t.at
          FROM (${canteens}) c JOIN work_personnel p ON p.id = c.washer
         CROSS JOIN (${days}) d
         CROSS JOIN (VALUES (1, 'tableware', 'steam'), (2, 'tableware', 'steam'), (2, 'container', 'chlorine')) m (meal, object, method)
         CROSS JOIN LATERAL (SELECT CASE m.meal WHEN 1 THEN ${at('d.day', '08:20')} ELSE ${at('d.day', '13:10')} END
                                    + make_interval(mins => (d.n + length(m.object)) % 25) AS at) t
         WHERE d.day < ${APP_TODAY} OR m.meal = 1`,
  );

  // 添加剂使用: the named keepers, and the leavening agent of the breakfast 花卷 and 肉包子 cooked
  await client.query(
    sql`INSERT INTO ledger_additive_keeper (canteen_id, personnel_id, tenant_id, create_time)
        SELECT p.canteen_id, p.id, p.tenant_id, ${fromZoned(sql`${APP_TODAY} - 60`)} FROM work_personnel p
         WHERE p.id = ANY(${ADDITIVE_KEEPERS.map((number) => WORK_PERSONNEL_IDS[number]!)}::bigint[])`,
  );
  await client.query(
    sql`INSERT INTO ledger_additive (tenant_id, school_id, canteen_id, record_date, meal, additive, amount_tenth_g, purpose, processing_id, dish,
                                  operator_id, operator_name, cabinet, tools, create_user_name, create_time, update_time)
        SELECT p.tenant_id, p.school_id, p.canteen_id, p.record_date, p.meal, '复配膨松剂（泡打粉）', 300 + (p.id % 16)::int * 10, '膨松', p.id, p.dish,
               k.id, k.name, true, true, k.name, p.create_time - interval '25 minutes', p.create_time - interval '25 minutes'
          FROM ledger_processing p
          JOIN LATERAL (SELECT w.id, w.name FROM ledger_additive_keeper a JOIN work_personnel w ON w.id = a.personnel_id
                         WHERE a.canteen_id = p.canteen_id ORDER BY w.number DESC LIMIT 1) k ON true
         WHERE p.canteen_id IN (SELECT canteen_id FROM (${canteens}) c) AND p.state = 1 AND p.meal = 1 AND p.dish IN ('花卷', '肉包子')`,
  );

  // 餐厨废弃物: kitchen waste every school day, waste oil on Fridays, handed to the district's licensed collector
  await client.query(
    sql`INSERT INTO ledger_kitchen_waste (tenant_id, school_id, canteen_id, record_date, kind, quantity_tenth_kg, collector, licence_no, handover_id,
                                       handover_name, signer, destination, handover_time, photo_ids, create_user_name, create_time, update_time)
        SELECT c.tenant_id, c.school_id, c.canteen_id, d.day, k.kind,
               CASE k.kind WHEN 'food_waste' THEN 300 + (d.n * 53) % 500 ELSE 60 + (d.n * 11) % 70 END,
               k.collector, k.licence, p.id, p.name, k.signer, k.destination, t.at, '{}', p.name, t.at, t.at
          FROM (${canteens}) c JOIN work_personnel p ON p.id = c.hand
         CROSS JOIN (${days}) d
         CROSS JOIN (VALUES ('food_waste', '东湖区餐厨废弃物收运中心', '东餐收字〔2025〕第017号', '郑建华', '东湖区餐厨废弃物资源化处理厂'),
                            ('waste_oil', '绿源废弃油脂回收有限公司', '东油收字〔2025〕第006号', '钱国栋', '绿源生物柴油加工厂')) k (kind, collector, licence, signer, destination)
         CROSS JOIN LATERAL (SELECT ${at('d.day', '14:30')} + make_interval(mins => d.n % 40) AS at) t
         WHERE d.day < ${APP_TODAY} AND (k.kind = 'food_waste' OR d.dow = 5)`,
  );
}
