// Signed-in sessions (docs/security.md#sessions): refresh tokens rotate on every use; a reused one revokes its whole
// session; sessions slide by the refresh lifetime up to an absolute cap; logout revokes.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { transaction, type Queryable } from '../db/database.ts';
import { hashToken, newRefreshToken, type SubjectKind } from './tokens.ts';

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
    `WITH s AS (
       INSERT INTO auth_session (id, tenant_id, subject_kind, subject_id, refresh_expires_at, absolute_expires_at, address, user_agent)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6), $7, $8)
     )
     INSERT INTO refresh_token (token_hash, session_id) VALUES ($9, $1)`,
    [
      sessionId,
      subject.tenantId,
      subject.kind,
      subject.id,
      settings.refreshTokenTtl,
      settings.sessionMaxAge,
      origin.address,
      origin.userAgent.slice(0, 300),
      hashToken(refreshToken),
    ],
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
      `UPDATE refresh_token SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL
       RETURNING session_id, floor(extract(epoch FROM used_at))::bigint::text AS used_at`,
      [hash],
    );
    const refreshToken = successorOf(token);
    let rotation = used.rows[0];
    const replayed = !rotation;
    if (!rotation) {
      const known = await client.query<{ session_id: string; used_at: string; racing: boolean }>(
        `SELECT session_id, floor(extract(epoch FROM used_at))::bigint::text AS used_at, used_at > now() - make_interval(secs => $2) AS racing
           FROM refresh_token WHERE token_hash = $1`,
        [hash, settings.refreshReuseGrace],
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
      const successor = await client.query('SELECT 1 FROM refresh_token WHERE token_hash = $1 AND session_id = $2', [hashToken(refreshToken), row.session_id]);
      if (!successor.rows[0]) return { ok: false, reason: 'invalid' };
      rotation = row;
    }
    const sessionId = rotation.session_id;
    const session = await client.query<{ tenant_id: string; subject_kind: SubjectKind; subject_id: string }>(
      `SELECT tenant_id, subject_kind, subject_id FROM auth_session
        WHERE id = $1 AND revoked_at IS NULL AND refresh_expires_at > now() AND absolute_expires_at > now()`,
      [sessionId],
    );
    const row = session.rows[0];
    if (!row) return { ok: false, reason: 'expired' };
    if (row.tenant_id !== tenantId) {
      await revokeSession(client, sessionId, 'refresh-tenant-mismatch');
      return { ok: false, reason: 'invalid' };
    }
    if (!replayed) {
      await client.query('INSERT INTO refresh_token (token_hash, session_id) VALUES ($1, $2)', [hashToken(refreshToken), sessionId]);
      await client.query(`UPDATE auth_session SET refresh_expires_at = LEAST(now() + make_interval(secs => $2), absolute_expires_at) WHERE id = $1`, [
        sessionId,
        settings.refreshTokenTtl,
      ]);
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
  await db.query('UPDATE auth_session SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, reason]);
}

/** Password change or reset, disabling an account: every session of the subject ends. */
export async function revokeSubjectSessions(db: Queryable, kind: SubjectKind, subjectId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db.query(
    `UPDATE auth_session SET revoked_at = now(), revoked_reason = $3
      WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [kind, subjectId, reason, exceptSessionId ?? null],
  );
}

export async function isSessionActive(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth_session WHERE id = $1 AND revoked_at IS NULL AND absolute_expires_at > now()', [sessionId]);
  return rows.length > 0;
}
