// A ledger's record as the routes answer it, built from its definition: the common columns (docs/architecture.md#ledgers)
// and each field under its name — a person or dish as its id and `<name>Name`, a temperature in tenths of °C.
import { z } from 'zod';
import type { LedgerDefinition, LedgerField } from '../../../../contract/ledgers/index.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';

const column = (field: { column: string }) => sql.raw(`r.${field.column}`);
const named = (name: string) => sql.raw(`"${name}"`);

function fieldColumns(field: LedgerField): Sql[] {
  switch (field.kind) {
    case 'issues':
      return [];
    case 'person':
    case 'dish':
    case 'batch':
    case 'device':
      return [sql`${column(field)}::text AS ${named(field.name)}`, sql`${sql.raw(`r.${field.nameColumn}`)} AS ${named(`${field.name}Name`)}`];
    case 'meal':
      return [sql`${column(field)}::int AS ${named(field.name)}`];
    case 'choice':
      return [typeof field.codes[0] === 'number' ? sql`${column(field)}::int AS ${named(field.name)}` : sql`${column(field)} AS ${named(field.name)}`];
    case 'datetime':
      return [sql`${TIME(column(field))} AS ${named(field.name)}`];
    default:
      return [sql`${column(field)} AS ${named(field.name)}`];
  }
}

/**
 * The select list of a record (`r` is the ledger's table, `c` its canteen, `s` its school), with whether `userId` may
 * still edit it: the writer, on the record's own day, while it is current.
 */
export function recordColumns(definition: LedgerDefinition, userId: string): Sql {
  const table = sql.raw(definition.table);
  return sql.join(
    [
      sql`(r.create_user = ${userId}::bigint AND r.record_date = ${APP_TODAY} AND r.state = 1) AS editable`,
      sql`r.id::text, r.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", s.dept_name AS "schoolName",
          to_char(r.record_date, 'YYYY-MM-DD') AS "recordDate", r.state::int AS state, r.corrects_id::text AS "correctsId",
          (SELECT n.id::text FROM ${table} n WHERE n.corrects_id = r.id ORDER BY n.id DESC LIMIT 1) AS "correctedById",
          r.correction_reason AS "correctionReason", r.photo_ids::text[] AS "photoIds", r.create_user::text AS "createUser",
          r.create_user_name AS "createUserName", ${TIME('r.create_time')} AS "createTime", ${TIME('r.update_time')} AS "updateTime", r.version`,
      ...definition.fields.flatMap(fieldColumns),
    ],
    ', ',
  );
}

/** FROM the ledger's table as `r` with its canteen `c` and school `s`. */
export const recordSource = (definition: LedgerDefinition): Sql =>
  sql`${sql.raw(definition.table)} r JOIN dept c ON c.id = r.canteen_id JOIN dept s ON s.id = r.school_id`;

function fieldAnswer(field: LedgerField): Record<string, z.ZodType> {
  const nullable = <T extends z.ZodType>(schema: T) => (field.required ? schema : schema.nullable());
  switch (field.kind) {
    case 'issues':
      return {};
    case 'person':
    case 'dish':
    case 'batch':
    case 'device':
      return { [field.name]: z.string().nullable(), [`${field.name}Name`]: z.string() };
    case 'meal':
      return { [field.name]: z.number().int() };
    case 'integer':
    case 'tenths':
      return { [field.name]: nullable(z.number().int()).describe(field.kind === 'tenths' ? `tenths of ${field.unit ?? '°C'}` : (field.unit ?? '')) };
    case 'boolean':
      return { [field.name]: z.boolean() };
    case 'choice':
      return { [field.name]: (typeof field.codes[0] === 'number' ? z.number().int() : z.string()).nullable() };
    case 'choices':
      return { [field.name]: z.array(z.string()) };
    default:
      return { [field.name]: z.string().nullable() };
  }
}

/** The answer schema of a ledger's record. */
export const recordAnswer = (definition: LedgerDefinition) =>
  z.object({
    id: z.string(),
    canteenId: z.string(),
    canteenName: z.string(),
    schoolName: z.string(),
    recordDate: z.string(),
    state: z.number().int().describe('1 有效 · 2 已更正 · 3 已作废'),
    correctsId: z.string().nullable().describe('the record this one corrects'),
    correctedById: z.string().nullable().describe('the newest record correcting this one'),
    correctionReason: z.string(),
    photoIds: z.array(z.string()),
    createUser: z.string().nullable(),
    createUserName: z.string(),
    createTime: z.string(),
    updateTime: z.string(),
    version: z.number().int(),
    editable: z.boolean().describe('the caller wrote it, today, and it is current: edited in place rather than corrected'),
    ...Object.assign({}, ...definition.fields.map(fieldAnswer)),
  });

/** An 出库 movement a record was made from (加工记录's batches). */
export const IssueAnswer = z.object({
  movementId: z.string(),
  batchId: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  quantity: z.number().describe('in the goods’ base unit, issued as a positive quantity'),
  baseUnit: z.string(),
  supplierName: z.string().nullable(),
  issueTime: z.string(),
});
