// Password recovery by SMS (docs/product-rules.md#service-calls): send-validate → validate-message → retrieve-password.
// The message goes out through the SMS sender (server/platform/sms/sender.ts).
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { optionalPhone } from '../../platform/http/fields.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';
import { hashPassword, PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../../platform/auth/password.ts';
import { revokeSubjectSessions } from '../../platform/auth/sessions.ts';
import { accountScope, clearFailures } from '../../platform/auth/throttle.ts';
import type { SubjectKind } from '../../platform/auth/tokens.ts';
import { sql } from '../../platform/db/sql.ts';

const CODE_TTL_SECONDS = 300;
const MAX_ATTEMPTS = 5;
/** How long a validated code may be used to set the new password. */
const VALIDATED_TTL_SECONDS = 900;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRONG_CODE = '验证码不正确';
const SMS_EXPIRED = '短信验证已失效，请重新验证';

/** ?phone= of send-validate: a mainland mobile number, else `请输入正确的手机号码` (absent included). */
export const SendCodeQuery = z.object({ phone: optionalPhone().refine((phone) => phone !== '', '请输入正确的手机号码') });

/**
 * ?id=&value= of validate-message. Only the id is checked here; the value is compared in validateCode, after
 * the attempt is counted, so a malformed guess uses up an attempt like any other.
 */
export const ValidateCodeQuery = z.object({
  id: z.string({ error: WRONG_CODE }).trim().regex(UUID, WRONG_CODE).describe('the id send-validate answered'),
  value: z.string({ error: WRONG_CODE }).trim().optional().default('').describe('the 6-digit code'),
});

/**
 * The fields of retrieve-password, checked in this order: account, the password rule, a well-formed SMS validation.
 * The spec's call names `account` and `newPassword` only; `smsId` (the code validate-message checked) and `phone`, which
 * this console sends too, bind the change to that very code when given (see retrievePassword).
 */
export const RetrieveInput = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号'),
  newPassword: z.string({ error: PASSWORD_RULE_MESSAGE }).regex(PASSWORD_RULE, PASSWORD_RULE_MESSAGE).describe('taken as typed'),
  smsId: z
    .string({ error: SMS_EXPIRED })
    .trim()
    .refine((smsId) => smsId === '' || UUID.test(smsId), SMS_EXPIRED)
    .optional()
    .default('')
    .describe('optional: the id of the code validated with validate-message'),
  phone: z.string().trim().optional().default('').describe('optional: the number the code was sent to'),
});
export type RetrieveInput = z.output<typeof RetrieveInput>;

const digest = (code: string) => createHash('sha256').update(code).digest();

export interface SmsLimits {
  smsResendSeconds: number;
  smsDailyMaxPerPhone: number;
  smsDailyMaxPerAddress: number;
}

/** One code per number per resend period, and a daily cap per number and per asking address. */
const smsCounts = (phone: string, address: string, resendSeconds: number) => sql`
  SELECT count(*) FILTER (WHERE phone = ${phone} AND created_at > now() - make_interval(secs => ${resendSeconds}))::int AS recent,
         count(*) FILTER (WHERE phone = ${phone})::int AS phone_today,
         count(*) FILTER (WHERE address = ${address})::int AS address_today
    FROM sms_code WHERE (phone = ${phone} OR address = ${address}) AND created_at > now() - interval '1 day'`;

/**
 * Sends a code to `phone` when an account has that number. A number no account has gets the same
 * answer (so the form tells nothing about who is registered) and is counted the same way, but no
 * message goes out: nobody can use the form to text strangers.
 */
export async function sendCode(pool: pg.Pool, sms: SmsSender, phone: string, address: string, limits: SmsLimits): Promise<string> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const content = `【食安云】您的验证码为 ${code}，${CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`;
  return transaction(pool, async (client) => {
    // counted and recorded under locks on the number and the address, so parallel requests cannot pass a cap together
    await client.query(sql`SELECT pg_advisory_xact_lock(hashtext('sms-phone:' || ${phone})), pg_advisory_xact_lock(hashtext('sms-address:' || ${address}))`);
    const counts = (await client.query<{ recent: number; phone_today: number; address_today: number }>(smsCounts(phone, address, limits.smsResendSeconds)))
      .rows[0]!;
    if (counts.recent > 0) throw badRequest('发送过于频繁，请稍后再试');
    if (counts.phone_today >= limits.smsDailyMaxPerPhone || counts.address_today >= limits.smsDailyMaxPerAddress) throw badRequest(SMS_DAILY_CAP);
    const known = await client.query(
      sql`SELECT 1 FROM app_user WHERE phone = ${phone} AND is_deleted = 0 UNION ALL SELECT 1 FROM supplier_account WHERE phone = ${phone} AND is_deleted = 0 LIMIT 1`,
    );
    const deliver = known.rows.length > 0;
    await client.query(
      sql`INSERT INTO sms_code (id, phone, code_hash, expires_at, address, delivered) VALUES (${id}, ${phone}, ${digest(code).toString('hex')}, now() + make_interval(secs => ${CODE_TTL_SECONDS}), ${address}, ${deliver})`,
    );
    if (deliver) await sms.send(client, phone, content);
    return id;
  });
}

export const SMS_DAILY_CAP = '今日获取验证码次数已达上限，请明天再试';

/** Counts the attempt before comparing (atomically: parallel guesses each use one of the five), then checks the code. */
export async function validateCode(db: Queryable, { id, value }: z.output<typeof ValidateCodeQuery>): Promise<void> {
  const { rows } = await db.query<{ code_hash: string; attempts: number; expired: boolean }>(
    sql`UPDATE sms_code SET attempts = attempts + 1 WHERE id = ${id} AND consumed_at IS NULL AND validated_at IS NULL
     RETURNING code_hash, attempts, expires_at <= now() AS expired`,
  );
  const row = rows[0];
  if (!row) throw badRequest(WRONG_CODE);
  if (row.expired) throw badRequest('验证码已过期，请重新获取');
  if (row.attempts > MAX_ATTEMPTS) throw badRequest('验证码错误次数过多，请重新获取');
  if (!/^\d{6}$/.test(value) || !timingSafeEqual(digest(value), Buffer.from(row.code_hash, 'hex'))) throw badRequest(WRONG_CODE);
  await db.query(sql`UPDATE sms_code SET validated_at = now() WHERE id = ${id} AND validated_at IS NULL`);
}

/**
 * The validated code a password change uses up, and the number it was sent to. With `smsId`: that code (and, when
 * `phone` is given, only if it went to that number). Without (the spec's call carries only account and new password):
 * the latest code validated for the number of an account of that name, asked for from the same client address as this
 * call — so the SMS code is still checked, and a stranger elsewhere cannot use someone's code in its 15 minutes.
 */
const consumeById = (smsId: string, phone: string) => sql`
  UPDATE sms_code SET consumed_at = now()
   WHERE id = ${smsId} AND (${phone} = '' OR phone = ${phone}) AND consumed_at IS NULL
     AND validated_at > now() - make_interval(secs => ${VALIDATED_TTL_SECONDS})
   RETURNING phone`;
const consumeForAccount = (table: string, account: string, address: string) => sql`
  UPDATE sms_code SET consumed_at = now()
   WHERE id = (SELECT c.id FROM sms_code c
                WHERE c.address = ${address} AND c.consumed_at IS NULL AND c.validated_at > now() - make_interval(secs => ${VALIDATED_TTL_SECONDS})
                  AND c.phone IN (SELECT phone FROM ${sql.raw(table)} WHERE lower(account) = lower(${account}) AND is_deleted = 0 AND phone <> '')
                ORDER BY c.validated_at DESC LIMIT 1)
     AND consumed_at IS NULL
   RETURNING phone`;

/** Sets a new password for the account whose phone the validated code belongs to; ends its sessions. */
export async function retrievePassword(pool: pg.Pool, kind: SubjectKind, input: RetrieveInput, address: string): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const table = kind === 'user' ? 'app_user' : 'supplier_account';
  await transaction(pool, async (client) => {
    const code = await client.query<{ phone: string }>(input.smsId ? consumeById(input.smsId, input.phone) : consumeForAccount(table, input.account, address));
    if (!code.rows.length) throw badRequest(SMS_EXPIRED);
    const accounts = await client.query<{ id: string; tenant_id: string; account: string }>(
      sql`SELECT id, tenant_id, account FROM ${sql.raw(table)} WHERE lower(account) = lower(${input.account}) AND phone = ${code.rows[0]!.phone} AND is_deleted = 0`,
    );
    if (accounts.rows.length === 0) throw badRequest('账号与手机号码不匹配');
    if (accounts.rows.length > 1) throw badRequest('该账号存在于多个租户，请联系管理员重置密码');
    const target = accounts.rows[0]!;
    await client.query(sql`UPDATE ${sql.raw(table)} SET password_hash = ${passwordHash}, version = version + 1, update_time = now() WHERE id = ${target.id}`);
    await revokeSubjectSessions(client, kind, target.id, 'password-reset');
    await clearFailures(client, accountScope(target.tenant_id, kind, target.account));
  });
}
