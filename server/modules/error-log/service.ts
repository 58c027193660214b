// Storing the console's error log: each field redacted of tokens and clipped, at most the day's cap per signed-in
// subject, counted and written in one transaction.
import type pg from 'pg';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { transaction } from '../../platform/db/database.ts';
import { ApiError } from '../../platform/http/envelope.ts';
import type { ErrorEntry } from './input.ts';
import { sql } from '../../platform/db/sql.ts';

export const ERROR_LOG_FULL = '今日错误日志已达上限';
/** Longest stored value of each field; longer values are clipped, not refused (the log is best effort). */
const CAPS = { type: 32, message: 1024, stack: 4096, info: 4096, url: 2048, time: 32 } as const;

// Tokens are redacted again here: the console redacts before upload, but an old or foreign client may not.
const SECRETS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '***'],
  [/(bearer\s+)\S+/gi, '$1***'],
  [/((?:access_token|refresh_token|token|password|code)=)[^&\s#]*/gi, '$1***'],
];
const redact = (text: string) => SECRETS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
/** Redacted first (a clipped token might no longer look like one), then clipped to `max` characters. */
const clean = (text: string | undefined, max: number) => {
  const value = redact(text ?? '');
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

/** Stores what is left of the day's cap of `entries` (429 when nothing is); answers how many were kept. */
export async function saveErrorLog(db: pg.Pool, claims: AccessClaims, entries: ErrorEntry[], dailyMax: number): Promise<number> {
  return transaction(db, async (client) => {
    // counted and written under a lock on the subject, so parallel uploads cannot pass the daily cap together
    await client.query(sql`SELECT pg_advisory_xact_lock(hashtext('error-log:' || ${claims.kind} || ':' || ${claims.subjectId}))`);
    const { rows } = await client.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM error_log WHERE subject_kind = ${claims.kind} AND subject_id = ${claims.subjectId} AND created_at > now() - interval '1 day'`,
    );
    const kept = entries.slice(0, Math.max(0, dailyMax - rows[0]!.n));
    if (!kept.length) throw new ApiError(429, ERROR_LOG_FULL);
    const tuples = kept.map(
      (entry) =>
        sql`(${sql.join([
          claims.tenantId,
          claims.kind,
          claims.subjectId,
          clean(entry.type, CAPS.type),
          clean(entry.message, CAPS.message),
          clean(entry.stack, CAPS.stack),
          clean(entry.info, CAPS.info),
          clean(entry.url, CAPS.url),
          clean(entry.time, CAPS.time),
        ])})`,
    );
    await client.query(
      sql`INSERT INTO error_log (tenant_id, subject_kind, subject_id, type, message, stack, info, url, client_time) VALUES ${sql.join(tuples)}`,
    );
    return kept.length;
  });
}
