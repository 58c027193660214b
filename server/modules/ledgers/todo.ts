// The ledgers' 待办提醒 items (server/platform/todo/registry.ts): what the caller's canteens still owe today, one item
// per ledger that owes records (今日晨检待登记, 今日留样待登记, …), and the meals served without all their samples two
// hours on (留样超时), a warning for the school and the supervisors. Counted from the same queries as 今日台账.
import { MEAL_SERVED_MINUTES, SAMPLE_LATE_MINUTES } from '../../../contract/ledgers/index.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { LEDGER_OWERS, LEDGER_WARNED } from '../../platform/access/policy.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { localClock } from '../../platform/db/zoned.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { LEDGER_PARTS } from './parts/index.ts';
import { dishesOwed } from './parts/sample.ts';

const readScope = scopeFor('ledger.read');
/** 今日台账 (the canteen's day; the school's canteens). */
export const TODAY_PATH = '/shengchan/today/index';
/** 明厨亮灶's screen in the console, whose 台账 panel lists the late meals. */
export const KITCHEN_WALL_PATH = '/liancan/zhuanxiangtongji/mingchuliangzhao/index';

/** The caller's canteens and the app clock's day and minute. */
async function reachAndClock(db: Queryable, claims: AccessClaims) {
  const [scope, clock] = await Promise.all([readScope(db, claims), localClock(db)]);
  return { canteenIds: scope.canteenIds, day: clock.today, minute: clock.minute };
}

/** The meals of the day whose samples are late: cooked, served over two hours ago, a dish unsampled (`canteen_id`, `meal`). */
export const lateMeals = (canteenIds: readonly string[], day: string, minute: number) => {
  const due = (Object.entries(MEAL_SERVED_MINUTES) as [string, number][])
    .filter(([, served]) => served + SAMPLE_LATE_MINUTES <= minute)
    .map(([meal]) => Number(meal));
  return sql`SELECT DISTINCT d.canteen_id, d.meal FROM (${dishesOwed(canteenIds, day)}) d
              WHERE d.meal = ANY(${due}::int[])
                AND NOT EXISTS (SELECT 1 FROM ledger_sample x WHERE x.canteen_id = d.canteen_id AND x.record_date = ${day}::date AND x.state = 1
                                  AND x.meal = d.meal AND x.dish = d.dish)`;
};

export const ledgerTodo: TodoDefinition[] = [
  ...LEDGER_PARTS.filter((part) => part.owed).map((part): TodoDefinition => ({
    key: `ledgers.${part.definition.code}`,
    roles: LEDGER_OWERS,
    path: TODAY_PATH,
    query: { ledger: part.definition.code },
    count: async (db, claims) => {
      const { canteenIds, day } = await reachAndClock(db, claims);
      const { rows } = await db.query<{ count: number }>(sql`SELECT count(*) FILTER (WHERE NOT done)::int AS count FROM (${part.owed!(canteenIds, day)}) o`);
      return rows[0]!.count;
    },
  })),
  {
    key: 'ledgers.sampleLate',
    roles: LEDGER_WARNED,
    path: KITCHEN_WALL_PATH,
    count: async (db, claims) => {
      const { canteenIds, day, minute } = await reachAndClock(db, claims);
      const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM (${lateMeals(canteenIds, day, minute)}) l`);
      return rows[0]!.count;
    },
  },
];
