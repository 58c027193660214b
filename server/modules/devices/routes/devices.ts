// 人脸设备 (/api/rabbit-device/device/…): the face devices bound to the serving windows of a school's canteens
// (docs/product-rules.md#face-devices-and-tasks; the windows: routes/windows.ts). The keepers of the diners
// (platform/access/policy.ts DEVICE_KEEPERS) of the school read and change them; another school's is 404 数据不存在.
// The pages are queries.ts's, the writes service.ts's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { DEVICE_SN_TAKEN } from '../messages.ts';
import { DeviceInput, DeviceList, DevicePersonnelIds, DeviceQuery, DeviceUpdate } from '../input.ts';
import { devicePage } from '../queries.ts';
import { deviceScope } from '../scope.ts';
import { queuePersonnelRemoval, registerDevice, removeDevice, updateDevice } from '../service.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { FaceDevice, QueuedTask } from '../answers.ts';

export const DEVICE_BASE = '/api/rabbit-device/device';

const DEVICE_DOC =
  'A device: `{ deviceSn, name, schoolId, schoolName, canteenId, canteenName, windowId, windowName, online (a heartbeat in the last 90 s, not booting), ' +
  'booting, lastHeartbeat, capacity, enrolled (people on it), pending (待下发, 下发中, 待删除), failed, version }`.';

export function deviceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['devices'];
  const button = (code: string) => async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), code);
  const scopeOf = async (request: Parameters<typeof authenticate>[1]) => deviceScope(db, await authenticate(ctx, request));

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
    async (request) => ok(await devicePage(db, await scopeOf(request), request.query)),
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
    async (request) => ok(await registerDevice(db, await scopeOf(request), request.body)),
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
    async (request) => ok(await updateDevice(db, await scopeOf(request), request.body)),
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
      await removeDevice(db, await scopeOf(request), request.query.deviceSn);
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
      const taskId = await queuePersonnelRemoval(db, await scopeOf(request), request.query.ids);
      ctx.runner?.wake();
      return ok({ taskId });
    },
  );
}
