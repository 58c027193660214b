// Scores and ranks of a tender's valid bids (docs/product-rules.md#bidding): price score = the lowest valid
// total ÷ this total × the price weight; total = the mean of the experts' scores + the price score. Ties go to
// the lower price, then the earlier submission. Pure, so the rule is tested on its own.
import { badRequest } from '../../platform/http/envelope.ts';

export interface ScoreItem {
  code: string;
  name: string;
  max: number;
}

/**
 * One expert's sheet for one bid, over the tender's own score items — one entry each, in the tender's order,
 * each within 0..its maximum (400 naming the item otherwise) — and its total, the sum of those entries only.
 * An item the tender does not have is refused; a missing one is refused on the final submission. The request
 * schema has already refused a repeated code, so nothing given is counted twice.
 */
export function scoreSheet(
  items: ScoreItem[],
  given: { code: string; score: number }[],
  final: boolean,
): { items: { code: string; score: number }[]; total: number } {
  if (given.some((entry) => !items.some((item) => item.code === entry.code))) throw badRequest('评分项不存在');
  const sheet: { code: string; score: number }[] = [];
  for (const item of items) {
    const entry = given.find((candidate) => candidate.code === item.code);
    if (!entry) {
      if (final) throw badRequest(`请填写评分项「${item.name}」`);
      continue;
    }
    if (!(entry.score >= 0 && entry.score <= item.max)) throw badRequest(`评分项「${item.name}」不能超过 ${item.max} 分`);
    sheet.push({ code: item.code, score: entry.score });
  }
  // in hundredths, so that 0.1 + 0.2 sums to 0.3 exactly as numeric(6, 2) stores it
  const total = sheet.reduce((sum, entry) => sum + Math.round(entry.score * 100), 0) / 100;
  return { items: sheet, total };
}

export interface BidToRank {
  id: string;
  /** The quote's total (in fen: only ratios and order are taken from it). */
  totalAmount: number;
  submitTime: string;
  /** Each expert's total of the scored items for this bid. */
  expertTotals: number[];
}

export interface RankedBid {
  id: string;
  priceScore: number;
  totalScore: number;
  rank: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function rankBids(bids: BidToRank[], priceWeight: number): RankedBid[] {
  if (!bids.length) return [];
  const lowest = Math.min(...bids.map((bid) => bid.totalAmount));
  const scored = bids.map((bid) => {
    const priceScore = round2((lowest / bid.totalAmount) * priceWeight);
    const mean = bid.expertTotals.length ? bid.expertTotals.reduce((sum, total) => sum + total, 0) / bid.expertTotals.length : 0;
    return { bid, priceScore, totalScore: round2(mean + priceScore) };
  });
  scored.sort(
    (a, b) =>
      b.totalScore - a.totalScore ||
      a.bid.totalAmount - b.bid.totalAmount ||
      a.bid.submitTime.localeCompare(b.bid.submitTime) ||
      a.bid.id.localeCompare(b.bid.id),
  );
  return scored.map((entry, index) => ({ id: entry.bid.id, priceScore: entry.priceScore, totalScore: entry.totalScore, rank: index + 1 }));
}
