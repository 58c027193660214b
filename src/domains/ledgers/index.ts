// What other code uses of the ledgers: the words of a food test (批次溯源 shows a batch's tests), registered with this
// file; the screens are collected by the app from screens.ts.
import type { TFunction } from 'i18next';
import './i18n';

export type { Today, TodayLedger } from './types';

const ITEM_OPTIONS = { rapidTest: 'rapidItem', pesticideTest: 'pesticideItem' } as const;

/** A food test's item in words (快速检测's or 农残检测's catalogue). */
export const testItemText = (t: TFunction, kind: keyof typeof ITEM_OPTIONS, item: string): string => t(`ledger-${kind}:options.${ITEM_OPTIONS[kind]}.${item}`);
/** A test's follow-up (处置措施) in words. */
export const followUpText = (t: TFunction, kind: keyof typeof ITEM_OPTIONS, followUp: string): string => t(`ledger-${kind}:options.followUp.${followUp}`);
