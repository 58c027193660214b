// Signed-in sessions (docs/security.md#sessions): refresh tokens rotate on every use; a reused one revokes its whole
// session; sessions slide by the refresh lifetime up to an absolute cap; logout revokes.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { transaction, type Queryable } from '../db/database.ts';
import { hashToken, newRefreshToken, type SubjectKind } from './tokens.ts';
import { sql } from '../db/sql.ts';

export interface SessionSettings {
  refreshTokenTtl: number;
  sessionMaxAge: number;
  /** How long after its rotation a refresh token may be presented again by a racing window. */
  refreshReuseGrace: number;
}

export interface SessionGrant {
  sessionId: string;
  refreshToken: string;
}

export interface Subject {
  kind: SubjectKind;
  id: string;
  tenantId: string;
}

export async function createSession(
  db: Queryable,
  subject: Subject,
  settings: SessionSettings,
  origin: { address: string; userAgent: string },
): Promise<SessionGrant> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    sql`WITH s AS (
       INSERT INTO auth_session (id, tenant_id, subject_kind, subject_id, refresh_expires_at, absolute_expires_at, address, user_agent)
       VALUES (${sessionId}, ${subject.tenantId}, ${subject.kind}, ${subject.id}, now() + make_interval(secs => ${settings.refreshTokenTtl}), now() + make_interval(secs => ${settings.sessionMaxAge}), ${origin.address}, ${origin.userAgent.slice(0, 300)})
     )
     INSERT INTO refresh_token (token_hash, session_id) VALUES (${hashToken(refreshToken)}, ${sessionId})`,
  );
  return { sessionId, refreshToken };
}

export type RotateOutcome =
  { ok: true; subject: Subject; grant: SessionGrant; issuedAt: number; replayed: boolean } | { ok: false; reason: 'invalid' | 'reused' | 'expired' };

/**
 * Exchanges a refresh token for the next one in the same session. The next token is not drawn at random but
 * derived from the one presented (`successorOf`: a keyed digest only the server can compute), and the access
 * token is signed as of the rotation (`issuedAt`, the old token's `used_at`): so a token presented again within
 * the grace is answered the very pair its rotation gave, re-derived — nothing usable is stored, only hashes as
 * before — and a session keeps one line of tokens, where a theft still shows as a reuse after the grace.
 */
export function rotateRefreshToken(
  pool: pg.Pool,
  token: string,
  tenantId: string,
  settings: SessionSettings,
  successorOf: (token: string) => string,
): Promise<RotateOutcome> {
  return transaction(pool, async (client): Promise<RotateOutcome> => {
    const hash = hashToken(token);
    const used = await client.query<{ session_id: string; used_at: string }>(
      sql`UPDATE refresh_token SET used_at = now() WHERE token_hash = ${hash} AND used_at IS NULL
       RETURNING session_id, floor(extract(epoch FROM used_at))::bigint::text AS used_at`,
    );
    const refreshToken = successorOf(token);
    let rotation = used.rows[0];
    const replayed = !rotation;
    if (!rotation) {
      const known = await client.query<{ session_id: string; used_at: string; racing: boolean }>(
        sql`SELECT session_id, floor(extract(epoch FROM used_at))::bigint::text AS used_at, used_at > now() - make_interval(secs => ${settings.refreshReuseGrace}) AS racing
           FROM refresh_token WHERE token_hash = ${hash}`,
      );
      const row = known.rows[0];
      if (!row) return { ok: false, reason: 'invalid' };
      // Two windows of one browser may both send the same token when the first one's new tokens have not
      // reached the second yet (storage propagates between processes asynchronously): within seconds
      // of its rotation that is a race, not a theft, and is answered the pair the rotation gave. Later it revokes.
      if (!row.racing) {
        await revokeSession(client, row.session_id, 'refresh-token-reuse');
        return { ok: false, reason: 'reused' };
      }
      // the rotation stored its successor: a rotation that stopped short (session ended, wrong tenant) gave no pair
      const successor = await client.query(sql`SELECT 1 FROM refresh_token WHERE token_hash = ${hashToken(refreshToken)} AND session_id = ${row.session_id}`);
      if (!successor.rows[0]) return { ok: false, reason: 'invalid' };
      rotation = row;
    }
    const sessionId = rotation.session_id;
    const session = await client.query<{ tenant_id: string; subject_kind: SubjectKind; subject_id: string }>(
      sql`SELECT tenant_id, subject_kind, subject_id FROM auth_session
        WHERE id = ${sessionId} AND revoked_at IS NULL AND refresh_expires_at > now() AND absolute_expires_at > now()`,
    );
    const row = session.rows[0];
    if (!row) return { ok: false, reason: 'expired' };
    if (row.tenant_id !== tenantId) {
      await revokeSession(client, sessionId, 'refresh-tenant-mismatch');
      return { ok: false, reason: 'invalid' };
    }
    if (!replayed) {
      await client.query(sql`INSERT INTO refresh_token (token_hash, session_id) VALUES (${hashToken(refreshToken)}, ${sessionId})`);
      await client.query(
        sql`UPDATE auth_session SET refresh_expires_at = LEAST(now() + make_interval(secs => ${settings.refreshTokenTtl}), absolute_expires_at) WHERE id = ${sessionId}`,
      );
    }
    return {
      ok: true,
      subject: { kind: row.subject_kind, id: row.subject_id, tenantId: row.tenant_id },
      grant: { sessionId, refreshToken },
      issuedAt: Number(rotation.used_at),
      replayed,
    };
  });
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query(sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason} WHERE id = ${sessionId} AND revoked_at IS NULL`);
}

/** Password change or reset, disabling an account: every session of the subject ends. */
export async function revokeSubjectSessions(db: Queryable, kind: SubjectKind, subjectId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db.query(
    sql`UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason}
      WHERE subject_kind = ${kind} AND subject_id = ${subjectId} AND revoked_at IS NULL AND (${exceptSessionId ?? null}::uuid IS NULL OR id <> ${exceptSessionId ?? null}::uuid)`,
  );
}

export async function isSessionActive(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(sql`SELECT 1 FROM auth_session WHERE id = ${sessionId} AND revoked_at IS NULL AND absolute_expires_at > now()`);
  return rows.length > 0;
}
