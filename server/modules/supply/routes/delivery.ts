// 配送管理 (/api/rabbit-supply/vehicle|driver|delivery/…): a supplier's vehicles and drivers, and the delivery note of
// a confirmed order — vehicle, driver (health certificate valid on the delivery day), departure, the cold-chain
// logger's readings and arrival. Cold-chain goods go only in a refrigerated vehicle.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { conflict, isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { Delivery, Driver, Vehicle } from '../answers.ts';
import { ordersVisibleTo, readerOf, supplierCaller, type SupplyCaller } from '../caller.ts';
import { DeliveryInput, DriverInput, IdInput, ReadingInput, VehicleInput } from '../input.ts';
import { DELIVERY, ORDER, STORAGE } from '../states.ts';
import { catchUp, lockDelivery, raiseAlerts } from '../logger.ts';
import { SUPPLY_BASE } from './orders.ts';

const MOVED = '该配送单已被其他人处理，请刷新';
const PLATE_KEPT = '该车辆已有配送记录，车牌号不能修改';
const NAME_KEPT = '该驾驶员已有配送记录，姓名不能修改';

/**
 * Before a vehicle or driver is changed: it is the caller's (else 404), and once a delivery note names it, the name it
 * was delivered under stays (the note is evidence): a new plate or name is a new vehicle or driver.
 */
async function keepDeliveredName(tx: Queryable, current: Sql, used: Sql, name: string, message: string): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(current);
  if (!rows[0]) throw notFound('数据不存在');
  if (rows[0].name === name) return;
  const delivered = await tx.query(sql`SELECT 1 FROM supply_delivery WHERE ${used} LIMIT 1`);
  if (delivered.rows.length) throw badRequest(message);
}

async function deliveryFor(db: Queryable, caller: SupplyCaller, id: string): Promise<z.infer<typeof Delivery>> {
  const { rows } = await db.query<Omit<z.infer<typeof Delivery>, 'readings'>>(
    sql`SELECT v.id::text, v.order_id::text AS "orderId", v.status, h.plate, h.refrigerated, d.name AS "driverName",
               ${TIME('v.depart_time')} AS "departTime", ${TIME('v.arrive_time')} AS "arriveTime"
          FROM supply_delivery v JOIN supply_order o ON o.id = v.order_id JOIN supply_vehicle h ON h.id = v.vehicle_id JOIN supply_driver d ON d.id = v.driver_id
         WHERE v.id = ${id} AND ${ordersVisibleTo(caller)}`,
  );
  const delivery = rows[0];
  if (!delivery) throw notFound('数据不存在');
  const readings = await db.query<{ temperature: number; readTime: string }>(
    sql`SELECT temp_tenths / 10.0::float8 AS temperature, ${TIME('read_time')} AS "readTime" FROM supply_delivery_reading WHERE delivery_id = ${id} ORDER BY read_time, id`,
  );
  return { ...delivery, readings: readings.rows };
}

export function deliveryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];

  app.get(
    `${SUPPLY_BASE}/vehicle/list`,
    { schema: { tags, summary: 'The calling supplier’s vehicles', response: answers(z.array(Vehicle)) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { rows } = await db.query<z.infer<typeof Vehicle>>(
        sql`SELECT id::text, plate, refrigerated FROM supply_vehicle WHERE supplier_id = ${caller.supplierId} ORDER BY plate`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${SUPPLY_BASE}/vehicle/submit`,
    {
      schema: {
        tags,
        summary: 'Adds a vehicle of the calling supplier, or changes one (no new plate once it has delivered)',
        body: VehicleInput,
        response: answers(Vehicle),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id, plate, refrigerated } = request.body;
      const saved = await transaction(db, async (tx) => {
        if (id)
          await keepDeliveredName(
            tx,
            sql`SELECT plate AS name FROM supply_vehicle WHERE id = ${id} AND supplier_id = ${caller.supplierId} FOR UPDATE`,
            sql`vehicle_id = ${id}`,
            plate,
            PLATE_KEPT,
          );
        const { rows } = await tx.query<{ id: string }>(
          id
            ? sql`UPDATE supply_vehicle SET plate = ${plate}, refrigerated = ${refrigerated} WHERE id = ${id} AND supplier_id = ${caller.supplierId} RETURNING id::text`
            : sql`INSERT INTO supply_vehicle (tenant_id, supplier_id, plate, refrigerated) VALUES (${caller.tenantId}, ${caller.supplierId}, ${plate}, ${refrigerated}) RETURNING id::text`,
        );
        return rows[0]!.id;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('该车牌号已存在') : error;
      });
      return ok({ id: saved, plate, refrigerated });
    },
  );

  app.get(
    `${SUPPLY_BASE}/driver/list`,
    { schema: { tags, summary: 'The calling supplier’s drivers', response: answers(z.array(Driver)) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { rows } = await db.query<z.infer<typeof Driver>>(
        sql`SELECT id::text, name, phone, health_cert_no AS "healthCertNo", to_char(health_cert_expiry, 'YYYY-MM-DD') AS "healthCertExpiry"
            FROM supply_driver WHERE supplier_id = ${caller.supplierId} ORDER BY name, id`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${SUPPLY_BASE}/driver/submit`,
    {
      schema: {
        tags,
        summary:
          'Adds a driver of the calling supplier with the health certificate, or changes one (a renewed certificate; no new name once they have delivered)',
        body: DriverInput,
        response: answers(Driver),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id, ...input } = request.body;
      const saved = await transaction(db, async (tx) => {
        if (id)
          await keepDeliveredName(
            tx,
            sql`SELECT name FROM supply_driver WHERE id = ${id} AND supplier_id = ${caller.supplierId} FOR UPDATE`,
            sql`driver_id = ${id}`,
            input.name,
            NAME_KEPT,
          );
        const { rows } = await tx.query<{ id: string }>(
          id
            ? sql`UPDATE supply_driver SET name = ${input.name}, phone = ${input.phone}, health_cert_no = ${input.healthCertNo}, health_cert_expiry = ${input.healthCertExpiry}
                   WHERE id = ${id} AND supplier_id = ${caller.supplierId} RETURNING id::text`
            : sql`INSERT INTO supply_driver (tenant_id, supplier_id, name, phone, health_cert_no, health_cert_expiry)
                   VALUES (${caller.tenantId}, ${caller.supplierId}, ${input.name}, ${input.phone}, ${input.healthCertNo}, ${input.healthCertExpiry}) RETURNING id::text`,
        );
        return rows[0]!.id;
      });
      return ok({ id: saved, ...input });
    },
  );

  app.post(
    `${SUPPLY_BASE}/delivery/submit`,
    {
      schema: {
        tags,
        summary: 'The supplier builds the delivery note of a confirmed order (待发车)',
        description:
          '400 驾驶员健康证已过期 when the driver’s health certificate lapses before the delivery day; cold-chain goods need a refrigerated vehicle.',
        body: DeliveryInput,
        response: answers(Delivery),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { orderId, vehicleId, driverId } = request.body;
      const id = await transaction(db, async (client) => {
        const { rows } = await client.query<{ status: number; coldChain: boolean }>(
          sql`SELECT o.status, EXISTS (SELECT 1 FROM supply_order_line l JOIN school_goods g ON g.code = l.goods_code
                                       WHERE l.order_id = o.id AND l.confirmed_qty > 0 AND g.storage_class <> ${sql.number(STORAGE.ambient)}) AS "coldChain"
                FROM supply_order o WHERE o.id = ${orderId} AND ${ordersVisibleTo(caller)} FOR UPDATE OF o`,
        );
        const order = rows[0];
        if (!order) throw notFound('数据不存在');
        if (order.status !== ORDER.confirmed) throw badRequest('订单未确认，不能配送');
        const vehicle = (
          await client.query<{ refrigerated: boolean }>(
            sql`SELECT refrigerated FROM supply_vehicle WHERE id = ${vehicleId} AND supplier_id = ${caller.supplierId}`,
          )
        ).rows[0];
        if (!vehicle) throw badRequest('车辆不存在');
        if (order.coldChain && !vehicle.refrigerated) throw badRequest('冷链食材须使用冷藏车配送');
        const driver = (
          await client.query<{ lapsed: boolean }>(
            sql`SELECT d.health_cert_expiry < o.delivery_date AS lapsed FROM supply_driver d, supply_order o WHERE d.id = ${driverId} AND d.supplier_id = ${caller.supplierId} AND o.id = ${orderId}`,
          )
        ).rows[0];
        if (!driver) throw badRequest('驾驶员不存在');
        if (driver.lapsed) throw badRequest('驾驶员健康证已过期');
        const inserted = await client
          .query<{ id: string }>(
            sql`INSERT INTO supply_delivery (tenant_id, order_id, supplier_id, vehicle_id, driver_id) VALUES (${caller.tenantId}, ${orderId}, ${caller.supplierId}, ${vehicleId}, ${driverId}) RETURNING id::text`,
          )
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? badRequest('该订单已有配送单') : error;
          });
        return inserted.rows[0]!.id;
      });
      return ok(await deliveryFor(db, caller, id));
    },
  );

  const step = (path: string, summary: string, from: number, to: number, orderFrom: number, orderTo: number, stamp: string) =>
    app.post(`${SUPPLY_BASE}/delivery/${path}`, { schema: { tags, summary, body: IdInput, response: answers(Delivery) } }, async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id } = request.body;
      await deliveryFor(db, caller, id);
      // the logger's readings up to the arrival (none after it)
      await catchUp(db, [id]);
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ orderId: string }>(
          sql`UPDATE supply_delivery SET status = ${to}, ${sql.raw(stamp)} = app_now() WHERE id = ${id} AND status = ${from} RETURNING order_id::text AS "orderId"`,
        );
        if (!rows[0]) throw badRequest(MOVED);
        await client.query(
          sql`UPDATE supply_order SET status = ${orderTo}, update_time = app_now(), version = version + 1 WHERE id = ${rows[0].orderId} AND status = ${orderFrom}`,
        );
      });
      return ok(await deliveryFor(db, caller, id));
    });
  step('depart', 'The vehicle leaves (配送中)', DELIVERY.waiting, DELIVERY.onTheRoad, ORDER.confirmed, ORDER.delivering, 'depart_time');
  step('arrive', 'The vehicle arrives at the canteen (已送达)', DELIVERY.onTheRoad, DELIVERY.arrived, ORDER.delivering, ORDER.delivered, 'arrive_time');

  app.post(
    `${SUPPLY_BASE}/delivery/reading`,
    { schema: { tags, summary: 'A cold-chain logger reading (°C) of a delivery on the road', body: ReadingInput, response: answers(Delivery) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id, temperature } = request.body;
      await deliveryFor(db, caller, id);
      // the logger's readings before this one, then this one and the alert it raises, the delivery locked
      await catchUp(db, [id]);
      await transaction(db, async (client) => {
        const delivery = await lockDelivery(client, id);
        if (delivery?.status !== DELIVERY.onTheRoad) throw badRequest('配送单不在途，不能记录温度');
        const { rows } = await client.query<{ id: string; tenths: number }>(
          sql`INSERT INTO supply_delivery_reading (delivery_id, temp_tenths) VALUES (${id}, ${Math.round(temperature * 10)}) RETURNING id::text, temp_tenths AS tenths`,
        );
        await raiseAlerts(client, delivery, rows);
      });
      return ok(await deliveryFor(db, caller, id));
    },
  );

  app.get(
    `${SUPPLY_BASE}/delivery/detail`,
    { schema: { tags, summary: 'A delivery note with its readings', querystring: IdInput, response: answers(Delivery) } },
    async (request) => {
      const caller = await readerOf(ctx, request);
      await catchUp(db, [request.query.id]);
      return ok(await deliveryFor(db, caller, request.query.id));
    },
  );
}
