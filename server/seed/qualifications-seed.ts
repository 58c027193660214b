// Demo data of 企业资质 (docs/product-rules.md#supplier-qualifications): for every supplier company the
// documents its trade needs — 营业执照 (长期有效) and 食品经营许可证 for all, 食品生产许可证 for grain and oil
// processors, 动物检疫合格证明 for meat, 农残检测报告 for vegetables and fruit, 冷链车辆证明 for meat and
// aquatic products — each with a small generated PDF in stored_file. One licence has expired (湖畔水产's
// 食品经营许可证, 2026-06-30, as its company record says); one newly registered supplier awaits review
// (status 0). Runs after the statistics seed, which creates the suppliers.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { seedId, SPACE } from './ids.ts';
import { SUPPLIERS, type Category } from './statistics-org.ts';
import { sql } from '../platform/db/sql.ts';

/** A supplier that registered and is not yet reviewed: 待审核. */
const PENDING = { tenant: '100001', name: '禽旺蛋品有限公司', contact: '邓经理', mobile: '13900000060', categories: ['egg_dairy'] as Category[] };

/** The one lapsed 食品经营许可证 of the demo. */
const EXPIRED_LICENCE = { name: '湖畔水产批发有限公司', expires: '2026-06-30' };

const LABELS: Record<number, string> = {
  1: 'Business licence',
  2: 'Food business licence',
  3: 'Food production licence',
  4: 'Animal quarantine certificate',
  5: 'Pesticide residue test report',
  6: 'Cold-chain vehicle certificate',
};

/** A one-page PDF (standard Helvetica, ASCII text), small and valid, standing for a scanned document. */
export function tinyPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface Doc {
  type: number;
  no: string;
  issue: string;
  expire: string | null;
}

/** The documents a supplier of these categories holds. */
function documentsOf(index: number, licenceNo: string, categories: Category[], licenceExpires: string): Doc[] {
  const n = String(index).padStart(6, '0');
  const docs: Doc[] = [
    { type: 1, no: `91330102MA2${n}X`, issue: '2019-03-18', expire: null },
    { type: 2, no: licenceNo, issue: '2023-12-20', expire: licenceExpires },
  ];
  if (categories.every((category) => category === 'grain' || category === 'oil_condiment'))
    docs.push({ type: 3, no: `SC1013301${n}`, issue: '2024-05-10', expire: '2029-05-09' });
  if (categories.includes('meat')) docs.push({ type: 4, no: `3301${n}1025`, issue: '2026-10-25', expire: '2027-10-24' });
  if (categories.includes('vegetable') || categories.includes('fruit')) docs.push({ type: 5, no: `NC2026-${n}`, issue: '2026-09-01', expire: '2027-08-31' });
  if (categories.includes('meat') || categories.includes('aquatic')) docs.push({ type: 6, no: `LL-${n}`, issue: '2025-07-01', expire: '2028-06-30' });
  return docs;
}

export async function seedQualifications(client: pg.PoolClient): Promise<void> {
  await client.query(
    sql`INSERT INTO supplier_company (id, tenant_id, supplier_name, contacts_name, mobile, license_no, license_expiry, status, create_time, update_time)
     VALUES (${seedId(SPACE.supplier, 60)}, ${PENDING.tenant}, ${PENDING.name}, ${PENDING.contact}, ${PENDING.mobile}, ${`JY${PENDING.tenant}000060`}, '2031-10-31', 0, timestamptz '2026-11-20 09:30:00+08', timestamptz '2026-11-20 09:30:00+08')`,
  );
  const seeds = new Map(Object.values(SUPPLIERS).flatMap((list) => list.map((supplier) => [supplier.name, supplier.categories] as const)));
  seeds.set(PENDING.name, PENDING.categories);
  const { rows: companies } = await client.query<{ id: string; tenant: string; name: string; licence: string; expiry: string | null; account: string | null }>(
    `SELECT c.id::text, c.tenant_id AS tenant, c.supplier_name AS name, c.license_no AS licence, to_char(c.license_expiry, 'YYYY-MM-DD') AS expiry,
            (SELECT a.id::text FROM supplier_account a WHERE a.company_id = c.id AND a.is_deleted = 0 ORDER BY a.id LIMIT 1) AS account
       FROM supplier_company c WHERE c.is_deleted = 0 ORDER BY c.id`,
  );
  const docs: { company: (typeof companies)[number]; doc: Doc; content: Buffer; key: string }[] = [];
  for (const [index, company] of companies.entries()) {
    const categories = seeds.get(company.name);
    if (!categories) continue;
    // 食品经营许可证 valid to 2028 but for the one lapsed licence; a licence that lapsed otherwise was renewed
    const licenceExpires =
      company.name === EXPIRED_LICENCE.name ? EXPIRED_LICENCE.expires : company.expiry && company.expiry > '2028-12-31' ? company.expiry : '2028-12-31';
    const licenceNo = company.licence || `JY${company.tenant}${String(index + 1).padStart(6, '0')}`;
    for (const doc of documentsOf(index + 1, licenceNo, categories, licenceExpires)) {
      const content = tinyPdf([LABELS[doc.type]!, `No. ${doc.no}`, `Issued ${doc.issue}`, `Valid until ${doc.expire ?? 'long-term'}`]);
      // the demo supplier uploaded its own scans; the others' came with the demo data (staff see them, no supplier does)
      docs.push({ company, doc, content, key: randomBytes(18).toString('base64url') });
    }
  }
  // every scan and its document in one statement (a round trip each was a tenth of a second of every first start),
  // each document joined to its file by the file's random access key
  const column = <T>(pick: (row: (typeof docs)[number]) => T) => docs.map(pick);
  await client.query(
    sql`WITH d AS (
       SELECT * FROM unnest(${column((row) => row.company.tenant)}::text[], ${column((row) => row.company.id)}::bigint[], ${column((row) => row.company.account)}::bigint[],
                            ${column((row) => row.doc.type)}::int[], ${column((row) => row.doc.no)}::text[], ${column((row) => row.doc.issue)}::date[],
                            ${column((row) => row.doc.expire)}::date[], ${column((row) => row.content)}::bytea[], ${column((row) => createHash('sha256').update(row.content).digest('hex'))}::text[],
                            ${column((row) => row.key)}::text[]) WITH ORDINALITY AS d(tenant, supplier, account, type, no, issue, expire, content, sha256, key, n)
     ), f AS (
       INSERT INTO stored_file (tenant_id, owner_kind, owner_id, name, mime, size, sha256, access_key, content, create_time)
       SELECT tenant, CASE WHEN account IS NULL THEN 'seed' ELSE 'supplier' END, COALESCE(account, 0), no || '.pdf', 'application/pdf', length(content), sha256, key, content,
              timestamptz '2026-11-01 09:00:00+08'
         FROM d ORDER BY n RETURNING id, access_key
     )
     INSERT INTO supplier_qualification (tenant_id, supplier_id, doc_type, doc_no, file_id, issue_date, expire_date, create_user, create_time, update_time)
     SELECT d.tenant, d.supplier, d.type, d.no, f.id, d.issue, d.expire, d.account, timestamptz '2026-11-01 09:00:00+08', timestamptz '2026-11-01 09:00:00+08'
       FROM d JOIN f ON f.access_key = d.key ORDER BY d.n`,
  );
}
