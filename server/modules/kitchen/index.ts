// The kitchen module: 明厨亮灶 — the simulated kitchen cameras' events (simulator.ts) and their acknowledgement by
// the canteen (routes/alerts.ts; docs/product-rules.md#kitchen-alerts). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { kitchenAlertRoutes } from './routes/alerts.ts';
import { catchUpKitchen, configureKitchen, scheduleKitchen } from './simulator.ts';

export const kitchenModule = defineModule({
  name: 'kitchen',
  routes: (app, ctx) => {
    // the camera-event simulator's settings, and the alerts
    configureKitchen(ctx.config);
    kitchenAlertRoutes(app, ctx);
  },
  schedule: scheduleKitchen,
});

// what the 明厨亮灶 wall uses (statistics/walls-data.ts): the events due before its figures
export { catchUpKitchen };
