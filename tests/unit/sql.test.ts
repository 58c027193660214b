// The server's `sql` tagged template (server/platform/db/sql.ts): placeholders numbered in order, fragments inlined
// with their placeholders renumbered, joins, empty fragments, and a value — a string above all — always a parameter.
import { describe, expect, it } from 'vitest';
import { sql, type Sql } from '../../server/platform/db/sql';

const query = (fragment: Sql) => ({ text: fragment.text, values: fragment.values });

describe('the sql tagged template', () => {
  it('numbers the placeholders in order, one per value (a repeated value twice)', () => {
    const id = '42';
    expect(query(sql`SELECT * FROM dept WHERE id = ${id} AND tenant_id = ${'100001'} OR parent_id = ${id}`)).toEqual({
      text: 'SELECT * FROM dept WHERE id = $1 AND tenant_id = $2 OR parent_id = $3',
      values: ['42', '100001', '42'],
    });
    expect(query(sql`SELECT 1`)).toEqual({ text: 'SELECT 1', values: [] });
    expect(query(sql`${1}`)).toEqual({ text: '$1', values: [1] });
  });

  it('keeps every value as it is: null, numbers, booleans, arrays (one array parameter), dates', () => {
    const day = new Date(0);
    const built = sql`SELECT ${null}, ${0}, ${false}, ${['1', '2']}::bigint[], ${day}`;
    expect(built.text).toBe('SELECT $1, $2, $3, $4::bigint[], $5');
    expect(built.values).toEqual([null, 0, false, ['1', '2'], day]);
  });

  it('makes a string a parameter, never SQL text, whatever it holds', () => {
    for (const text of ["x' OR '1'='1", '$1', '1; DROP TABLE app_user; --', '${id}', 'ORDER BY id']) {
      const built = sql`SELECT id FROM app_user WHERE name = ${text}`;
      expect(built.text).toBe('SELECT id FROM app_user WHERE name = $1');
      expect(built.values).toEqual([text]);
    }
  });

  it('inlines a fragment with its placeholders renumbered, at any depth', () => {
    const scope = (tenant: string, depts: string[]) => sql`d.tenant_id = ${tenant} AND d.id = ANY(${depts}::bigint[])`;
    const named = (name: string) => sql`d.name LIKE ${name} AND ${scope('100001', ['7'])}`;
    const built = sql`SELECT ${'x'} AS a FROM dept d WHERE ${named('%食堂%')} AND d.status = ${0} LIMIT ${10}`;
    expect(query(built)).toEqual({
      text: 'SELECT $1 AS a FROM dept d WHERE d.name LIKE $2 AND d.tenant_id = $3 AND d.id = ANY($4::bigint[]) AND d.status = $5 LIMIT $6',
      values: ['x', '%食堂%', '100001', ['7'], 0, 10],
    });
    // the fragment itself is unchanged by being used: it still numbers from $1
    const fragment = scope('100002', []);
    expect(sql`SELECT ${1} WHERE ${fragment}`.text).toBe('SELECT $1 WHERE d.tenant_id = $2 AND d.id = ANY($3::bigint[])');
    expect(fragment.text).toBe('d.tenant_id = $1 AND d.id = ANY($2::bigint[])');
  });

  it('inlines a fragment at the very start and end, and one fragment twice', () => {
    const clause = sql`a = ${1}`;
    expect(query(sql`${clause}`)).toEqual({ text: 'a = $1', values: [1] });
    expect(query(sql`${clause} OR ${clause}`)).toEqual({ text: 'a = $1 OR a = $2', values: [1, 1] });
  });

  it('treats empty fragments as nothing', () => {
    expect(query(sql``)).toEqual({ text: '', values: [] });
    expect(query(sql`SELECT ${sql``}1${sql.empty} WHERE x = ${2}${sql.empty}`)).toEqual({ text: 'SELECT 1 WHERE x = $1', values: [2] });
    const optional = (name: string | undefined) => (name ? sql` AND name = ${name}` : sql.empty);
    expect(query(sql`SELECT * FROM t WHERE id = ${1}${optional(undefined)} LIMIT ${5}`)).toEqual({
      text: 'SELECT * FROM t WHERE id = $1 LIMIT $2',
      values: [1, 5],
    });
    expect(query(sql`SELECT * FROM t WHERE id = ${1}${optional('a')} LIMIT ${5}`)).toEqual({
      text: 'SELECT * FROM t WHERE id = $1 AND name = $2 LIMIT $3',
      values: [1, 'a', 5],
    });
  });

  it('joins fragments and values with a separator, renumbering as it goes', () => {
    const conditions = [sql`a = ${1}`, sql`b = ANY(${[2, 3]})`, sql`c IS NULL`];
    expect(query(sql`SELECT * FROM t WHERE ${sql.join(conditions, ' AND ')} LIMIT ${9}`)).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b = ANY($2) AND c IS NULL LIMIT $3',
      values: [1, [2, 3], 9],
    });
    // values as parameters: a VALUES list of rows
    const rows = [
      ['a', 1],
      ['b', 2],
    ];
    expect(query(sql`INSERT INTO t (name, n) VALUES ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`)).toEqual({
      text: 'INSERT INTO t (name, n) VALUES ($1, $2), ($3, $4)',
      values: ['a', 1, 'b', 2],
    });
    expect(query(sql.join([]))).toEqual({ text: '', values: [] });
    expect(query(sql.join([sql`x`]))).toEqual({ text: 'x', values: [] });
    // a separator given as a fragment
    expect(sql.join([sql`a`, sql`b`], sql` OR `).text).toBe('a OR b');
  });

  it('puts raw text into the SQL only through sql.raw', () => {
    const column = 'p.create_time';
    expect(query(sql`ORDER BY ${sql.raw(column)} DESC LIMIT ${3}`)).toEqual({ text: 'ORDER BY p.create_time DESC LIMIT $1', values: [3] });
    expect(query(sql`ORDER BY ${column}`)).toEqual({ text: 'ORDER BY $1', values: [column] });
  });

  it('writes a number the code holds into the text only through sql.number, and only a finite one', () => {
    expect(query(sql`SET status = CASE WHEN ok THEN ${sql.number(3)} ELSE ${sql.number(-1.5)} END WHERE id = ${7}`)).toEqual({
      text: 'SET status = CASE WHEN ok THEN 3 ELSE -1.5 END WHERE id = $1',
      values: [7],
    });
    expect(() => sql.number(Number.NaN)).toThrow(RangeError);
    expect(() => sql.number(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('reads as text only without parameters: a snippet, never a fragment whose numbers depend on its place', () => {
    expect(`SELECT ${sql`now()`}`).toBe('SELECT now()');
    expect(() => `SELECT ${sql`x = ${1}`}`).toThrow(/parameters/);
  });

  it('is a pg QueryConfig: text and values', () => {
    const built: { text: string; values?: unknown[] } = sql`SELECT ${1}`;
    expect({ ...built }).toMatchObject({ text: 'SELECT $1', values: [1] });
  });
});
