// Demo data of the six statistics screens (docs/big-screen.md#the-six-screens): more schools and canteens, suppliers, and a
// year of records, deterministic. Runs once, with the demo seed.
import type pg from 'pg';
import { seedStatisticsOrg } from './statistics-org.ts';
import { seedStatisticsRecords } from './statistics-records.ts';

export async function seedStatistics(client: pg.PoolClient): Promise<void> {
  const { canteens, suppliers } = await seedStatisticsOrg(client);
  await seedStatisticsRecords(client, canteens, suppliers);
}
