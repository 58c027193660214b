// Every ledger's server part, in the order of contract/ledgers (a startup check holds the two lists together).
import type { LedgerPart } from '../engine/part.ts';
import { pesticideTestPart, rapidTestPart } from './food-testing.ts';
import { morningCheckPart } from './morning-check.ts';
import { processingPart } from './processing.ts';
import { samplePart } from './sample.ts';
import { disinfectionPart } from './disinfection.ts';
import { additivePart } from './additive.ts';
import { kitchenWastePart } from './kitchen-waste.ts';
import { accompaniedMealPart } from './accompanied-meal.ts';

export const LEDGER_PARTS: readonly LedgerPart[] = [
  morningCheckPart,
  processingPart,
  samplePart,
  disinfectionPart,
  additivePart,
  kitchenWastePart,
  accompaniedMealPart,
  rapidTestPart,
  pesticideTestPart,
];
