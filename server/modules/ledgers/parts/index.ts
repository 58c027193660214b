// Every ledger's server part, in the order of contract/ledgers (a startup check holds the two lists together).
import type { LedgerPart } from '../engine/part.ts';
import { pesticideTestPart, rapidTestPart } from './food-testing.ts';
import { morningCheckPart } from './morning-check.ts';
import { processingPart } from './processing.ts';
import { samplePart } from './sample.ts';

export const LEDGER_PARTS: readonly LedgerPart[] = [morningCheckPart, processingPart, samplePart, rapidTestPart, pesticideTestPart];
