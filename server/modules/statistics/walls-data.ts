// The six special-statistics screens (专项统计): which SQL answers which screen, and the month with the
// latest records of each, the default focus month.
import type pg from 'pg';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database.ts';
import type { ScreenFigures } from './answers.ts';
import { cost } from './cost.ts';
import { frozen } from './frozen.ts';
import { kitchen } from './kitchen.ts';
import { catchUpKitchen } from '../kitchen/index.ts';
import { meal } from './meal.ts';
import type { Period } from './period.ts';
import { rice } from './rice.ts';
import type { Scope } from './scope.ts';
import { trace } from './trace.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';

/** What a screen computes: as its answer describes it (answers.ts). */
type Figures = Pick<z.output<typeof ScreenFigures>, 'kpis' | 'panels' | 'latest'>;

interface Screen {
  figures: (db: Queryable, scope: Scope, period: Period) => Promise<Figures>;
  /** The query of the latest month ('YYYY-MM') with a record for the canteens, never after this month. */
  latestMonth: (canteenIds: string[]) => Sql;
  /** What is written before the figures are read: the kitchen cameras' events due by the app clock. */
  before?: (db: pg.Pool) => Promise<void>;
}

/** `time` a local timestamp (or a date) expression of `table`; `extra` more of the WHERE. */
const latestOf =
  (table: string, time: Sql, extra = sql``) =>
  (canteenIds: string[]) =>
    sql`SELECT to_char(max(${time}), 'YYYY-MM') AS month FROM ${sql.raw(table)} WHERE canteen_id = ANY(${canteenIds}::bigint[]) ${extra} AND ${time} <= ${zoned('now()')}`;
const batches = latestOf('supply_wall_line', zoned('delivered_at'));

export const SCREENS: Record<string, Screen> = {
  kitchen: { figures: kitchen, latestMonth: latestOf('kitchen_alert', zoned('detected_at')), before: catchUpKitchen },
  trace: { figures: trace, latestMonth: batches },
  rice: { figures: rice, latestMonth: latestOf('supply_wall_line', zoned('delivered_at'), sql`AND is_rice AND accepted_kg > 0`) },
  frozen: { figures: frozen, latestMonth: batches },
  cost: { figures: cost, latestMonth: latestOf('canteen_cost', sql`month`) },
  meal: { figures: meal, latestMonth: latestOf('accompanied_meal', sql`meal_date`) },
};
