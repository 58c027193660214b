// What every route module receives: settings, the database and the token service.
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';

export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
}
