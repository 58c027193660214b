// The tender form's cross-field rules (docs/product-rules.md#bidding), checked before sending with the
// server's own messages (server/modules/bidding/input.ts, tender-form.ts). Each answer names the field it belongs to
// and the key of its message in the `bidding-tender` catalogue (rule.*), whose Chinese is the server's text.
import type { ScoreItem } from '../../types';

export interface TenderRuleValues {
  priceWeight?: number;
  scoreItems?: Partial<ScoreItem>[];
  signUpStart?: string;
  signUpEnd?: string;
  openingTime?: string;
  supply?: string[];
  lines?: { goodsCode?: string }[];
  requiredDocTypes?: number[];
}

export interface RuleError {
  field: string;
  key: string;
}

const HOUR = 3_600_000;
/** A wall-clock time (YYYY-MM-DD HH:mm[:ss]) as milliseconds, read in one zone so differences are exact. */
const at = (value: string) => Date.parse(`${value.replace(' ', 'T')}${value.length === 16 ? ':00' : ''}Z`);

/** The score items' maxima plus the price weight (2 decimals, as the server adds them). */
export const scoreTotal = (priceWeight: number | undefined, items: Partial<ScoreItem>[] | undefined) =>
  Math.round(((items ?? []).reduce((sum, item) => sum + (Number(item.max) || 0), 0) + (Number(priceWeight) || 0)) * 100) / 100;

/** The index of each goods line whose goods an earlier line already names. */
export const duplicateLines = (lines: { goodsCode?: string }[] | undefined) =>
  (lines ?? []).flatMap((line, index, all) => (line.goodsCode && all.findIndex((other) => other.goodsCode === line.goodsCode) < index ? [index] : []));

/** The sign-up window and the opening: the first failed rule of each field. */
export function scheduleErrors(values: TenderRuleValues, options: { submitting: boolean; now: string }): RuleError[] {
  const errors: RuleError[] = [];
  const { signUpStart, signUpEnd, openingTime } = values;
  if (signUpStart && options.submitting && at(signUpStart) <= at(options.now)) errors.push({ field: 'signUpStart', key: 'rule.startFuture' });
  if (signUpStart && signUpEnd) {
    if (at(signUpEnd) <= at(signUpStart)) errors.push({ field: 'signUpEnd', key: 'rule.endAfterStart' });
    else if (at(signUpEnd) - at(signUpStart) < 72 * HOUR) errors.push({ field: 'signUpEnd', key: 'rule.window' });
  }
  if (signUpEnd && openingTime && at(openingTime) - at(signUpEnd) < 24 * HOUR) errors.push({ field: 'openingTime', key: 'rule.opening' });
  return errors;
}

/**
 * Every cross-field rule of the form, in the order the server checks them. A draft (not submitting) keeps work in
 * progress: only what it cannot store is refused (goods or score codes twice); the rest waits for the submission.
 */
export function tenderErrors(values: TenderRuleValues, options: { submitting: boolean; now: string }): RuleError[] {
  const errors: RuleError[] = [];
  const codes = (values.scoreItems ?? []).map((item) => item.code).filter(Boolean);
  if (!options.submitting) {
    if (duplicateLines(values.lines).length) errors.push({ field: 'lines', key: 'rule.duplicate' });
    if (new Set(codes).size !== codes.length) errors.push({ field: 'scoreItems', key: 'rule.scoreCodes' });
    return errors;
  }
  if (!(values.requiredDocTypes ?? []).includes(1)) errors.push({ field: 'requiredDocTypes', key: 'rule.licence' });
  const [supplyStart, supplyEnd] = values.supply ?? [];
  if (supplyStart && supplyEnd && supplyEnd < supplyStart) errors.push({ field: 'supply', key: 'rule.supplyOrder' });
  errors.push(...scheduleErrors(values, options));
  if (!values.lines?.length) errors.push({ field: 'lines', key: 'rule.lines' });
  else if (duplicateLines(values.lines).length) errors.push({ field: 'lines', key: 'rule.duplicate' });
  if (new Set(codes).size !== codes.length) errors.push({ field: 'scoreItems', key: 'rule.scoreCodes' });
  else if (scoreTotal(values.priceWeight, values.scoreItems) !== 100) errors.push({ field: 'scoreItems', key: 'rule.scoreTotal' });
  return errors;
}

/** Whether the winners chosen are exactly the top ranks (else a reason is needed). */
export const isTopChoice = (ranked: { myBiddingId: string; rank: number }[], chosen: string[]) => {
  const top = [...ranked].sort((a, b) => a.rank - b.rank).slice(0, chosen.length);
  return top.every((bid) => chosen.includes(bid.myBiddingId));
};
