// Demo windows and face devices (docs/product-rules.md#face-devices-and-tasks): the canteen of each of the three
// schools of system-personnel-seed.ts has 1号窗口 with two devices and 2号窗口 with none — six devices in all. 实验中学's
// second device is switched off (an offline window covering the next ten years), 第二小学's first holds at most 150
// faces. 第一小学's devices already hold its people: synced, but for the students without a face photo (人脸照片不合格).
import type pg from 'pg';
import { DINER_SCHOOLS } from './system-personnel-seed.ts';
import { sql } from '../platform/db/sql.ts';

const TENANT = '100001';
/** The seeded devices: serial number, school key, name, capacity, latency (ms), switched off. */
export const SEEDED_DEVICES = [
  { sn: 'FD1001', school: 1, name: '1号窗口人脸机A', capacity: 1000, latency: 60, off: false },
  { sn: 'FD1002', school: 1, name: '1号窗口人脸机B', capacity: 1000, latency: 90, off: false },
  { sn: 'FD2001', school: 2, name: '1号窗口人脸机A', capacity: 1000, latency: 80, off: false },
  { sn: 'FD2002', school: 2, name: '1号窗口人脸机B', capacity: 1000, latency: 120, off: true },
  { sn: 'FD3001', school: 3, name: '1号窗口人脸机A', capacity: 150, latency: 50, off: false },
  { sn: 'FD3002', school: 3, name: '1号窗口人脸机B', capacity: 1000, latency: 150, off: false },
] as const;

export async function seedDevices(client: pg.PoolClient): Promise<void> {
  for (const { key, school, canteen } of DINER_SCHOOLS) {
    const windows = await client.query<{ id: string; name: string }>(
      sql`INSERT INTO canteen_window (tenant_id, school_id, canteen_id, name) SELECT ${TENANT}, ${school}, ${canteen}, name FROM unnest(${['1号窗口', '2号窗口']}::text[]) AS t(name) RETURNING id::text, name`,
    );
    const first = windows.rows.find((row) => row.name === '1号窗口')!.id;
    for (const device of SEEDED_DEVICES.filter((row) => row.school === key)) {
      await client.query(
        sql`INSERT INTO face_device (sn, tenant_id, school_id, canteen_id, window_id, name, capacity, latency_ms, sim_seed, last_heartbeat)
         VALUES (${device.sn}, ${TENANT}, ${school}, ${canteen}, ${first}, ${device.name}, ${device.capacity}, ${device.latency}, ${1000 + key}, now() - CASE WHEN ${device.off} THEN interval '1 day' ELSE interval '0' END)`,
      );
      if (device.off)
        await client.query(
          sql`INSERT INTO face_device_offline (device_sn, starts_at, ends_at) VALUES (${device.sn}, now() - interval '1 day', now() + interval '3650 days')`,
        );
    }
  }
  const [first] = DINER_SCHOOLS;
  await client.query(
    sql`INSERT INTO device_personnel (tenant_id, school_id, device_sn, personnel_id, sync_status, error)
     SELECT ${TENANT}, p.school_id, d.sn, p.id, CASE WHEN p.face_file_id IS NULL THEN 3 ELSE 2 END, CASE WHEN p.face_file_id IS NULL THEN '人脸照片不合格' ELSE '' END
       FROM sys_personnel p JOIN face_device d ON d.school_id = p.school_id
      WHERE p.school_id = ${first.school} AND p.is_deleted = 0 AND p.status = 1`,
  );
}
