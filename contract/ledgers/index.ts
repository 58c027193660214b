// Every ledger, in the order of the 加工管理 menu. Adding a ledger: its definition here, its table in a migration, its
// server part (server/modules/ledgers/ledgers/) and its seed — README "Adding a ledger".
import { pesticideTest, rapidTest } from './food-testing.ts';
import { morningCheck } from './morning-check.ts';
import { processing } from './processing.ts';
import { sample } from './sample.ts';
import type { LedgerDefinition } from './types.ts';

export const LEDGERS: readonly LedgerDefinition[] = [morningCheck, processing, sample, rapidTest, pesticideTest];
export const ledgerOf = (code: string): LedgerDefinition | undefined => LEDGERS.find((ledger) => ledger.code === code);

export * from './types.ts';
export { CHECK_RESULT, FEVER_TENTHS, morningCheck, SYMPTOMS } from './morning-check.ts';
export { CORE_TEMP_MIN_TENTHS, processing } from './processing.ts';
export { sample, SAMPLE_MIN_GRAMS, SAMPLE_MIN_HOURS } from './sample.ts';
export {
  FOLLOW_UPS,
  INHIBITION_LIMIT,
  MEASURED_ITEMS,
  pesticideTest,
  PESTICIDE_METHODS,
  RAPID_ITEMS,
  RAPID_METHODS,
  rapidTest,
  TEST_RESULT,
} from './food-testing.ts';
