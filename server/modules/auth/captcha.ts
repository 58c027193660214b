// Image captchas (svg-captcha): single use, expiring, compared case-insensitively, kept in the database
// so any instance can check a code another one issued.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

const TTL_SECONDS = 300;

export async function issueCaptcha(db: Queryable): Promise<{ key: string; image: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f2f5fa' });
  const key = randomUUID();
  await db.query(sql`INSERT INTO captcha (key, code, expires_at) VALUES (${key}, ${text.toLowerCase()}, now() + make_interval(secs => ${TTL_SECONDS}))`);
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Uses up the key whatever the outcome (a key works once), then compares. `fixedCode` (tests only)
 * replaces the comparison, never the key check.
 */
export async function consumeCaptcha(db: Queryable, key: string, code: string, fixedCode: string | undefined): Promise<boolean> {
  if (!UUID.test(key) || code === '') return false;
  const { rows } = await db.query<{ code: string }>(sql`DELETE FROM captcha WHERE key = ${key} AND expires_at > now() RETURNING code`);
  const stored = rows[0]?.code;
  if (stored === undefined) return false;
  if (fixedCode !== undefined && code === fixedCode) return true;
  return stored === code.toLowerCase();
}
