// The panel rules the server enforces (docs/product-rules.md#bidding-panels), checked before sending.

/** A panel has an odd number of members, at least three. */
export const isOddPanel = (count: number) => count >= 3 && count % 2 === 1;

/** The synopsis of an expert is at most this long (characters). */
export const SYNOPSIS_MAX = 300;
