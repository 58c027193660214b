// The supplier's sign-up and quote checks: the same rules the server applies, checked before sending.
import { describe, expect, it } from 'vitest';
import { money, secondsUntil } from '../../src/domains/bidding/components/supplier/format';
import { canQuote, parsePrice, quoteTotal } from '../../src/domains/bidding/components/supplier/quote-rules';
import { checkCertificates, mobileProblem } from '../../src/domains/bidding/components/supplier/sign-up-rules';
import { formatDateTime } from '../../src/lib/time-zone';

describe('the sign-up form', () => {
  it('checks the mobile in three steps', () => {
    expect(mobileProblem('')).toBe('mobileRequired');
    expect(mobileProblem('  ')).toBe('mobileRequired');
    expect(mobileProblem('1391234')).toBe('mobileLength');
    expect(mobileProblem('12912345678')).toBe('mobileInvalid');
    expect(mobileProblem('1391234567a')).toBe('mobileInvalid');
    expect(mobileProblem('13912345678')).toBeUndefined();
  });

  it('marks each required certificate valid through the supply start, expired or missing', () => {
    const docs = [
      { docType: 1, name: '营业执照', docNo: 'A', fileId: '1', expireDate: null },
      { docType: 2, name: '食品经营许可证', docNo: 'B', fileId: '2', expireDate: '2026-12-31' },
    ];
    expect(checkCertificates([1, 2, 5], docs, '2026-12-31').map((check) => check.state)).toEqual(['valid', 'valid', 'missing']);
    expect(checkCertificates([2], docs, '2027-01-01').map((check) => check.state)).toEqual(['expired']);
  });
});

describe('the quote', () => {
  it('takes prices of 0.01–9999999 with two decimals at most', () => {
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('7.5')).toBe(7.5);
    expect(parsePrice('0.01')).toBe(0.01);
    expect(parsePrice('9999999')).toBe(9_999_999);
    for (const bad of ['0', '0.001', '7.555', '-1', 'abc', '10000000', '1e3']) expect(parsePrice(bad), bad).toBeNaN();
  });

  it('is open to the shortlisted while bidding, before the opening', () => {
    expect(canQuote({ shortStatus: 1, biddingProgress: 5, secondsToOpening: 60 })).toBe(true);
    expect(canQuote({ shortStatus: 1, biddingProgress: 5, secondsToOpening: 0 })).toBe(false);
    expect(canQuote({ shortStatus: 2, biddingProgress: 5, secondsToOpening: 60 })).toBe(false);
    expect(canQuote({ shortStatus: 1, biddingProgress: 6, secondsToOpening: 60 })).toBe(false);
  });

  it('totals the priced lines to the cent, as the server does', () => {
    const lines = [
      { qingdanId: 'a', estQty: 5000 },
      { qingdanId: 'b', estQty: 800 },
      { qingdanId: 'c', estQty: 3 },
    ];
    const draft = (unitPrice: string) => ({ unitPrice, brand: '', origin: '' });
    expect(quoteTotal(lines, { a: draft('6.8'), b: draft('64'), c: draft('') })).toBe(6.8 * 5000 + 64 * 800);
    expect(quoteTotal(lines, { c: draft('0.33') })).toBe(0.99);
    // a line of half a fen more is rounded up, in integers (0.29 × 0.5 × 100 is 14.499… in floating point)
    const halves = [
      { qingdanId: 'd', estQty: 0.5 },
      { qingdanId: 'e', estQty: 1.5 },
    ];
    expect(quoteTotal(halves, { d: draft('0.29'), e: draft('0.15') })).toBe(0.38);
    expect(money(1234.5)).toBe('1234.50');
    expect(money(null)).toBe('—');
  });

  it('counts the seconds to a wall-clock time of the deployment zone', () => {
    const now = Date.UTC(2026, 10, 25, 8, 0, 0);
    const inAnHour = formatDateTime(now + 3_600_000);
    expect(secondsUntil(inAnHour, now)).toBe(3600);
    expect(secondsUntil('not a time', now)).toBeNaN();
  });
});
