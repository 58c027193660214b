// 资质证照 (docs/product-rules.md#traceability): every paper with an expiry the caller reaches, one row each — the
// qualifications of the suppliers (企业资质: 营业执照, 食品经营许可证, …) and their drivers' health certificates, of the
// suppliers serving the caller's schools (a supplier: its own), and the health certificates of the canteen staff of
// its reach (从业人员; for those who read them). State by the app clock: 已过期 before today, 30 天内到期 within 30 days,
// else 有效 (a paper without expiry is 长期有效).
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';
import { DOWNLOAD_PATH } from '../../platform/files/index.ts';
import { containing } from '../../platform/http/paging.ts';
import { typeName } from '../supplier/index.ts';
import { SERVED } from '../supply/index.ts';
import { reachOf, readsStaff, type TraceCaller } from './caller.ts';
import type { CertificateFilters } from './input.ts';
import { PAPER_STATE } from './upstream.ts';

const fileLink = (file: string) =>
  sql.raw(`CASE WHEN ${file}.id IS NULL THEN NULL ELSE '${DOWNLOAD_PATH}?id=' || ${file}.id || '&key=' || ${file}.access_key END`);

/** The suppliers whose papers the caller reads, as the CTE prefix and the `suppliers (supplier_id)` it defines. */
const suppliersOf = (caller: TraceCaller): Sql =>
  caller.kind === 'supplier' ? sql`WITH suppliers AS (SELECT ${caller.supplierId}::bigint AS supplier_id)` : SERVED(reachOf(caller));

/** The papers of the suppliers (`suppliers` CTE) and, for staff who read them, of the reach's canteen staff. */
const PAPERS = (caller: TraceCaller) => sql`
  ${suppliersOf(caller)}
  SELECT 'qualification:' || q.id AS id, 'qualification' AS kind, ${typeName('q.doc_type')} AS name, c.supplier_name AS holder, c.supplier_name AS owner,
         q.doc_no AS "docNo", q.expire_date, ${fileLink('f')} AS "fileLink"
    FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0
    JOIN supplier_qualification q ON q.supplier_id = c.id AND q.is_deleted = 0 LEFT JOIN stored_file f ON f.id = q.file_id
  UNION ALL
  SELECT 'driver:' || d.id, 'driver', '健康证', d.name, c.supplier_name, d.health_cert_no, d.health_cert_expiry, NULL
    FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0 JOIN supply_driver d ON d.supplier_id = c.id
  ${
    readsStaff(caller) && caller.kind === 'staff'
      ? sql`UNION ALL
  SELECT 'staff:' || p.id, 'staff', '健康证', p.name, cd.dept_name, p.health_cert_no, p.health_cert_expiry, ${fileLink('f')}
    FROM work_personnel p JOIN dept cd ON cd.id = p.canteen_id LEFT JOIN stored_file f ON f.id = p.health_cert_file_id
   WHERE p.tenant_id = ${caller.tenantId} AND p.canteen_id = ANY(${caller.scope.canteenIds}::bigint[]) AND p.is_deleted = 0 AND p.status <> 3
     AND p.health_cert_no <> ''`
      : sql``
  }`;

/** 资质证照's rows, the filters applied, soonest to lapse first (长期有效 last). */
export const CERTIFICATES = (caller: TraceCaller, filters: Omit<CertificateFilters, 'current' | 'size'>) => sql`
  SELECT * FROM (
    SELECT w.id, w.kind, w.name, w.holder, w.owner, w."docNo", to_char(w.expire_date, 'YYYY-MM-DD') AS "expireDate",
           (w.expire_date - ${APP_TODAY})::int AS "daysLeft", ${PAPER_STATE('w.expire_date')} AS state, w."fileLink", w.expire_date
      FROM (${PAPERS(caller)}) w
  ) p
   WHERE (${filters.kind ?? null}::text IS NULL OR p.kind = ${filters.kind ?? null}::text)
     AND (${filters.state ?? null}::text IS NULL OR p.state = ${filters.state ?? null}::text)
     AND (${filters.keyword || null}::text IS NULL OR p.holder LIKE ${containing(filters.keyword)} OR p.owner LIKE ${containing(filters.keyword)}
          OR p."docNo" LIKE ${containing(filters.keyword)} OR p.name LIKE ${containing(filters.keyword)})`;

export const CERTIFICATE_ORDER = sql`ORDER BY p.expire_date NULLS LAST, p.kind, p.holder, p.id`;
