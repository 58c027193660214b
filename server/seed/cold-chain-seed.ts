// Demo data of the cold-chain logger (docs/product-rules.md#cold-chain-logger): 鲜丰's frozen chicken wings for
// 第一小学学生食堂 on the road today, left two hours before the seeding in the refrigerated van, with the logger's
// readings every 5 minutes — drawn as the simulator draws them (server/modules/supply/logger.ts) — and one excursion
// to −6.5 °C for 15 minutes an hour after departure: one alert, not yet acknowledged, that the supplier sees on
// 冷链温控 and the supervisors on 配送监管. Once the server runs with the simulator on, the logger goes on from there.
// Runs after the supply chain's demo (supply-seed.ts: the award, the van and the driver).
import type pg from 'pg';
import { DELIVERY, lineAmount, ORDER, raiseAlerts, READING_SOURCE, simulatedTenths } from '../modules/supply/index.ts';
import { sql } from '../platform/db/sql.ts';

const CANTEEN = '第一小学学生食堂';
const FRESH = '鲜丰农产品配送有限公司';
const GOODS = 'G0305';
const GRAMS = 30_000;
/** The demo van and driver supply-seed.ts gives 鲜丰 (the chain's history has vans and drivers of its own). */
const VAN = '浙A·L2345';
const DRIVER_CERT = 'JK2026-0301';
const MINUTES = 5;
const READINGS = 24;
/** The excursion: from this slot, this many slots, at this temperature (tenths). */
const EXCURSION = { from: 11, slots: 3, tenths: -65 };

export async function seedColdChain(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{
    tenant: string;
    canteen: string;
    school: string;
    user: string;
    supplier: string;
    vehicle: string;
    driver: string;
    name: string;
    baseUnit: string;
    price: number;
    commodity: string;
  }>(
    sql`SELECT c.tenant_id AS tenant, c.id::text AS canteen, c.parent_id::text AS school, u.id::text AS user, f.id::text AS supplier,
               (SELECT h.id::text FROM supply_vehicle h WHERE h.supplier_id = f.id AND h.plate = ${VAN}) AS vehicle,
               (SELECT d.id::text FROM supply_driver d WHERE d.supplier_id = f.id AND d.health_cert_no = ${DRIVER_CERT}) AS driver,
               k.goods_name AS name, g.base_unit AS "baseUnit", k.price::float8 AS price, k.id::text AS commodity
          FROM dept c JOIN app_user u ON u.dept_id = c.id AND u.account = 'canteen'
          JOIN supplier_company f ON f.supplier_name = ${FRESH} AND f.tenant_id = c.tenant_id
          JOIN bidding_commodity k ON k.supplier_id = f.id AND k.school_id = c.parent_id AND k.goods_code = ${GOODS}
          JOIN school_goods g ON g.code = k.goods_code
         WHERE c.dept_name = ${CANTEEN} AND c.tenant_id = '100001'
         ORDER BY k.id LIMIT 1`,
  );
  const place = rows[0];
  if (!place?.vehicle || !place.driver) return;
  const amount = lineAmount(place.price, GRAMS, place.baseUnit);
  const order = (
    await client.query<{ id: string }>(
      sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, status, total_amount, create_user,
                                 create_time, submit_time, confirm_time, confirm_user)
          SELECT ${place.tenant}, 'CG' || to_char(CURRENT_DATE, 'YYYYMMDD') || lpad(nextval('supply_order_no_seq')::text, 6, '0'), ${place.canteen}, ${place.school},
                 ${place.supplier}, CURRENT_DATE, 2, ${sql.number(ORDER.delivering)}, ${amount}, ${place.user}, now() - interval '1 day', now() - interval '1 day',
                 now() - interval '20 hours', a.id
            FROM supplier_account a WHERE a.company_id = ${place.supplier} ORDER BY a.id LIMIT 1
          RETURNING id::text`,
    )
  ).rows[0]!;
  await client.query(
    sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, commodity_id, unit_price, quantity, amount, confirmed_qty)
        VALUES (${order.id}, 1, ${GOODS}, ${place.name}, ${place.baseUnit}, ${place.commodity}, ${place.price}, ${GRAMS}, ${amount}, ${GRAMS})`,
  );
  const delivery = (
    await client.query<{ id: string }>(
      sql`INSERT INTO supply_delivery (tenant_id, order_id, supplier_id, vehicle_id, driver_id, status, create_time, depart_time)
          VALUES (${place.tenant}, ${order.id}, ${place.supplier}, ${place.vehicle}, ${place.driver}, ${sql.number(DELIVERY.onTheRoad)},
                  now() - interval '3 hours', now() - make_interval(mins => ${READINGS * MINUTES}::int))
          RETURNING id::text`,
    )
  ).rows[0]!;
  // the excursion window the simulator keeps reading by, and the readings so far
  await client.query(
    sql`INSERT INTO supply_logger_excursion (delivery_id, starts_at, ends_at, temp_tenths)
        SELECT id, depart_time + make_interval(mins => ${EXCURSION.from * MINUTES}::int), depart_time + make_interval(mins => ${(EXCURSION.from + EXCURSION.slots) * MINUTES}::int),
               ${EXCURSION.tenths}::int
          FROM supply_delivery WHERE id = ${delivery.id}`,
  );
  const limit = -90;
  const slots = Array.from({ length: READINGS }, (_, index) => index + 1);
  const temps = slots.map((slot) =>
    slot >= EXCURSION.from && slot < EXCURSION.from + EXCURSION.slots ? EXCURSION.tenths : simulatedTenths(delivery.id, slot, limit, 0),
  );
  const readings = await client.query<{ id: string; tenths: number }>(
    sql`INSERT INTO supply_delivery_reading (delivery_id, temp_tenths, read_time, source)
        SELECT v.id, u.tenths, v.depart_time + u.slot * ${MINUTES}::int * interval '1 minute', ${sql.number(READING_SOURCE.logger)}
          FROM unnest(${slots}::int[], ${temps}::int[]) AS u(slot, tenths) JOIN supply_delivery v ON v.id = ${delivery.id}
         ORDER BY u.slot
        RETURNING id::text, temp_tenths AS tenths`,
  );
  const inOrder = readings.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  await raiseAlerts(client, { id: delivery.id, tenantId: place.tenant, orderId: order.id, supplierId: place.supplier, limit }, inOrder);
}
