// What every route module receives: settings, the database, the token service and the SMS sender.
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { SmsSender } from './sms/sender.ts';

export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  sms: SmsSender;
}
