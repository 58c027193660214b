// Saving a ledger's record: the people and dishes it names resolved in the keeper's canteen, its photos checked by the
// file rules, the part's rules, then the row and its links — all in the caller's transaction.
import type pg from 'pg';
import type { LedgerDefinition, LedgerField } from '../../../../contract/ledgers/index.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import { visibleFile } from '../../../platform/files/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { Sql, sql } from '../../../platform/db/sql.ts';
import { fromZoned } from '../../../platform/db/zoned.ts';
import type { LedgerPart, Write } from './part.ts';

/** Resolves each person, dish, batch and device to the name the row keeps; 400 when it is not the keeper's. */
async function resolveNames(tx: pg.PoolClient, definition: LedgerDefinition, write: Write): Promise<void> {
  const { keeper, values, recordDate } = write;
  for (const field of definition.fields) {
    const value = values[field.name];
    if (field.kind === 'person') {
      if (value === undefined || value === null) {
        values[`${field.name}Name`] = '';
        continue;
      }
      const { rows } = await tx.query<{ name: string }>(
        sql`SELECT name FROM work_personnel WHERE id = ${value as string} AND canteen_id = ${keeper.canteenId} AND is_deleted = 0 AND status <> 3`,
      );
      if (!rows[0]) throw badRequest(`${field.label}须为本食堂的从业人员`);
      values[`${field.name}Name`] = rows[0].name;
    } else if (field.kind === 'dish') {
      const { rows } = await tx.query<{ dish: string }>(
        sql`SELECT dish FROM ledger_processing WHERE id = ${value as string} AND canteen_id = ${keeper.canteenId} AND record_date = ${recordDate}::date
              AND state = 1 AND meal = ${values.meal as number}`,
      );
      if (!rows[0]) throw badRequest('请选择当日该餐次加工记录中的菜品');
      values[`${field.name}Name`] = rows[0].dish;
    } else if (field.kind === 'batch' || field.kind === 'device') {
      if (value === undefined || value === null) {
        values[`${field.name}Name`] = '';
        continue;
      }
      const { rows } = await tx.query<{ name: string }>(
        field.kind === 'batch'
          ? sql`SELECT goods_name AS name FROM stock_batch WHERE id = ${value as string} AND canteen_id = ${keeper.canteenId}`
          : sql`SELECT name FROM test_device WHERE id = ${value as string} AND canteen_id = ${keeper.canteenId} AND state = 1`,
      );
      if (!rows[0]) throw badRequest(field.kind === 'batch' ? `${field.label}须为本食堂的库存批次` : `${field.label}须为本食堂在用的检测设备`);
      values[`${field.name}Name`] = rows[0].name;
    }
  }
}

/** Each photo a stored image the writer may see (the file rules: platform/files). */
async function checkPhotos(tx: pg.PoolClient, claims: AccessClaims, photoIds: readonly string[]): Promise<void> {
  for (const photo of photoIds) {
    const { rows } = await tx.query<{ mime: string }>(sql`SELECT mime FROM stored_file WHERE ${visibleFile(photo, claims)}`);
    if (!rows[0]) throw badRequest('照片不存在');
    if (!rows[0].mime.startsWith('image/')) throw badRequest('照片须为图片文件');
  }
}

/** The row's columns and their values, as the definition maps the fields. */
function columnsOf(definition: LedgerDefinition, values: Record<string, unknown>): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  const add = (field: LedgerField) => {
    if (field.kind === 'issues') return;
    const value = values[field.name];
    // a local time is kept as the instant it names in the deployment's zone
    if (field.kind === 'datetime' && typeof value === 'string') pairs.push([field.column, fromZoned(sql`${value}`)]);
    else pairs.push([field.column, value === undefined ? null : value]);
    // person, dish, batch, device: the name as it was beside the id
    if ('nameColumn' in field) pairs.push([field.nameColumn, values[`${field.name}Name`] ?? '']);
  };
  definition.fields.forEach(add);
  return pairs;
}

const valueOf = (value: unknown): Sql => (value instanceof Sql ? value : Array.isArray(value) ? sql`${value}::text[]` : sql`${value}`);

/** Runs the rules of a record about to be saved (names, photos, the part's own). */
export async function prepare(tx: pg.PoolClient, part: LedgerPart, claims: AccessClaims, write: Write): Promise<void> {
  await resolveNames(tx, part.definition, write);
  await checkPhotos(tx, claims, (write.values.photoIds as string[]) ?? []);
  await part.check?.(tx, write);
}

/** Inserts the record (correcting `corrects`, with its reason, when given); answers its id. */
export async function insertRecord(
  tx: pg.PoolClient,
  definition: LedgerDefinition,
  write: Write,
  correction?: { corrects: string; reason: string },
): Promise<string> {
  const { keeper, values, recordDate } = write;
  const pairs = columnsOf(definition, values);
  const names = sql.raw(pairs.map(([column]) => column).join(', '));
  const given = sql.join(pairs.map(([, value]) => valueOf(value)));
  const { rows } = await tx.query<{ id: string }>(
    sql`INSERT INTO ${sql.raw(definition.table)} (tenant_id, school_id, canteen_id, record_date, ${names}, photo_ids, corrects_id, correction_reason,
                                                create_user, create_user_name)
        VALUES (${keeper.tenantId}, ${keeper.schoolId}, ${keeper.canteenId}, ${recordDate}::date, ${given}, ${values.photoIds as string[]}::bigint[],
                ${correction?.corrects ?? null}::bigint, ${correction?.reason ?? ''}, ${keeper.userId}, ${keeper.name})
        RETURNING id::text`,
  );
  const id = rows[0]!.id;
  await writeLinks(tx, definition, id, values);
  return id;
}

/** The writer's edit of its record of the day: every typed column, the photos, the links; the version moves on. */
export async function updateRecord(tx: pg.PoolClient, definition: LedgerDefinition, id: string, values: Record<string, unknown>): Promise<void> {
  const sets = columnsOf(definition, values).map(([column, value]) => sql`${sql.raw(column)} = ${valueOf(value)}`);
  await tx.query(
    sql`UPDATE ${sql.raw(definition.table)} SET ${sql.join(sets)}, photo_ids = ${values.photoIds as string[]}::bigint[], update_time = app_now(), version = version + 1
         WHERE id = ${id}`,
  );
  for (const field of definition.fields)
    if (field.kind === 'issues') await tx.query(sql`DELETE FROM ${sql.raw(field.linkTable)} WHERE ${sql.raw(linkOwner(definition))} = ${id}`);
  await writeLinks(tx, definition, id, values);
}

/** The link table's column naming the record: `<table without ledger_>_id` (ledger_processing → processing_id). */
export const linkOwner = (definition: LedgerDefinition) => `${definition.table.replace(/^ledger_/, '')}_id`;

async function writeLinks(tx: pg.PoolClient, definition: LedgerDefinition, id: string, values: Record<string, unknown>): Promise<void> {
  for (const field of definition.fields) {
    if (field.kind !== 'issues') continue;
    const linked = (values[field.name] as string[]) ?? [];
    if (!linked.length) continue;
    await tx.query(
      sql`INSERT INTO ${sql.raw(field.linkTable)} (${sql.raw(linkOwner(definition))}, ${sql.raw(field.linkColumn)})
          SELECT ${id}, unnest(${linked}::bigint[])`,
    );
  }
}
