// The SQL of 系统人员: one record shape for the list and the detail (the person, their live card, their wallet in
// fen and their meal plan), and the WHERE of the list filters.
import { containing } from '../../platform/http/paging.ts';
import { TIME } from '../../platform/db/zoned.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import { linkOf } from '../../platform/files/index.ts';

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
    typeName: TYPE_NAMES[row.type],
    statusName: STATUS_NAMES[row.status],
    cardStatusName: row.cardStatus ? CARD_STATUS_NAMES[row.cardStatus] : '',
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
export const dinerPage = (where: Sql, page: { current: number; size: number }) =>
  sql`${RECORD} WHERE p.id IN (SELECT p.id FROM sys_personnel p WHERE ${where} ORDER BY ${ORDER} LIMIT ${page.size} OFFSET ${offsetOf(page)})
   ORDER BY ${ORDER}`;

/**
 * dinerWhere as text and arguments (numbered from $1: the schools, the tenant, then the filters), for routes/diners.ts
 * until it is written with the sql template; it appends LIMIT and OFFSET as the next two (pageQuery).
 */
export function listWhere(tenantId: string, schoolIds: string[], filters: DinerFilterValues): { where: string; args: unknown[] } {
  const where = dinerWhere(tenantId, schoolIds, filters);
  return { where: where.text, args: where.values };
}

/** dinerPage as text, LIMIT and OFFSET on placeholders `limit` and the one after it — for routes/diners.ts only (listWhere). */
export const pageQuery = (where: string, limit: number) => {
  // the one hand-numbered placeholder pair left (tests/unit/sql-style.test.ts lists it): gone with routes/diners.ts's conversion
  return `${RECORD} WHERE p.id IN (SELECT p.id FROM sys_personnel p WHERE ${where} ORDER BY ${ORDER} LIMIT $${limit} OFFSET $${limit + 1}) ORDER BY ${ORDER}`;
};
