// 销户 (modules/system-personnel/close.ts) queues the closed people's deletion from every device that holds them: their rows
// become 待删除 and a DEVICE_DELETE task per school runs them, on the closing transaction.
import { AFTER_CLOSING } from '../system-personnel/index.ts';
import { queueDelete } from './sync.ts';
import { groupBy } from './queries.ts';
import { sql } from '../../platform/db/sql.ts';

AFTER_CLOSING.push(async (client, closing) => {
  const { rows } = await client.query<{ school_id: string; device_sn: string; personnel_id: string }>(
    sql`SELECT dp.school_id::text, dp.device_sn, dp.personnel_id::text FROM device_personnel dp
      WHERE dp.personnel_id = ANY(${closing.ids}::bigint[]) ORDER BY dp.school_id, dp.device_sn, dp.personnel_id`,
  );
  const bySchool = groupBy(rows, (row) => row.school_id);
  for (const [schoolId, pairs] of bySchool)
    await queueDelete(
      client,
      { tenantId: closing.tenantId, schoolId, userId: closing.userId },
      pairs.map((row) => ({ deviceSn: row.device_sn, personnelId: row.personnel_id })),
    );
});
