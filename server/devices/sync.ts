// Pushing people to devices and deleting them (人脸下发 / 删除): each (device, person) pair is one item of a
// DEVICE_DOWN or DEVICE_DELETE task in the lane of its device, and its row of device_personnel shows where it is:
// 0 待下发 → 1 下发中 → 2 成功 / 3 失败 (error), or 4 待删除 → gone. The simulator answers for the device.
import type pg from 'pg';
import { queueTask, registerHandler, setLaneReady, type Item } from '../tasks/engine.ts';
import { WAIT_SECONDS } from './messages.ts';
import { runDelete, runDown } from './simulator.ts';
import { ONLINE, POWERED } from './sql.ts';

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

const pairsArgs = (pairs: Pair[]) => [pairs.map((pair) => pair.deviceSn), pairs.map((pair) => pair.personnelId)];

/** Queues the push of `pairs` (on the caller's transaction): their rows become 待下发; answers the task id. */
export async function queueDown(client: pg.PoolClient, who: Queueing, pairs: Pair[]): Promise<string> {
  await client.query(
    `INSERT INTO device_personnel (tenant_id, school_id, device_sn, personnel_id, sync_status, error, update_time)
     SELECT $1, $2, sn, person, ${SYNC.pending}, '', now() FROM unnest($3::text[], $4::bigint[]) AS t(sn, person)
     ON CONFLICT (device_sn, personnel_id) DO UPDATE SET sync_status = ${SYNC.pending}, error = '', update_time = now()`,
    [who.tenantId, who.schoolId, ...pairsArgs(pairs)],
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
    `UPDATE device_personnel dp SET sync_status = ${SYNC.deleting}, error = '', update_time = now()
       FROM unnest($1::text[], $2::bigint[]) AS t(sn, person) WHERE dp.device_sn = t.sn AND dp.personnel_id = t.person`,
    pairsArgs(pairs),
  );
  return queueTask(client, {
    ...who,
    kind: 'DEVICE_DELETE',
    items: pairs.map((pair) => ({ deviceSn: pair.deviceSn, personnelId: pair.personnelId, expiresInSeconds: WAIT_SECONDS })),
  });
}

// a device's items are claimed only while it is online and switched on: the others wait without a round's work
setLaneReady(`d.is_deleted = 0 AND ${ONLINE('d')} AND ${POWERED('d')}`);

const rowOf = (item: Item) => [item.deviceSn, item.personnelId];

registerHandler('DEVICE_DOWN', {
  started: async (client, items) => {
    for (const item of items)
      await client.query(
        `UPDATE device_personnel SET sync_status = ${SYNC.sending}, update_time = now() WHERE device_sn = $1 AND personnel_id = $2 AND sync_status IN (0, 2, 3)`,
        rowOf(item),
      );
  },
  run: runDown,
  settle: async (client, item, outcome) => {
    const [status, error] = 'wait' in outcome ? [SYNC.pending, ''] : outcome.ok ? [SYNC.done, ''] : [SYNC.failed, outcome.reason];
    // a deletion queued meanwhile (待删除) keeps its state: it runs next in the lane
    await client.query(
      `UPDATE device_personnel SET sync_status = $3, error = $4, update_time = now() WHERE device_sn = $1 AND personnel_id = $2 AND sync_status <> ${SYNC.deleting}`,
      [...rowOf(item), status, error],
    );
  },
});

registerHandler('DEVICE_DELETE', {
  run: runDelete,
  settle: async (client, item, outcome) => {
    if ('wait' in outcome) return;
    if (outcome.ok)
      await client.query(`DELETE FROM device_personnel WHERE device_sn = $1 AND personnel_id = $2 AND sync_status = ${SYNC.deleting}`, rowOf(item));
    else
      await client.query(`UPDATE device_personnel SET error = $3, update_time = now() WHERE device_sn = $1 AND personnel_id = $2`, [
        ...rowOf(item),
        outcome.reason,
      ]);
  },
});
