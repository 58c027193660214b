// Scores and ranks of a tender's valid bids (docs/product-rules.md#bidding): price score = the lowest valid
// total ÷ this total × the price weight; total = the mean of the experts' scores + the price score. Ties go to
// the lower price, then the earlier submission. Pure, so the rule is tested on its own.

export interface BidToRank {
  id: string;
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
