// The devices module: Face devices, their windows and the pushes to them. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { deviceRoutes } from './routes/devices.ts';
import { faceSyncRoutes } from './routes/face-sync.ts';
import { devicePersonnelRoutes } from './routes/personnel.ts';
import { windowRoutes } from './routes/windows.ts';
import { devicesTodo } from './todo.ts';
import { heartbeat } from './simulator.ts';
import { deviceDownHandler } from './sync.ts';
import { deviceDeleteHandler } from './sync.ts';
// 销户 queues the closed people's deletion from the devices (closing.ts adds itself to system-personnel's AFTER_CLOSING)
import './closing.ts';

export const devicesModule = defineModule({
  name: 'devices',
  routes: (app, ctx) => {
    windowRoutes(app, ctx);
    deviceRoutes(app, ctx);
    faceSyncRoutes(app, ctx);
    devicePersonnelRoutes(app, ctx);
  },
  taskHandlers: { DEVICE_DOWN: deviceDownHandler, DEVICE_DELETE: deviceDeleteHandler },
  todo: devicesTodo,
  beforeRound: heartbeat,
});

// what other modules use of this one
export { deviceOf, deviceScope } from './scope.ts';
export { deviceSn } from './input.ts';
