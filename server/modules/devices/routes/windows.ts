// 窗口管理 (/api/rabbit-device/window/…): the serving windows of a school's canteens, which the face devices are bound to
// (docs/product-rules.md#face-devices-and-tasks; the devices: routes/devices.ts). The keepers of the diners
// (platform/access/policy.ts DEVICE_KEEPERS) of the school read and change them; another school's is 404 数据不存在.
// The page is queries.ts's, the writes service.ts's.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { ids } from '../../../platform/http/fields.ts';
import { WINDOW_NAME_TAKEN } from '../messages.ts';
import { WindowInput, WindowList, WindowUpdate } from '../input.ts';
import { windowPage } from '../queries.ts';
import { deviceScope } from '../scope.ts';
import { addWindow, removeWindows, renameWindow } from '../service.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { DeviceWindow } from '../answers.ts';

export const WINDOW_BASE = '/api/rabbit-device/window';

const WINDOW_DOC = 'A window: `{ id, schoolId, schoolName, canteenId, canteenName, name, deviceCount, version }`.';

export function windowRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['devices'];
  const button = (code: string) => async (request: Parameters<typeof authenticate>[1]) => requireButton(db, await authenticate(ctx, request), code);
  const scopeOf = async (request: Parameters<typeof authenticate>[1]) => deviceScope(db, await authenticate(ctx, request));

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
    async (request) => ok(await windowPage(db, await scopeOf(request), request.query)),
  );

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
    async (request) => ok(await addWindow(db, await scopeOf(request), request.body)),
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
    async (request) => ok(await renameWindow(db, await scopeOf(request), request.body)),
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
      await removeWindows(db, await scopeOf(request), request.query.ids);
      return ok(null);
    },
  );
}
