// 人脸设备 and 窗口管理 (/api/rabbit-device/device/…, /api/rabbit-device/window/…): the serving windows of a school's
// canteens and the face devices bound to them (docs/product-rules.md#face-devices-and-tasks). The keepers of the
// diners (platform/access/policy.ts DEVICE_KEEPERS) of the school read and change them; another school's is 404 数据不存在.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { retrying, transaction } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { DEVICE_BUSY, DEVICE_SN_TAKEN, WINDOW_HAS_DEVICES, WINDOW_NAME_TAKEN } from '../messages.ts';
import { DeviceInput, DeviceList, DevicePersonnelIds, DeviceQuery, DeviceUpdate, WindowInput, WindowList, WindowUpdate } from '../input.ts';
import { DEVICE_SELECT, deviceWhere, WINDOW_SELECT, windowWhere } from '../queries.ts';
import { deviceOf, deviceScope, NOT_FOUND, windowOf, type DeviceScope } from '../scope.ts';
import { queueDelete } from '../sync.ts';
import { ids } from '../../../platform/http/fields.ts';
import { z } from 'zod';
import '../closing.ts';
import { dropDevice } from '../../attendance/index.ts';
import { DeviceWindow, FaceDevice, QueuedTask } from '../answers.ts';

export const DEVICE_BASE = '/api/rabbit-device/device';
export const WINDOW_BASE = '/api/rabbit-device/window';

const DEVICE_DOC =
  'A device: `{ deviceSn, name, schoolId, schoolName, canteenId, canteenName, windowId, windowName, online (a heartbeat in the last 90 s, not booting), ' +
  'booting, lastHeartbeat, capacity, enrolled (people on it), pending (待下发, 下发中, 待删除), failed, version }`.';
const WINDOW_DOC = 'A window: `{ id, schoolId, schoolName, canteenId, canteenName, name, deviceCount, version }`.';

/** The simulator's profile of a new device, drawn from its serial number: latency 50–200 ms, its seed. */
function profileOf(sn: string) {
  let h = 2166136261;
  for (const char of sn) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return { latencyMs: 50 + (h % 151), seed: h % 2_147_483_647 };
}

export function deviceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['devices'];
  const button = (code: string) => async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), code);
  const scopeOf = async (request: Parameters<typeof authenticate>[1]) => deviceScope(db, await authenticate(ctx, request));

  const windowRecord = async (id: string) => (await db.query(`${WINDOW_SELECT} WHERE w.id = $1`, [id])).rows[0];
  const deviceRecord = async (sn: string) => (await db.query(`${DEVICE_SELECT} WHERE d.sn = $1`, [sn])).rows[0];

  app.get(
    `${WINDOW_BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the windows of the caller’s schools',
        description: `Filters schoolId, canteenId, name (contains). ${WINDOW_DOC}`,
        querystring: WindowList,
        response: answers(paged(DeviceWindow)),
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { current, size, ...filters } = request.query;
      const { where, args } = windowWhere({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds }, filters);
      const n = args.length;
      const [rows, total] = await Promise.all([
        db.query(`${WINDOW_SELECT} WHERE ${where} ORDER BY s.sort, w.school_id, w.canteen_id, w.name, w.id LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...args,
          size,
          offsetOf({ current, size }),
        ]),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM canteen_window w WHERE ${where}`, args),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );

  /** The school of a canteen of the caller's schools, or 400. */
  const schoolOfCanteen = async (scope: DeviceScope, canteenId: string) => {
    const { rows } = await db.query<{ school_id: string }>(
      'SELECT parent_id::text AS school_id FROM dept WHERE id = $1 AND tenant_id = $2 AND dept_category = 3 AND is_deleted = 0 AND parent_id = ANY($3::bigint[])',
      [canteenId, scope.actor.tenantId, scope.schoolIds],
    );
    if (!rows[0]) throw badRequest('请选择本校的食堂');
    return rows[0].school_id;
  };
  const takenName = (error: unknown) => (isUniqueViolation(error) ? badRequest(WINDOW_NAME_TAKEN) : error);

  app.post(
    `${WINDOW_BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Adds a window to a canteen of the caller’s schools',
        description: `Button \`device_window_edit\`. JSON \`{ canteenId, name }\`; 400 \`${WINDOW_NAME_TAKEN}\`. ${WINDOW_DOC}`,
        body: WindowInput,
        response: answers(DeviceWindow),
      },
      preValidation: button('device_window_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const schoolId = await schoolOfCanteen(scope, request.body.canteenId);
      try {
        const { rows } = await db.query<{ id: string }>(
          'INSERT INTO canteen_window (tenant_id, school_id, canteen_id, name, create_user, update_user) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id::text',
          [scope.actor.tenantId, schoolId, request.body.canteenId, request.body.name, scope.actor.userId],
        );
        return ok(await windowRecord(rows[0]!.id));
      } catch (error) {
        throw takenName(error);
      }
    },
  );

  app.post(
    `${WINDOW_BASE}/update`,
    {
      schema: {
        tags,
        summary: 'Renames a window',
        description: `Button \`device_window_edit\`. JSON \`{ id, name, version }\`; 409 on a stale version. ${WINDOW_DOC}`,
        body: WindowUpdate,
        response: answers(DeviceWindow),
      },
      preValidation: button('device_window_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { id, name, version } = request.body;
      await windowOf(db, scope, id);
      try {
        const { rowCount } = await db.query(
          'UPDATE canteen_window SET name = $2, update_user = $3, update_time = now(), version = version + 1 WHERE id = $1 AND version = $4',
          [id, name, scope.actor.userId, version],
        );
        if (!rowCount) throw staleVersion();
      } catch (error) {
        throw takenName(error);
      }
      return ok(await windowRecord(id));
    },
  );

  app.post(
    `${WINDOW_BASE}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes the windows ?ids=1,2 (all or none)',
        description: 'Button `device_window_edit`. Refused (400 `窗口“{name}”下还有设备，不能删除`) while a device is bound to one.',
        querystring: z.object({ ids: ids() }),
        response: answers(z.null()),
      },
      preValidation: button('device_window_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      await transaction(db, async (client) => {
        for (const id of request.query.ids) {
          const window = await windowOf(client, scope, id, true);
          const { rows } = await client.query('SELECT 1 FROM face_device WHERE window_id = $1 AND is_deleted = 0 LIMIT 1', [id]);
          if (rows[0]) throw badRequest(WINDOW_HAS_DEVICES(window.name));
          await client.query('UPDATE canteen_window SET is_deleted = 1, update_user = $2, update_time = now(), version = version + 1 WHERE id = $1', [
            id,
            scope.actor.userId,
          ]);
        }
      });
      return ok(null);
    },
  );

  app.get(
    `${DEVICE_BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the face devices of the caller’s schools',
        description: `Filters deviceSn, name (contain), canteenId, windowId, online (1 online, 0 offline), failed (1: with a failed push). ${DEVICE_DOC}`,
        querystring: DeviceList,
        response: answers(paged(FaceDevice)),
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { current, size, ...filters } = request.query;
      const { where, args } = deviceWhere({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds }, filters);
      const n = args.length;
      const [rows, total] = await Promise.all([
        db.query(`${DEVICE_SELECT} WHERE ${where} ORDER BY s.sort, d.school_id, d.sn LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...args,
          size,
          offsetOf({ current, size }),
        ]),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM face_device d WHERE ${where}`, args),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, { current, size }));
    },
  );

  app.post(
    `${DEVICE_BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Registers a face device at a window of the caller’s schools',
        description: `Button \`device_edit\`. JSON \`{ deviceSn, name, windowId, capacity? (1000) }\`; 400 \`${DEVICE_SN_TAKEN}\`. ${DEVICE_DOC}`,
        body: DeviceInput,
        response: answers(FaceDevice),
      },
      preValidation: button('device_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { deviceSn, name, windowId, capacity } = request.body;
      const window = await windowOf(db, scope, windowId);
      const profile = profileOf(deviceSn);
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ tenant_id: string; is_deleted: number }>(
          'SELECT tenant_id, is_deleted FROM face_device WHERE sn = $1 FOR UPDATE',
          [deviceSn],
        );
        const found = rows[0];
        if (found && (found.is_deleted === 0 || found.tenant_id !== scope.actor.tenantId)) throw badRequest(DEVICE_SN_TAKEN);
        const values = [
          deviceSn,
          scope.actor.tenantId,
          window.school_id,
          window.canteen_id,
          windowId,
          name,
          capacity,
          profile.latencyMs,
          profile.seed,
          scope.actor.userId,
        ];
        if (found)
          await client.query(
            `UPDATE face_device SET school_id = $3, canteen_id = $4, window_id = $5, name = $6, capacity = $7, latency_ms = $8, sim_seed = $9, update_user = $10,
                    is_deleted = 0, boot_until = NULL, update_time = now(), version = version + 1 WHERE sn = $1 AND tenant_id = $2`,
            values,
          );
        else
          await client.query(
            `INSERT INTO face_device (sn, tenant_id, school_id, canteen_id, window_id, name, capacity, latency_ms, sim_seed, create_user, update_user, last_heartbeat)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, app_now())`,
            values,
          );
      });
      return ok(await deviceRecord(deviceSn));
    },
  );

  app.post(
    `${DEVICE_BASE}/update`,
    {
      schema: {
        tags,
        summary: 'Renames a device or moves it to another window of its school',
        description: `Button \`device_edit\`. JSON \`{ deviceSn, name, windowId, version }\`; 409 on a stale version. Moved to another canteen, it leaves the punch devices of the old canteen’s attendance groups. ${DEVICE_DOC}`,
        body: DeviceUpdate,
        response: answers(FaceDevice),
      },
      preValidation: button('device_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { deviceSn, name, windowId, version } = request.body;
      const device = await deviceOf(db, scope, deviceSn);
      const window = await windowOf(db, scope, windowId);
      if (window.school_id !== device.school_id) throw badRequest('只能换到本校的窗口');
      await retrying(db, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE face_device SET name = $2, window_id = $3, canteen_id = $4, update_user = $5, update_time = now(), version = version + 1
            WHERE sn = $1 AND version = $6 AND is_deleted = 0`,
          [deviceSn, name, windowId, window.canteen_id, scope.actor.userId, version],
        );
        if (!rowCount) throw staleVersion();
        // moved to another canteen's window: it no longer punches for the old canteen's attendance groups
        await dropDevice(client, deviceSn, window.canteen_id);
      });
      return ok(await deviceRecord(deviceSn));
    },
  );

  app.post(
    `${DEVICE_BASE}/remove`,
    {
      schema: {
        tags,
        summary: 'Unbinds the device ?deviceSn= from its window and school',
        description:
          'Button `device_edit`. Refused (400 `设备“{name}”有正在执行的任务，请稍后再试`) while items of a task wait or run on it. The people it held are forgotten, ' +
          'and it leaves the punch devices of every attendance group (their versions go up).',
        querystring: DeviceQuery,
        response: answers(z.null()),
      },
      preValidation: button('device_edit'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      await retrying(db, async (client) => {
        const device = await deviceOf(client, scope, request.query.deviceSn, true);
        const { rows } = await client.query('SELECT 1 FROM task_item WHERE lane = $1 AND status IN (0, 1) LIMIT 1', [device.sn]);
        if (rows[0]) throw badRequest(DEVICE_BUSY(device.name));
        await client.query('DELETE FROM device_personnel WHERE device_sn = $1', [device.sn]);
        // no longer a punch device of any attendance group
        await dropDevice(client, device.sn);
        await client.query(
          'UPDATE face_device SET is_deleted = 1, window_id = NULL, update_user = $2, update_time = now(), version = version + 1 WHERE sn = $1',
          [device.sn, scope.actor.userId],
        );
      });
      return ok(null);
    },
  );

  app.post(
    `${DEVICE_BASE}/removeDevicePersonnel`,
    {
      schema: {
        tags,
        summary: 'Queues the deletion of the device-personnel rows ?ids=1,2 from their devices',
        description: 'Button `device_personnel_delete`. The rows become 待删除; answers `{ taskId }` (poll uploadTaskStatus). Rows of one school only.',
        querystring: DevicePersonnelIds,
        response: answers(QueuedTask),
      },
      preValidation: button('device_personnel_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { rows } = await db.query<{ device_sn: string; personnel_id: string; school_id: string }>(
        `SELECT device_sn, personnel_id::text, school_id::text FROM device_personnel WHERE id = ANY($1::bigint[]) AND tenant_id = $2 AND school_id = ANY($3::bigint[]) ORDER BY device_sn, personnel_id`,
        [request.query.ids, scope.actor.tenantId, scope.schoolIds],
      );
      if (rows.length !== request.query.ids.length) throw notFound(NOT_FOUND);
      const schools = new Set(rows.map((row) => row.school_id));
      if (schools.size > 1) throw badRequest('请选择同一学校的设备人员');
      const taskId = await transaction(db, (client) =>
        queueDelete(
          client,
          { tenantId: scope.actor.tenantId, schoolId: rows[0]!.school_id, userId: scope.actor.userId },
          rows.map((row) => ({ deviceSn: row.device_sn, personnelId: row.personnel_id })),
        ),
      );
      ctx.runner?.wake();
      return ok({ taskId });
    },
  );
}
