// The console's one money formatter and conversion (src/lib/money.ts), by the names this domain's screens use.
/** Fen as yuan with two decimals (¥ not included): 12345 → 123.45. Yuan as typed as whole fen: 12.3 → 1230. */
export { fenOf, formatYuan as yuan } from '../../lib/money';
