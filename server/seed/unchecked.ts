// The demo seed's large inserts without the foreign keys' per-row checks, where the engine lets us: a superuser
// (the embedded engine's) may set session_replication_role = replica for the transaction, which fires no ordinary
// trigger — the checks of the foreign keys among them — for the rows written meanwhile. The rows are built from rows
// just read or written in the same transaction, so the checks could only pass; on PGlite they were about half of each
// large insert's time. Elsewhere (a PostgreSQL role that is no superuser) the work runs with its checks.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';

export async function unchecked<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ superuser: boolean; replica: boolean }>(
    sql`SELECT current_setting('is_superuser') = 'on' AS superuser, current_setting('session_replication_role') = 'replica' AS replica`,
  );
  const { superuser, replica } = rows[0]!;
  if (!superuser || replica) return work();
  await client.query(sql`SET LOCAL session_replication_role = replica`);
  const result = await work();
  // on failure the transaction rolls back, and the setting with it
  await client.query(sql`SET LOCAL session_replication_role = origin`);
  return result;
}
