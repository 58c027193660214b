import { describe, expect, it } from 'vitest';
import { itemTotal, myScores, myStatus, priceScores, scoreProblems } from '../../src/domains/bidding/components/review/score-rules';

const items = [
  { code: 'quality', name: '商品质量', max: 30 },
  { code: 'service', name: '配送服务', max: 30 },
];

describe('the scoring page’s rules', () => {
  it('scores the price as the server ranks it: lowest valid total ÷ this total × the weight, invalid bids left out', () => {
    const bids = [
      { myBiddingId: 'a', supplierName: 'A', totalAmount: 90600, submitTime: null, status: 1 as const },
      { myBiddingId: 'b', supplierName: 'B', totalAmount: 93400, submitTime: null, status: 1 as const },
      { myBiddingId: 'c', supplierName: 'C', totalAmount: 1000, submitTime: null, status: 3 as const },
    ];
    expect(priceScores(bids, 40)).toEqual({ a: 40, b: Math.round((90600 / 93400) * 40 * 100) / 100 });
    expect(priceScores([], 40)).toEqual({});
  });

  it('bounds each item to 0..its maximum, two decimals, and asks for every item only to submit', () => {
    expect(scoreProblems(items, { quality: 31, service: 20 }, false)).toEqual([{ code: 'quality', kind: 'over' }]);
    expect(scoreProblems(items, { quality: -1 }, false)).toEqual([{ code: 'quality', kind: 'negative' }]);
    expect(scoreProblems(items, { quality: 12.345, service: 1 }, false)).toEqual([{ code: 'quality', kind: 'decimals' }]);
    expect(scoreProblems(items, { quality: 30 }, false)).toEqual([]);
    expect(scoreProblems(items, { quality: 30 }, true)).toEqual([{ code: 'service', kind: 'missing' }]);
    expect(itemTotal({ quality: 28.5, service: 27 })).toBe(55.5);
  });

  it('reads the expert’s own status from the matrix: only their rows carry scores until all have submitted', () => {
    const experts = [{ id: '1', name: '周明华', hasLogin: true }];
    expect(myStatus({ experts, allSubmitted: false, evaluations: [{ expertId: '2', myBiddingId: 'a', status: 2 }] })).toBe('none');
    const saved = {
      experts,
      allSubmitted: false,
      evaluations: [{ expertId: '1', myBiddingId: 'a', status: 1 as const, total: 50, items: [{ code: 'quality', score: 25 }] }],
    };
    expect(myStatus(saved)).toBe('saved');
    expect(myScores(saved)).toEqual({ a: { quality: 25 } });
    expect(myStatus({ ...saved, evaluations: [{ ...saved.evaluations[0]!, status: 2 }] })).toBe('submitted');
    expect(myStatus({ ...saved, allSubmitted: true })).toBe('submitted');
    // after everyone has submitted every row carries scores: the caller's are found by the panel expert's name
    const all = {
      experts: [...experts, { id: '2', name: '林晓燕', hasLogin: true }],
      allSubmitted: true,
      evaluations: [
        { expertId: '1', myBiddingId: 'a', status: 2 as const, total: 25, items: [{ code: 'quality', score: 25 }] },
        { expertId: '2', myBiddingId: 'a', status: 2 as const, total: 20, items: [{ code: 'quality', score: 20 }] },
      ],
    };
    expect(myScores(all, '林晓燕')).toEqual({ a: { quality: 20 } });
    expect(myScores(all, '某某')).toEqual({});
  });
});
