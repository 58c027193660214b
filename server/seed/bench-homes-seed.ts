// The home pages' bench seed (SEED_BENCH_HOMES, never in a real installation), for `npm run bench:homes`: on the
// supply chain bench's district (SEED_BENCH_SUPPLY with the same divisor: 100 schools of 5 canteens, or 10 at a
// tenth), 400 more schools of one canteen each (40 at a tenth), so the education bureau reaches 500 bench schools;
// in each bench canteen 20 diners (teachers, students and staff; numbers HB…) with an account opened before or during
// the year, a card (1 in 20 reported lost, 1 in 50 frozen, 1 in 30 replaced once, the closed accounts' cancelled), a
// wallet, and a year of its money: a recharge at opening and on the first of every month, lunch on nine school days in
// ten (weekdays outside the winter and summer holidays), breakfast too for one diner in four, one meal in 500 reversed,
// and the balance refunded when one account in 40 was closed. ≈4 million wallet rows (≈400,000 at a tenth), each
// with the balance it left; each wallet the last of them. Generated in SQL and loaded in bulk as the supply bench is
// (the wallet rows' secondary indexes dropped and rebuilt, triggers off: 食堂数据填报's months are counted again after
// the seeds, server/seed/index.ts).
import type pg from 'pg';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned } from '../platform/db/zoned.ts';

export const BENCH_HOMES_SCHOOLS = 400;
export const BENCH_HOMES_DINERS_EACH = 20;
/** fen */
const RECHARGE = 30_000;
const BREAKFAST = 300;
const LUNCH = 600;
const n = sql.number;

/** `divisor` 1 is the whole district, 10 a tenth of it (the supply bench's divisor). */
export async function seedBenchHomes(client: pg.PoolClient, divisor: number): Promise<void> {
  const q = (query: ReturnType<typeof sql> | string) => client.query(query);
  const bureau = await client.query<{ id: string }>(`SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区教育局' AND is_deleted = 0`);
  if (!bureau.rows[0]) throw new Error('SEED_BENCH_HOMES needs the demo data (SEED_DEMO)');
  await q(`SET LOCAL session_replication_role = replica`);
  await q(`SET LOCAL maintenance_work_mem = '256MB'`);
  await q(`SET LOCAL work_mem = '64MB'`);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    sql`SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
          JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
         WHERE s.nspname = current_schema() AND t.relname = 'sys_wallet_txn' AND NOT i.indisprimary
           AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await q(`DROP INDEX ${index.name}`);

  const schools = Math.max(1, Math.round(BENCH_HOMES_SCHOOLS / divisor));
  await q(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
        SELECT '100001', ${bureau.rows[0].id}, '首页压测学校' || s, '东湖区教育局/首页压测学校' || s, ${n(DEPT_CATEGORY.school)}, 3000 + s FROM generate_series(1, ${n(schools)}) s`,
  );
  await q(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, canteen_type, sort)
        SELECT '100001', s.id, s.dept_name || '食堂', s.full_name || '/' || s.dept_name || '食堂', ${n(DEPT_CATEGORY.canteen)}, 1, 1
          FROM dept s WHERE s.tenant_id = '100001' AND s.dept_name LIKE '首页压测学校%' AND s.dept_category = ${n(DEPT_CATEGORY.school)}`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_home_canteen ON COMMIT DROP AS
        SELECT id, parent_id AS school_id, row_number() OVER (ORDER BY id)::int AS k FROM dept
         WHERE tenant_id = '100001' AND dept_category = ${n(DEPT_CATEGORY.canteen)} AND (dept_name LIKE '供应链压测学校%' OR dept_name LIKE '首页压测学校%')`,
  );

  // the diners: m numbers them 1…; opened up to 20 months ago (one in four during the year); one in 40 closed lately
  await q(
    sql`INSERT INTO sys_personnel (tenant_id, school_id, canteen_id, personnel_no, name, type, class_name, status, closed_time, create_time, update_time)
        SELECT '100001', c.school_id, c.id, 'HB' || lpad(m::text, 7, '0'),
               (ARRAY['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭'])[1 + m % 16] ||
               (ARRAY['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛','明','超','霞','平','刚'])[1 + (m / 16) % 20],
               t.type, CASE WHEN t.type = 2 THEN (1 + m % 6) || '年级' || (1 + m % 4) || '班' ELSE '' END,
               CASE WHEN m % 40 = 0 THEN 2 ELSE 1 END, CASE WHEN m % 40 = 0 THEN now() - make_interval(days => 2 + m % 60) END,
               t.opened, t.opened
          FROM bench_home_canteen c CROSS JOIN generate_series(1, ${n(BENCH_HOMES_DINERS_EACH)}) i
          CROSS JOIN LATERAL (SELECT (c.k - 1) * ${n(BENCH_HOMES_DINERS_EACH)} + i AS m) x
          CROSS JOIN LATERAL (SELECT CASE WHEN m % 10 = 0 THEN 1 WHEN m % 20 = 5 THEN 3 ELSE 2 END AS type,
                                     now() - make_interval(days => CASE WHEN m % 4 = 0 THEN 70 + m * 7 % 290 ELSE 370 + m * 13 % 230 END) AS opened) t`,
  );
  await q(
    `CREATE TEMP TABLE bench_home_diner ON COMMIT DROP AS
     SELECT id, create_time AS opened, closed_time, substring(personnel_no FROM 3)::int AS m FROM sys_personnel WHERE tenant_id = '100001' AND personnel_no LIKE 'HB%'`,
  );
  // their cards: the live one (or the cancelled one of a closed account), and for one in 30 the card it replaced
  await q(
    `INSERT INTO sys_card (tenant_id, personnel_id, card_no, status, create_time, update_time)
     SELECT '100001', d.id, 'HB' || lpad(d.m::text, 8, '0'),
            CASE WHEN d.closed_time IS NOT NULL THEN 4 WHEN d.m % 20 = 3 THEN 2 WHEN d.m % 50 = 7 THEN 3 ELSE 1 END,
            CASE WHEN d.m % 30 = 11 THEN d.opened + (now() - d.opened) / 2 ELSE d.opened END,
            CASE WHEN d.closed_time IS NOT NULL THEN d.closed_time WHEN d.m % 20 = 3 OR d.m % 50 = 7 THEN now() - make_interval(days => d.m % 50) ELSE d.opened END
       FROM bench_home_diner d`,
  );
  await q(
    `INSERT INTO sys_card (tenant_id, personnel_id, card_no, status, replaced_by, create_time, update_time)
     SELECT '100001', d.id, 'HR' || lpad(d.m::text, 8, '0'), 4, c.id, d.opened, c.create_time
       FROM bench_home_diner d JOIN sys_card c ON c.personnel_id = d.id AND c.card_no LIKE 'HB%' WHERE d.m % 30 = 11`,
  );

  // the school days of the year up to today, and every diner's money in them: rows numbered ahead (e) so a reversal names its meal
  await q(
    sql`CREATE TEMP TABLE bench_home_day ON COMMIT DROP AS
        SELECT d::date AS day FROM generate_series(${APP_TODAY} - 365, ${APP_TODAY}, interval '1 day') d
         WHERE extract(isodow FROM d) < 6 AND NOT (to_char(d, 'MM-DD') BETWEEN '01-20' AND '02-20') AND NOT (to_char(d, 'MM-DD') BETWEEN '07-10' AND '08-31')`,
  );
  await q(`ANALYZE bench_home_day`);
  await q(`ANALYZE bench_home_diner`);
  await q(
    sql`CREATE TEMP TABLE bench_home_event ON COMMIT DROP AS
        SELECT nextval('entity_id_seq') AS id, e.*, NULL::bigint AS reverses_id FROM (
          SELECT d.id AS personnel_id, e.t, e.type, e.dinner_type, e.amount FROM bench_home_diner d
          CROSS JOIN LATERAL (
            SELECT d.opened + interval '10 minutes' AS t, 'RECHARGE' AS type, NULL::smallint AS dinner_type, ${n(RECHARGE)} AS amount
            UNION ALL
            SELECT ${fromZoned(sql`m::date + time '06:00'`)}, 'RECHARGE', NULL, ${n(RECHARGE)}
              FROM generate_series(date_trunc('month', ${APP_TODAY} - 365), ${APP_TODAY}, interval '1 month') m
            UNION ALL
            SELECT ${fromZoned(sql`s.day + time '07:20'`)}, 'CONSUME', 1::smallint, ${n(-BREAKFAST)} FROM bench_home_day s
             WHERE d.m % 4 = 1 AND (d.m + (s.day - date '2000-01-01')) % 10 <> 0
            UNION ALL
            SELECT ${fromZoned(sql`s.day + time '11:50'`)} + make_interval(mins => d.m % 40), 'CONSUME', 2::smallint, ${n(-LUNCH)} FROM bench_home_day s
             WHERE (d.m * 3 + (s.day - date '2000-01-01')) % 10 <> 0
          ) e
          WHERE e.t > d.opened + interval '5 minutes' AND e.t < COALESCE(d.closed_time, now())) e`,
  );
  await q(
    `INSERT INTO bench_home_event (id, personnel_id, t, type, dinner_type, amount, reverses_id)
     SELECT nextval('entity_id_seq'), personnel_id, t + interval '10 minutes', 'REFUND', NULL, -amount, id FROM bench_home_event WHERE type = 'CONSUME' AND id % 500 = 0`,
  );
  // the wallet rows with the balance each left
  await q(
    `INSERT INTO sys_wallet_txn (id, tenant_id, personnel_id, type, cash_amount, cash_after, subsidy_after, dinner_type, request_id, remark, create_time, reverses_id)
     SELECT e.id, '100001', e.personnel_id, e.type, e.amount, sum(e.amount) OVER (PARTITION BY e.personnel_id ORDER BY e.t, e.id), 0, e.dinner_type,
            'hb' || e.id, '', e.t, e.reverses_id
       FROM bench_home_event e`,
  );
  // a closed account's balance refunded in cash when it closed, the wallets the last balance
  await q(
    `CREATE TEMP TABLE bench_home_balance ON COMMIT DROP AS
     SELECT d.id, d.opened, d.closed_time, COALESCE(b.cash, 0) AS cash, b.last
       FROM bench_home_diner d LEFT JOIN (SELECT personnel_id, sum(amount) AS cash, max(t) AS last FROM bench_home_event GROUP BY 1) b ON b.personnel_id = d.id`,
  );
  await q(
    `INSERT INTO sys_wallet_txn (tenant_id, personnel_id, type, cash_amount, cash_after, subsidy_after, request_id, remark, create_time)
     SELECT '100001', id, 'CLOSE_REFUND', -cash, 0, 0, 'hbclose' || id, '销户退款', closed_time FROM bench_home_balance WHERE closed_time IS NOT NULL`,
  );
  await q(
    `INSERT INTO sys_wallet (personnel_id, tenant_id, cash, subsidy, update_time)
     SELECT id, '100001', CASE WHEN closed_time IS NULL THEN cash ELSE 0 END, 0, COALESCE(closed_time, last, opened) FROM bench_home_balance`,
  );
  for (const index of indexes) await q(index.definition);
  for (const table of ['sys_wallet_txn', 'sys_wallet', 'sys_card', 'sys_personnel', 'dept']) await q(`ANALYZE ${table}`);
}
