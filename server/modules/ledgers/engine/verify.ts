// The startup check: a ledger's definition and its table must agree — every common column and every field's column
// present with a type the field can hold. The server refuses to start otherwise, naming what disagrees, so a field
// added to a definition without its migration (or a migration that renamed a column) never reaches a user.
import type { LedgerDefinition, LedgerField } from '../../../../contract/ledgers/index.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { linkOwner } from './write.ts';

/** A table's columns and their types (as information_schema's data_type names them). */
export type Columns = ReadonlyMap<string, ReadonlyMap<string, string>>;

const INTEGERS = ['smallint', 'integer', 'bigint'];
const COMMON: Record<string, string[]> = {
  id: ['bigint'],
  tenant_id: ['character varying', 'text'],
  school_id: ['bigint'],
  canteen_id: ['bigint'],
  record_date: ['date'],
  state: ['smallint'],
  corrects_id: ['bigint'],
  correction_reason: ['text'],
  photo_ids: ['ARRAY'],
  create_user: ['bigint'],
  create_user_name: ['text'],
  create_time: ['timestamp with time zone'],
  update_time: ['timestamp with time zone'],
  version: ['integer'],
};

function typesOf(field: LedgerField): [column: string, types: string[]][] {
  switch (field.kind) {
    case 'text':
      return [[field.column, ['text']]];
    case 'integer':
      return [[field.column, INTEGERS]];
    case 'tenths':
      return [[field.column, ['smallint', 'integer']]];
    case 'boolean':
      return [[field.column, ['boolean']]];
    case 'datetime':
      return [[field.column, ['timestamp with time zone']]];
    case 'choice':
      return [[field.column, typeof field.codes[0] === 'number' ? ['smallint', 'integer'] : ['text']]];
    case 'choices':
      return [[field.column, ['ARRAY']]];
    case 'meal':
      return [[field.column, ['smallint']]];
    case 'person':
    case 'dish':
    case 'batch':
    case 'device':
      return [
        [field.column, ['bigint']],
        [field.nameColumn, ['text']],
      ];
    case 'issues':
      return [];
  }
}

/** What disagrees between the definitions and the tables, in words; empty when they agree. */
export function mismatches(definitions: readonly LedgerDefinition[], columns: Columns): string[] {
  const problems: string[] = [];
  for (const definition of definitions) {
    const where = `台账「${definition.title}」（${definition.table}）`;
    const table = columns.get(definition.table);
    if (!table) {
      problems.push(`${where}：数据表不存在`);
      continue;
    }
    const expect = (tableName: string, have: ReadonlyMap<string, string>, column: string, types: string[], label: string) => {
      const type = have.get(column);
      if (!type) problems.push(`${label}：缺少列 ${tableName}.${column}`);
      else if (!types.includes(type)) problems.push(`${label}：列 ${tableName}.${column} 的类型为 ${type}，定义要求 ${types.join(' 或 ')}`);
    };
    for (const [column, types] of Object.entries(COMMON)) expect(definition.table, table, column, types, where);
    for (const field of definition.fields) {
      for (const [column, types] of typesOf(field)) expect(definition.table, table, column, types, `${where}的字段 ${field.name}`);
      if (field.kind === 'issues') {
        const links = columns.get(field.linkTable);
        if (!links) problems.push(`${where}的字段 ${field.name}：关联表 ${field.linkTable} 不存在`);
        else for (const column of [linkOwner(definition), field.linkColumn]) expect(field.linkTable, links, column, ['bigint'], `${where}的字段 ${field.name}`);
      }
    }
  }
  return problems;
}

/** Throws, naming every disagreement, when a definition and its table disagree. */
export async function verifyLedgers(db: Queryable, definitions: readonly LedgerDefinition[]): Promise<void> {
  const tables = [
    ...new Set(
      definitions.flatMap((definition) => [definition.table, ...definition.fields.flatMap((field) => (field.kind === 'issues' ? [field.linkTable] : []))]),
    ),
  ];
  const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    // pg_catalog rather than information_schema.columns (tens of ms on the embedded engine, at every start), with
    // information_schema's names: the type without its modifiers, 'ARRAY' for an array
    sql`SELECT c.relname AS table_name, a.attname AS column_name,
               CASE WHEN a.attndims > 0 OR t.typcategory = 'A' THEN 'ARRAY' ELSE format_type(a.atttypid, NULL) END AS data_type
          FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid JOIN pg_type t ON t.oid = a.atttypid
         WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname = ANY(${tables}::text[]) AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const columns = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const table = columns.get(row.table_name) ?? new Map<string, string>();
    table.set(row.column_name, row.data_type);
    columns.set(row.table_name, table);
  }
  const problems = mismatches(definitions, columns);
  if (problems.length) throw new Error(`台账定义与数据表不一致，服务无法启动：\n${problems.join('\n')}`);
}
