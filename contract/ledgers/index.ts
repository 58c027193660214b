// Every ledger, in the order of the 加工管理 menu. Adding a ledger: its definition here, its table in a migration, its
// server part (server/modules/ledgers/ledgers/) and its seed — README "Adding a ledger".
import { pesticideTest, rapidTest } from './food-testing.ts';
import { morningCheck } from './morning-check.ts';
import { processing } from './processing.ts';
import { sample } from './sample.ts';
import type { LedgerDefinition } from './types.ts';
import { disinfection } from './disinfection.ts';
import { additive } from './additive.ts';
import { kitchenWaste } from './kitchen-waste.ts';
import { accompaniedMeal } from './accompanied-meal.ts';

export const LEDGERS: readonly LedgerDefinition[] = [
  morningCheck,
  processing,
  sample,
  disinfection,
  additive,
  kitchenWaste,
  accompaniedMeal,
  rapidTest,
  pesticideTest,
];
export const ledgerOf = (code: string): LedgerDefinition | undefined => LEDGERS.find((ledger) => ledger.code === code);

export * from './types.ts';
export { CHECK_RESULT, FEVER_TENTHS, morningCheck, SYMPTOMS } from './morning-check.ts';
export { CORE_TEMP_MIN_TENTHS, processing } from './processing.ts';
export { sample, SAMPLE_MIN_GRAMS, SAMPLE_MIN_HOURS } from './sample.ts';
export { disinfection, disinfectionProblem, DISINFECT_METHODS, DISINFECT_OBJECTS, DISINFECT_RULES } from './disinfection.ts';
export { additive, ADDITIVE_KEEPER_ONLY, ADDITIVE_KEEPERS_MAX } from './additive.ts';
export { kitchenWaste, WASTE_KINDS, WASTE_TIME_DAY } from './kitchen-waste.ts';
export { accompaniedMeal, accompaniedProblemUnsaid, ACCOMPANIED_PROBLEM_UNSAID, COMPANION_ROLES, MEAL_OPINIONS } from './accompanied-meal.ts';
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
