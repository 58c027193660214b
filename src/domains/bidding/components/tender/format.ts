/** An amount with 2 decimals ('' when absent). */
export const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : Number(value).toFixed(2));
