// The punch devices of attendance groups (打卡设备, docs/product-rules.md#attendance): face devices of the group's
// canteen, kept by serial number in attendance_group.device_sns, and the punches they send. A device removed, or
// moved to a window of another canteen, drops out of the groups that listed it in the same transaction (their
// versions go up, as for a move of people), so a group never lists a device that cannot punch for it.
import type pg from 'pg';
import { notFound } from '../../platform/http/crud-errors.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { DEVICE_OFFLINE } from '../../platform/tasks/device-state.ts';
import { ONLINE, POWERED } from '../../platform/tasks/device-state.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { NOT_FOUND } from './scope.ts';
import { PUNCH } from './sql.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';

export const DEVICES_NOT_OF_CANTEEN = (sns: string[]) => `打卡设备不属于该食堂：${sns.join('、')}`;
export const NOT_PUNCH_DEVICE = '该设备不是此人考勤组的打卡设备';
export const PERSON_LEFT = '该人员已离职，不能打卡';

/** A group's devices `[{ deviceSn, name, windowName, online }]` in the order chosen (the detail). */
export const GROUP_DEVICES_JSON = (g: string) => sql`
  (SELECT COALESCE(json_agg(json_build_object('deviceSn', x.sn, 'name', COALESCE(d.name, ''), 'windowName', COALESCE(w.name, ''),
                                              'online', COALESCE(${ONLINE('d')}, FALSE)) ORDER BY x.n), '[]')
     FROM unnest(${sql.raw(g)}.device_sns) WITH ORDINALITY AS x(sn, n) LEFT JOIN face_device d ON d.sn = x.sn AND d.is_deleted = 0
     LEFT JOIN canteen_window w ON w.id = d.window_id)`;

/** A group's device names, in the order of device_sns (the serial number where none is known). */
export const GROUP_DEVICE_NAMES = (g: string) => sql`
  ARRAY(SELECT COALESCE(d.name, x.sn) FROM unnest(${sql.raw(g)}.device_sns) WITH ORDINALITY AS x(sn, n)
          LEFT JOIN face_device d ON d.sn = x.sn AND d.is_deleted = 0 ORDER BY x.n)`;

/**
 * The chosen devices are face devices of the canteen, not removed: 400 naming the others. They are held (FOR SHARE)
 * until the save commits, so a removal of one waits for the save and then takes it out of the group again.
 */
export async function checkDevices(client: pg.PoolClient, tenantId: string, canteenId: string, sns: string[]): Promise<void> {
  if (!sns.length) return;
  const { rows } = await client.query<{ sn: string }>(
    sql`SELECT sn FROM face_device WHERE sn = ANY(${sns}::text[]) AND tenant_id = ${tenantId} AND canteen_id = ${canteenId} AND is_deleted = 0 ORDER BY sn FOR SHARE`,
  );
  const found = new Set(rows.map((row) => row.sn));
  const others = sns.filter((sn) => !found.has(sn));
  if (others.length) throw badRequest(DEVICES_NOT_OF_CANTEEN(others));
}

/**
 * Takes device `sn` out of the groups that list it — of every canteen, or (`keepCanteen`, the device moved) of every
 * canteen but that one — on the caller's transaction; those groups' versions go up.
 */
export async function dropDevice(client: Queryable, sn: string, keepCanteen?: string): Promise<void> {
  await client.query(
    sql`UPDATE attendance_group SET device_sns = array_remove(device_sns, ${sn}), version = version + 1, update_time = now()
      WHERE device_sns @> ARRAY[${sn}]::text[] AND (${keepCanteen ?? null}::bigint IS NULL OR canteen_id <> ${keepCanteen ?? null}::bigint)`,
  );
}

export interface DevicePunch {
  deviceSn: string;
  personId: string;
}

/**
 * A punch sent by a face device (what a device's callback calls; the simulator's test route does): recorded at the
 * app clock as a device punch (source 1) of the person's group. The device must be online (400 设备离线); the person
 * a member of the device's tenant (404 otherwise) who has not left (400), in a group of the device's canteen whose
 * punch devices include it (400 该设备不是此人考勤组的打卡设备). Answers the punch as 考勤记录 lists it.
 */
export async function recordDevicePunch(pool: pg.Pool, punch: DevicePunch): Promise<Record<string, unknown>> {
  return transaction(pool, async (client) => {
    const devices = await client.query<{ tenant_id: string; canteen_id: string; online: boolean }>(
      sql`SELECT d.tenant_id, d.canteen_id::text, COALESCE(${ONLINE('d')} AND ${POWERED('d')}, FALSE) AS online
         FROM face_device d WHERE d.sn = ${punch.deviceSn} AND d.is_deleted = 0 FOR SHARE`,
    );
    const device = devices.rows[0];
    if (!device) throw notFound(NOT_FOUND);
    if (!device.online) throw badRequest(DEVICE_OFFLINE);
    // the person held until the punch is written: leaving or a move out of the group waits for it
    const people = await client.query<{ status: number }>(
      sql`SELECT status FROM work_personnel WHERE id = ${punch.personId} AND tenant_id = ${device.tenant_id} AND is_deleted = 0 FOR SHARE`,
    );
    const person = people.rows[0];
    if (!person) throw notFound(NOT_FOUND);
    if (person.status === 3) throw badRequest(PERSON_LEFT);
    const groups = await client.query<{ id: string }>(
      sql`SELECT g.id::text FROM attendance_group_member m JOIN attendance_group g ON g.id = m.group_id
        WHERE m.person_id = ${punch.personId} AND g.is_deleted = 0 AND g.canteen_id = ${device.canteen_id} AND g.device_sns @> ARRAY[${punch.deviceSn}]::text[]`,
    );
    const group = groups.rows[0];
    if (!group) throw badRequest(NOT_PUNCH_DEVICE);
    const written = await client.query<{ id: string }>(
      sql`INSERT INTO attendance_punch (tenant_id, canteen_id, person_id, group_id, punch_time, punch_date, source, device_sn)
       VALUES (${device.tenant_id}, ${device.canteen_id}, ${punch.personId}, ${group.id}, app_now(), ${APP_TODAY}, 1, ${punch.deviceSn}) RETURNING id::text`,
    );
    return (await client.query(sql`${PUNCH} WHERE a.id = ${written.rows[0]!.id}`)).rows[0]!;
  });
}
