// Rows inserted in chunks of 200 (one statement each), for the seeds.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';

export async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    const values = sql.join(chunk.map((row) => sql`(${sql.join(row)})`));
    // the table and its columns are the seed's own names
    await client.query(sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns.join(', '))}) VALUES ${values}`);
  }
}
