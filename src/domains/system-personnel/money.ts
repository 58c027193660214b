/** Fen as yuan with two decimals (¥ not included): 12345 → 123.45. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Yuan as typed (up to two decimals) as whole fen: 12.3 → 1230. */
export const fenOf = (yuanValue: number) => Math.round(yuanValue * 100);
