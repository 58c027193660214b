/** An amount as the tender screens show it: two decimals. */
export const amount = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : value.toFixed(2));
