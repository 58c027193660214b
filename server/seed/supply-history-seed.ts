// A year of the supply chain behind the walls 食材溯源, 冷冻食材占比 and 大米价格 (server/modules/statistics): for every
// canteen of the statistics demo, on the school days of the 365 days up to the day the data folder is created, orders
// of one line each from the tenant's suppliers of the goods' category (never from one whose licence had lapsed on the
// day), their delivery notes, their receiving inspection with its certificates (合格 mostly, a few 部分合格 and 拒收
// with their reasons and confirmed returns). Generated in SQL — generate_series and one INSERT … SELECT per table
// from a temporary table of the lines — so the first start stays within its budget; the draws are md5 of the
// canteen, day and slot, the same every time. The history's goods were eaten long ago: it makes no stock batches
// (the stock the canteens hold is the supply seed's).
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned } from '../platform/db/zoned.ts';
import type { Canteen, Supplier } from './statistics-org.ts';
import { DINER_SCHOOLS } from './system-personnel-seed.ts';

/** [goods code, wall category, draw weight, weight in a canteen that buys frozen, min kg, max kg, min fen/kg, max fen/kg]; rice's price follows the month's cap. */
const GOODS: [string, string, number, number, number, number, number, number][] = [
  ['G0501', 'vegetable', 6, 5, 15, 120, 180, 320],
  ['G0502', 'vegetable', 6, 5, 20, 150, 220, 360],
  ['G0503', 'vegetable', 5, 4, 15, 80, 350, 650],
  ['G0504', 'vegetable', 5, 4, 15, 80, 300, 550],
  ['G0505', 'vegetable', 4, 3, 15, 80, 250, 400],
  ['G0506', 'vegetable', 4, 3, 10, 60, 400, 700],
  ['G0507', 'vegetable', 3, 2, 10, 60, 600, 1000],
  ['G0508', 'vegetable', 3, 2, 10, 50, 400, 800],
  ['G0601', 'vegetable', 4, 3, 10, 60, 400, 600],
  ['G0201', 'meat', 6, 4, 15, 100, 2400, 3200],
  ['G0203', 'meat', 2, 1, 10, 60, 5800, 7600],
  ['G0205', 'meat', 2, 1, 10, 60, 3400, 4400],
  ['G0303', 'meat', 3, 2, 10, 80, 1800, 2400],
  ['G0304', 'meat', 3, 2, 10, 80, 1600, 2200],
  ['G0305', 'meat', 8, 24, 20, 120, 3800, 4600],
  ['G0401', 'aquatic', 3, 1, 15, 80, 1400, 2000],
  ['G0403', 'aquatic', 3, 12, 20, 120, 2200, 3200],
  ['G0404', 'aquatic', 2, 6, 10, 90, 4800, 6600],
  ['G0405', 'aquatic', 2, 8, 20, 120, 2000, 2800],
  ['G0101', 'grain', 9, 7, 100, 400, 0, 0],
  ['G0102', 'grain', 4, 3, 25, 150, 360, 460],
  ['G0104', 'grain', 3, 2, 10, 60, 500, 700],
  ['G0105', 'grain', 2, 1, 5, 30, 600, 900],
  ['G0301', 'egg_dairy', 7, 5, 15, 100, 900, 1200],
  ['G0302', 'egg_dairy', 2, 1, 10, 40, 1000, 1400],
  ['G0306', 'egg_dairy', 1, 1, 5, 20, 1800, 2600],
  ['G0103', 'oil_condiment', 6, 4, 10, 60, 1200, 1800],
];
/** The goods' ordinals (1-based) repeated by their draw weight: a uniform draw over the list picks by weight. */
const PICK = GOODS.flatMap((row, index) => Array<number>(row[2]).fill(index + 1));
const PICK_FROZEN = GOODS.flatMap((row, index) => Array<number>(row[3]).fill(index + 1));
/**
 * The chance of each order line of a school day: a canteen of the statistics demo buys on about two days in three; the
 * canteens whose diners pay by card (DINER_SCHOOLS) buy for them every day, about three lines, so that 食堂数据填报's
 * figures computed from their acceptances and their meals come out as a canteen's (food about 60% of the meal fees).
 */
const SLOTS = [0.5, 0.15, 0, 0] as const;
const BUSY_SLOTS = [1, 0.8, 0.6, 0.4] as const;
const BUSY = DINER_SCHOOLS.map((school) => school.canteen);
const RECEIVERS = ['李食堂', '王保管', '张库管', '刘师傅', '陈主管'];
const WITNESSES = ['王师傅', '赵老师', '孙会计', '周厨师长', '吴老师'];

/** `values` as an array parameter of `type` (the seed's own constants), for unnest. */
const column = (values: unknown[], type: string) => sql`${values}::${sql.raw(type)}[]`;
const GOODS_TYPES = ['text', 'text', 'int', 'int', 'int', 'int', 'int', 'int'];
const goodsColumns = sql.join(
  GOODS_TYPES.map((type, index) =>
    column(
      GOODS.map((row) => row[index]),
      type,
    ),
  ),
);

export async function seedSupplyHistory(client: pg.PoolClient, canteens: Canteen[], suppliers: Supplier[]): Promise<void> {
  const tenants = [...new Set(canteens.map((canteen) => canteen.tenant))];
  // Every row below is built from rows just read or written in this transaction, so where the engine lets us (a
  // superuser: the embedded one) the foreign keys' per-row checks are skipped for it — half of the seed's time.
  const { rows: role } = await client.query<{ superuser: boolean }>(sql`SELECT current_setting('is_superuser') = 'on' AS superuser`);
  if (role[0]!.superuser) await client.query(sql`SET LOCAL session_replication_role = replica`);
  // one scanned 合格证明 per district, the papers of the history's inspections
  const content = Buffer.from('%PDF-1.4\n% 合格证明（历史验收）\n');
  const files: string[] = [];
  for (const tenant of tenants) {
    const { rows } = await client.query<{ id: string }>(
      sql`INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content, create_time)
       VALUES (${tenant}, 'seed', 0, '合格证明.pdf', 'application/pdf', ${content.length}, ${createHash('sha256').update(content).digest('hex')},
               ${randomBytes(18).toString('base64url')}, ${content}, now()) RETURNING id::text`,
    );
    files.push(rows[0]!.id);
  }
  const pairs = suppliers.flatMap((supplier) => supplier.categories.map((category) => [supplier.id, category] as const));
  const ids = suppliers.map((supplier) => supplier.id);
  await client.query(
    sql`INSERT INTO supply_vehicle (tenant_id, supplier_id, plate, refrigerated)
     SELECT tenant_id, id, '浙A·H' || lpad(row_number() OVER (ORDER BY id)::text, 4, '0'), true FROM supplier_company WHERE id = ANY(${ids}::bigint[])`,
  );
  await client.query(
    sql`INSERT INTO supply_driver (tenant_id, supplier_id, name, phone, health_cert_no, health_cert_expiry)
     SELECT tenant_id, id, (ARRAY['陈师傅', '刘师傅', '赵师傅', '孙师傅'])[1 + row_number() OVER (ORDER BY id) % 4], '1390000' || lpad((8000 + row_number() OVER (ORDER BY id))::text, 4, '0'),
            'JK-H' || lpad(row_number() OVER (ORDER BY id)::text, 4, '0'), ${APP_TODAY} + 365
       FROM supplier_company WHERE id = ANY(${ids}::bigint[])`,
  );

  // the lines: draws in [0, 1) from the md5 of the canteen, day and slot (four 32-bit parts of each of two)
  const part = (hash: string, index: number) => `(('x' || substr(${hash}, ${1 + index * 8}, 8))::bit(32)::bigint::float8 / 4294967296)`;
  const arrive = fromZoned("s.day + time '06:00' + make_interval(mins => (s.r_time * 180)::int)");
  await client.query(
    sql`CREATE TEMP TABLE wall_history ON COMMIT DROP AS
     WITH goods AS (
       SELECT * FROM unnest(${goodsColumns}) WITH ORDINALITY AS g(code, category, w, wf, kg_lo, kg_hi, fen_lo, fen_hi, ord)
     ),
     days AS (
       SELECT d::date AS day FROM generate_series(${APP_TODAY} - 364, ${APP_TODAY}, interval '1 day') AS d
        WHERE extract(isodow FROM d) < 6 AND to_char(d, 'MM-DD') NOT BETWEEN '01-24' AND '02-22' AND to_char(d, 'MM-DD') NOT BETWEEN '07-11' AND '08-31'
     ),
     offer AS MATERIALIZED (
       SELECT p.supplier, p.category, c.tenant_id AS tenant, d.day, row_number() OVER (PARTITION BY c.tenant_id, p.category, d.day ORDER BY p.supplier) - 1 AS ord,
              count(*) OVER (PARTITION BY c.tenant_id, p.category, d.day) AS n
         FROM unnest(${column(
           pairs.map(([id]) => id),
           'bigint',
         )}, ${column(
           pairs.map(([, category]) => category),
           'text',
         )}) AS p(supplier, category)
         JOIN supplier_company c ON c.id = p.supplier JOIN days d ON c.license_expiry IS NULL OR c.license_expiry >= d.day
     ),
     canteen AS MATERIALIZED (
       SELECT c.id, c.tenant_id AS tenant, c.parent_id AS school, ('x' || left(md5(c.id::text || 'frozen'), 8))::bit(32)::bigint % 100 < 15 AS buys_frozen,
              c.id = ANY(${BUSY}::bigint[]) AS busy,
              COALESCE((SELECT min(u.id) FROM app_user u WHERE u.dept_id = c.id), (SELECT min(u.id) FROM app_user u WHERE u.tenant_id = c.tenant_id)) AS keeper,
              f.file
         FROM dept c JOIN unnest(${column(tenants, 'text')}, ${column(files, 'bigint')}) AS f(tenant, file) ON f.tenant = c.tenant_id
        WHERE c.id = ANY(${canteens.map((canteen) => canteen.id)}::bigint[])
     ),
     hashed AS MATERIALIZED (
       SELECT c.*, d.day, n.slot, md5(c.id::text || d.day::text || n.slot::text) AS h1, md5(n.slot::text || d.day::text || c.id::text) AS h2
         FROM canteen c CROSS JOIN days d CROSS JOIN LATERAL generate_series(1, CASE WHEN c.busy THEN 4 ELSE 2 END) AS n(slot)
     ),
     drawn AS MATERIALIZED (
       SELECT s.*, ${sql.raw(part('s.h1', 2))} AS r_supplier, ${sql.raw(part('s.h1', 3))} AS r_kg,
              ${sql.raw(part('s.h2', 0))} AS r_price, ${sql.raw(part('s.h2', 1))} AS r_decision, ${sql.raw(part('s.h2', 2))} AS r_time, ${sql.raw(part('s.h2', 3))} AS r_people,
              CASE WHEN s.buys_frozen THEN (${PICK_FROZEN}::int[])[1 + floor(${sql.raw(part('s.h1', 1))} * ${sql.number(PICK_FROZEN.length)})::int]
                   ELSE (${PICK}::int[])[1 + floor(${sql.raw(part('s.h1', 1))} * ${sql.number(PICK.length)})::int] END AS goods
         FROM hashed s WHERE ${sql.raw(part('s.h1', 0))} < (CASE WHEN s.busy THEN ${[...BUSY_SLOTS]}::float8[] ELSE ${[...SLOTS]}::float8[] END)[s.slot]
     ),
     picked AS MATERIALIZED (
       SELECT s.*, g.code, g.category, g.kg_lo, g.kg_hi, g.fen_lo, g.fen_hi FROM drawn s JOIN goods g ON g.ord = s.goods
     ),
     lines AS MATERIALIZED (
       SELECT s.tenant, s.id AS canteen, s.school, s.keeper, s.file, s.day, s.code, s.category, o.supplier,
              round((s.kg_lo + s.r_kg * (s.kg_hi - s.kg_lo)) * 10) * 100 AS quantity,
              CASE WHEN s.code = 'G0101' THEN round(COALESCE(p.cap, 5.3) * (86 + 16 * s.r_price)) ELSE round(s.fen_lo + s.r_price * (s.fen_hi - s.fen_lo)) END AS unit_price,
              CASE WHEN s.r_decision < 0.955 THEN 1 WHEN s.r_decision < 0.97 THEN 2 ELSE 3 END AS decision,
              ${arrive} AS arrive_time, s.r_people, s.r_time
         FROM picked s
         JOIN offer o ON o.tenant = s.tenant AND o.category = s.category AND o.day = s.day AND o.ord = floor(s.r_supplier * o.n)::bigint
         LEFT JOIN rice_price_cap p ON p.tenant_id = s.tenant AND p.month = date_trunc('month', s.day)::date
     )
     SELECT l.*, nextval('entity_id_seq') AS order_id, nextval('entity_id_seq') AS line_id, nextval('entity_id_seq') AS acceptance_id,
            row_number() OVER (PARTITION BY l.tenant ORDER BY l.day, l.canteen, l.code) AS no, s.name, s.base_unit, s.storage_class, s.quarantine, s.shelf_life_days,
            round(l.unit_price * l.quantity / 1000.0) AS amount,
            CASE l.decision WHEN 1 THEN l.quantity WHEN 2 THEN round(l.quantity * 0.8) ELSE 0 END AS accepted
       FROM lines l JOIN school_goods s ON s.code = l.code
      WHERE l.arrive_time <= app_now() - interval '1 hour'`,
  );
  await client.query(
    sql`INSERT INTO supply_order (id, tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, status, total_amount, create_user, create_time,
                               submit_time, confirm_time, confirm_user, update_time, arrived_at)
     SELECT h.order_id, h.tenant, 'CG' || to_char(h.day - 1, 'YYYYMMDD') || 'H' || lpad(h.no::text, 5, '0'), h.canteen, h.school, h.supplier, h.day, 2,
            CASE WHEN h.decision = 1 THEN 6 ELSE 7 END, h.amount, h.keeper, h.arrive_time - interval '18 hours', h.arrive_time - interval '18 hours',
            h.arrive_time - interval '15 hours', (SELECT min(a.id) FROM supplier_account a WHERE a.company_id = h.supplier), h.arrive_time + interval '30 minutes',
            -- the delivery's arrival kept on its order (035_supervision_speed.sql): its trigger is off for these inserts
            h.arrive_time
       FROM wall_history h`,
  );
  await client.query(
    sql`INSERT INTO supply_order_line (id, order_id, line_no, goods_code, goods_name, base_unit, unit_price, quantity, amount, confirmed_qty)
     SELECT h.line_id, h.order_id, 1, h.code, h.name, h.base_unit, h.unit_price, h.quantity, h.amount, h.quantity FROM wall_history h`,
  );
  await client.query(
    sql`INSERT INTO supply_delivery (tenant_id, order_id, supplier_id, vehicle_id, driver_id, status, create_time, depart_time, arrive_time)
     SELECT h.tenant, h.order_id, h.supplier, v.id, r.id, 3, h.arrive_time - interval '14 hours', h.arrive_time - interval '1 hour', h.arrive_time
       FROM wall_history h JOIN supply_vehicle v ON v.supplier_id = h.supplier AND v.plate LIKE '浙A·H%' JOIN supply_driver r ON r.supplier_id = h.supplier AND r.health_cert_no LIKE 'JK-H%'`,
  );
  await client.query(
    sql`INSERT INTO supply_acceptance (id, tenant_id, order_id, line_id, canteen_id, received_qty, accepted_qty, arrival_temp_tenths, production_date, expiry_date,
                                    decision, reason, receiver, witness, create_user, create_time)
     SELECT h.acceptance_id, h.tenant, h.order_id, h.line_id, h.canteen, h.quantity, h.accepted,
            CASE h.storage_class WHEN 3 THEN CASE WHEN h.decision = 3 THEN -60 ELSE -180 + round(h.r_time * 60)::int END WHEN 2 THEN round(h.r_time * 40)::int END,
            h.day - 1, h.day - 1 + COALESCE(h.shelf_life_days, 30), h.decision,
            CASE h.decision WHEN 2 THEN '部分包装破损，按合格数量入库' WHEN 3 THEN CASE WHEN h.storage_class = 3 THEN '到货温度超标，应拒收' ELSE '感官检验不合格，拒收' END ELSE '' END,
            (${RECEIVERS}::text[])[1 + floor(h.r_people * 5)::int], (${WITNESSES}::text[])[1 + floor(h.r_time * 5)::int], h.keeper, h.arrive_time + interval '20 minutes'
       FROM wall_history h`,
  );
  await client.query(
    sql`INSERT INTO supply_certificate (acceptance_id, kind, file_id)
     SELECT h.acceptance_id, k.kind, h.file FROM wall_history h JOIN (VALUES (1, 0), (3, 1), (4, 2)) AS k(kind, needs) ON h.quarantine >= k.needs
      WHERE h.decision <> 3`,
  );
  await client.query(
    sql`INSERT INTO supply_return (tenant_id, canteen_id, supplier_id, order_id, line_id, acceptance_id, quantity, reason, status, create_time, confirm_time, confirm_user)
     SELECT h.tenant, h.canteen, h.supplier, h.order_id, h.line_id, h.acceptance_id, h.quantity - h.accepted,
            CASE h.decision WHEN 2 THEN '部分包装破损，按合格数量入库' WHEN 3 THEN CASE WHEN h.storage_class = 3 THEN '到货温度超标，应拒收' ELSE '感官检验不合格，拒收' END END, 1,
            h.arrive_time + interval '20 minutes', h.arrive_time + interval '1 day', (SELECT min(a.id) FROM supplier_account a WHERE a.company_id = h.supplier)
       FROM wall_history h WHERE h.decision <> 1`,
  );
  if (role[0]!.superuser) await client.query(sql`SET LOCAL session_replication_role = origin`);
  // 配送监管's counts ahead (migration 036), which the triggers off did not keep
  if (role[0]!.superuser) await client.query(sql`SELECT supply_order_tally_rebuild()`);
}
