// Shared by the writes of 系统人员: adding new diners with their wallet and card (submit and 导入人员), locking the
// diners a write names (all of the caller's schools, or 404) and the 409 of a unique index a save ran into.
import { conflict, isUniqueViolation, notFound } from '../../platform/http/crud-errors.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { CARD } from './queries.ts';
import { NOT_FOUND, type DinerScope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

/** A new diner as submit and 导入人员 make them (type 1 教师, 2 学生, 3 职工; ids as text). */
export interface NewDiner {
  tenantId: string;
  schoolId: string;
  canteenId?: string | null;
  personnelNo: string;
  name: string;
  type: number;
  className?: string;
  phone?: string;
  faceFileId?: string | null;
  mealCategoryId?: string | null;
  remark?: string;
  cardNo?: string | null;
  userId: string | null;
}

/** What became of a new diner: their id, or what another diner already holds (nothing of them is written). */
export type Added = { id: string } | { taken: 'personnelNo' | 'cardNo' };

/**
 * Adds `diners` with their wallet and, when given, their card — set-wise, three statements for any number (on the
 * caller's transaction). A 人员编号 of the school or a live card number of the tenant already held (by an earlier
 * diner, another of `diners`, or another writer a moment ago) is no error: that diner is left out (nothing of them
 * stays written) and its answer says which. Rows are written in key order, so two writers adding overlapping diners
 * wait for each other rather than deadlock.
 */
export async function addDiners(client: Queryable, diners: NewDiner[]): Promise<Added[]> {
  if (!diners.length) return [];
  const column = <T>(pick: (diner: NewDiner) => T) => diners.map(pick);
  const { rows: people } = await client.query<{ id: string; school_id: string; personnel_no: string }>(
    sql`INSERT INTO sys_personnel (tenant_id, school_id, canteen_id, personnel_no, name, type, class_name, phone, face_file_id, meal_category_id, remark, create_user, update_user)
     SELECT tenant, school, canteen, no, name, type, class, phone, face, meal, remark, who, who
       FROM unnest(${column((d) => d.tenantId)}::text[], ${column((d) => d.schoolId)}::bigint[], ${column((d) => d.canteenId ?? null)}::bigint[], ${column((d) => d.personnelNo)}::text[], ${column((d) => d.name)}::text[], ${column((d) => d.type)}::smallint[], ${column((d) => d.className ?? '')}::text[], ${column((d) => d.phone ?? '')}::text[], ${column((d) => d.faceFileId ?? null)}::bigint[], ${column((d) => d.mealCategoryId ?? null)}::bigint[], ${column((d) => d.remark ?? '')}::text[], ${column((d) => d.userId)}::bigint[])
            WITH ORDINALITY AS d(tenant, school, canteen, no, name, type, class, phone, face, meal, remark, who, n)
      ORDER BY school, no, n
     ON CONFLICT (school_id, personnel_no) WHERE is_deleted = 0 DO NOTHING
     RETURNING id::text, school_id::text, personnel_no`,
  );
  // a row written is the first diner of its key (written in key order, then in the order given): a second of the
  // same key found it taken
  const made = new Map(people.map((row) => [`${row.school_id}\u0000${row.personnel_no}`, row.id]));
  const answers: Added[] = diners.map((diner) => {
    const key = `${diner.schoolId}\u0000${diner.personnelNo}`;
    const id = made.get(key);
    made.delete(key);
    return id ? { id } : { taken: 'personnelNo' };
  });
  const added = answers.flatMap((answer, n) => ('id' in answer ? [{ id: answer.id, diner: diners[n]! }] : []));
  if (!added.length) return answers;
  await client.query(
    sql`INSERT INTO sys_wallet (personnel_id, tenant_id) SELECT * FROM unnest(${added.map((entry) => entry.id)}::bigint[], ${added.map((entry) => entry.diner.tenantId)}::text[])`,
  );
  const carded = added.filter((entry) => entry.diner.cardNo);
  if (!carded.length) return answers;
  const { rows: cards } = await client.query<{ personnel_id: string }>(
    sql`INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user)
     SELECT * FROM unnest(${carded.map((entry) => entry.diner.tenantId)}::text[], ${carded.map((entry) => entry.id)}::bigint[], ${carded.map((entry) => entry.diner.cardNo)}::text[], ${carded.map((entry) => entry.diner.userId)}::bigint[]) AS c(tenant, person, no, who) ORDER BY tenant, no
     ON CONFLICT (tenant_id, card_no) WHERE status <> ${sql.number(CARD.cancelled)} DO NOTHING RETURNING personnel_id::text`,
  );
  const withCard = new Set(cards.map((row) => row.personnel_id));
  const cardless = carded.filter((entry) => !withCard.has(entry.id)).map((entry) => entry.id);
  if (!cardless.length) return answers;
  // their card number was taken: they are not added after all
  await client.query(sql`DELETE FROM sys_wallet WHERE personnel_id = ANY(${cardless}::bigint[])`);
  await client.query(sql`DELETE FROM sys_personnel WHERE id = ANY(${cardless}::bigint[])`);
  const gone = new Set(cardless);
  return answers.map((answer) => ('id' in answer && gone.has(answer.id) ? { taken: 'cardNo' } : answer));
}

/** Locks `ids` (every one a diner of the caller's schools, else 404 数据不存在) and answers their names and status. */
export async function lockDiners(client: Queryable, scope: DinerScope, ids: string[]) {
  const { rows } = await client.query<{ id: string; name: string; status: number }>(
    sql`SELECT id::text, name, status FROM sys_personnel
      WHERE id = ANY(${ids}::bigint[]) AND school_id = ANY(${scope.schoolIds}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0 ORDER BY id FOR UPDATE`,
  );
  if (rows.length !== ids.length) throw notFound(NOT_FOUND);
  return rows;
}

export const NUMBER_TAKEN = '该人员编号已存在';
/**
 * A card number is the district's (one live card per number in a tenant), but the answer never confirms another
 * school's records: the same words whether the holder is of the caller's school or another, naming nobody.
 */
export const CARD_TAKEN = '该卡号不可用';

/** Which unique index a save ran into, as the 409 says it. */
export function duplicate(error: unknown): Error | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  if (constraint.includes('card')) return conflict(CARD_TAKEN);
  return conflict(NUMBER_TAKEN);
}
