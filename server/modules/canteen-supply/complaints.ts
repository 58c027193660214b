// 投诉建议 does not exist yet (a later issue adds it): the one place 食堂排名 asks for each canteen's complaint-free
// days. Until complaints are recorded it answers that there is no complaint data, and no figure is ever made up.
import type { Queryable } from '../../platform/db/database.ts';

export type ComplaintDays = { available: false } | { available: true; days: Map<string, number> };

/** The complaint-free days of each canteen from `first` to `last` (YYYY-MM-DD): not available while no complaint is recorded. */
export async function complaintDays(_db: Queryable, _canteenIds: string[], _first: string, _last: string): Promise<ComplaintDays> {
  return { available: false };
}
