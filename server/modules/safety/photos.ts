// Photos of checklist items and rectifications: stored files (server/modules/file) the caller may see, kept as ids and
// answered as links (docs/security.md#files).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { fileVisible, linkOf } from '../../platform/files/index.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

export const MAX_PHOTOS = 9;

export async function requirePhotos(db: Queryable, claims: AccessClaims, ids: readonly string[], missing = '照片不存在'): Promise<void> {
  for (const id of ids) if (!(await fileVisible(db, claims, id))) throw badRequest(missing);
}

export interface Photo {
  id: string;
  name: string;
  link: string;
}

/** The photos of the given ids (of the tenant), in the ids' order. */
export async function photosOf(db: Queryable, tenantId: string, ids: readonly string[]): Promise<Photo[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: string; name: string; key: string }>(
    sql`SELECT f.id::text, f.name, f.access_key AS key FROM stored_file f WHERE f.id = ANY(${ids}::bigint[]) AND f.tenant_id = ${tenantId}`,
  );
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, link: linkOf(row.id, row.key) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The photos of several records at once (one query, not one a record), each list in its ids' order. */
export async function photosOfEach(db: Queryable, tenantId: string, lists: readonly (readonly string[])[]): Promise<Photo[][]> {
  const found = new Map((await photosOf(db, tenantId, [...new Set(lists.flat())])).map((photo) => [photo.id, photo]));
  return lists.map((ids) => ids.flatMap((id) => found.get(id) ?? []));
}
