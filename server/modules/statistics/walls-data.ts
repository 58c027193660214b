// The six special-statistics screens (专项统计): which SQL answers which screen, and the month with the
// latest records of each, the default focus month.
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database.ts';
import type { ScreenFigures } from './answers.ts';
import { cost } from './cost.ts';
import { frozen } from './frozen.ts';
import { kitchen } from './kitchen.ts';
import { meal } from './meal.ts';
import type { Period } from './period.ts';
import { rice } from './rice.ts';
import type { Scope } from './scope.ts';
import { trace } from './trace.ts';

/** What a screen computes: as its answer describes it (answers.ts). */
type Figures = Pick<z.output<typeof ScreenFigures>, 'kpis' | 'panels' | 'latest'>;

interface Screen {
  figures: (db: Queryable, scope: Scope, period: Period) => Promise<Figures>;
  /** SQL giving the latest month ('YYYY-MM') with a record for canteens $1, never after this month. */
  latestMonth: string;
}

const latestOf = (table: string, time: string, extra = '') =>
  `SELECT to_char(max(${time}), 'YYYY-MM') AS month FROM ${table} WHERE canteen_id = ANY($1::bigint[]) ${extra} AND ${time} <= (now() AT TIME ZONE current_setting('shian.time_zone'))`;
const batches = latestOf('purchase_batch', "(delivered_at AT TIME ZONE current_setting('shian.time_zone'))");

export const SCREENS: Record<string, Screen> = {
  kitchen: { figures: kitchen, latestMonth: latestOf('kitchen_alert', "(detected_at AT TIME ZONE current_setting('shian.time_zone'))") },
  trace: { figures: trace, latestMonth: batches },
  rice: { figures: rice, latestMonth: latestOf('purchase_batch', "(delivered_at AT TIME ZONE current_setting('shian.time_zone'))", 'AND is_rice') },
  frozen: { figures: frozen, latestMonth: batches },
  cost: { figures: cost, latestMonth: latestOf('canteen_cost', 'month') },
  meal: { figures: meal, latestMonth: latestOf('accompanied_meal', 'meal_date') },
};
