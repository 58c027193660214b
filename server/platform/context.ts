// What every route module receives: settings, the database, the token service, the SMS sender and the task runner.
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { SmsSender } from './sms/sender.ts';
import type { Runner } from './tasks/runner.ts';

export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  sms: SmsSender;
  /** The task runner of this instance (platform/tasks/runner.ts), when it runs one: woken when a task is queued. */
  runner?: Runner;
}
