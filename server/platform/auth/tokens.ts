// Short-lived signed access tokens (jose, HS256): checked for signature, algorithm, expiry and type.
// A token names its session (sid) so that a revocation anywhere is seen by every instance.
import { errors, jwtVerify, SignJWT } from 'jose';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { sql } from '../db/sql.ts';

export type SubjectKind = 'user' | 'supplier';

export interface AccessClaims {
  kind: SubjectKind;
  subjectId: string;
  tenantId: string;
  sessionId: string;
}

const ISSUER = 'shian-cloud';
const TYPE = 'access';

/** The signing key: the JWT_SECRET setting, else one generated once and kept in the database. */
export async function loadSigningKey(db: Queryable, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.query(sql`INSERT INTO app_setting (key, value) VALUES ('jwt_secret', ${randomBytes(48).toString('base64url')}) ON CONFLICT (key) DO NOTHING`);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_setting WHERE key = 'jwt_secret'`);
  return new TextEncoder().encode(rows[0]!.value);
}

export function tokenService(key: Uint8Array, ttlSeconds: number) {
  return {
    ttlSeconds,
    /**
     * An access token issued at `issuedAt` (seconds since the epoch; now when absent). HS256 over the same claims
     * is the same token, so a refresh replayed within its grace is answered the very token its rotation gave.
     */
    sign(claims: AccessClaims, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
      return new SignJWT({ typ: TYPE, tid: claims.tenantId, sid: claims.sessionId, knd: claims.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(claims.subjectId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /**
     * A keyed digest of `text` for one purpose (HMAC-SHA256 under the signing key, the purpose kept apart): the
     * same on every instance, and nobody without the key can compute or predict it.
     */
    digest(purpose: string, text: string): string {
      return createHmac('sha256', key).update(purpose).update('\0').update(text).digest('base64url');
    },
    /** The claims of a valid token, or undefined for any token that is not one. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const { typ, tid, sid, knd, sub } = payload;
        if (typ !== TYPE || typeof tid !== 'string' || typeof sid !== 'string' || typeof sub !== 'string') return undefined;
        if (knd !== 'user' && knd !== 'supplier') return undefined;
        return { kind: knd, subjectId: sub, tenantId: tid, sessionId: sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;

/** Refresh tokens are opaque; only their hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
