import { describe, expect, it } from 'vitest';
import { isEmpty } from '../../src/lib/is-empty';

describe('emptiness test (§5)', () => {
  it.each([null, undefined, 'null', 'undefined', '', [], {}])('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([0, 1, -1, false, true, ' ', 'a', [0], { a: undefined }, NaN])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
