// Money in one representation (docs/product-rules.md#money): whole fen in between, yuan only at the edges. The
// client's formatter and parser (src/lib/money.ts) and the server's (server/platform/http/money.ts) round the same
// way at the edges: a fraction of a fen typed is refused, a computed one is rounded half up on the decimal digits,
// never on a binary fraction.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fenOf, formatYuan, lineAmountFen, parseYuan } from '../../src/lib/money';
import { amountFen, hundredthsOf, MAX_FEN, MAX_TOTAL_FEN, perUnitFen, yuan, yuanAsFen } from '../../server/platform/http/money';

describe('the client’s money', () => {
  it('shows fen as yuan with two decimals, negative corrections with their sign', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-0)).toBe('0.00');
    expect(formatYuan(1)).toBe('0.01');
    expect(formatYuan(1999)).toBe('19.99');
    expect(formatYuan(-5)).toBe('-0.05');
    expect(formatYuan(-123_456)).toBe('-1234.56');
    expect(formatYuan(MAX_FEN)).toBe('99999.99');
    expect(formatYuan(MAX_TOTAL_FEN)).toBe('999999999999.99');
    expect(formatYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(formatYuan(null)).toBe('—');
    expect(formatYuan(undefined, '')).toBe('');
  });

  it('reads typed yuan as whole fen and refuses a fraction of a fen', () => {
    expect(parseYuan('')).toBeUndefined();
    expect(parseYuan('  ')).toBeUndefined();
    expect(parseYuan('19.99')).toBe(1999);
    expect(parseYuan(' 0.1 ')).toBe(10);
    expect(parseYuan('99999.99')).toBe(MAX_FEN);
    expect(parseYuan('999999999999.99')).toBe(MAX_TOTAL_FEN);
    for (const bad of ['0.005', '1.005', '-1', '1e3', '0x10', '1,000', '.5', '5.', 'abc']) expect(parseYuan(bad), bad).toBeNaN();
  });

  it('turns a yuan number into fen on its decimal digits: 0.005 is a fen, 1.005 is 101', () => {
    expect(fenOf(0.005)).toBe(1);
    expect(fenOf(0.004)).toBe(0);
    expect(fenOf(1.005)).toBe(101);
    expect(Math.round(1.005 * 100)).toBe(100); // the float way loses the fen
    expect(fenOf(19.99)).toBe(1999);
    expect(fenOf(0.1 + 0.2)).toBe(30);
    expect(fenOf(-0.005)).toBe(-1);
    expect(fenOf(-12.3)).toBe(-1230);
    expect(fenOf(99_999.99)).toBe(MAX_FEN);
    expect(fenOf(999_999_999_999.99)).toBe(MAX_TOTAL_FEN);
  });

  it('prices a line in integers: 0.29 × 0.5 is 15 fen, not the 14 of floating point', () => {
    expect(Math.round(0.29 * 0.5 * 100)).toBe(14);
    expect(lineAmountFen(29, 0.5)).toBe(15);
    expect(lineAmountFen(35, 0.1)).toBe(4);
    expect(lineAmountFen(680, 5000)).toBe(3_400_000);
    // the largest price × a quantity that brings the total near its limit: the product passes 2^53 on the way, exactly
    expect(lineAmountFen(999_999_900, 99_999.99)).toBe(99_999_980_000_001);
  });
});

describe('the server’s money', () => {
  it('answers fen as yuan that JSON prints with two decimals at most', () => {
    expect(JSON.stringify([yuan(1999), yuan(10), yuan(-5), yuan(MAX_TOTAL_FEN), yuan(1)])).toBe('[19.99,0.1,-0.05,999999999999.99,0.01]');
  });

  it('reads a yuan decimal as hundredths, exactly', () => {
    expect(hundredthsOf('5000.00')).toBe(500_000);
    expect(hundredthsOf(0.3)).toBe(30);
    expect(hundredthsOf(0.1 + 0.2)).toBeNaN();
    expect(hundredthsOf('0.005')).toBeNaN();
    expect(hundredthsOf('-1')).toBeNaN();
    expect(hundredthsOf(1e21)).toBeNaN();
  });

  it('takes an amount in yuan within its range, and refuses a fraction of a fen', () => {
    const schema = yuanAsFen({ required: 'required', invalid: 'invalid', min: 1, max: MAX_FEN });
    const read = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? result.data : result.error.issues[0]!.message;
    };
    expect(read('0.01')).toBe(1);
    expect(read(99_999.99)).toBe(MAX_FEN);
    expect(read(' 19.99 ')).toBe(1999);
    expect(read('')).toBe('required');
    expect(read(null)).toBe('required');
    for (const bad of ['0.005', 0.005, 1.005, '0', '100000', '-0.01', '1e3', 0.1 + 0.2]) expect(read(bad), String(bad)).toBe('invalid');
    expect(() => yuanAsFen({ required: '', invalid: '', min: 0, max: MAX_TOTAL_FEN + 1 })).toThrow();
    expect(z.object({ amount: schema }).parse({ amount: '12.3' })).toEqual({ amount: 1230 });
  });

  it('rounds a line’s amount and a cost per meal half up, in integers', () => {
    expect(amountFen(29, 50)).toBe(15n);
    expect(amountFen(15, 150)).toBe(23n);
    expect(amountFen(999_999_900, 9_999_999_900)).toBe(99_999_989_000_000_100n);
    expect(perUnitFen(5, 2)).toBe(3);
    expect(perUnitFen(4, 3)).toBe(1);
    expect(perUnitFen(0, 7)).toBe(0);
    expect(perUnitFen(MAX_TOTAL_FEN, 10_000_000)).toBe(10_000_000);
  });
});
