import { formatYuan } from '../../../lib/money';

/** Fen as yuan, right-aligned by the table. */
export const money = (fen: number) => <span className="opening-money">{formatYuan(fen)}</span>;
