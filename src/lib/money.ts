// Money on the client (docs/product-rules.md#money): amounts are whole fen in between, as on the server. The wallets
// send and answer fen; the tenders and the canteens' costs answer yuan numbers with at most two decimals, turned into
// fen by `fenOf` before any arithmetic. One formatter shows fen as yuan; one parser reads typed yuan as fen.

const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Whole fen as yuan with two decimals, ¥ not included: 12345 → '123.45', -5 → '-0.05'; absent → `empty`. */
export function formatYuan(fen: number | null | undefined, empty = '—'): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return empty;
  const whole = Math.round(fen);
  const size = Math.abs(whole);
  const cents = size % 100;
  return `${whole < 0 ? '-' : ''}${(size - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/** Yuan as typed (at most two decimals: a fraction of a fen is refused) as whole fen; undefined when blank, NaN otherwise. */
export function parseYuan(text: string): number | undefined {
  const value = text.trim();
  if (!value) return undefined;
  const match = YUAN.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A yuan number (an answer's, or an input's) as whole fen, rounded half away from zero on its decimal digits — not on
 * its binary value, where 1.005 × 100 is 100.49999… and 19.99 × 100 is 1998.99…: 1.005 → 101, 0.1 + 0.2 → 30.
 */
export function fenOf(yuan: number): number {
  if (!Number.isFinite(yuan)) return Number.NaN;
  const text = String(Math.abs(yuan));
  if (text.includes('e')) return Math.round(yuan * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const size = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1 : 0);
  return yuan < 0 ? -size : size;
}

/** A unit price in fen × a quantity (at most two decimals), rounded half up to the fen, in integers as the server does. */
export function lineAmountFen(unitFen: number, quantity: number): number {
  return Number((BigInt(unitFen) * BigInt(fenOf(quantity)) + 50n) / 100n);
}
