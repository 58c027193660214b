/** Fen as yuan with two decimals (¥ not included): 12345 → 123.45. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
