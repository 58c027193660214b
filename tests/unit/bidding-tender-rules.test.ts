// The tender form's rules checked before sending (docs/product-rules.md#bidding), with the server's messages:
// the score total, duplicate goods, the sign-up window and the opening, and the award's choice by rank.
import { describe, expect, it } from 'vitest';
import { duplicateLines, isTopChoice, scheduleErrors, scoreTotal, tenderErrors } from '../../src/domains/bidding/components/tender/tender-rules';
import zh from '../../src/locales/zh-CN/bidding-tender.json';

const NOW = '2026-03-01 09:00:00';
const valid = {
  priceWeight: 40,
  scoreItems: [
    { code: 'quality', name: '商品质量', max: 30 },
    { code: 'service', name: '配送服务', max: 30 },
  ],
  signUpStart: '2026-03-02 09:00:00',
  signUpEnd: '2026-03-05 09:00:00',
  openingTime: '2026-03-06 09:00:00',
  supply: ['2026-04-01', '2026-09-30'],
  lines: [{ goodsCode: 'G0101' }, { goodsCode: 'G0102' }],
  requiredDocTypes: [1, 2],
};
const keys = (values: Partial<typeof valid>, submitting = true) => tenderErrors({ ...valid, ...values }, { submitting, now: NOW }).map((error) => error.key);

describe('the tender form rules', () => {
  it('accepts a valid form', () => {
    expect(keys({})).toEqual([]);
  });

  it('adds the score items and the price weight to exactly 100 (2 decimals)', () => {
    expect(scoreTotal(40, valid.scoreItems)).toBe(100);
    expect(scoreTotal(30, [{ max: 33.33 }, { max: 36.67 }])).toBe(100);
    expect(scoreTotal(undefined, [{ max: 10 }, {}])).toBe(10);
    expect(keys({ priceWeight: 50 })).toEqual(['rule.scoreTotal']);
    expect(zh.rule.scoreTotal).toBe('评分项与价格分合计须为100分');
  });

  it('refuses a score item code twice', () => {
    expect(
      keys({
        scoreItems: [
          { code: 'a', name: 'A', max: 30 },
          { code: 'a', name: 'B', max: 30 },
        ],
      }),
    ).toEqual(['rule.scoreCodes']);
  });

  it('names the goods lines repeating an earlier one, and needs at least one line', () => {
    expect(duplicateLines([{ goodsCode: 'G1' }, { goodsCode: 'G2' }, { goodsCode: 'G1' }, {}, {}])).toEqual([2]);
    expect(keys({ lines: [{ goodsCode: 'G0101' }, { goodsCode: 'G0101' }] })).toEqual(['rule.duplicate']);
    expect(keys({ lines: [] })).toEqual(['rule.lines']);
    expect([zh.rule.duplicate, zh.rule.lines]).toEqual(['招标清单中商品重复', '请添加招标清单']);
  });

  it('keeps sign-up open at least 3 days, ending after it starts, and the opening a day after', () => {
    const at = (values: Partial<typeof valid>, submitting = false) =>
      scheduleErrors({ ...valid, ...values }, { submitting, now: NOW }).map((error) => `${error.field}:${error.key}`);
    expect(at({ signUpEnd: '2026-03-05 08:59:59' })).toEqual(['signUpEnd:rule.window']);
    expect(at({ signUpEnd: '2026-03-02 08:00:00' })).toEqual(['signUpEnd:rule.endAfterStart']);
    expect(at({ openingTime: '2026-03-06 08:59' })).toEqual(['openingTime:rule.opening']);
    expect(at({ openingTime: '2026-03-06 09:00' })).toEqual([]);
    expect([zh.rule.window, zh.rule.endAfterStart, zh.rule.opening]).toEqual([
      '报名时间不少于3天',
      '报名截止时间不能早于开始时间',
      '开标时间须在报名截止1天之后',
    ]);
  });

  it('asks for a sign-up start in the future only when submitting', () => {
    const past = { signUpStart: '2026-03-01 08:00:00', signUpEnd: '2026-03-04 08:00:00', openingTime: '2026-03-05 08:00:00' };
    expect(keys(past, false)).toEqual([]);
    expect(keys(past, true)).toEqual(['rule.startFuture']);
  });

  it('requires the business licence and a supply end not before its start', () => {
    expect(keys({ requiredDocTypes: [2] })).toEqual(['rule.licence']);
    expect(keys({ supply: ['2026-05-01', '2026-04-01'] })).toEqual(['rule.supplyOrder']);
  });

  it('tells the top ranks from another choice of winners', () => {
    const ranked = [
      { myBiddingId: 'b', rank: 2 },
      { myBiddingId: 'a', rank: 1 },
      { myBiddingId: 'c', rank: 3 },
    ];
    expect(isTopChoice(ranked, ['a'])).toBe(true);
    expect(isTopChoice(ranked, ['b'])).toBe(false);
    expect(isTopChoice(ranked, ['b', 'a'])).toBe(true);
    expect(isTopChoice(ranked, ['a', 'c'])).toBe(false);
  });
});
