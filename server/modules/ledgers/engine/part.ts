// A ledger's server part: its definition, what a canteen owes on a day, and the rules that need the database.
import type { LedgerDefinition } from '../../../../contract/ledgers/index.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import type { Sql } from '../../../platform/db/sql.ts';

/** The canteen keeper writing: its staff user at its own canteen. */
export interface Keeper {
  tenantId: string;
  userId: string;
  name: string;
  canteenId: string;
  schoolId: string;
}

/** A record about to be saved: its day and the values by field name (derived fields may be set by `check`). */
export interface Write {
  keeper: Keeper;
  recordDate: string;
  values: Record<string, unknown>;
  /** The record being edited or corrected, if any. */
  replacing?: string;
}

export interface LedgerPart {
  definition: LedgerDefinition;
  /**
   * What the canteens owe on the day, computed from other records (never typed in): a query answering one row per
   * canteen and item owed — `canteen_id`, `item` (a name the to-do list shows: a person, 午餐 · 红烧肉), `done`.
   * Absent: the ledger is kept as things happen and owes nothing on a given day.
   */
  owed?: (canteenIds: readonly string[], day: string) => Sql;
  /** Rules that need the database, in the writing transaction; throws the refusal, or sets derived values. */
  check?: (tx: Queryable, write: Write) => Promise<void>;
}
