// Stored files as every part of the server sees them (docs/security.md#files): the path and link of a download, the
// type a file's first bytes say it is, and the one rule of which files a caller may see and so refer to. The upload and
// download routes are the file module's (server/modules/file); a domain that stores a file id checks it here.
import { SUPPLIER_FILE_READERS } from '../access/policy.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { sql, type Sql } from '../db/sql.ts';

export const DOWNLOAD_PATH = '/api/rabbit-file/file/downloadFile';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The type of the content by its signature, or undefined. */
export function sniff(content: Buffer): string | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => content[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

/**
 * Which stored files a caller may look up (a condition on `stored_file`): file `id`, and of those a supplier only the
 * ones its own company's accounts uploaded — suppliers of one district do not see each other's papers; staff the files
 * of their tenant, but a supplier's papers only in a role that reads them (policy.ts: SUPPLIER_FILE_READERS).
 */
export function visibleFile(id: string, claims: AccessClaims): Sql {
  const supplier = claims.kind === 'supplier' ? claims.subjectId : null;
  const user = claims.kind === 'user' ? claims.subjectId : null;
  return sql`id = ${id} AND tenant_id = ${claims.tenantId} AND CASE WHEN ${supplier}::bigint IS NOT NULL THEN owner_kind = 'supplier' AND owner_id IN (
  SELECT a.id FROM supplier_account a JOIN supplier_account me ON me.company_id = a.company_id WHERE me.id = ${supplier})
  ELSE owner_kind NOT IN ('supplier', 'seed') OR (SELECT r.role_alias FROM app_user u JOIN role r ON r.id = u.role_id WHERE u.id = ${user}::bigint) = ANY(${SUPPLIER_FILE_READERS}::text[]) END`;
}

/** Whether file `id` is one the caller may see (and so refer to). */
export async function fileVisible(db: Queryable, claims: AccessClaims, id: string): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM stored_file WHERE ${visibleFile(id, claims)}`)).rows.length > 0;
}

export const linkOf = (id: string, key: string) => `${DOWNLOAD_PATH}?id=${id}&key=${key}`;
