// The face sync (/api/rabbit-faceSync/faceSync/…, device-centric) and the window calls of the personnel service
// (/api/rabbit-personnel/personnel/…, person-centric): pushes and deletions of people on face devices, each queued
// as one task of the task engine (server/platform/tasks/), and the reboot of a device. docs/product-rules.md#face-devices-and-tasks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { accountLimits } from '../../../platform/http/limits.ts';
import { DeviceOnly, DevicePeople, DeviceQuery, DevicesOnly, DevicesPeople, WindowOnly, WindowPeople } from '../input.ts';
import { crossed, everyoneOf, needDevices, pairsOnDevices, peopleOf, queue } from '../pairs.ts';
import { deviceOf, deviceScope, devicesOfWindow, windowOf, type DeviceScope } from '../scope.ts';
import { reboot } from '../simulator.ts';
import { PERSONNEL_BASE } from '../../system-personnel/index.ts';
import { Nothing, QueuedTask } from '../answers.ts';

export const FACE_SYNC_BASE = '/api/rabbit-faceSync/faceSync';
const TASK_DOC = 'Answers `{ taskId }`: poll `/api/rabbit-personnel/personnel/uploadTaskStatus?taskId=`.';

export function faceSyncRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pushes } = accountLimits(fastify, ctx);
  const db = ctx.db.pool;
  const tags = ['devices'];
  const button = (code: string) => async (request: FastifyRequest) => requireButton(db, await authenticate(ctx, request), code);
  const scopeOf = async (request: FastifyRequest) => deviceScope(db, await authenticate(ctx, request));
  const queued = (answer: { taskId: string }) => (ctx.runner?.wake(), ok(answer));

  /** The devices given, all of the caller's schools and of one school. */
  const devicesOf = async (scope: DeviceScope, sns: string[]) => {
    const devices = [];
    for (const sn of sns) devices.push(await deviceOf(db, scope, sn));
    const schools = new Set(devices.map((device) => device.school_id));
    if (schools.size > 1) throw badRequest('请选择同一学校的设备');
    return { schoolId: devices[0]!.school_id, sns: devices.map((device) => device.sn) };
  };

  // person-centric: a window's devices
  const windowDoc = (summary: string, body: string, code: string) => ({ tags, summary, description: `Button \`${code}\`. JSON ${body}. ${TASK_DOC}` });
  app.post(
    `${PERSONNEL_BASE}/downPersonnelDevice`,
    {
      schema: {
        ...windowDoc(
          'Pushes people to every device of a window',
          '`{ windowId, personnelIds }` (people of the window’s school, not closed)',
          'device_face_down',
        ),
        body: WindowPeople,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_down'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const window = await windowOf(db, scope, request.body.windowId);
      const sns = needDevices(await devicesOfWindow(db, window.id));
      const people = await peopleOf(db, window.school_id, request.body.personnelIds, true);
      return queued(await queue(db, scope, window.school_id, 'down', crossed(sns, people)));
    },
  );
  app.post(
    `${PERSONNEL_BASE}/allDownPersonnelDevice`,
    {
      schema: {
        ...windowDoc('Pushes every person of the school (not closed) to every device of a window', '`{ windowId }`', 'device_face_down'),
        body: WindowOnly,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_down'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const window = await windowOf(db, scope, request.body.windowId);
      const sns = needDevices(await devicesOfWindow(db, window.id));
      return queued(await queue(db, scope, window.school_id, 'down', crossed(sns, await everyoneOf(db, window.school_id))));
    },
  );
  app.post(
    `${PERSONNEL_BASE}/deletePersonnelDevice`,
    {
      schema: {
        ...windowDoc('Deletes people from every device of a window', '`{ windowId, personnelIds }`', 'device_face_delete'),
        body: WindowPeople,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const window = await windowOf(db, scope, request.body.windowId);
      const sns = needDevices(await devicesOfWindow(db, window.id));
      const people = await peopleOf(db, window.school_id, request.body.personnelIds, false);
      return queued(await queue(db, scope, window.school_id, 'delete', crossed(sns, people)));
    },
  );
  app.post(
    `${PERSONNEL_BASE}/allDeletePersonnel`,
    {
      schema: {
        ...windowDoc('Deletes everyone from every device of a window', '`{ windowId }`', 'device_face_delete'),
        body: WindowOnly,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const window = await windowOf(db, scope, request.body.windowId);
      const sns = needDevices(await devicesOfWindow(db, window.id));
      return queued(await queue(db, scope, window.school_id, 'delete', await pairsOnDevices(db, sns)));
    },
  );

  // device-centric
  const deviceDoc = (summary: string, body: string, code: string) => ({ tags, summary, description: `Button \`${code}\`. JSON ${body}. ${TASK_DOC}` });
  app.post(
    `${FACE_SYNC_BASE}/checkDownFace`,
    {
      schema: {
        ...deviceDoc('Pushes the chosen people to one device', '`{ deviceSn, personnelIds }`', 'device_face_down'),
        body: DevicePeople,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_down'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const device = await deviceOf(db, scope, request.body.deviceSn);
      const people = await peopleOf(db, device.school_id, request.body.personnelIds, true);
      return queued(await queue(db, scope, device.school_id, 'down', crossed([device.sn], people)));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/allDownFace`,
    {
      schema: {
        ...deviceDoc('Pushes every person of the school (not closed) to one device', '`{ deviceSn }`', 'device_face_down'),
        body: DeviceOnly,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_down'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const device = await deviceOf(db, scope, request.body.deviceSn);
      return queued(await queue(db, scope, device.school_id, 'down', crossed([device.sn], await everyoneOf(db, device.school_id))));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/checkDelete`,
    {
      schema: {
        ...deviceDoc('Deletes the chosen people from one device', '`{ deviceSn, personnelIds }`', 'device_face_delete'),
        body: DevicePeople,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const device = await deviceOf(db, scope, request.body.deviceSn);
      const people = await peopleOf(db, device.school_id, request.body.personnelIds, false);
      return queued(await queue(db, scope, device.school_id, 'delete', crossed([device.sn], people)));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/allDelete`,
    {
      schema: { ...deviceDoc('Deletes everyone from one device', '`{ deviceSn }`', 'device_face_delete'), body: DeviceOnly, response: answers(QueuedTask) },
      ...pushes,
      preValidation: button('device_face_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const device = await deviceOf(db, scope, request.body.deviceSn);
      return queued(await queue(db, scope, device.school_id, 'delete', await pairsOnDevices(db, [device.sn])));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/down`,
    {
      schema: {
        ...deviceDoc('Pushes again the failed people of these devices (重新下发)', '`{ deviceSns }` (devices of one school)', 'device_face_down'),
        body: DevicesOnly,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_down'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { schoolId, sns } = await devicesOf(scope, request.body.deviceSns);
      return queued(await queue(db, scope, schoolId, 'down', await pairsOnDevices(db, sns, [3])));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/delete`,
    {
      schema: {
        ...deviceDoc('Deletes these people from these devices', '`{ deviceSns, personnelIds }` (devices of one school)', 'device_face_delete'),
        body: DevicesPeople,
        response: answers(QueuedTask),
      },
      ...pushes,
      preValidation: button('device_face_delete'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { schoolId, sns } = await devicesOf(scope, request.body.deviceSns);
      const people = await peopleOf(db, schoolId, request.body.personnelIds, false);
      return queued(await queue(db, scope, schoolId, 'delete', crossed(sns, people)));
    },
  );
  app.post(
    `${FACE_SYNC_BASE}/reboot`,
    {
      schema: {
        tags,
        summary: 'Reboots the device ?deviceSn=',
        description:
          'Button `device_reboot`. 400 `设备离线` when the device is offline; else it is offline for its boot time and the item it was running is retried once.',
        querystring: DeviceQuery,
        response: answers(Nothing),
      },
      preValidation: button('device_reboot'),
    },
    async (request) => {
      const scope = await scopeOf(request);
      await transaction(db, async (client) => {
        const device = await deviceOf(client, scope, request.query.deviceSn);
        await reboot(client, device.sn);
      });
      return ok(null);
    },
  );
}
