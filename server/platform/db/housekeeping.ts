// Expired sign-in state is deleted at start and every hour, so the tables the sign-in path reads stay
// small. Any instance may run it; the statements are idempotent.
import type { Queryable } from './database.ts';

const STATEMENTS = [
  `DELETE FROM captcha WHERE expires_at < now()`,
  `DELETE FROM sms_code WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM sms_outbox WHERE created_at < now() - interval '30 days'`,
  `DELETE FROM login_throttle WHERE (locked_until IS NULL OR locked_until < now()) AND first_failure_at < now() - interval '1 day'`,
  `DELETE FROM handoff_code WHERE expires_at < now() - interval '1 day'`,
  `DELETE FROM error_log WHERE created_at < now() - interval '180 days'`,
  `DELETE FROM auth_session WHERE absolute_expires_at < now() - interval '30 days'
      OR refresh_expires_at < now() - interval '30 days' OR revoked_at < now() - interval '30 days'`,
];

export async function housekeeping(db: Queryable): Promise<void> {
  for (const statement of STATEMENTS) await db.query(statement);
}

export function scheduleHousekeeping(db: Queryable, onError: (error: unknown) => void): () => void {
  const run = () => void housekeeping(db).catch(onError);
  run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
