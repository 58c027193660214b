// The 消费 dialogs type yuan and send whole fen: the conversion never leaves a fraction of a fen (19.99 × 100 is
// 1998.9999… in floating point), and the lists show fen as yuan with two decimals.
import { describe, expect, it } from 'vitest';
import { fenOf, yuan } from '../../src/domains/system-personnel/money';

describe('money of the 消费 dialogs', () => {
  it('turns typed yuan into whole fen', () => {
    expect(fenOf(19.99)).toBe(1999);
    expect(fenOf(0.1 + 0.2)).toBe(30);
    expect(fenOf(10_000)).toBe(1_000_000);
    expect(fenOf(0.01)).toBe(1);
  });
  it('shows fen as yuan', () => {
    expect(yuan(1999)).toBe('19.99');
    expect(yuan(-3000)).toBe('-30.00');
    expect(yuan(0)).toBe('0.00');
  });
});
