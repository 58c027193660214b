// The scoring page's rules, pure so they are tested on their own (tests/unit/bidding-score-rules.test.ts): the
// price score as the server ranks it (server/modules/bidding/scoring.ts), each item within 0..its maximum, and the
// expert's own status read from the evaluation matrix.
import type { EvaluationProgress, OpeningRecord, ScoreItem } from '../../types';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A bid still in the running after the opening: submitted (1), or later won (4) or lost (5); not 暂存 nor 无效. */
export const isValidBid = (bid: OpeningRecord['bids'][number]): boolean => bid.status === 1 || bid.status === 4 || bid.status === 5;

/** Price score of each valid bid: the lowest valid total ÷ this total × the price weight. */
export function priceScores(bids: OpeningRecord['bids'], priceWeight: number): Record<string, number> {
  const valid = bids.filter((bid) => isValidBid(bid) && bid.totalAmount > 0);
  if (!valid.length) return {};
  const lowest = Math.min(...valid.map((bid) => bid.totalAmount));
  return Object.fromEntries(valid.map((bid) => [bid.myBiddingId, round2((lowest / bid.totalAmount) * priceWeight)]));
}

/** One bid's scores being entered: item code → score (undefined while empty). */
export type BidScores = Record<string, number | undefined>;

export type ScoreProblem = { code: string; kind: 'missing' | 'over' | 'negative' | 'decimals' };

/** What is wrong with one bid's scores: an item above its maximum, below 0, with more than two decimals, or (to submit) empty. */
export function scoreProblems(items: readonly ScoreItem[], scores: BidScores, requireAll: boolean): ScoreProblem[] {
  const problems: ScoreProblem[] = [];
  for (const item of items) {
    const value = scores[item.code];
    if (value === undefined || Number.isNaN(value)) {
      if (requireAll) problems.push({ code: item.code, kind: 'missing' });
    } else if (value > item.max) problems.push({ code: item.code, kind: 'over' });
    else if (value < 0) problems.push({ code: item.code, kind: 'negative' });
    else if (Math.round(value * 100) !== value * 100) problems.push({ code: item.code, kind: 'decimals' });
  }
  return problems;
}

/** The sum of the entered items (a bid's expert total). */
export const itemTotal = (scores: BidScores): number => round2(Object.values(scores).reduce<number>((sum, value) => sum + (value ?? 0), 0));

export type MyStatus = 'none' | 'saved' | 'submitted';

/**
 * The expert's own status in a tender. Before everyone has submitted the server shows an expert only their own
 * scores, so the rows that carry a total are the caller's; once all have submitted, the caller has too.
 */
export function myStatus(progress: EvaluationProgress): MyStatus {
  if (progress.allSubmitted) return 'submitted';
  const mine = progress.evaluations.filter((row) => row.total !== undefined);
  if (!mine.length) return 'none';
  return mine.some((row) => row.status === 2) ? 'submitted' : 'saved';
}

/**
 * The caller's scores by bid, to fill the form again or show them read-only. Before everyone has submitted they are
 * the rows that carry scores; after, every row does, and the caller's are those of the one panel expert bearing the
 * caller's name (none when the name is not the panel's exactly once).
 */
export function myScores(progress: EvaluationProgress, myName = ''): Record<string, BidScores> {
  let rows = progress.evaluations.filter((row) => row.items !== undefined);
  if (progress.allSubmitted) {
    const named = progress.experts.filter((expert) => expert.name === myName);
    rows = named.length === 1 ? rows.filter((row) => row.expertId === named[0]!.id) : [];
  }
  return Object.fromEntries(rows.map((row) => [row.myBiddingId, Object.fromEntries((row.items ?? []).map((item) => [item.code, item.score]))]));
}
