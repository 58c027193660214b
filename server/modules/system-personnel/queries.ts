// The SQL of 系统人员: one record shape for the list and the detail (the person, their live card, their wallet in
// fen and their meal plan), the WHERE of the list filters, the meal plan's record, and the reads of the diners'
// routes (routes/diners.ts).
import { containing, pageOf } from '../../platform/http/paging.ts';
import { TIME } from '../../platform/db/zoned.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { linkOf } from '../../platform/files/index.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { EXPORT_LIMIT } from '../../platform/xlsx/export.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import type { DinerListQuery } from './input.ts';
import { NOT_FOUND, type DinerScope } from './scope.ts';

export const TYPE_NAMES: Record<number, string> = { 1: '教师', 2: '学生', 3: '职工' };
export const STATUS_NAMES: Record<number, string> = { 1: '正常', 2: '销户' };
export const CARD_STATUS_NAMES: Record<number, string> = { 1: '正常', 2: '挂失', 3: '冻结', 4: '注销' };
export const CARD = { normal: 1, lost: 2, frozen: 3, cancelled: 4 } as const;
export const CLOSED = 2;

/** A person's card shown on the record: the live one, else the last one (cancelled). */
const CARD_OF = (p: string) =>
  sql`LEFT JOIN LATERAL (SELECT card_no, status FROM sys_card WHERE personnel_id = ${sql.raw(p)}.id ORDER BY (status = 4), id DESC LIMIT 1) k ON true`;

export const RECORD = sql`
  SELECT p.id::text, p.school_id::text AS "schoolId", s.dept_name AS "schoolName", p.canteen_id::text AS "canteenId", COALESCE(c.dept_name, '') AS "canteenName",
         p.personnel_no AS "personnelNo", p.name, p.type, p.class_name AS "className", p.phone,
         p.face_file_id::text AS "faceFileId", f.access_key AS "faceFileKey",
         COALESCE(k.card_no, '') AS "cardNo", k.status AS "cardStatus",
         p.meal_category_id::text AS "mealCategoryId", COALESCE(m.name, '') AS "mealCategoryName",
         COALESCE(w.cash, 0)::int AS cash, COALESCE(w.subsidy, 0)::int AS subsidy,
         p.status, ${TIME('p.closed_time')} AS "closedTime", p.remark, ${TIME('p.update_time')} AS "updateTime", p.version
    FROM sys_personnel p
    JOIN dept s ON s.id = p.school_id
    LEFT JOIN dept c ON c.id = p.canteen_id
    LEFT JOIN stored_file f ON f.id = p.face_file_id
    LEFT JOIN sys_meal_category m ON m.id = p.meal_category_id
    LEFT JOIN sys_wallet w ON w.personnel_id = p.id
    ${CARD_OF('p')}`;

export interface DinerRow {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string | null;
  canteenName: string;
  personnelNo: string;
  name: string;
  type: number;
  className: string;
  phone: string;
  faceFileId: string | null;
  faceFileKey: string | null;
  cardNo: string;
  cardStatus: number | null;
  mealCategoryId: string | null;
  mealCategoryName: string;
  cash: number;
  subsidy: number;
  status: number;
  closedTime: string | null;
  remark: string;
  updateTime: string;
  version: number;
}

/** A record as the caller sees it: the face photo's link instead of its key, the names of the codes. */
export function present({ faceFileKey, ...row }: DinerRow) {
  return {
    ...row,
    typeName: TYPE_NAMES[row.type]!,
    statusName: STATUS_NAMES[row.status]!,
    cardStatusName: row.cardStatus ? CARD_STATUS_NAMES[row.cardStatus]! : '',
    faceFileLink: row.faceFileId && faceFileKey ? linkOf(row.faceFileId, faceFileKey) : null,
  };
}

export interface DinerFilterValues {
  name?: string;
  personnelNo?: string;
  cardNo?: string;
  className?: string;
  type?: number;
  status?: number;
  schoolId?: string;
  canteenId?: string;
}

/** The WHERE of a list over the caller's schools and tenant, `p` being sys_personnel. */
export function dinerWhere(tenantId: string, schoolIds: string[], filters: DinerFilterValues): Sql {
  const parts = [sql`p.school_id = ANY(${schoolIds}::bigint[])`, sql`p.tenant_id = ${tenantId}`, sql`p.is_deleted = 0`];
  if (filters.name) parts.push(sql`p.name LIKE ${containing(filters.name)}`);
  if (filters.personnelNo) parts.push(sql`p.personnel_no LIKE ${containing(filters.personnelNo)}`);
  if (filters.className) parts.push(sql`p.class_name LIKE ${containing(filters.className)}`);
  if (filters.cardNo) parts.push(sql`EXISTS (SELECT 1 FROM sys_card kc WHERE kc.personnel_id = p.id AND kc.card_no LIKE ${containing(filters.cardNo)})`);
  if (filters.type) parts.push(sql`p.type = ${filters.type}`);
  if (filters.status) parts.push(sql`p.status = ${filters.status}`);
  if (filters.schoolId) parts.push(sql`p.school_id = ${filters.schoolId}`);
  if (filters.canteenId) parts.push(sql`p.canteen_id = ${filters.canteenId}`);
  return sql.join(parts, ' AND ');
}

const ORDER = sql`p.school_id, p.type, p.personnel_no, p.id`;

/** One page of records: the page's ids over the bare table first, then the joined records of those. */
const pageOfDiners = (where: Sql, page: { current: number; size: number }) =>
  sql`${RECORD} WHERE p.id IN (SELECT p.id FROM sys_personnel p WHERE ${where} ORDER BY ${ORDER} LIMIT ${page.size} OFFSET ${offsetOf(page)})
   ORDER BY ${ORDER}`;

/** A plan as the screen reads it: `{ id, schoolId, schoolName, name, prices (fen), people, version }`. */
export const PLAN = sql`SELECT m.id::text, m.school_id::text AS "schoolId", s.dept_name AS "schoolName", m.name, ARRAY[m.price1, m.price2, m.price3, m.price4] AS prices,
  (SELECT count(*)::int FROM sys_personnel p WHERE p.meal_category_id = m.id AND p.is_deleted = 0) AS people, m.version
  FROM sys_meal_category m JOIN dept s ON s.id = m.school_id`;

/** One diner of the caller's schools, or 404. */
export async function dinerOf(db: Queryable, scope: DinerScope, id: string | undefined): Promise<DinerRow> {
  const { rows } = id
    ? await db.query<DinerRow>(
        sql`${RECORD} WHERE p.id = ${id} AND p.school_id = ANY(${scope.schoolIds}::bigint[]) AND p.tenant_id = ${scope.actor.tenantId} AND p.is_deleted = 0`,
      )
    : { rows: [] };
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

/** A page of the diners of the caller's schools, by school, type and number. */
export async function dinerPage(db: Queryable, scope: DinerScope, query: DinerListQuery) {
  const { current, size, ...filters } = query;
  const where = dinerWhere(scope.actor.tenantId, scope.schoolIds, filters);
  const [rows, total] = await Promise.all([
    db.query<DinerRow>(pageOfDiners(where, { current, size })),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`),
  ]);
  return pageOf(rows.rows.map(present), total.rows[0]!.total, { current, size });
}

/** The counts of diners per school and canteen: by type among those not closed, the closed apart. */
export async function canteenCounts(db: Queryable, scope: DinerScope) {
  const { rows } = await db.query(
    sql`SELECT p.school_id::text AS "schoolId", s.dept_name AS "schoolName", p.canteen_id::text AS "canteenId", COALESCE(c.dept_name, '') AS "canteenName",
            count(*) FILTER (WHERE p.type = 1 AND p.status = 1)::int AS teachers, count(*) FILTER (WHERE p.type = 2 AND p.status = 1)::int AS students,
            count(*) FILTER (WHERE p.type = 3 AND p.status = 1)::int AS staff, count(*) FILTER (WHERE p.status = ${sql.number(CLOSED)})::int AS closed, count(*)::int AS total
       FROM sys_personnel p JOIN dept s ON s.id = p.school_id LEFT JOIN dept c ON c.id = p.canteen_id
      WHERE p.school_id = ANY(${scope.schoolIds}::bigint[]) AND p.tenant_id = ${scope.actor.tenantId} AND p.is_deleted = 0
      GROUP BY p.school_id, s.dept_name, s.sort, p.canteen_id, c.dept_name ORDER BY s.sort, p.school_id, p.canteen_id NULLS LAST`,
  );
  return rows;
}

/** The meal plans of the caller's schools (of `schoolId` only, when given). */
export async function mealPlans(db: Queryable, scope: DinerScope, schoolId: string | undefined) {
  const { rows } = await db.query(
    sql`${PLAN} WHERE m.school_id = ANY(${scope.schoolIds}::bigint[]) AND m.tenant_id = ${scope.actor.tenantId} AND m.is_deleted = 0
         AND (${schoolId ?? null}::bigint IS NULL OR m.school_id = ${schoolId ?? null}::bigint) ORDER BY m.school_id, m.id`,
  );
  return rows;
}

/** The face photo of a diner: `{ id, name, link }`, or null when none was uploaded. */
export async function faceFileOf(db: Queryable, diner: DinerRow) {
  if (!diner.faceFileId) return null;
  const { rows } = await db.query<{ name: string; access_key: string }>(sql`SELECT name, access_key FROM stored_file WHERE id = ${diner.faceFileId}`);
  return rows[0] ? { id: diner.faceFileId, name: rows[0].name, link: linkOf(diner.faceFileId, rows[0].access_key) } : null;
}

/** The diners of the filter as the export writes them (at most EXPORT_LIMIT). */
export async function exportRows(db: Queryable, scope: DinerScope, filters: DinerFilterValues) {
  const where = dinerWhere(scope.actor.tenantId, scope.schoolIds, filters);
  const { rows } = await db.query<DinerRow>(sql`${RECORD} WHERE ${where} ORDER BY ${ORDER} LIMIT ${sql.number(EXPORT_LIMIT)}`);
  return rows.map(present);
}

/** A page of the diners not closed, for the pickers: `{ id, personnelNo, name, type, typeName, className, schoolName, cardNo, hasFace }`. */
export async function pickerPage(db: Queryable, scope: DinerScope, query: DinerListQuery) {
  const { current, size, ...filters } = query;
  const where = dinerWhere(scope.actor.tenantId, scope.schoolIds, { ...filters, status: 1 });
  const [rows, total] = await Promise.all([
    db.query<{ type: number }>(
      sql`SELECT p.id::text, p.personnel_no AS "personnelNo", p.name, p.type, p.class_name AS "className", s.dept_name AS "schoolName",
              p.face_file_id IS NOT NULL AS "hasFace", COALESCE((SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${sql.number(CARD.cancelled)}), '') AS "cardNo"
         FROM sys_personnel p JOIN dept s ON s.id = p.school_id WHERE ${where}
        ORDER BY p.school_id, p.type, p.class_name, p.personnel_no, p.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`,
    ),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM sys_personnel p WHERE ${where}`),
  ]);
  return pageOf(
    rows.rows.map((row) => ({ ...row, typeName: TYPE_NAMES[row.type] })),
    total.rows[0]!.total,
    { current, size },
  );
}
