// The meals as the ledgers name them in what is owed (早餐 · 午餐 · 晚餐).
import { sql, type Sql } from '../../../platform/db/sql.ts';

/** A meal column's Chinese name. */
export const mealName = (column: string): Sql => sql`(ARRAY['早餐', '午餐', '晚餐'])[${sql.raw(column)}]`;
