// A supplier's qualification documents (企业资质, table supplier_qualification) as other modules read them:
// the tender sign-up checks that a supplier holds every required document valid through a date
// (missingDocuments) and keeps a copy of what it held when it signed up (snapshotDocuments). The names are
// the labels of the dictionary `qualification_type`, as 字典管理 keeps them; the routes are in
// server/modules/supplier/routes/qualification.ts (docs/product-rules.md#supplier-qualifications).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { isDay } from '../../platform/http/fields.ts';
import { DB_TODAY } from '../../platform/db/zoned.ts';
import { sql } from '../../platform/db/sql.ts';

/** The keys of `qualification_type`: 营业执照, 食品经营许可证, 食品生产许可证, 动物检疫合格证明, 农残检测报告, 冷链车辆证明. */
export const QUALIFICATION_TYPES = [1, 2, 3, 4, 5, 6] as const;

/** The label of document type `column` (a smallint expression), '' when the dictionary lacks it. */
export const typeName = (column: string) =>
  sql`COALESCE((SELECT d.dict_value FROM dict d WHERE d.code = 'qualification_type' AND d.parent_id <> 0 AND d.is_deleted = 0 AND d.dict_key = (${sql.raw(column)})::text ORDER BY d.sort, d.id LIMIT 1), '')`;

/** Today in the deployment's time zone, by the database clock. */
export const TODAY = DB_TODAY;

/** Days before its expiry that a document counts as expiring soon (即将到期). */
export const EXPIRES_SOON_DAYS = 30;

/** Whether `text` is a real calendar day written YYYY-MM-DD (the one check, in platform/http/fields.ts). */
export { isDay };

const typesOf = (types: readonly number[]) => {
  const unique = [...new Set(types)];
  for (const type of unique) if (!(QUALIFICATION_TYPES as readonly number[]).includes(type)) throw new RangeError(`unknown qualification type ${type}`);
  return unique;
};

export interface MissingDocument {
  docType: number;
  name: string;
  /** `missing`: none of the type on file; `expired`: the one on file expires before the date asked. */
  reason: 'missing' | 'expired';
}

/**
 * The required document types supplier `supplierId` does not hold valid through `validThrough`
 * (YYYY-MM-DD, that day included), in the order asked; [] when it holds them all. A document without an
 * expiry date (长期有效) is valid through any date.
 */
export async function missingDocuments(db: Queryable, supplierId: string, requiredTypes: number[], validThrough: string): Promise<MissingDocument[]> {
  if (!isDay(validThrough)) throw new RangeError(`validThrough must be YYYY-MM-DD, not ${validThrough}`);
  const types = typesOf(requiredTypes);
  if (!types.length) return [];
  const { rows } = await db.query<MissingDocument>(
    sql`SELECT t.doc_type::int AS "docType", ${typeName('t.doc_type')} AS name, CASE WHEN q.id IS NULL THEN 'missing' ELSE 'expired' END AS reason
       FROM unnest(${types}::int[]) WITH ORDINALITY AS t(doc_type, ord)
       LEFT JOIN supplier_qualification q ON q.supplier_id = ${supplierId} AND q.doc_type = t.doc_type AND q.is_deleted = 0
      WHERE q.id IS NULL OR (q.expire_date IS NOT NULL AND q.expire_date < ${validThrough}::date)
      ORDER BY t.ord`,
  );
  return rows;
}

export interface DocumentSnapshot {
  docType: number;
  name: string;
  docNo: string;
  fileId: string | null;
  /** YYYY-MM-DD, or null for 长期有效. */
  expireDate: string | null;
}

/** The documents of the given types supplier `supplierId` holds now, by type (types it lacks are left out). */
export async function snapshotDocuments(db: Queryable, supplierId: string, types: number[]): Promise<DocumentSnapshot[]> {
  const wanted = typesOf(types);
  if (!wanted.length) return [];
  const { rows } = await db.query<DocumentSnapshot>(
    sql`SELECT q.doc_type::int AS "docType", ${typeName('q.doc_type')} AS name, q.doc_no AS "docNo", q.file_id::text AS "fileId",
            to_char(q.expire_date, 'YYYY-MM-DD') AS "expireDate"
       FROM supplier_qualification q
      WHERE q.supplier_id = ${supplierId} AND q.doc_type = ANY(${wanted}::int[]) AND q.is_deleted = 0
      ORDER BY q.doc_type`,
  );
  return rows;
}

/** The company of a signed-in supplier account (undefined for staff, or an account removed meanwhile). */
export async function supplierCompanyOf(db: Queryable, claims: AccessClaims): Promise<string | undefined> {
  if (claims.kind !== 'supplier') return undefined;
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT company_id::text AS id FROM supplier_account WHERE id = ${claims.subjectId} AND tenant_id = ${claims.tenantId} AND is_deleted = 0`,
  );
  return rows[0]?.id;
}
