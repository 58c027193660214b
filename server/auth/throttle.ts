// Sign-in throttling (SECURITY.md), counted in the database so every instance sees the same counts:
// per account (LOGIN_MAX_FAILURES) and per client address (LOGIN_MAX_FAILURES_PER_ADDRESS) within the
// lock period; reaching the limit locks that scope for LOGIN_LOCK_SECONDS.
import type { Queryable } from '../db/database.ts';

export interface ThrottleSettings {
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginLockSeconds: number;
}

export const accountScope = (tenantId: string, kind: string, account: string) => `account:${tenantId}:${kind}:${account.toLowerCase()}`;
export const addressScope = (address: string) => `address:${address}`;

/** Seconds until the longest lock among the scopes ends; 0 when none is locked. */
export async function lockedFor(db: Queryable, scopes: string[]): Promise<number> {
  const { rows } = await db.query<{ seconds: string }>(
    `SELECT COALESCE(MAX(CEIL(EXTRACT(EPOCH FROM locked_until - now()))), 0) AS seconds
       FROM login_throttle WHERE scope = ANY($1) AND locked_until > now()`,
    [scopes],
  );
  return Number(rows[0]?.seconds ?? 0);
}

export async function recordFailure(db: Queryable, scope: string, limit: number, settings: ThrottleSettings): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle AS t (scope, failures, first_failure_at) VALUES ($1, 1, now())
     ON CONFLICT (scope) DO UPDATE SET
       failures = CASE WHEN t.first_failure_at < now() - make_interval(secs => $2) OR t.locked_until <= now() THEN 1 ELSE t.failures + 1 END,
       first_failure_at = CASE WHEN t.first_failure_at < now() - make_interval(secs => $2) OR t.locked_until <= now() THEN now() ELSE t.first_failure_at END,
       locked_until = CASE WHEN t.locked_until <= now() THEN NULL ELSE t.locked_until END`,
    [scope, settings.loginLockSeconds],
  );
  await db.query(
    `UPDATE login_throttle SET locked_until = now() + make_interval(secs => $3)
      WHERE scope = $1 AND failures >= $2 AND locked_until IS NULL`,
    [scope, limit, settings.loginLockSeconds],
  );
}

export async function clearFailures(db: Queryable, scope: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE scope = $1', [scope]);
}

export const lockedMessage = (seconds: number) => `登录失败次数过多，请${Math.max(1, Math.ceil(seconds / 60))}分钟后再试`;
