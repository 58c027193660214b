import { fenOf, formatYuan } from '../../../../lib/money';

/** An amount (yuan) with 2 decimals ('' when absent). */
export const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatYuan(fenOf(Number(value))));
