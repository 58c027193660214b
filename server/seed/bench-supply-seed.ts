// The supply chain bench's seed (SEED_BENCH_SUPPLY, never in a real installation), for `npm run bench:supply`: a
// district's year of the chain, generated in SQL. 100 schools with 5 canteens each plus the demo canteen
// (第一小学学生食堂, whose keeper `canteen` the bench signs in as), 49 suppliers plus 鲜丰 (`supplier`), each with a
// van and a driver; 300 orders a canteen over the year up to a week ahead (≈150,000), 10 lines each (≈1.5 million),
// in the states a year leaves them in; a delivery with three cold-chain readings for each order on the road or
// delivered (one in 50 with an excursion, and its cold-chain alert); an inspection of every line of the accepted
// orders (one line in a partly accepted order refused or partly accepted, with its return); a batch for each accepted line with its 入库 and the 出库 that used it (older
// batches used up, the last week's half on hand): ≈3 million movements, each batch's balance their sum.
// SEED_BENCH_SUPPLY=10 makes a tenth of it (10 schools, 50 canteens, 5 suppliers, ≈15,000 orders): the embedded
// engine's bench. Loaded in bulk (INSERT … SELECT over generate_series) with the chain's secondary indexes dropped
// and the foreign-key triggers off, the indexes built again after the load.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { fromZoned } from '../platform/db/zoned.ts';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { CHILLED_MARGIN_TENTHS, DECISION, DELIVERY, FROZEN_LIMIT_TENTHS, MOVEMENT, ORDER, STORAGE } from '../modules/supply/index.ts';

export const BENCH_SUPPLY_SCHOOLS = 100;
export const BENCH_SUPPLY_CANTEENS_EACH = 5;
export const BENCH_SUPPLY_SUPPLIERS = 50;
export const BENCH_SUPPLY_ORDERS_EACH = 300;
export const BENCH_SUPPLY_LINES_EACH = 10;
/** The bench's orders are numbered YC…: the bench finds its rows by this prefix. */
export const BENCH_ORDER_PREFIX = 'YC';
const TABLES = [
  'supply_order',
  'supply_order_line',
  'supply_delivery',
  'supply_delivery_reading',
  'supply_acceptance',
  'supply_return',
  'stock_batch',
  'stock_balance',
  'stock_movement',
];
const n = sql.number;

/** `divisor` 1 is the full district-year, 10 a tenth of it. */
export async function seedBenchSupply(client: pg.PoolClient, divisor: number): Promise<void> {
  const schools = Math.max(1, Math.round(BENCH_SUPPLY_SCHOOLS / divisor));
  const suppliers = Math.max(2, Math.round(BENCH_SUPPLY_SUPPLIERS / divisor));
  const base = await client.query<{ bureau: string; canteen: string; school: string; keeper: string; fresh: string }>(
    `SELECT b.id::text AS bureau, c.id::text AS canteen, c.parent_id::text AS school, u.id::text AS keeper,
            (SELECT id::text FROM supplier_company WHERE tenant_id = '100001' AND supplier_name = '鲜丰农产品配送有限公司') AS fresh
       FROM dept b, dept c JOIN app_user u ON u.dept_id = c.id AND u.account = 'canteen'
      WHERE b.tenant_id = '100001' AND b.dept_name = '东湖区教育局' AND b.is_deleted = 0 AND c.tenant_id = '100001' AND c.dept_name = '第一小学学生食堂'`,
  );
  const ids = base.rows[0];
  if (!ids?.fresh) throw new Error('SEED_BENCH_SUPPLY needs the demo data (SEED_DEMO)');
  const q = (query: string | ReturnType<typeof sql>) => client.query(query);

  // the load: no foreign-key triggers (the rows are made consistent by construction), the indexes after
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

  // the district: schools of 5 canteens under the bureau, and the demo canteen as the last of them
  await q(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
     SELECT '100001', ${ids.bureau}, '供应链压测学校' || s, '东湖区教育局/供应链压测学校' || s, ${n(DEPT_CATEGORY.school)}, 2000 + s FROM generate_series(1, ${n(schools)}) s`,
  );
  await q(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, canteen_type, sort)
     SELECT '100001', s.id, s.dept_name || '食堂' || c, s.full_name || '/' || s.dept_name || '食堂' || c, ${n(DEPT_CATEGORY.canteen)}, 1, c
       FROM dept s CROSS JOIN generate_series(1, ${n(BENCH_SUPPLY_CANTEENS_EACH)}) c
      WHERE s.tenant_id = '100001' AND s.dept_name LIKE '供应链压测学校%' AND s.dept_category = ${n(DEPT_CATEGORY.school)}`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_canteen ON COMMIT DROP AS
     SELECT id, parent_id AS school_id, row_number() OVER (ORDER BY id)::int AS k FROM dept
      WHERE tenant_id = '100001' AND dept_category = ${n(DEPT_CATEGORY.canteen)} AND dept_name LIKE '供应链压测学校%'
     UNION ALL SELECT ${ids.canteen}::bigint, ${ids.school}::bigint, 0`,
  );

  // suppliers: 鲜丰 (j 0) and the bench's, each with a van and a driver, bound to the schools they serve
  await q(
    sql`INSERT INTO supplier_company (tenant_id, supplier_name, contacts_name, mobile, status)
     SELECT '100001', '供应链压测供应商' || j || '号', '联系人' || j, '137' || lpad(j::text, 8, '0'), 1 FROM generate_series(1, ${n(suppliers - 1)}) j`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_supplier ON COMMIT DROP AS
     SELECT id, 0 AS j FROM supplier_company WHERE id = ${ids.fresh}
     UNION ALL SELECT id, substring(supplier_name FROM '[0-9]+')::int FROM supplier_company WHERE tenant_id = '100001' AND supplier_name LIKE '供应链压测供应商%'`,
  );
  await q(
    `INSERT INTO supply_vehicle (tenant_id, supplier_id, plate, refrigerated) SELECT '100001', id, '浙A·Y' || lpad(j::text, 4, '0'), true FROM bench_supplier`,
  );
  await q(
    `INSERT INTO supply_driver (tenant_id, supplier_id, name, phone, health_cert_no, health_cert_expiry)
     SELECT '100001', id, '压测司机' || j, '136' || lpad(j::text, 8, '0'), 'JKYC' || lpad(j::text, 4, '0'), current_date + 100 + j FROM bench_supplier`,
  );
  await q(`ALTER TABLE bench_supplier ADD COLUMN vehicle_id bigint, ADD COLUMN driver_id bigint`);
  await q(
    `UPDATE bench_supplier s SET vehicle_id = (SELECT max(id) FROM supply_vehicle v WHERE v.supplier_id = s.id),
                                 driver_id = (SELECT max(id) FROM supply_driver d WHERE d.supplier_id = s.id)`,
  );
  // the goods the orders buy: every leaf of the goods dictionary
  await q(
    `CREATE TEMP TABLE bench_goods ON COMMIT DROP AS
     SELECT code, name, base_unit, storage_class, max_temp_tenths, COALESCE(shelf_life_days, 30) AS shelf, (row_number() OVER (ORDER BY code) - 1)::int AS j
       FROM school_goods WHERE code ~ '^G[0-9]{4}$'`,
  );
  const goods = Number((await client.query<{ count: string }>(`SELECT count(*) FROM bench_goods`)).rows[0]!.count);
  if (goods < BENCH_SUPPLY_LINES_EACH) throw new Error(`SEED_BENCH_SUPPLY needs ${BENCH_SUPPLY_LINES_EACH} goods, found ${goods}`);

  // orders: the canteen's n-th of the year is delivered on day (n − 1) × 365 / 300 − 358 from today, from the
  // supplier (k + n) mod the suppliers; h spreads the states
  const stateOf = sql`CASE
      WHEN o.day > 2 THEN CASE WHEN o.h < 100 THEN ${n(ORDER.draft)} WHEN o.h < 550 THEN ${n(ORDER.submitted)} ELSE ${n(ORDER.confirmed)} END
      WHEN o.day > 0 THEN CASE WHEN o.h < 20 THEN ${n(ORDER.refused)} WHEN o.h < 500 THEN ${n(ORDER.confirmed)} ELSE ${n(ORDER.delivering)} END
      WHEN o.day = 0 THEN CASE WHEN o.h < 500 THEN ${n(ORDER.delivering)} ELSE ${n(ORDER.delivered)} END
      ELSE CASE WHEN o.h < 20 THEN ${n(ORDER.cancelled)} WHEN o.h < 40 THEN ${n(ORDER.refused)} WHEN o.h < 45 AND o.day >= -3 THEN ${n(ORDER.delivering)}
                WHEN o.h < 130 THEN ${n(ORDER.partlyAccepted)} WHEN o.h < 200 THEN ${n(ORDER.closed)} ELSE ${n(ORDER.accepted)} END END`;
  const confirmedStates = `(${[ORDER.confirmed, ORDER.delivering, ORDER.delivered, ORDER.accepted, ORDER.partlyAccepted, ORDER.closed].join(', ')})`;
  await q(
    sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, emergency, emergency_reason, status,
                               refuse_reason, cancel_reason, create_user, create_time, submit_time, confirm_time, update_time)
     SELECT '100001', ${BENCH_ORDER_PREFIX} || lpad(o.k::text, 4, '0') || lpad(o.n::text, 4, '0'), o.canteen_id, o.school_id, o.supplier_id,
            current_date + o.day, 1 + o.n % 3, o.h % 97 = 0, CASE WHEN o.h % 97 = 0 THEN '压测：临时加餐' ELSE '' END, o.status,
            CASE WHEN o.status = ${n(ORDER.refused)} THEN '压测：货源不足' ELSE '' END, CASE WHEN o.status = ${n(ORDER.cancelled)} THEN '压测：用餐人数变化' ELSE '' END,
            ${ids.keeper}, o.created, CASE WHEN o.status <> ${n(ORDER.draft)} THEN o.created END,
            CASE WHEN o.status IN ${sql.raw(confirmedStates)} OR o.status = ${n(ORDER.refused)} THEN o.created + interval '3 hours' END, o.created
       FROM (SELECT o.*, ${stateOf} AS status FROM (
               SELECT c.k, c.id AS canteen_id, c.school_id, s.id AS supplier_id, g.n, (g.n - 1) * 365 / ${n(BENCH_SUPPLY_ORDERS_EACH)} - 358 AS day,
                      (c.k * 7919 + g.n * 104729) % 1000 AS h,
                      LEAST(${fromZoned(sql`(current_date + ((g.n - 1) * 365 / ${n(BENCH_SUPPLY_ORDERS_EACH)} - 358) - 2)::timestamp + interval '10 hours'`)},
                            now() - make_interval(mins => 60 + c.k)) AS created
                 FROM bench_canteen c CROSS JOIN generate_series(1, ${n(BENCH_SUPPLY_ORDERS_EACH)}) g(n)
                 JOIN bench_supplier s ON s.j = (c.k + g.n) % ${n(suppliers)}) o) o`,
  );
  const mine = sql`o.order_no LIKE ${`${BENCH_ORDER_PREFIX}%`}`;
  await q(
    sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, unit_price, quantity, amount, confirmed_qty)
     SELECT o.id, i, g.code, g.name, g.base_unit, p.price, p.qty,
            CASE WHEN g.base_unit = '个' THEN p.price * p.qty ELSE (p.price * p.qty + 500) / 1000 END,
            CASE WHEN o.status IN ${sql.raw(confirmedStates)} THEN p.qty END
       FROM supply_order o CROSS JOIN generate_series(1, ${n(BENCH_SUPPLY_LINES_EACH)}) i
       JOIN bench_goods g ON g.j = (o.id % 1000003 + i) % ${n(goods)}
       CROSS JOIN LATERAL (SELECT CASE WHEN g.base_unit = '个' THEN 40 + (o.id % 1000003 * 31 + i * 17) % 160 ELSE 300 + (o.id % 1000003 * 31 + i * 17) % 4700 END AS price,
                                  CASE WHEN g.base_unit = '个' THEN 50 + (o.id % 1000003 + i) % 450 ELSE 1000 * (5 + (o.id % 1000003 * 7 + i) % 46) END AS qty) p
      WHERE ${mine}`,
  );
  // deliveries: every order on the road or delivered; one in 33 arrives the day after its date (late)
  const late = sql`(o.id % 33 = 0)::int`;
  const arrived = sql`${fromZoned(sql`(o.delivery_date + ${late})::timestamp + interval '6 hours 30 minutes'`)}`;
  await q(
    sql`INSERT INTO supply_delivery (tenant_id, order_id, supplier_id, vehicle_id, driver_id, status, create_time, depart_time, arrive_time)
     SELECT '100001', o.id, o.supplier_id, s.vehicle_id, s.driver_id,
            CASE WHEN o.status = ${n(ORDER.delivering)} THEN ${n(DELIVERY.onTheRoad)} ELSE ${n(DELIVERY.arrived)} END,
            ${arrived} - interval '14 hours', ${arrived} - interval '90 minutes', CASE WHEN o.status <> ${n(ORDER.delivering)} THEN ${arrived} END
       FROM supply_order o JOIN bench_supplier s ON s.id = o.supplier_id
      WHERE ${mine} AND o.status IN (${n(ORDER.delivering)}, ${n(ORDER.delivered)}, ${n(ORDER.accepted)}, ${n(ORDER.partlyAccepted)}, ${n(ORDER.closed)})`,
  );
  // the orders' totals, and the arrival kept on the order (the trigger of migration 035 does it, but not in this load),
  // in one pass: each pass over the orders leaves a copy of every row behind for the reads to skip
  await q(
    sql`UPDATE supply_order o SET total_amount = t.amount, arrived_at = v.arrive_time
          FROM (SELECT order_id, sum(amount) AS amount FROM supply_order_line GROUP BY order_id) t LEFT JOIN supply_delivery v ON v.order_id = t.order_id
         WHERE t.order_id = o.id AND ${mine}`,
  );
  // three readings a delivery under the order's limit (frozen goods −9 °C, chilled 3 °C over the label, as 配送监管 reads
  // them; ambient-only orders around 15 °C); one delivery in 50 has one reading 1.5 °C over it, an excursion
  await q(
    sql`CREATE TEMP TABLE bench_limit ON COMMIT DROP AS
     SELECT l.order_id, max(CASE g.storage_class WHEN ${n(STORAGE.frozen)} THEN ${n(FROZEN_LIMIT_TENTHS)}
                                                 WHEN ${n(STORAGE.chilled)} THEN COALESCE(g.max_temp_tenths, 40) + ${n(CHILLED_MARGIN_TENTHS)} END) AS tenths
       FROM supply_order_line l JOIN bench_goods g ON g.code = l.goods_code JOIN supply_delivery v ON v.order_id = l.order_id GROUP BY l.order_id`,
  );
  const readingsBefore = Number((await client.query<{ id: string }>(`SELECT COALESCE(max(id), 0)::text AS id FROM supply_delivery_reading`)).rows[0]!.id);
  await q(
    `INSERT INTO supply_delivery_reading (delivery_id, temp_tenths, read_time)
     SELECT v.id, CASE WHEN i = 2 AND v.id % 50 = 0 THEN COALESCE(m.tenths, 150) + 15 ELSE COALESCE(m.tenths, 200) - 60 + (v.id % 1000003 * i) % 40 END,
            v.depart_time + i * interval '25 minutes'
       FROM supply_delivery v JOIN bench_limit m ON m.order_id = v.order_id CROSS JOIN generate_series(1, 3) i`,
  );
  // their alerts, as the logger's raiseAlerts would raise them (配送监管 reads the breaches from the alerts): one per run
  // of consecutive readings over the limit, of the readings just written
  await q(
    `INSERT INTO supply_cold_chain_alert (tenant_id, delivery_id, order_id, supplier_id, limit_tenths, first_reading_id, last_reading_id, first_time, last_time,
                                          warmest_tenths, readings, create_time)
     WITH marked AS (
       SELECT x.id, x.delivery_id, x.temp_tenths, x.read_time, m.tenths, x.temp_tenths > m.tenths AS over,
              row_number() OVER (PARTITION BY x.delivery_id ORDER BY x.read_time, x.id) AS n
         FROM supply_delivery_reading x JOIN supply_delivery v ON v.id = x.delivery_id JOIN bench_limit m ON m.order_id = v.order_id
        WHERE m.tenths IS NOT NULL AND x.id > ${readingsBefore}
     ), runs AS (
       SELECT r.*, r.n - row_number() OVER (PARTITION BY r.delivery_id, r.over ORDER BY r.read_time, r.id) AS run FROM marked r
     )
     SELECT v.tenant_id, r.delivery_id, v.order_id, v.supplier_id, min(r.tenths), (array_agg(r.id ORDER BY r.read_time, r.id))[1],
            (array_agg(r.id ORDER BY r.read_time DESC, r.id DESC))[1], min(r.read_time), max(r.read_time), max(r.temp_tenths), count(*), min(r.read_time)
       FROM runs r JOIN supply_delivery v ON v.id = r.delivery_id
      WHERE r.over
      GROUP BY v.tenant_id, r.delivery_id, v.order_id, v.supplier_id, r.run`,
  );

  // inspections: every line of an accepted order; in a partly accepted one its first line partly accepted or refused
  await q(
    sql`INSERT INTO supply_acceptance (tenant_id, order_id, line_id, canteen_id, received_qty, accepted_qty, arrival_temp_tenths, production_date, expiry_date,
                                    decision, reason, receiver, witness, create_user, create_time)
     SELECT '100001', o.id, l.id, o.canteen_id, l.quantity,
            CASE d.decision WHEN ${n(DECISION.pass)} THEN l.quantity WHEN ${n(DECISION.partly)} THEN l.quantity * 4 / 5 ELSE 0 END,
            CASE g.storage_class WHEN 2 THEN 30 WHEN 3 THEN -180 END, o.delivery_date - 1, o.delivery_date - 1 + g.shelf, d.decision,
            CASE d.decision WHEN ${n(DECISION.partly)} THEN '压测：部分破损' WHEN ${n(DECISION.refuse)} THEN '压测：感官异常' ELSE '' END,
            '压测验收员', '压测见证人', ${ids.keeper}, ${arrived} + interval '30 minutes'
       FROM supply_order o JOIN supply_order_line l ON l.order_id = o.id JOIN bench_goods g ON g.code = l.goods_code
       CROSS JOIN LATERAL (SELECT CASE WHEN o.status = ${n(ORDER.partlyAccepted)} AND l.line_no = 1
                                       THEN CASE WHEN o.id % 2 = 0 THEN ${n(DECISION.partly)} ELSE ${n(DECISION.refuse)} END
                                       ELSE ${n(DECISION.pass)} END AS decision) d
      WHERE ${mine} AND o.status IN (${n(ORDER.accepted)}, ${n(ORDER.partlyAccepted)}, ${n(ORDER.closed)})`,
  );
  await q(
    sql`INSERT INTO supply_return (tenant_id, canteen_id, supplier_id, order_id, line_id, acceptance_id, quantity, reason, status, create_time, confirm_time)
     SELECT '100001', a.canteen_id, o.supplier_id, o.id, a.line_id, a.id, a.received_qty - a.accepted_qty, a.reason, 1, a.create_time, a.create_time + interval '1 day'
       FROM supply_acceptance a JOIN supply_order o ON o.id = a.order_id WHERE ${mine} AND a.decision <> ${n(DECISION.pass)}`,
  );

  // stock: a batch for each accepted line; its 入库, then 出库 — a batch older than a week used up (one in eight in two
  // issues), a younger one (but today's) half issued
  await q(
    sql`INSERT INTO stock_batch (tenant_id, canteen_id, goods_code, goods_name, base_unit, source, supplier_id, acceptance_id, unit_price, production_date, expiry_date, create_time)
     SELECT '100001', a.canteen_id, l.goods_code, l.goods_name, l.base_unit, 1, o.supplier_id, a.id, l.unit_price, a.production_date, a.expiry_date, a.create_time
       FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id JOIN supply_order o ON o.id = a.order_id
      WHERE ${mine} AND a.accepted_qty > 0`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
     SELECT b.id, b.canteen_id, b.goods_code, b.create_time, a.accepted_qty AS acc,
            CASE WHEN p.age > 7 AND b.id % 8 <> 0 THEN a.accepted_qty WHEN p.age >= 1 THEN a.accepted_qty / 2 ELSE 0 END AS first,
            CASE WHEN p.age > 7 AND b.id % 8 = 0 THEN a.accepted_qty - a.accepted_qty / 2 ELSE 0 END AS second
       FROM stock_batch b JOIN supply_acceptance a ON a.id = b.acceptance_id JOIN supply_order o ON o.id = a.order_id
       CROSS JOIN LATERAL (SELECT current_date - o.delivery_date AS age) p
      WHERE ${mine}`,
  );
  const movement = (kind: number, quantity: string, after: string, purpose: string, where = 'true') =>
    q(
      `INSERT INTO stock_movement (tenant_id, canteen_id, batch_id, goods_code, kind, quantity, meal, purpose, user_name, create_time)
       SELECT '100001', canteen_id, id, goods_code, ${kind}, ${quantity}, ${kind === MOVEMENT.issue ? '1 + id % 3' : '0'}, '${purpose}', '压测保管员', create_time + interval '${after}'
         FROM bench_plan WHERE ${where}`,
    );
  await movement(MOVEMENT.stockIn, 'acc', '0 hours', '验收入库');
  await movement(MOVEMENT.issue, '-first', '3 hours', '压测：午餐用料', 'first > 0');
  await movement(MOVEMENT.issue, '-second', '1 day 3 hours', '压测：午餐用料', 'second > 0');
  await q(
    `INSERT INTO stock_balance (batch_id, canteen_id, goods_code, on_hand, update_time) SELECT id, canteen_id, goods_code, acc - first - second, create_time FROM bench_plan`,
  );

  // 配送监管's counts ahead (migration 036), which the triggers off did not keep
  await q(`SELECT supply_order_tally_rebuild()`);
  for (const index of indexes) await q(index.definition);
  for (const table of [...TABLES, 'supply_cold_chain_alert', 'supply_order_tally', 'dept', 'supplier_company']) await q(`ANALYZE ${table}`);
}
