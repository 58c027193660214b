// The one way a text message leaves the server. The reference server has no SMS gateway: a message is
// written to the sms_outbox table (in the caller's transaction, so a refused request leaves none), and
// also to the log only when SMS_LOG is set — a setting refused in production, where a code in a log
// would be a code anyone reading the log could use.
import type { Queryable } from '../db/database.ts';
import { sql } from '../db/sql.ts';

export interface SmsSender {
  send(db: Queryable, phone: string, content: string): Promise<void>;
}

export function outboxSender(options: { log?: (line: string) => void }): SmsSender {
  return {
    async send(db, phone, content) {
      await db.query(sql`INSERT INTO sms_outbox (phone, content) VALUES (${phone}, ${content})`);
      options.log?.(`[sms] to ${phone}: ${content}`);
    },
  };
}
