// Sign-in throttling (docs/security.md#limits), counted in the database so every instance sees the same counts:
// per account (LOGIN_MAX_FAILURES) and per client address (LOGIN_MAX_FAILURES_PER_ADDRESS) within
// LOGIN_FAILURE_WINDOW_SECONDS; reaching the limit locks that scope for LOGIN_LOCK_SECONDS.
import type { Queryable } from '../db/database.ts';
import { sql } from '../db/sql.ts';

export interface ThrottleSettings {
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginLockSeconds: number;
  loginFailureWindowSeconds: number;
}

export const accountScope = (tenantId: string, kind: string, account: string) => `account:${tenantId}:${kind}:${account.toLowerCase()}`;
export const addressScope = (address: string) => `address:${address}`;

export interface Attempt {
  scope: string;
  /** This attempt's number within the window (it is counted before the password is checked). */
  number: number;
  /** Seconds of a lock that refuses the attempt; 0 when it may go on. */
  locked: number;
}

/**
 * Counts a sign-in attempt against a scope before the password is checked, in one statement, so that
 * parallel attempts each get their own number: with `limit` 5 and 4 failures behind, only one of six
 * parallel guesses is checked. A window older than LOGIN_FAILURE_WINDOW_SECONDS, or an ended lock, starts again at 1.
 */
export async function countAttempt(db: Queryable, scope: string, limit: number, settings: ThrottleSettings): Promise<Attempt> {
  const { rows } = await db.query<{ failures: number; locked: string }>(
    sql`INSERT INTO login_throttle AS t (scope, failures, first_failure_at) VALUES (${scope}, 1, now())
     ON CONFLICT (scope) DO UPDATE SET
       failures = CASE WHEN t.first_failure_at < now() - make_interval(secs => ${settings.loginFailureWindowSeconds}) OR t.locked_until <= now() THEN 1 ELSE t.failures + 1 END,
       first_failure_at = CASE WHEN t.first_failure_at < now() - make_interval(secs => ${settings.loginFailureWindowSeconds}) OR t.locked_until <= now() THEN now() ELSE t.first_failure_at END,
       locked_until = CASE WHEN t.locked_until <= now() THEN NULL ELSE t.locked_until END
     RETURNING failures, COALESCE(CEIL(EXTRACT(EPOCH FROM locked_until - now())), 0) AS locked`,
  );
  const row = rows[0]!;
  const attempt = { scope, number: row.failures, locked: Number(row.locked) };
  // past the limit (parallel attempts overtook the one that locks): locked now, refused
  if (!attempt.locked && attempt.number > limit) {
    await lock(db, scope, settings);
    return { ...attempt, locked: settings.loginLockSeconds };
  }
  return attempt;
}

const lock = (db: Queryable, scope: string, settings: ThrottleSettings) =>
  db.query(
    sql`UPDATE login_throttle SET locked_until = now() + make_interval(secs => ${settings.loginLockSeconds}) WHERE scope = ${scope} AND locked_until IS NULL`,
  );

/** A counted attempt failed: the one that reaches the limit locks the scope. */
export async function recordFailure(db: Queryable, attempt: Attempt, limit: number, settings: ThrottleSettings): Promise<void> {
  if (attempt.number >= limit) await lock(db, attempt.scope, settings);
}

/** A counted attempt succeeded: it is not a failure of the address (an office behind one address signs in all day). */
export async function forgiveAttempt(db: Queryable, scope: string): Promise<void> {
  await db.query(sql`UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE scope = ${scope}`);
}

export async function clearFailures(db: Queryable, scope: string): Promise<void> {
  await db.query(sql`DELETE FROM login_throttle WHERE scope = ${scope}`);
}

export const lockedMessage = (seconds: number) => `登录失败次数过多，请${Math.max(1, Math.ceil(seconds / 60))}分钟后再试`;
