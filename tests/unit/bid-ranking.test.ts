// The ranking rule of a tender's bids (server/modules/bidding/scoring.ts): price score = lowest valid total ÷ this total ×
// the price weight; total = the experts' mean + the price score; ties to the lower price, then the earlier submission.
import { describe, expect, it } from 'vitest';
import { rankBids } from '../../server/modules/bidding/scoring';

const bid = (id: string, totalAmount: number, expertTotals: number[], submitTime = '2026-11-20T10:00:00') => ({ id, totalAmount, submitTime, expertTotals });

describe('rankBids', () => {
  it('gives the lowest total the whole price weight and the others their share, plus the experts’ mean', () => {
    const ranked = rankBids([bid('a', 100_000, [50, 52, 54]), bid('b', 80_000, [40, 40, 40]), bid('c', 125_000, [58, 58, 58])], 40);
    expect(ranked).toEqual([
      { id: 'a', priceScore: 32, totalScore: 84, rank: 1 },
      { id: 'c', priceScore: 25.6, totalScore: 83.6, rank: 2 },
      { id: 'b', priceScore: 40, totalScore: 80, rank: 3 },
    ]);
  });

  it('breaks a tie by the lower price, then by the earlier submission', () => {
    // equal totals: b cheaper than a; c and d equal in price and score, d submitted first
    const ranked = rankBids(
      [
        bid('a', 100, [60], '2026-11-20T09:00:00'),
        bid('b', 100, [60], '2026-11-20T09:30:00'),
        bid('c', 200, [80], '2026-11-20T11:00:00'),
        bid('d', 200, [80], '2026-11-20T10:00:00'),
      ],
      40,
    );
    // a and b: 60 + 40 = 100; c and d: 80 + 20 = 100 — all tie on the total; the lower price first, then the earlier
    expect(ranked.map((row) => [row.id, row.totalScore, row.rank])).toEqual([
      ['a', 100, 1],
      ['b', 100, 2],
      ['d', 100, 3],
      ['c', 100, 4],
    ]);
  });

  it('ranks nothing when there is no valid bid', () => {
    expect(rankBids([], 40)).toEqual([]);
  });
});
