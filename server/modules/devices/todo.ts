// The face-device items of 待办提醒 (server/platform/todo/registry.ts): the devices of the caller's schools that are offline,
// and those with people whose push failed — each the 人脸设备 list under that filter (queries.ts deviceFilter).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { DEVICE_KEEPERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { deviceFilter } from './queries.ts';
import { sql } from '../../platform/db/sql.ts';
import { deviceScope } from './scope.ts';

const devices = (filter: { online?: string; failed?: string }) => async (db: Queryable, claims: AccessClaims) => {
  const scope = await deviceScope(db, claims);
  const where = deviceFilter({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds }, { deviceSn: '', name: '', ...filter });
  const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM face_device d WHERE ${where}`);
  return rows[0]!.count;
};

export const devicesTodo: TodoDefinition[] = [
  { key: 'devices.offline', roles: DEVICE_KEEPERS, path: '/device/face', query: { online: '0' }, count: devices({ online: '0' }) },
  { key: 'devices.failed', roles: DEVICE_KEEPERS, path: '/device/face', query: { failed: '1' }, count: devices({ failed: '1' }) },
];
