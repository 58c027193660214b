import { fenOf, formatYuan } from '../../../../lib/money';

/** An amount as the tender screens show it: yuan with two decimals, by the one money formatter. */
export const amount = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatYuan(fenOf(value)));
