// 明厨亮灶's 今日台账: how complete the canteens' ledgers are today (what each owes, computed from their records by the
// ledgers module) and the meals served without all their samples two hours on (留样超时) — those late and the least
// complete first, at most 30 canteens — and today's morning checks found unfit.
import { CHECK_RESULT } from '../../../contract/ledgers/index.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { localClock } from '../../platform/db/zoned.ts';
import { completenessOf, lateMeals } from '../ledgers/index.ts';
import type { Scope } from './scope.ts';
import { percent } from './shapes.ts';

const MEALS: Record<number, string> = { 1: '早餐', 2: '午餐', 3: '晚餐' };

export async function ledgersToday(db: Queryable, scope: Scope) {
  const clock = await localClock(db);
  const [byCanteen, late, names, unfit] = await Promise.all([
    completenessOf(db, scope.canteenIds, clock.today),
    db.query<{ canteen_id: string; meal: number }>(
      sql`SELECT canteen_id::text, meal FROM (${lateMeals(scope.canteenIds, clock.today, clock.minute)}) l ORDER BY meal`,
    ),
    db.query<{ id: string; name: string }>(sql`SELECT id::text, dept_name AS name FROM dept WHERE id = ANY(${scope.canteenIds}::bigint[])`),
    // today's morning checks found unfit (a fever or a symptom: off food handling today)
    db.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM work_morning_check
           WHERE canteen_id = ANY(${scope.canteenIds}::bigint[]) AND record_date = ${clock.today}::date AND state = 1 AND result = ${sql.number(CHECK_RESULT.unfit)}`,
    ),
  ]);
  const lateOf = new Map<string, string[]>();
  for (const row of late.rows) lateOf.set(row.canteen_id, [...(lateOf.get(row.canteen_id) ?? []), MEALS[row.meal]!]);
  const rows = names.rows
    .map((canteen) => {
      const ledgers = byCanteen.get(canteen.id) ?? [];
      const owed = ledgers.reduce((sum, item) => sum + item.owed, 0);
      const done = ledgers.reduce((sum, item) => sum + item.done, 0);
      return { canteen: canteen.name, done, owed, rate: percent(done, owed), late: (lateOf.get(canteen.id) ?? []).join('、') };
    })
    // the meals late first, then the least complete; a canteen that owes nothing today last
    .sort((a, b) => Number(Boolean(b.late)) - Number(Boolean(a.late)) || (a.rate ?? 101) - (b.rate ?? 101) || a.canteen.localeCompare(b.canteen));
  const owed = rows.reduce((sum, row) => sum + row.owed, 0);
  const done = rows.reduce((sum, row) => sum + row.done, 0);
  return { rate: percent(done, owed), lateMeals: late.rows.length, unfitChecks: unfit.rows[0]!.count, rows: rows.slice(0, 30) };
}
