// The quote's checks, as the server makes them (单价 0.01–9999999, two decimals at most; every line priced to
// submit) and the amounts it computes (each line rounded to the cent, the total their sum).
import { fenOf, lineAmountFen } from '../../../../lib/money';
import { PROGRESS, type SupplierBiddingRow } from '../../types';

/** 报价 is open to a shortlisted supplier while the tender is 投标中 and not yet opened. */
export const canQuote = (row: Pick<SupplierBiddingRow, 'shortStatus' | 'biddingProgress' | 'secondsToOpening'>) =>
  row.shortStatus === 1 && row.biddingProgress === PROGRESS.quoting && row.secondsToOpening > 0;

export interface QuoteDraft {
  /** As typed. */
  unitPrice: string;
  brand: string;
  origin: string;
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** The price typed, or undefined when blank; NaN when it breaks the rule. */
export function parsePrice(text: string): number | undefined {
  const value = text.trim();
  if (!value) return undefined;
  if (!PRICE.test(value)) return Number.NaN;
  const price = Number(value);
  return price >= 0.01 && price <= 9_999_999 ? price : Number.NaN;
}

/** A line's amount in cents: the price times the estimated quantity, rounded half up in integers (as the server). */
export const amountCents = (price: number, estQty: number) => lineAmountFen(fenOf(price), estQty);

/** The total of the priced lines, in yuan. */
export function quoteTotal(lines: { qingdanId: string; estQty: number }[], drafts: Record<string, QuoteDraft>): number {
  let cents = 0;
  for (const line of lines) {
    const price = parsePrice(drafts[line.qingdanId]?.unitPrice ?? '');
    if (price !== undefined && !Number.isNaN(price)) cents += amountCents(price, line.estQty);
  }
  return cents / 100;
}
