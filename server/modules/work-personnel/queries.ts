// The SQL of 从业人员: one record shape for every list and the detail, the certificate state derived from the
// expiry by the database clock (app_now(), in the deployment's zone), and the list filters.
import type { z } from 'zod';
import { containing, startingWith } from '../../platform/http/paging.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import { APP_TODAY, TIME } from '../../platform/db/zoned.ts';
import { linkOf } from '../../platform/files/index.ts';
import { CERT_STATE, EXPIRING_DAYS, PERSON_STATUS } from '../../../contract/work-personnel.ts';
import type { WorkPerson } from './answers.ts';
import { maskIdCard } from './id-card.ts';

/** Today in the deployment's zone by the domain clock — an InitPlan, evaluated once a query. */
export const TODAY = sql`(SELECT ${APP_TODAY})`;
export { CERT_STATE, EXPIRING_DAYS };
export const CERT_STATE_NAMES: Record<number, string> = { 0: '无', 1: '有效', 2: '即将到期', 3: '已过期' };
export const STATUS = PERSON_STATUS;
export const STATUS_NAMES: Record<number, string> = { 1: '在岗', 2: '离岗', 3: '离职' };
export const SEX_NAMES: Record<number, string> = { 0: '未知', 1: '男', 2: '女' };

const DAYS = sql.number(EXPIRING_DAYS);

const certState = (alias: string) => {
  const expiry = sql.raw(`${alias}.health_cert_expiry`);
  return sql`CASE WHEN ${expiry} IS NULL THEN 0 WHEN ${expiry} < ${TODAY} THEN 3
  WHEN ${expiry} <= ${TODAY} + ${DAYS} THEN 2 ELSE 1 END`;
};

/** A sargable condition on `p.health_cert_expiry` for one certificate state. */
export function certStateWhere(state: number, alias = 'p'): Sql {
  const expiry = sql.raw(`${alias}.health_cert_expiry`);
  switch (state) {
    case CERT_STATE.none:
      return sql`${expiry} IS NULL`;
    case CERT_STATE.expired:
      return sql`${expiry} < ${TODAY}`;
    case CERT_STATE.expiring:
      return sql`${expiry} >= ${TODAY} AND ${expiry} <= ${TODAY} + ${DAYS}`;
    default:
      return sql`${expiry} > ${TODAY} + ${DAYS}`;
  }
}

/** Every column a record shows; `id_card` whole — `present` masks it unless the caller edits the person. */
export const RECORD = sql`
  SELECT p.id::text, p.school_id::text AS "schoolId", s.dept_name AS "schoolName", p.canteen_id::text AS "canteenId", c.dept_name AS "canteenName",
         p.user_id::text AS "userId", COALESCE(u.account, '') AS "userAccount", COALESCE(u.real_name, '') AS "userName",
         p.number, p.name, p.sex, p.phone, p.id_card AS "idCard", p.post, wp.name AS "postName", wp.food_handler AS "foodHandler",
         p.health_cert_no AS "healthCertNo", to_char(p.health_cert_expiry, 'YYYY-MM-DD') AS "healthCertExpiry",
         p.health_cert_file_id::text AS "healthCertFileId", hf.access_key AS "healthCertFileKey", hf.name AS "healthCertFileName",
         p.face_file_id::text AS "faceFileId", ff.access_key AS "faceFileKey",
         ${certState('p')} AS "certState", (p.health_cert_expiry - ${TODAY}) AS "certDaysLeft",
         p.status, p.remark, ${TIME('p.update_time')} AS "updateTime", p.version
    FROM work_personnel p
    JOIN dept s ON s.id = p.school_id
    JOIN dept c ON c.id = p.canteen_id
    JOIN work_post wp ON wp.code = p.post
    LEFT JOIN app_user u ON u.id = p.user_id AND u.is_deleted = 0
    LEFT JOIN stored_file hf ON hf.id = p.health_cert_file_id
    LEFT JOIN stored_file ff ON ff.id = p.face_file_id`;

/** A row of RECORD: the record as answered (answers.ts) but for the names and links `present` adds, with the files' keys. */
export type PersonRow = Omit<z.output<typeof WorkPerson>, 'certStateName' | 'statusName' | 'healthCertFileLink' | 'faceFileLink'> & {
  healthCertFileKey: string | null;
  faceFileKey: string | null;
};

/** A record as the caller sees it: file links instead of keys, the ID card masked unless `whole`. */
export function present({ healthCertFileKey, faceFileKey, ...row }: PersonRow, whole = false) {
  return {
    ...row,
    idCard: whole ? row.idCard : maskIdCard(row.idCard),
    certStateName: CERT_STATE_NAMES[row.certState]!,
    statusName: STATUS_NAMES[row.status]!,
    healthCertFileLink: row.healthCertFileId && healthCertFileKey ? linkOf(row.healthCertFileId, healthCertFileKey) : null,
    faceFileLink: row.faceFileId && faceFileKey ? linkOf(row.faceFileId, faceFileKey) : null,
  };
}

export interface ListFilters {
  name?: string;
  number?: string;
  phone?: string;
  post?: string;
  status?: number[];
  certState?: number;
  canteenId?: string;
  schoolId?: string;
}

/**
 * The WHERE of a list over the caller's canteens and the filters. `p` is work_personnel; removed people are never
 * listed.
 */
export function listWhere(tenantId: string, canteenIds: string[], filters: ListFilters): Sql {
  const parts = [sql`p.canteen_id = ANY(${canteenIds}::bigint[])`, sql`p.tenant_id = ${tenantId}`, sql`p.is_deleted = 0`];
  if (filters.name) parts.push(sql`p.name LIKE ${containing(filters.name)}`);
  if (filters.number) parts.push(sql`p.number LIKE ${containing(filters.number)}`);
  if (filters.phone) parts.push(sql`(p.phone COLLATE "C") LIKE ${startingWith(filters.phone)}`);
  if (filters.post) parts.push(sql`p.post = ${filters.post}`);
  if (filters.status) parts.push(sql`p.status = ANY(${filters.status}::smallint[])`);
  if (filters.canteenId) parts.push(sql`p.canteen_id = ${filters.canteenId}`);
  if (filters.schoolId) parts.push(sql`p.school_id = ${filters.schoolId}`);
  if (filters.certState !== undefined) parts.push(certStateWhere(filters.certState));
  return sql.join(parts, ' AND ');
}

/**
 * One page of records in `order`: the page's ids first over the bare table (the filters, the order and the limit
 * need no join), then the joined records of those ten — so a list of 20,000 joins ten rows, not 20,000.
 */
export const pageQuery = (where: Sql, order: Sql, page: { current: number; size: number }) =>
  sql`${RECORD} WHERE p.id IN (SELECT p.id FROM work_personnel p WHERE ${where} ORDER BY ${order} LIMIT ${page.size} OFFSET ${offsetOf(page)}) ORDER BY ${order}`;
