// Rows inserted in chunks of 200 (one statement each), for the seeds.
import type pg from 'pg';

export async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}
