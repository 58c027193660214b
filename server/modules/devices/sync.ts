// Pushing people to devices and deleting them (人脸下发 / 删除): each (device, person) pair is one item of a
// DEVICE_DOWN or DEVICE_DELETE task in the lane of its device, and its row of device_personnel shows where it is:
// 0 待下发 → 1 下发中 → 2 成功 / 3 失败 (error), or 4 待删除 → gone. The simulator answers for the device.
import type pg from 'pg';
import { queueTask, setLaneReady, type Item, type Handler } from '../../platform/tasks/engine.ts';
import { WAIT_SECONDS } from './messages.ts';
import { runDelete, runDown } from './simulator.ts';
import { ONLINE, POWERED } from '../../platform/tasks/device-state.ts';
import { sql } from '../../platform/db/sql.ts';

export const SYNC = { pending: 0, sending: 1, done: 2, failed: 3, deleting: 4 } as const;

export interface Pair {
  deviceSn: string;
  personnelId: string;
}

export interface Queueing {
  tenantId: string;
  schoolId: string;
  userId: string;
}

/** The pairs as the rows of `unnest(…) AS t(sn, person)`. */
const pairRows = (pairs: Pair[]) =>
  sql`unnest(${pairs.map((pair) => pair.deviceSn)}::text[], ${pairs.map((pair) => pair.personnelId)}::bigint[]) AS t(sn, person)`;

/** Queues the push of `pairs` (on the caller's transaction): their rows become 待下发; answers the task id. */
export async function queueDown(client: pg.PoolClient, who: Queueing, pairs: Pair[]): Promise<string> {
  await client.query(
    sql`INSERT INTO device_personnel (tenant_id, school_id, device_sn, personnel_id, sync_status, error, update_time)
     SELECT ${who.tenantId}, ${who.schoolId}, sn, person, ${sql.number(SYNC.pending)}, '', now() FROM ${pairRows(pairs)}
     ON CONFLICT (device_sn, personnel_id) DO UPDATE SET sync_status = ${sql.number(SYNC.pending)}, error = '', update_time = now()`,
  );
  return queueTask(client, {
    ...who,
    kind: 'DEVICE_DOWN',
    items: pairs.map((pair) => ({ deviceSn: pair.deviceSn, personnelId: pair.personnelId, expiresInSeconds: WAIT_SECONDS })),
  });
}

/** Queues the deletion of `pairs` (on the caller's transaction): the rows there are become 待删除; answers the task id. */
export async function queueDelete(client: pg.PoolClient, who: Queueing, pairs: Pair[]): Promise<string> {
  await client.query(
    sql`UPDATE device_personnel dp SET sync_status = ${sql.number(SYNC.deleting)}, error = '', update_time = now()
       FROM ${pairRows(pairs)} WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person`,
  );
  return queueTask(client, {
    ...who,
    kind: 'DEVICE_DELETE',
    items: pairs.map((pair) => ({ deviceSn: pair.deviceSn, personnelId: pair.personnelId, expiresInSeconds: WAIT_SECONDS })),
  });
}

// a device's items are claimed only while it is online and switched on: the others wait without a round's work
setLaneReady(sql`d.is_deleted = 0 AND ${ONLINE('d')} AND ${POWERED('d')}`);

const sns = (items: Item[]) => items.map((item) => item.deviceSn);
const people = (items: Item[]) => items.map((item) => item.personnelId);

export const deviceDownHandler: Handler = {
  started: async (client, items) => {
    await client.query(
      sql`UPDATE device_personnel dp SET sync_status = ${sql.number(SYNC.sending)}, update_time = now() FROM unnest(${sns(items)}::text[], ${people(items)}::bigint[]) AS t(sn, person)
        WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person AND dp.sync_status IN (0, 2, 3)`,
    );
  },
  run: runDown,
  settle: async (client, settled) => {
    const states = settled.map(({ outcome }) => ('wait' in outcome ? [SYNC.pending, ''] : outcome.ok ? [SYNC.done, ''] : [SYNC.failed, outcome.reason]));
    const items = settled.map((entry) => entry.item);
    // a deletion queued meanwhile (待删除) keeps its state: it runs next in the lane
    await client.query(
      sql`UPDATE device_personnel dp SET sync_status = t.status, error = t.error, update_time = now()
         FROM unnest(${sns(items)}::text[], ${people(items)}::bigint[], ${states.map((state) => state[0])}::smallint[], ${states.map((state) => state[1])}::text[]) AS t(sn, person, status, error)
        WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person AND dp.sync_status <> ${sql.number(SYNC.deleting)}`,
    );
  },
};

export const deviceDeleteHandler: Handler = {
  run: runDelete,
  settle: async (client, settled) => {
    const done = settled.filter(({ outcome }) => 'ok' in outcome && outcome.ok).map((entry) => entry.item);
    const failed = settled.filter(({ outcome }) => 'ok' in outcome && !outcome.ok);
    if (done.length)
      await client.query(
        sql`DELETE FROM device_personnel dp USING unnest(${sns(done)}::text[], ${people(done)}::bigint[]) AS t(sn, person)
          WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person AND dp.sync_status = ${sql.number(SYNC.deleting)}`,
      );
    if (failed.length)
      await client.query(
        sql`UPDATE device_personnel dp SET error = t.error, update_time = now() FROM unnest(${sns(failed.map((entry) => entry.item))}::text[], ${people(failed.map((entry) => entry.item))}::bigint[], ${failed.map(({ outcome }) => ('reason' in outcome ? outcome.reason : ''))}::text[]) AS t(sn, person, error)
          WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person`,
      );
  },
};
