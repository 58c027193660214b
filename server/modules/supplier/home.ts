// A supplier's qualification documents at a glance (供应商首页 and 供应商待办, server/modules/homes): how many are valid,
// expire within EXPIRES_SOON_DAYS or have expired, as 企业资质 marks them (routes/qualification.ts), and those due.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';
import { EXPIRES_SOON_DAYS, supplierCompanyOf, TODAY, typeName } from './qualifications.ts';

const EXPIRED = sql`q.expire_date < ${TODAY}`;
const EXPIRING = sql`q.expire_date >= ${TODAY} AND q.expire_date <= ${TODAY} + ${sql.number(EXPIRES_SOON_DAYS)}`;

async function ownCompany(db: Queryable, claims: AccessClaims): Promise<string> {
  const company = await supplierCompanyOf(db, claims);
  if (!company) throw forbidden();
  return company;
}

/** The documents of the caller's company expiring soon or expired (企业资质's 即将到期 and 已过期 tags). */
export async function qualificationsDue(db: Queryable, claims: AccessClaims): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM supplier_qualification q
         WHERE q.supplier_id = ${await ownCompany(db, claims)} AND q.is_deleted = 0 AND (${EXPIRED} OR ${EXPIRING})`,
  );
  return rows[0]!.count;
}

/** The caller's documents by state, and those due (expired first, then the soonest to expire). */
export async function qualificationState(db: Queryable, claims: AccessClaims) {
  const company = await ownCompany(db, claims);
  const [counts, due] = await Promise.all([
    db.query<{ valid: number; expiring: number; expired: number }>(
      sql`SELECT count(*) FILTER (WHERE NOT COALESCE(${EXPIRED}, false) AND NOT COALESCE(${EXPIRING}, false))::int AS valid,
                 count(*) FILTER (WHERE ${EXPIRING})::int AS expiring, count(*) FILTER (WHERE ${EXPIRED})::int AS expired
            FROM supplier_qualification q WHERE q.supplier_id = ${company} AND q.is_deleted = 0`,
    ),
    db.query<{ name: string; expireDate: string; expired: boolean }>(
      sql`SELECT ${typeName('q.doc_type')} AS name, to_char(q.expire_date, 'YYYY-MM-DD') AS "expireDate", ${EXPIRED} AS expired
            FROM supplier_qualification q WHERE q.supplier_id = ${company} AND q.is_deleted = 0 AND (${EXPIRED} OR ${EXPIRING})
           ORDER BY q.expire_date, q.doc_type`,
    ),
  ]);
  return { ...counts.rows[0]!, dueList: due.rows };
}
